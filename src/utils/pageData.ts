/**
 * The data chunk of a docs page: the parts of its content that the build moved out of the page's
 * MDX module, because the HTML of the page the browser opens already holds them (so that a long
 * page does not ship its content a second time as JavaScript; plugins/page-data.ts). The page's
 * MDX module registers it ({@link registerPageData}) and exports it as `pageData`; `preload`
 * (patches/@docusaurus+core) loads it before the server or a client-side navigation renders the
 * page ({@link loadPageDataOf}), while the page the browser opened hydrates those parts from their
 * HTML without loading it.
 *
 * This module is part of every page (`preload` calls it).
 */
import type {CodeBlockData} from './codeBlocks';
import type {StaticNode} from '../components/StaticContent';

/** A page's data chunk: the code of its code blocks, and its runs of static prose. */
export type PageData = {
  /** By the index in the blocks' `codeBlock` references (plugins/code-block-data.ts). */
  codeBlocks?: CodeBlockData[];
  /** By the index in the runs' `part` references (plugins/static-content.ts). */
  staticContent?: StaticNode[][];
};

/** What an MDX module exports as `pageData`: the chunk's key and how to load it. */
export type PageDataExport = {key: string; load: () => Promise<void>};

const loaders = new Map<string, () => Promise<{default: PageData}>>();
const loading = new Map<string, Promise<void>>();
const loaded = new Map<string, PageData>();

/**
 * Registers a data chunk; called by the page's MDX module when it runs (the build writes the call).
 * @param key the chunk's key (a hash of its data)
 * @param load imports the chunk (a JSON module)
 * @returns the MDX module's export for the chunk, whose `load` loads it
 */
export function registerPageData(key: string, load: () => Promise<{default: PageData}>): PageDataExport {
  loaders.set(key, load);
  return {key, load: () => loadPageData(key)};
}

/**
 * Loads a data chunk, once.
 * @param key the chunk's key
 * @returns resolves once {@link loadedPageData} has it; rejects when no module registered the key
 *   or the chunk fails to load (a later call tries again)
 */
export function loadPageData(key: string): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    const load = loaders.get(key);
    if (!load) return Promise.reject(new Error(`No page data registered as ${key}`));
    promise = load().then((module) => {
      loaded.set(key, module.default);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * A data chunk's content, if it has loaded.
 * @param key the chunk's key
 * @returns the chunk's content, or undefined
 */
export const loadedPageData = (key: string): PageData | undefined => loaded.get(key);

const isPageDataExport = (value: unknown): value is PageDataExport =>
  typeof value === 'object' && value !== null && typeof (value as PageDataExport).load === 'function';

/**
 * Loads what the route modules `preload` loaded need before the page renders
 * (patches/@docusaurus+core): the theme components a page's MDX module lists as `pageComponents`
 * (src/utils/lazyThemeComponent.tsx), and its data chunk, so that the page renders whole at once.
 * The data chunk is skipped for the page the browser opened, which hydrates those parts from its
 * HTML instead.
 * @param modules what `preload` loaded: nested arrays of module namespaces
 */
export async function loadPageDataOf(modules: unknown): Promise<void> {
  const opened = typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
  const pending: Promise<void>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const {pageData, pageComponents} = value as {pageData?: unknown; pageComponents?: unknown};
      if (!opened && isPageDataExport(pageData)) pending.push(pageData.load());
      if (Array.isArray(pageComponents))
        pending.push(...pageComponents.map((preload: () => Promise<void>) => preload()));
    }
  };
  visit(modules);
  await Promise.all(pending);
}
