/**
 * Build-time half of the per-page API data. Each API page loads one shard of JSON that holds its
 * own reflection in full and shallow entries for the reflections it links to, instead of the
 * whole API. The API plugin (plugins/api) calls {@link createPageShards} through its `pageShards`
 * option; the client half, which rebuilds a
 * page's reflection map from its shard, is `mapPageReflections` of src/utils/apiReflections.ts.
 * The comments of each page's item carry their Markdown already lexed
 * (plugins/api-comment-tokens.ts), so that the client does not ship a Markdown lexer.
 */
import {deepMapReflections, mapPageReflections} from '../src/utils/apiReflections';
import {addCommentTokens, type CommentLinkContext} from './api-comment-tokens';

/** A reflection of the plugin's JSON (TypeDoc's, plus the plugin's `permalink` and `parentId`). */
type Reflection = {
  id: number;
  name: string;
  kind: number;
  permalink?: string;
  parentId?: number;
  previousId?: number;
  nextId?: number;
  flags?: unknown;
  sources?: unknown[];
  children?: Reflection[];
  groups?: {children?: number[]}[];
  [key: string]: unknown;
};

/** Every reflection by id. */
type ReflectionMap = Record<number, Reflection>;

/** The part of a loaded API package this module reads. */
export type ApiPackage = {entryPoints: {reflection: Reflection}[]};

/**
 * The data of one API page: its reflection, shallow entries for what it refers to, and what the
 * site adds about its symbol (import line, version history: {@link AnnotatePage}).
 */
export type PageData = {item: Reflection; references: Record<number, Reflection>; symbol?: unknown};

/**
 * Adds, in place, what the site shows on an API page besides its reflection: `symbol` (rendered
 * by src/components/ApiSymbolPanels), and marks on the shallow entries of the reflections it lists.
 */
export type AnnotatePage = (page: PageData) => void;

/** Stores one data file (Docusaurus `actions.createData`) and resolves to its path. */
export type WriteData = (name: string, content: string) => Promise<string>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOwnDocument = (reflection: Reflection | undefined): boolean =>
  Boolean(reflection?.permalink && !reflection.permalink.includes('#'));

/** What other pages need to know of a reflection they link to or list. */
function shallowReflection(reflection: Reflection, withChildNames: boolean): Reflection {
  return {
    id: reflection.id,
    name: reflection.name,
    kind: reflection.kind,
    permalink: reflection.permalink,
    parentId: reflection.parentId,
    flags: reflection.flags,
    // Type references style a target without sources as a generic parameter.
    sources: reflection.sources ? [] : undefined,
    children: withChildNames
      ? (reflection.children?.map((child) => ({name: child.name}) as Reflection) ?? undefined)
      : undefined,
  };
}

// TypeDoc's id-to-symbol table and the package readme text of entry reflections: no component
// reads them, and the table alone is two thirds of the root page's data. Nor do they read a type
// reference's package, qualified name, source file and type-parameter flag, or a source's
// column: 1 KB gzip of an API page's first-load JavaScript on /api.
const UNRENDERED_KEYS = new Set([
  'symbolIdMap',
  'readme',
  'package',
  'qualifiedName',
  'sourceFileName',
  'refersToTypeParameter',
  'character',
]);

/** The item in full, except descendants that have a page of their own, which are shallow. */
function pruneOwnDocuments(value: unknown, isRoot: boolean): unknown {
  if (Array.isArray(value)) {
    return value.map((entry) => pruneOwnDocuments(entry, false));
  }
  if (!isObject(value)) {
    return value;
  }
  if (!isRoot && 'id' in value && value.type !== 'reference' && hasOwnDocument(value as Reflection)) {
    return shallowReflection(value as Reflection, false);
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !UNRENDERED_KEYS.has(key))
      .map(([key, entry]) => [key, pruneOwnDocuments(entry, false)]),
  );
}

const LINK_TAG = /{@(?:link|linkcode|linkplain|apilink)\s+([^}|\s]+)/gi;

/** Ids and names the item refers to: type reference targets, and `{@link Name}` in comments. */
function collectReferences(value: unknown, ids: Set<number>, names: Set<string>): void {
  if (Array.isArray(value)) {
    value.forEach((entry) => collectReferences(entry, ids, names));
  } else if (isObject(value)) {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'target' && typeof entry === 'number') {
        ids.add(entry);
      }
      collectReferences(entry, ids, names);
    }
  } else if (typeof value === 'string') {
    for (const match of value.matchAll(LINK_TAG)) {
      names.add(match[1].split('.')[0]);
    }
  }
}

/**
 * The data of one API page.
 * @param itemId id of the page's reflection
 * @param map every reflection of the API by id
 * @param links the version and docs path that the page's comment links resolve against
 * @returns `item`, the page's reflection with its comments' Markdown lexed, and `references`,
 *   shallow entries for the reflections it refers to, its neighbours in the pagination, and its
 *   ancestors.
 */
