import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {JSONOutput} from 'typedoc';
import {markdownTwinPath} from '../src/utils/markdownTwin';

/** Options of {@link markdownTwinsPlugin}. */
export type MarkdownTwinsOptions = {
  /** One paragraph about the site, for `llms.txt`. */
  summary: string;
  /** The sidebar whose order `llms-full.txt` follows. */
  sidebarId: string;
};

/** One published page as a tool reads it. */
type Twin = {title: string; url: string; description: string; markdown: string};

// typedoc-plugin-markdown's folders, and the API plugin's route segment for each.
const API_KIND_FOLDERS: Record<string, string> = {
  classes: 'class',
  enumerations: 'enum',
  functions: 'function',
  interfaces: 'interface',
};
// Type aliases and variables have no page of their own: they are sections of /api.
const API_INDEX_FOLDERS = ['type-aliases', 'variables'];

/** Drops YAML front matter from a Markdown source. */
function withoutFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').trimStart();
}

/**
 * Rewrites a link of typedoc-plugin-markdown's output (`../classes/GraphQLSchema.md#astnode`,
 * `GraphQLObjectType.md`) to the site path of the twin it names. Anchors are dropped: headings in
 * the generated Markdown are not the HTML page's ids.
 */
function apiLinkTarget(href: string, fromFolder: string): string | undefined {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) {
    return undefined;
  }
  const file = path.posix.normalize(path.posix.join(fromFolder, href.split('#')[0]));
  const [folder, name] = file.split('/');
  if (API_KIND_FOLDERS[folder] && name?.endsWith('.md')) {
    return `/api/${API_KIND_FOLDERS[folder]}/${name}`;
  }
  if (API_INDEX_FOLDERS.includes(folder) || file === 'globals.md') {
    return '/api.md';
  }
  return undefined;
}

function rewriteApiLinks(markdown: string, fromFolder: string): string {
  return markdown.replace(/\]\(([^)\s]+)\)/g, (match, href: string) => {
    const target = apiLinkTarget(href, fromFolder);
    return target ? `](${target})` : match;
  });
}

/** The first sentence of a reflection's doc comment, for `llms.txt`. */
function summaryOf(reflection: JSONOutput.DeclarationReflection): string {
  const comment = reflection.comment ?? reflection.signatures?.[0]?.comment;
  const text = (comment?.summary ?? [])
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(/(?<=\.)\s/)[0] ?? '';
}

/**
 * Renders the API reference as Markdown with TypeDoc and typedoc-plugin-markdown, from the
 * JSON project that docusaurus-plugin-typedoc-api already generated (`entryPointStrategy:
 * "merge"`), so the twins carry the same reflections as the HTML pages and no TypeScript
 * program is compiled twice.
 * @throws Error when the API plugin's JSON is missing.
 */
