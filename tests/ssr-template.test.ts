/**
 * The page template of the static build (plugins/ssr-template.ts) and the client's copy of the
 * site config (plugins/client-site-config-loader.cjs): Docusaurus's template changed only where
 * the app scripts load, an upgrade that moves them stops the build, and no page carries the
 * template in its JavaScript.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {scriptsAfterFirstPaint} from '../plugins/ssr-template';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as Rspack loads it.
const clientSiteConfigLoader = require('../plugins/client-site-config-loader.cjs') as (
  source: string,
) => string;

describe('page template', () => {
  test("Docusaurus's template, with preloads for its deferred scripts and a script that starts them last in <body>", () => {
    const template = scriptsAfterFirstPaint();
    assert.doesNotMatch(template, /defer><\/script>/);
    assert.match(
      template,
      /<link rel="preload" as="script" fetchpriority="low" href="<%= it\.baseUrl %><%= script %>" \/>/,
    );
    const start = template.indexOf('<script>');
    assert.ok(start > template.indexOf('<%~ it.postBodyTags %>'), 'the start script comes after the page');
    assert.ok(template.indexOf('</body>') > start);
    assert.match(template.slice(start), /first-contentful-paint[\s\S]*it\.scripts\.map/);
    // Everything else is Docusaurus's, line for line.
    const outside = (text: string) =>
      text
        .replace(/<% it\.scripts\.forEach[\s\S]*?<% \}\); %>/, '')
        .replace(/<script>[\s\S]*<\/script>\s*/, '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    assert.deepEqual(outside(template), outside(defaultTemplate));
  });

  test('a template without the loop of deferred scripts stops the build', () => {
    assert.throws(
      () => scriptsAfterFirstPaint('<html><body></body></html>'),
      /no loop of deferred app scripts/,
    );
  });

  test('the client copy of the site config has no template and no plugin options', () => {
    const source = `/* generated */\nexport default ${JSON.stringify({title: 't', ssrTemplate: '<html>', plugins: [['p', {}]], presets: [], themes: []})};\n`;
    assert.deepEqual(JSON.parse(/export default (.*);/.exec(clientSiteConfigLoader(source))![1]!), {
      title: 't',
    });
  });
});
