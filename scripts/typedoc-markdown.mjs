// @ts-check
/**
 * Renders a docs version's API data (TypeDoc's JSON output) as Markdown with typedoc-plugin-markdown
 * and writes what the Markdown twins need as one JSON file: each page's Markdown by its path, and
 * the page of each top-level reflection. `npm run api:generate` runs it (plugins/api/generate.ts),
 * so that the build reads the Markdown (plugins/markdown-twins.ts) and never runs TypeDoc.
 *
 * Usage: node scripts/typedoc-markdown.mjs <api-typedoc.json> <out.json>
 *
 * A script of its own, run by Node.js without tsx: TypeDoc and typedoc-plugin-markdown then load
 * one instance of the `typedoc` module, which the plugin's `instanceof` checks need.
 * Exits non-zero, with TypeDoc's message, when TypeDoc cannot read or render the data.
 */
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Application, RendererEvent} from 'typedoc';

/**
 * @typedef {object} ApiMarkdown
 * @property {{name: string; file: string}[]} pages the Markdown page of each top-level reflection
 *   that has one (`classes/GraphQLError.md`; `README.md#anchor` for one rendered inside another
 *   page), in the project's order
 * @property {Record<string, string>} files each Markdown file's text by its path, sorted by path
 */

/**
 * Renders a TypeDoc JSON project (`entryPointStrategy: "merge"`) into a scratch folder.
 * @param {string} projectJson absolute path of the TypeDoc JSON
 * @returns {Promise<ApiMarkdown>}
 * @throws Error when TypeDoc cannot read the JSON
 */
async function render(projectJson) {
  const out = await mkdtemp(path.join(tmpdir(), 'api-markdown-'));
  try {
    // No option readers: typedoc.json configures the API data, not this rendering.
    const app = await Application.bootstrapWithPlugins(
      /** @type {Parameters<typeof Application.bootstrapWithPlugins>[0]} */ ({
        entryPoints: [projectJson],
        entryPointStrategy: 'merge',
        plugin: ['typedoc-plugin-markdown'],
        // typedoc-plugin-markdown's output (its `markdown` option), which `generateOutputs` writes.
        markdown: out,
        readme: 'none',
        logLevel: 'Warn',
        outputFileStrategy: 'members',
        hideBreadcrumbs: true,
        hidePageHeader: true,
      }),
      [],
    );
    const project = await app.convert();
    if (!project) throw new Error(`TypeDoc could not read ${projectJson}`);
    /** @type {Map<unknown, string>} */
    const fileOf = new Map();
    app.renderer.on(RendererEvent.END, (event) => {
      for (const page of event.pages) fileOf.set(page.model, page.url);
    });
    await app.generateOutputs(project);
    const pages = (project.children ?? [])
      .filter((child) => fileOf.has(child))
      .map((child) => ({name: child.name, file: /** @type {string} */ (fileOf.get(child))}));
    const names = (await readdir(out, {recursive: true, encoding: 'utf8'}))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.split(path.sep).join('/'))
      .sort();
    /** @type {Record<string, string>} */
    const files = {};
    for (const name of names) files[name] = await readFile(path.join(out, name), 'utf8');
    return {pages, files};
  } finally {
    await rm(out, {recursive: true, force: true});
  }
}

const [projectJson, outFile] = process.argv.slice(2);
if (!projectJson || !outFile) {
  console.error('Usage: node scripts/typedoc-markdown.mjs <api-typedoc.json> <out.json>');
  process.exit(2);
}
await writeFile(outFile, `${JSON.stringify(await render(path.resolve(projectJson)), null, 2)}\n`);