async function apiTwins(generatedFilesDir: string): Promise<Twin[]> {
  const projectJson = path.join(generatedFilesDir, 'api-typedoc-default.json');
  if (!existsSync(projectJson)) {
    throw new Error(
      `markdown-twins: ${projectJson} is missing; docusaurus-plugin-typedoc-api must run first`,
    );
  }
  const {Application} = await import('typedoc');
  const out = path.join(generatedFilesDir, 'markdown-twins-api');
  await rm(out, {recursive: true, force: true});
  // No option readers: typedoc.json configures the HTML reference, not this rendering.
  const app = await Application.bootstrapWithPlugins(
    {
      entryPoints: [projectJson],
      entryPointStrategy: 'merge',
      plugin: ['typedoc-plugin-markdown'],
      readme: 'none',
      logLevel: 'Warn',
      outputFileStrategy: 'members',
      hideBreadcrumbs: true,
      hidePageHeader: true,
    } as Parameters<typeof Application.bootstrapWithPlugins>[0],
    [],
  );
  const project = await app.convert();
  if (!project) {
    throw new Error('markdown-twins: TypeDoc could not read the API project');
  }
  await app.generateDocs(project, out);

  const reflections = JSON.parse(await readFile(projectJson, 'utf8')) as JSONOutput.ProjectReflection;
  const byName = new Map((reflections.children ?? []).map((child) => [child.name, child]));
  const twins: Twin[] = [];

  const indexParts = [rewriteApiLinks(await readFile(path.join(out, 'globals.md'), 'utf8'), '.')];
  for (const folder of API_INDEX_FOLDERS) {
    for (const file of (await readdir(path.join(out, folder))).sort()) {
      const section = await readFile(path.join(out, folder, file), 'utf8');
      indexParts.push(rewriteApiLinks(section, folder).replace(/^#/gm, '##'));
    }
  }
  twins.push({
    title: 'API reference overview',
    url: '/api.md',
    description: 'The graphql package: its modules, type aliases and variables',
    markdown: indexParts.join('\n\n'),
  });

  for (const [folder, kind] of Object.entries(API_KIND_FOLDERS)) {
    for (const file of (await readdir(path.join(out, folder))).sort()) {
      const name = file.replace(/\.md$/, '');
      const reflection = byName.get(name);
      twins.push({
        title: name,
        url: `/api/${kind}/${file}`,
        description: (reflection && summaryOf(reflection)) || `The ${name} ${kind}`,
        markdown: rewriteApiLinks(await readFile(path.join(out, folder, file), 'utf8'), folder),
      });
    }
  }
  return twins;
}

/** The tutorials in sidebar order, from the docs plugin's loaded content and their sources. */
async function tutorialTwins(docs: DocsContent, siteDir: string, sidebarId: string): Promise<Twin[]> {
  const version = docs.loadedVersions[0];
  const order: string[] = [];
  const collect = (items: {type: string; id?: string; items?: unknown[]}[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) order.push(item.id);
      if (item.items) collect(item.items as typeof items);
    }
  };
  collect((version.sidebars[sidebarId] ?? []) as Parameters<typeof collect>[0]);
  const twins: Twin[] = [];
  for (const id of order) {
    const doc = version.docs.find((candidate) => candidate.id === id);
    if (!doc) continue;
    const source = await readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
    twins.push({
      title: doc.title,
      url: markdownTwinPath(doc.permalink),
      description: doc.description,
      markdown: withoutFrontMatter(source),
    });
  }
  return twins;
}

/**
 * Publishes the site as Markdown next to the HTML (Markdown twins issue): a twin per tutorial
 * and API page, `llms.txt` (https://llmstxt.org) listing them, and `llms-full.txt` with all of
 * them in one file. Runs after the HTML build, adds no route, and writes only `.md` and `.txt`
 * files into the build folder.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({outDir, plugins, siteConfig}) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      if (!docsPlugin) {
        throw new Error('markdown-twins: the docs plugin is not loaded');
      }
      const tutorials = await tutorialTwins(
        docsPlugin.content as DocsContent,
        context.siteDir,
        options.sidebarId,
      );
      const api = await apiTwins(context.generatedFilesDir);

      for (const twin of [...tutorials, ...api]) {
        const file = path.join(outDir, twin.url);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, twin.markdown.trimEnd() + '\n');
      }

      const origin = siteConfig.url.replace(/\/$/, '');
      const entry = (twin: Twin) => `- [${twin.title}](${origin}${twin.url}): ${twin.description}`;
      const llms = [
        `# ${siteConfig.title}`,
        `> ${siteConfig.tagline}`,
        options.summary,
        '## Tutorials',
        tutorials.map(entry).join('\n'),
        '## API reference',
        api.map(entry).join('\n'),
      ].join('\n\n');
      await writeFile(path.join(outDir, 'llms.txt'), llms + '\n');
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        [...tutorials, ...api].map((twin) => twin.markdown.trimEnd()).join('\n\n---\n\n') + '\n',
      );
    },
  };
}
