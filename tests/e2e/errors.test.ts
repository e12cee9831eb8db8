/**
 * Error views of spec section 8, triggered in the real production build: a render crash and
 * its recovery, a chunk-load failure and its retry, and the banner of a site served under the
 * wrong base URL.
 */
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import http from 'node:http';
import {after, before, describe} from 'node:test';
import {gotoHydrated, test} from '../support/browser';
import {useSite} from '../support/e2e';
import {builtFileFor} from '../support/build-files';

const site = useSite();

describe('error views', () => {
  test('a render crash shows "This page crashed." and "Try again" recovers once the fault is gone', async () => {
    const page = await site.newPage();
    // The doc's metadata object throws on every read while window.fault is set: a fault in the
    // page's own chunk, answered by intercepting that chunk.
    await page.addInitScript(() => {
      const state = window as unknown as {fault: boolean; faultyParse: (text: string) => object};
      state.fault = true;
      state.faultyParse = (text) =>
        new Proxy(JSON.parse(text), {
          get(target, key) {
            if (state.fault) throw new Error('Injected render fault');
            return Reflect.get(target, key);
          },
        });
    });
    const marker = `JSON.parse('{"id":"tutorials/object-types"`;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({
        response,
        body: body.replace(marker, marker.replace('JSON.parse', 'window.faultyParse')),
      });
    });
    await gotoHydrated(page, `${site.origin()}/docs/tutorials/`);
    await page.locator('aside a[href="/docs/tutorials/object-types"]').click();
    await page.getByText('This page crashed.').waitFor();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    assert.ok(await tryAgain.isVisible());
    await page.evaluate(() => {
      (window as unknown as {fault: boolean}).fault = false;
    });
    await tryAgain.click();
    await page.locator('article h1', {hasText: 'Object types'}).waitFor();
  });
});

describe('chunk-load failure', () => {
  test('a page whose route chunks fail to load shows the error text, and "Retry" loads it once the network is back', async () => {
    const page = await site.newPage();
    // Every chunk but the entry's: the runtime and main load, the route's own chunks fail.
    const routeChunk = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
    // The view retries once by itself when it first shows an error; a chunk aborted a second
    // time means that retry has begun, so the "Retry" seen after it is the one left for the reader.
    // A view that never retries fails here, within Playwright's wait, instead of hanging.
    const requests = new Map<string, number>();
    const autoRetry = page.waitForRequest(
      (request) => {
        const url = request.url();
        if (!routeChunk.test(url)) return false;
        requests.set(url, (requests.get(url) ?? 0) + 1);
        return requests.get(url) === 2;
      },
      {timeout: 15_000},
    );
    await page.route(routeChunk, (route) => route.abort());
    await page.goto(`${site.origin()}/docs/tutorials/object-types`);
    await autoRetry;
    const retry = page.getByRole('button', {name: 'Retry'});
    await retry.waitFor();
    assert.match(await page.locator('#__docusaurus').innerText(), /Loading chunk \S+ failed/);
    await page.unroute(routeChunk);
    await retry.click();
    await page.locator('article h1', {hasText: 'Object types'}).waitFor();
    assert.equal(await retry.count(), 0);
  });
});

describe('wrong base URL', () => {
  const PREFIX = '/wrong-base/';
  let server: http.Server;
  let origin = '';
  before(async () => {
    // A static host that has the site under /wrong-base/, while the build expects /.
    server = http.createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://host');
      if (!url.pathname.startsWith(PREFIX)) {
        response.writeHead(404).end();
        return;
      }
      const file = builtFileFor(url.pathname.slice(PREFIX.length - 1));
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response
        .writeHead(200, {'content-type': file.endsWith('.html') ? 'text/html' : 'application/octet-stream'})
        .end(await readFile(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  after(async () => {
    // close() waits for idle keep-alive connections, which the shared browser holds open until a
    // later hook closes it: end them first, or the file never exits.
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  test('shows the banner that suggests the right base URL', async () => {
    const page = await site.newPage();
    await page.goto(origin + PREFIX);
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await banner.getByText('did not load properly').waitFor();
    assert.match(await banner.innerText(), new RegExp(`baseUrl = ${PREFIX}`));
  });
});
