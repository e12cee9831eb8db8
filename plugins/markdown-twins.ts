import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {
  DocMetadata,
  LoadedContent as DocsContent,
  LoadedVersion as DocsVersion,
} from '@docusaurus/plugin-content-docs';
import type {
  PackageReflectionGroup,
  TSDDeclarationReflection,
  TSDLinkableReflection,
} from '../src/utils/apiTypes';
import {markdownTwinPath} from '../src/utils/markdownTwin';
import {sitePath} from '../src/utils/sitePath';
import {modulePageMarkdown, modulePagesOf, type ModulesOf} from './api-module-pages';
import {API_PLUGIN_NAME} from './api';
import {apiMarkdownFile, readApiDataJson} from './docs-versions';

/** A docs version of the API plugin's loaded content, as far as the twins read it. */
type ApiVersion = {versionName: string; versionPath: string; packages: PackageReflectionGroup[]};

/** The API plugin's loaded content, as far as the twins read it. */
type ApiContent = {loadedVersions: ApiVersion[]};

/** Options of {@link markdownTwinsPlugin}. */
export type MarkdownTwinsOptions = {
  /** One paragraph about the site, for `llms.txt`. */
  summary: string;
  /** The sidebar whose order `llms.txt` and `llms-full.txt` follow, in every docs version. */
  sidebarId: string;
  /**
   * The graphql release each docs version documents, by version name (`current`, `16.x`): the
   * section headings of `llms.txt` and `llms-full.txt` name it.
   */
  releases: Record<string, string>;
  /** The entry points of each docs version's release, by version name: its module pages get twins. */
  modulesOf: ModulesOf;
  /**
   * Markdown that an API page shows besides its reflection (import lines, version history:
   * plugins/api-symbol-pages.ts), put after the title of the page's twin.
   */
  symbolMarkdown?: (versionName: string, symbol: {name: string; kind: number}) => string;
};

/** One published page as a tool reads it. */
type Twin = {title: string; url: string; description: string; markdown: string};

/** The twins of one docs version: its docs, in sections, and its API reference. */
type VersionTwins = {heading: string; docs: DocsSection[]; api: Twin[]};

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** Drops YAML front matter from a Markdown source. */
function withoutFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').trimStart();
}

/**
 * Rewrites the targets of the inline links (`[text](target)`) and link definitions
 * (`[label]: target`) of a Markdown text.
 * @param target the new target of a link, or undefined to keep it
 */
function rewriteLinks(markdown: string, target: (href: string) => string | undefined): string {
  return markdown
    .replace(/\]\(([^)\s]+)\)/g, (match, href: string) => {
      const to = target(href);
      return to === undefined ? match : `](${to})`;
    })
    .replace(/^(\s*\[[^\]]+\]:\s+)(\S+)/gm, (match, label: string, href: string) => {
      const to = target(href);
      return to === undefined ? match : `${label}${to}`;
    });
}

/** A twin's Markdown with `extra` after its title (its first line, when that is a heading). */
function withSymbolMarkdown(markdown: string, extra: string | undefined): string {
  if (!extra) return markdown;
  const [first, ...rest] = markdown.split('\n');
  return first.startsWith('# ') ? [first, '', extra, ...rest].join('\n') : `${extra}\n\n${markdown}`;
}

/** The first sentence of a reflection's doc comment, for `llms.txt`. */
function summaryOf(reflection: TSDDeclarationReflection): string {
  const comment = reflection.comment ?? reflection.signatures?.[0]?.comment;
  const text = (comment?.summary ?? [])
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(/(?<=\.)\s/)[0] ?? '';
}

/** A version's API pages rendered as Markdown (scripts/typedoc-markdown.mjs, `npm run api:generate`). */
type ApiMarkdown = {pages: {name: string; file: string}[]; files: Record<string, string>};

/**
 * Reads a docs version's committed API Markdown.
 * @throws Error naming the file and the command that writes it (`readApiDataJson`)
 */
