/**
 * Questions the API pages ask of the API data (src/utils/apiTypes.ts), and the reflection map
 * each page builds from its shard. Ported from docusaurus-plugin-typedoc-api 4.4.0 (MIT:
 * `utils/helpers`, `utils/hierarchy`, `utils/visibility`, and the reflection map of its
 * `ApiPage`), as the site patched it; free of React and of TypeDoc's runtime, so that both the
 * pages and the build (plugins/api-page-shards.ts) use it.
 */
import type {JSONOutput} from 'typedoc';
import type {PackageReflectionGroup, TSDDeclarationReflection, TSDDeclarationReflectionMap} from './apiTypes';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Indexes every reflection nested in `data` by id into `map` (every object with an `id` but a
 * type reference, whose `id`… is none of a reflection's), and records on each the id of the
 * object holding it as `parentId`. Mutates `data`'s objects and `map`.
 * @param data a reflection, or any JSON holding reflections
 * @param map the map to fill (of the API data's reflections, or of the build's own shape of them)
 * @param parent the object holding `data`
 * @returns `map`
 */
export function deepMapReflections<T extends Record<number, object> = TSDDeclarationReflectionMap>(
  data: object,
  map: T,
  parent?: {id?: unknown},
): T {
  const node = data as JsonObject;
  Object.entries(node).forEach(([key, value]) => {
    if (key === 'id') {
      if (!('type' in node) || node.type !== 'reference') {
        (map as Record<number, object>)[Number(value)] = node;
        if (parent) {
          node.parentId = parent.id;
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((entry) => {
        if (isObject(entry)) {
          deepMapReflections(entry, map, node);
        }
      });
    } else if (isObject(value)) {
      deepMapReflections(value, map, node);
    }
  });
  return map;
}

/**
 * The reflection map of one API page: the shallow entries of what it refers to, then every
 * reflection of its own item (with their `parentId`). Each page loads a shard of the API data that
 * holds its own (plugins/api-page-shards.ts) instead of the whole API, about 80 KB gzip.
 * @param shard the data of the pages of one shard, by route path (`ApiPageShard` of src/utils/apiTypes.ts; the build
 *   passes its own shape of it)
 * @param path the page's route path (its reflection's permalink)
 * @returns a new map; the page's item is the shard's own object, given its `parentId`s
 * @throws TypeError when the shard holds no page of that path
 */
export function mapPageReflections(
  shard: {pages: Record<string, {item: object; references: Record<number, object>}>},
  path: string,
): TSDDeclarationReflectionMap {
  const page = shard.pages[path];
  return deepMapReflections(page.item, {...page.references} as TSDDeclarationReflectionMap);
}

/**
 * The reflection map of the whole API, as the plugin's `ApiPage` built it from a version's
 * packages when its routes passed them (the site's do not: see {@link mapPageReflections}).
 * @param packages the version's packages
 * @returns a new map; the packages' reflections are given their `parentId`s
 */
export function mapPackagesToReflection(packages: PackageReflectionGroup[]): TSDDeclarationReflectionMap {
  const map: TSDDeclarationReflectionMap = {};
  packages.forEach((pkg) => {
    pkg.entryPoints.forEach((entry) => {
      deepMapReflections(entry.reflection, map);
    });
  });
  return map;
}

/**
 * Whether a reflection has a page of its own rather than a section of another's (TypeDoc's
 * `DefaultTheme`, https://github.com/TypeStrong/typedoc/blob/v0.25.13/src/lib/output/themes/DefaultTheme.ts).
 * @param id the reflection's id
 * @param reflections the page's reflection map
 * @returns true when its permalink has no `#`
 */
export function hasOwnDocument(id: number, reflections: TSDDeclarationReflectionMap): boolean {
  const reflection = reflections[id];
  return Boolean(reflection?.permalink && !reflection.permalink.includes('#'));
}

/** Whether every reflection of a category has a page of its own (TypeDoc's `ReflectionCategory`). */
export function allCategoryChildrenHaveOwnDocument(
  category: JSONOutput.ReflectionCategory,
  reflections: TSDDeclarationReflectionMap,
): boolean {
  return (category.children ?? []).every((child) => hasOwnDocument(child, reflections));
}

/** Whether every reflection of a group has a page of its own; false for a group without
 * children (TypeDoc's `ReflectionGroup`). */
export function allGroupChildrenHaveOwnDocument(
  group: JSONOutput.ReflectionGroup,
  reflections: TSDDeclarationReflectionMap,
): boolean {
  return Boolean(group.children?.every((child) => hasOwnDocument(child, reflections)));
}

/** A level of a class or interface hierarchy: the types at that level, and the level below. */
export interface HierarchyNode {
  types: JSONOutput.SomeType[];
  next?: HierarchyNode;
  /** The level of the reflection whose hierarchy it is. */
  isTarget?: boolean;
}

/**
 * The hierarchy of a class or interface: what it extends, itself, what extends it. TypeDoc's JSON
 * leaves it out, so this repeats TypeDoc's `TypePlugin`
 * (https://github.com/TypeStrong/typedoc/blob/v0.25.13/src/lib/converter/plugins/TypePlugin.ts).
 * @param reflection the class or interface
 * @returns the top level
 */
export function createHierarchy(reflection: TSDDeclarationReflection): HierarchyNode {
  const levels: HierarchyNode[] = [];
  if (reflection.extendedTypes) levels.push({types: reflection.extendedTypes});
  levels.push({types: [{name: reflection.name, target: reflection.id, type: 'reference'}], isTarget: true});
  if (reflection.extendedBy) levels.push({types: reflection.extendedBy});
  levels.forEach((level, index) => {
    if (index > 0) levels[index - 1].next = level;
  });
  return levels[0];
}

/**
 * A name as the API pages show it: its first `<` and first `>` as their full-width forms (`＜`,
 * `＞`), as the API plugin shows them (upstream so kept MDX from reading them as JSX).
 */
export function escapeMdx(value: string): string {
  return value.replace('<', '＜').replace('>', '＞');
}

/** The parts of a reflection that {@link hasInheritedMembers} and {@link pageSummary} read. */
type PageReflection = {
  comment?: {summary?: readonly JSONOutput.CommentDisplayPart[]};
  signatures?: readonly {comment?: {summary?: readonly JSONOutput.CommentDisplayPart[]}}[];
  children?: readonly {inheritedFrom?: unknown}[];
};

/**
 * Whether a page's reflection lists a member that it inherits (TypeDoc's `inheritedFrom`): the
 * only pages where the "Hide Inherited" page option changes anything (the API plugin showed it on
 * module, function and enum pages too, where it did nothing). Asked by src/components/ApiItem.
 * @param item the page's reflection; its `children` are its members
 * @returns true when one of its direct members carries `inheritedFrom`
 */
export function hasInheritedMembers(item: PageReflection): boolean {
  return item.children?.some((member) => member.inheritedFrom !== undefined) ?? false;
}

/**
 * The summary that describes a page's symbol: its own comment's, else its first signature's with
 * one. TypeDoc puts a function's doc comment on its signatures, so the API plugin gave function
 * pages no meta description (Lighthouse SEO "meta-description"). Asked by src/components/ApiItem
 * for the page's `<meta name="description">`.
 * @param item the page's reflection
 * @returns the summary's display parts, or undefined when neither has one
 */
export function pageSummary(item: PageReflection): readonly JSONOutput.CommentDisplayPart[] | undefined {
  const own = item.comment?.summary;
  return own?.length
    ? own
    : item.signatures?.find((signature) => signature.comment?.summary?.length)?.comment?.summary;
}