export function pageReflections(itemId: number, map: ReflectionMap, links: CommentLinkContext): PageData {
  const item = pruneOwnDocuments(map[itemId], true) as Reflection;
  const inPage = deepMapReflections<ReflectionMap>(JSON.parse(JSON.stringify(item)), {});
  const ids = new Set<number>();
  const names = new Set<string>();
  collectReferences(item, ids, names);
  for (const id of [item.previousId, item.nextId]) {
    if (id !== undefined) ids.add(id);
  }
  for (let parent = map[item.parentId ?? -1]; parent; parent = map[parent.parentId ?? -1]) {
    ids.add(parent.id);
  }
  const references: Record<number, Reflection> = {};
  for (const id of ids) {
    if (!(id in inPage) && map[id]) {
      references[id] = shallowReflection(map[id], false);
    }
  }
  // Most pages link to no name, and the map holds every reflection of the API.
  if (names.size > 0) {
    for (const reflection of Object.values(map)) {
      if (names.has(reflection.name) && !(reflection.id in inPage)) {
        references[reflection.id] = shallowReflection(reflection, true);
      }
    }
  }
  // Resolves `{@link}` tags against the same map as the page did when it lexed them itself.
  const pagePath = item.permalink ?? '';
  const pageMap = mapPageReflections(
    {pages: {[pagePath]: {item: JSON.parse(JSON.stringify(item)), references}}},
    pagePath,
  );
  addCommentTokens(item, pageMap, links);
  return {item, references};
}

// Upper bound, in bytes of JSON, of a shard of page data; a page larger than this is a shard of
// its own. About 4 KB gzip: small next to a page's other chunks, and few enough shards (each a
// chunk the runtime must know) to keep the runtime and route registry of every page small. It was
// 32 000 before the comments' tokens (api-comment-tokens.ts) were added; they compress well, and
// at 32 000 the version shards went from 104 to 135, which cost every page of the site about 1 KB
// gzip of runtime and route registry; at 42 000 there are 105.
const SHARD_BYTES = 42_000;

/** The version metadata of the docs version being written, as its API pages receive it. */
export type VersionMetadata = CommentLinkContext['version'] & Record<string, unknown>;

/** The API plugin's `pageShards` option (see the patch): called once per docs version. */
export type PageShardsOption = (
  packages: ApiPackage[],
  write: WriteData,
  version: VersionMetadata,
) => Promise<Map<number, string>>;

/**
 * Writes the data of every API page of one docs version into shards, in sidebar order (kind
 * groups, then name) so that neighbouring pages share one. A page finds its data by its route
 * path, its reflection's permalink: the routes carry no reflection id, which would cost every page
 * of the site about 2.3 KB gzip of route table.
 * @param packages the version's loaded API packages
 * @param write stores one data file, `{"pages": {<permalink>: PageData, …}}`, and resolves to its path
 * @param links the version's metadata and the docs path, for links in comments
 * @param annotate adds the site's data about each page's symbol to its page data
 * @returns a map from page reflection id to the data file of its shard.
 */
export async function createPageShards(
  packages: ApiPackage[],
  write: WriteData,
  links: CommentLinkContext,
  annotate?: AnnotatePage,
): Promise<Map<number, string>> {
  const map = deepMapReflections<ReflectionMap>(
    JSON.parse(JSON.stringify(packages.map((pkg) => ({entryPoints: pkg.entryPoints})))),
    {},
  );
  const pageIds: number[] = [];
  for (const pkg of packages) {
    for (const entry of pkg.entryPoints) {
      pageIds.push(entry.reflection.id);
      const grouped = (entry.reflection.groups ?? []).flatMap((group) => group.children ?? []);
      const childIds = entry.reflection.children?.map((child) => child.id) ?? [];
      for (const id of [...grouped, ...childIds.filter((id) => !grouped.includes(id))]) {
        if (hasOwnDocument(map[id])) {
          pageIds.push(id);
        }
      }
    }
  }
  const shards: {ids: number[]; parts: string[]; bytes: number}[] = [];
  let current: (typeof shards)[number] | undefined;
  for (const id of pageIds) {
    const page = pageReflections(id, map, links);
    annotate?.(page);
    const json = JSON.stringify(page);
    if (!current || current.bytes + json.length > SHARD_BYTES) {
      current = {ids: [], parts: [], bytes: 0};
      shards.push(current);
    }
    current.ids.push(id);
    current.parts.push(`${JSON.stringify(map[id].permalink)}:${json}`);
    current.bytes += json.length;
  }
  const files = new Map<number, string>();
  await Promise.all(
    shards.map(async (shard, index) => {
      const file = await write(`shard-${index}`, `{"pages":{${shard.parts.join(',')}}}`);
      shard.ids.forEach((id) => files.set(id, file));
    }),
  );
  return files;
}
