/**
 * The data chunks of code blocks whose code does not ship in the page's JavaScript (long pages issue: "a long page
 * ships its content a second time as JavaScript"). The build (plugins/code-block-data.ts) moves the
 * code, the build-time tokens and the Run prefix of every fenced code block of a docs page out of
 * the page's MDX module into a data chunk of its own, and leaves in the MDX a reference
 * (`codeBlock="<key>/<index>"`) and the registration of the chunk ({@link registerCodeBlocks}).
 * A block then gets its data, in order:
 * - from the data chunk, when it has loaded: the server loads it before it renders a page, and the
 *   browser before it renders a page it navigates to ({@link loadCodeBlocksOf}, from `preload`);
 * - on the page the browser opened, from the block as the server rendered it: the HTML already
 *   holds the code and its highlighting, so hydration reads them back ({@link readRenderedBlock})
 *   and renders exactly what the server rendered, without loading the chunk;
 * - else by loading the chunk (the component suspends meanwhile).
 * Run loads the chunk for the block's prefix (the file as the blocks before it wrote it).
 *
 * This module is part of every page (`preload` calls it); what only code blocks need is in
 * src/utils/codeBlocks.ts.
 */
/** One block's data: its code (as the theme's `children`), its encoded tokens, its Run prefix. */
export type CodeBlockData = [code: string, tokens: string, runPrefix?: string];

/** What an MDX module exports as `codeBlocks`: its data chunk. */
export type CodeBlocksExport = {key: string; load: () => Promise<void>};

type DataModule = {default: CodeBlockData[]};

const loaders = new Map<string, () => Promise<DataModule>>();
const loading = new Map<string, Promise<void>>();
const loaded = new Map<string, CodeBlockData[]>();

/**
 * Registers a page's data chunk; called by the page's MDX module when it runs (the build writes
 * the call).
 * @param key the chunk's key (a hash of its data)
 * @param load imports the chunk
 * @returns the MDX module's `codeBlocks` export, whose `load` loads the chunk
 */
export function registerCodeBlocks(key: string, load: () => Promise<DataModule>): CodeBlocksExport {
  loaders.set(key, load);
  return {key, load: () => loadCodeBlocks(key)};
}

/**
 * Loads a page's data chunk, once.
 * @param key the chunk's key
 * @returns resolves once {@link loadedCodeBlocks} has it
 */
export function loadCodeBlocks(key: string): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    const load = loaders.get(key);
    if (!load) return Promise.reject(new Error(`No code block data registered as ${key}`));
    promise = load().then((module) => {
      loaded.set(key, module.default);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

const isCodeBlocksExport = (value: unknown): value is CodeBlocksExport =>
  typeof value === 'object' && value !== null && typeof (value as CodeBlocksExport).load === 'function';

/**
 * Loads the code block data of the route modules `preload` loaded (patches/@docusaurus+core), so
 * that the page renders with its code at once; skipped for the page the browser opened, which
 * hydrates from its HTML instead.
 * @param modules what `preload` loaded: nested arrays of module namespaces
 */
export async function loadCodeBlocksOf(modules: unknown): Promise<void> {
  if (typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true') return;
  const pending: Promise<void>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const {codeBlocks} = value as {codeBlocks?: unknown};
      if (isCodeBlocksExport(codeBlocks)) pending.push(codeBlocks.load());
    }
  };
  visit(modules);
  await Promise.all(pending);
}

/**
 * A page's code block data, if its chunk has loaded.
 * @param key the chunk's key
 * @returns the data of each block, by index
 */
export const loadedCodeBlocks = (key: string): CodeBlockData[] | undefined => loaded.get(key);