function readApiMarkdown(context: LoadContext, version: ApiVersion): ApiMarkdown {
  return readApiDataJson<ApiMarkdown>(
    path.join(context.siteDir, apiMarkdownFile(version.versionName)),
    (data) => {
      const {pages, files} = (data ?? {}) as Partial<ApiMarkdown>;
      return Array.isArray(pages) && typeof files === 'object' && files !== null;
    },
    'rendered pages',
  );
}

/**
 * The API twins of one version: an overview twin for the API's main page, which also holds the
 * type aliases and variables (the API plugin renders them as sections of that page), and one twin
 * per page of a declaration. Each twin's URL comes from the permalink the API plugin gave the
 * declaration, so twins sit next to their pages in every version (`/api/16.x/class/Source.md`),
 * and links between twins are rewritten to those URLs; anchors are dropped, since the headings of
 * the generated Markdown are not the HTML page's ids.
 * @throws Error when a page of the version gets no twin, or its committed Markdown
 *   (`api-markdown.json`) is missing, malformed or lacks a page's file.
 */
async function apiTwins(
  context: LoadContext,
  version: ApiVersion,
  modulesOf: ModulesOf,
  symbolMarkdown?: MarkdownTwinsOptions['symbolMarkdown'],
): Promise<Twin[]> {
  const {pages: renderedPages, files} = readApiMarkdown(context, version);

  const entries = version.packages.flatMap((pkg) => pkg.entryPoints);
  if (entries.length !== 1) {
    throw new Error(
      `markdown-twins: expected one API entry point in ${version.versionName}, found ${entries.length}`,
    );
  }
  const entry = entries[0].reflection;
  const indexTwin = markdownTwinPath(entry.permalink);
  const declarations = new Map((entry.children ?? []).map((child) => [child.name, child]));
  const hasPage = (declaration: TSDLinkableReflection) => !declaration.permalink.includes('#');

  // Each Markdown file TypeDoc wrote, by its path, and the twin it becomes.
  const rendered = renderedPages
    .map((page) => ({file: page.file.split('#')[0], declaration: declarations.get(page.name)}))
    .sort((a, b) => a.file.localeCompare(b.file));
  // typedoc-plugin-markdown's index page (with `readme: 'none'`).
  const indexFile = 'README.md';
  const twinOfFile = new Map<string, string>([[indexFile, indexTwin]]);
  for (const {file, declaration} of rendered) {
    if (declaration) {
      twinOfFile.set(file, hasPage(declaration) ? markdownTwinPath(declaration.permalink) : indexTwin);
    }
  }
  const readMarkdown = (file: string) => {
    const fromFolder = path.posix.dirname(file);
    const markdown = files[file];
    if (markdown === undefined) throw new Error(`markdown-twins: the API Markdown has no ${file}`);
    return rewriteLinks(markdown, (href) => {
      if (isExternal(href) || href.startsWith('#')) return undefined;
      return twinOfFile.get(path.posix.join(fromFolder, href.split('#')[0]));
    });
  };

  const overview = [readMarkdown(indexFile)];
  const pages: Twin[] = [];
  for (const {file, declaration} of rendered) {
    if (!declaration) continue;
    if (!hasPage(declaration)) {
      overview.push(readMarkdown(file).replace(/^#/gm, '##'));
      continue;
    }
    pages.push({
      title: declaration.name,
      url: markdownTwinPath(declaration.permalink),
      description:
        summaryOf(declaration) || `The ${declaration.name} ${declaration.permalink.split('/').at(-2)}`,
      markdown: withSymbolMarkdown(
        readMarkdown(file),
        symbolMarkdown?.(version.versionName, {name: declaration.name, kind: declaration.kind}),
      ),
    });
  }
  const twinUrls = new Set(pages.map((page) => page.url));
  const missing = [...declarations.values()].filter(
    (declaration) => hasPage(declaration) && !twinUrls.has(markdownTwinPath(declaration.permalink)),
  );
  if (missing.length > 0) {
    throw new Error(`markdown-twins: no Markdown rendered for ${missing.map((d) => d.permalink).join(', ')}`);
  }
  // The module pages: a twin each, listed after the overview.
  const twinOfHref = (href: string) => (href.includes('#') ? indexTwin : markdownTwinPath(href));
  const modules: Twin[] = modulePagesOf(version, modulesOf(version.versionName)).map((page) => ({
    title: page.specifier,
    url: markdownTwinPath(page.permalink),
    description: page.summary,
    markdown: modulePageMarkdown(page, twinOfHref),
  }));
  return [
    {
      title: 'API reference overview',
      url: indexTwin,
      description: 'The graphql package: its modules, type aliases and variables',
      markdown: overview.join('\n\n'),
    },
    ...modules,
    ...pages,
  ];
}

/** A sidebar item of a loaded docs version, as far as the twins read it. */
type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string};
};

