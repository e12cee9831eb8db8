/**
 * The page template of the static build (Docusaurus's `ssrTemplate`,
 * https://docusaurus.io/docs/api/docusaurus-config#ssrTemplate): Docusaurus's own template, with
 * its app scripts started once the page has painted (to keep pages light enough for a phone).
 *
 * Docusaurus loads `runtime~main` and `main` as deferred scripts, which run as soon as the HTML
 * is parsed. On a long API page the browser had often not yet presented its first frame by then,
 * so on a phone `main` (150 ms of evaluation, then hydration) ran before the page showed, in
 * the same task as the end of parsing. Here the scripts are fetched as early as before, by
 * low-priority preloads (the priority of a deferred script), and run once the first contentful
 * paint is reported, or at once in a document that does not paint (a tab opened in the
 * background), or after {@link START_FALLBACK_MS} whatever happens.
 */
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Docusaurus's loop that writes a deferred `<script>` per app script in `<head>`. */
const DEFERRED_SCRIPTS =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/** How long after the HTML is parsed the scripts start if no paint is reported, in ms. */
export const START_FALLBACK_MS = 3000;

/** The preloads that take the deferred scripts' place in `<head>`. */
const PRELOADS = `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;

/**
 * The inline script, last in `<body>`, that adds the app scripts in their order (not async, so
 * `runtime~main` runs before `main`). Written as plain JavaScript: it goes into every page as is.
 */
const START_AFTER_FIRST_PAINT = `<script>
    ((scripts) => {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        for (const src of scripts) {
          const script = document.createElement('script');
          script.src = src;
          script.async = false;
          document.body.append(script);
        }
      };
      const paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
      if (document.visibilityState === 'hidden' || !paints || !paints.includes('paint')) return start();
      document.addEventListener('visibilitychange', start);
      setTimeout(start, ${START_FALLBACK_MS});
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) start();
      }).observe({type: 'paint', buffered: true});
    })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>`;

/**
 * Docusaurus's template with the app scripts started after the first paint.
 * @param template the template to change, Docusaurus's by default
 * @returns the template with preloads in place of the deferred scripts, and the inline script
 *   that starts them before `</body>`
 * @throws when the template has no loop of deferred scripts or no `</body>` (a Docusaurus upgrade
 *   that changed its template: compare it with this one)
 */
export function scriptsAfterFirstPaint(template: string = defaultTemplate): string {
  if (!DEFERRED_SCRIPTS.test(template) || !template.includes('</body>')) {
    throw new Error(
      "ssr-template: the template has no loop of deferred app scripts or no </body>; compare Docusaurus's ssgTemplate.html.js with plugins/ssr-template.ts",
    );
  }
  return template
    .replace(DEFERRED_SCRIPTS, PRELOADS)
    .replace('</body>', `${START_AFTER_FIRST_PAINT}\n  </body>`);
}
