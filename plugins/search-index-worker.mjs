// @ts-check
/**
 * Writes one Pagefind bundle in a worker thread of its own (plugins/search-index.ts
 * `writeSearchBundle`). Pagefind's Node API runs one indexing service, a child process, per
 * loaded copy of its module, and that service takes one request at a time; each worker loads its
 * own copy, so the docs versions' bundles are indexed side by side instead of one after the other.
 *
 * workerData: {config: PagefindServiceConfig, pages: {url: string; content: string}[], outputPath: string}
 * Posts `{errors: string[]}`: empty when every page was indexed and the bundle written.
 */
import {parentPort, workerData} from 'node:worker_threads';
import * as pagefind from 'pagefind';

/** @type {{config: import('pagefind').PagefindServiceConfig; pages: {url: string; content: string}[]; outputPath: string}} */
const {config, pages, outputPath} = workerData;

/** @returns {Promise<string[]>} what went wrong, naming the page; empty when nothing did */
async function writeBundle() {
  const {index, errors} = await pagefind.createIndex(config);
  if (!index) return [`Pagefind did not start: ${errors.join('; ')}`];
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({url: page.url, content: page.content});
      if (added.errors.length || !added.file?.meta.title) {
        return [`${page.url} could not be indexed: ${added.errors.join('; ') || 'no title'}`];
      }
    }
    const written = await index.writeFiles({outputPath});
    return written.errors;
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

parentPort?.postMessage({errors: await writeBundle().catch((error) => [String(error?.stack ?? error)])});