/** The docs of one version under one heading (`Tutorials`, `Guides`), in sidebar order. */
type DocsSection = {name: string; twins: Twin[]};

/**
 * The section a doc belongs to in `llms.txt`: the folder it lives in, capitalised
 * (`tutorials/basic-types` → `Tutorials`, `guides/errors` → `Guides`).
 */
const sectionOf = (docId: string) => {
  const folder = docId.includes('/') ? docId.split('/')[0] : 'docs';
  return folder.charAt(0).toUpperCase() + folder.slice(1);
};

/**
 * The docs of one version in sidebar order, then those the sidebar leaves out (by permalink),
 * from the docs plugin's loaded content and their sources, grouped in sections by folder in the
 * order the sidebar first reaches each. Relative links between docs (`./basic-types.md#lists`)
 * become links to the twin of the doc they name, in the same version. A category's generated
 * index (`/docs/guides`, Docusaurus "generated-index" links) gets a twin that lists its docs,
 * placed before them.
 */
async function docsTwins(version: DocsVersion, siteDir: string, sidebarId: string): Promise<DocsSection[]> {
  const order: string[] = [];
  const generatedIndices: {permalink: string; title: string; description: string; docIds: string[]}[] = [];
  const collect = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) order.push(item.id);
      if (item.link?.type === 'doc' && item.link.id) order.push(item.link.id);
      if (item.link?.type === 'generated-index' && item.link.permalink) {
        order.push(item.link.permalink);
        generatedIndices.push({
          permalink: item.link.permalink,
          title: item.link.title ?? item.label ?? '',
          description: item.link.description ?? '',
          docIds: (item.items ?? []).flatMap((child) => (child.type === 'doc' && child.id ? [child.id] : [])),
        });
      }
      if (item.items) collect(item.items);
    }
  };
  collect((version.sidebars[sidebarId] ?? []) as SidebarItem[]);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const docs = [...version.docs].sort(
    (a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink),
  );
  const docById = new Map(docs.map((doc) => [doc.id, doc]));

  const sourceFile = (doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const twinOfSource = new Map(docs.map((doc) => [sourceFile(doc), markdownTwinPath(doc.permalink)]));
  const entries: {key: string; section: string; twin: Twin}[] = [];
  for (const doc of docs) {
    const file = sourceFile(doc);
    const markdown = rewriteLinks(withoutFrontMatter(await readFile(file, 'utf8')), (href) => {
      if (isExternal(href) || href.startsWith('/') || href.startsWith('#')) return undefined;
      const [target, hash] = href.split('#');
      const twin = twinOfSource.get(path.resolve(path.dirname(file), decodeURIComponent(target)));
      return twin && (hash === undefined ? twin : `${twin}#${hash}`);
    });
    entries.push({
      key: doc.id,
      section: sectionOf(doc.id),
      twin: {title: doc.title, url: markdownTwinPath(doc.permalink), description: doc.description, markdown},
    });
  }
  for (const index of generatedIndices) {
    const children = index.docIds.flatMap((id) => docById.get(id) ?? []);
    const list = children.map(
      (doc) => `- [${doc.title}](${markdownTwinPath(doc.permalink)}): ${doc.description}`,
    );
    entries.push({
      key: index.permalink,
      section: sectionOf(children[0]?.id ?? ''),
      twin: {
        title: index.title,
        url: markdownTwinPath(index.permalink),
        description: index.description,
        markdown: [`# ${index.title}`, index.description, list.join('\n')].filter(Boolean).join('\n\n'),
      },
    });
  }
  entries.sort((a, b) => rank(a.key) - rank(b.key));

  const sections: DocsSection[] = [];
  for (const {section, twin} of entries) {
    const existing = sections.find((candidate) => candidate.name === section);
    if (existing) existing.twins.push(twin);
    else sections.push({name: section, twins: [twin]});
  }
  return sections;
}

/** The loaded content of the plugin named `name`, or an error naming it. */
function contentOf<T>(plugins: {name: string; content: unknown}[], name: string): {content: T; id: string} {
  const plugin = plugins.find((candidate) => candidate.name === name);
  if (!plugin) {
    throw new Error(`markdown-twins: ${name} is not loaded`);
  }
  const {id} = (plugin as {options?: {id?: string}}).options ?? {};
  return {content: plugin.content as T, id: id ?? 'default'};
}

/**
 * Publishes the site as Markdown next to the HTML: a twin per tutorial
 * and API page of every docs version, `llms.txt` (https://llmstxt.org) listing them, and
 * `llms-full.txt` with all of them in one file. Both list the versions in the docs plugin's
 * order (current, "Next", first), each in its own headed sections. Runs after the HTML build, adds
 * no route, and writes only `.md` and `.txt` files into the build folder.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({outDir, plugins, siteConfig}) {
      const docs = contentOf<DocsContent>(plugins, 'docusaurus-plugin-content-docs').content;
      const api = contentOf<ApiContent>(plugins, API_PLUGIN_NAME);

      const versions: VersionTwins[] = [];
      for (const docsVersion of docs.loadedVersions) {
        const apiVersion = api.content.loadedVersions.find(
          (candidate) => candidate.versionName === docsVersion.versionName,
        );
        if (!apiVersion) {
          throw new Error(`markdown-twins: docs version ${docsVersion.versionName} has no API reference`);
        }
        const release = options.releases[docsVersion.versionName];
        versions.push({
          heading: release ? `${docsVersion.label} (graphql ${release})` : docsVersion.label,
          docs: await docsTwins(docsVersion, context.siteDir, options.sidebarId),
          api: await apiTwins(context, apiVersion, options.modulesOf, options.symbolMarkdown),
        });
      }

      const twins = versions.flatMap((version) => [
        ...version.docs.flatMap((section) => section.twins),
        ...version.api,
      ]);
      // A twin's URL carries the base URL; the build folder is what is served under it.
      const files = twins.map((twin) => ({
        file: path.join(outDir, sitePath(twin.url, siteConfig.baseUrl)),
        text: twin.markdown.trimEnd() + '\n',
      }));
      // Each folder once, then the files side by side (the write of one small file waits on the
      // disk far longer than on this thread).
      await Promise.all(
        [...new Set(files.map(({file}) => path.dirname(file)))].map((dir) => mkdir(dir, {recursive: true})),
      );
      await Promise.all(files.map(({file, text}) => writeFile(file, text)));

      const sections = versions.flatMap((version) => [
        ...version.docs.map((section) => ({
          heading: `${version.heading}: ${section.name}`,
          twins: section.twins,
        })),
        {heading: `${version.heading}: API reference`, twins: version.api},
      ]);
      const origin = siteConfig.url.replace(/\/$/, '');
      const entry = (twin: Twin) => `- [${twin.title}](${origin}${twin.url}): ${twin.description}`;
      const llms = [
        `# ${siteConfig.title}`,
        `> ${siteConfig.tagline}`,
        options.summary,
        ...sections.flatMap((section) => [`## ${section.heading}`, section.twins.map(entry).join('\n')]),
      ].join('\n\n');
      await writeFile(path.join(outDir, 'llms.txt'), llms + '\n');
      const full = sections.flatMap((section) => [
        `# ${section.heading}`,
        ...section.twins.map((twin) => twin.markdown.trimEnd()),
      ]);
      await writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n\n---\n\n') + '\n');
    },
  };
}
