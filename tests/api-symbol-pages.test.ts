/**
 * What every API symbol page of both versions tells a reader besides the reflection, read from the
 * built HTML and held against the installed packages: the import lines compile with `tsc` against
 * the page's graphql release; "New in 17" and "Removed in 17" mark exactly the exports that one
 * release has and the other lacks (the exports diff of tests/support/upgrade-audit.ts); a "Changed
 * in 17" page shows both releases' code; and doc comment tags render as readers expect (an Example
 * heading, a Deprecated badge with its message).
 */
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import ts from 'typescript';
import {parse, type HTMLElement} from 'node-html-parser';
import {API_VERSIONS} from './support/graphql-exports';
import {BUILD_DIR} from './support/paths';
import {deprecations, moduleExports} from './support/upgrade-audit';

type Page = {route: string; name: string; html: HTMLElement};

/** A built page, its code blocks parsed too (node-html-parser keeps `<pre>` as text by default). */
const parseHtml = (file: string) =>
  parse(readFileSync(file, 'utf8'), {blockTextElements: {script: true, style: true}});

/** The symbol pages of a version: every `/api…/<kind>/<name>` page of the build but the module pages. */
function symbolPages(apiBase: string): Page[] {
  const pages: Page[] = [];
  for (const entry of readdirSync(path.join(BUILD_DIR, apiBase), {withFileTypes: true})) {
    const kind = entry.name;
    const kindDir = path.join(BUILD_DIR, apiBase, kind);
    // Folders of kinds (`class`, `function`…), not of a version (`16.x`, which has an index) nor
    // the module pages (`module/execution`, tests/api-module-pages.test.ts), which document no symbol.
    if (!entry.isDirectory() || kind === 'module' || existsSync(path.join(kindDir, 'index.html'))) {
      continue;
    }
    for (const name of readdirSync(kindDir)) {
      const file = path.join(kindDir, name, 'index.html');
      if (existsSync(file)) {
        pages.push({route: `${apiBase}/${kind}/${name}`, name, html: parseHtml(file)});
      }
    }
  }
  return pages;
}

/** The panel of a page headed `title` (an h2 of the API plugin's panel style). */
function panel(html: HTMLElement, title: string): HTMLElement | undefined {
  return html
    .querySelectorAll('section.tsd-panel')
    .find((section) => section.querySelector('h2')?.text.trim() === title);
}

/** The text of each code block in an element, one entry per block. */
function codeBlocks(element: HTMLElement | undefined): string[] {
  return (element?.querySelectorAll('pre code') ?? []).map((code) =>
    code
      .querySelectorAll('.token-line')
      .map((line) => line.text.replace(/\n$/, ''))
      .join('\n'),
  );
}

const rootNames = (dir: string) => new Set(moduleExports(dir).get('graphql')?.names ?? []);
const [NEXT, OLDER] = API_VERSIONS;
const releaseOf = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
const NEXT_MAJOR = releaseOf(NEXT.dir).split('.')[0];
const OLDER_MAJOR = releaseOf(OLDER.dir).split('.')[0];
const pagesOf = new Map(API_VERSIONS.map((version) => [version.name, symbolPages(version.apiBase)]));

const scratch = mkdtempSync(path.join(tmpdir(), 'api-imports-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/**
 * Compiles one file with the project's TypeScript against a graphql package, resolved as a
 * reader's project resolves it: `node_modules/graphql` (a link to the package) through its
 * `exports` map (`moduleResolution: bundler`).
 * @returns tsc's diagnostics, one line each.
 */
function compileAgainst(packageDir: string, source: string): string[] {
  const dir = mkdtempSync(path.join(scratch, 'version-'));
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(packageDir, path.join(dir, 'node_modules', 'graphql'), 'dir');
  const file = path.join(dir, 'imports.ts');
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    noEmit: true,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    verbatimModuleSyntax: true,
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where =
      diagnostic.file && diagnostic.start !== undefined
        ? `line ${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: `
        : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('API symbol pages', () => {
  for (const version of API_VERSIONS) {
    test(`the import lines of every ${version.label} symbol page compile against graphql ${releaseOf(version.dir)}`, () => {
      const pages = pagesOf.get(version.name) ?? [];
      assert.ok(pages.length > 200, `only ${pages.length} symbol pages`);
      const lines: string[] = [];
      const missing: string[] = [];
      for (const {route, name, html} of pages) {
        const imports = codeBlocks(panel(html, 'Import'))
          .join('\n')
          .split('\n')
          .filter((line) => line.startsWith('import'));
        const own = imports.filter((line) =>
          new RegExp(`^import (type )?\\{ ${name} \\} from '[^']+';$`).test(line),
        );
        if (own.length === 0 || own.length !== imports.length)
          missing.push(`${route}: ${JSON.stringify(imports)}`);
        // Each line imports the name under its own alias, so that one file holds them all.
        lines.push(
          ...own.map(
            (line, index) => `${line.replace(`{ ${name} }`, `{ ${name} as ${name}_${index} }`)} // ${route}`,
          ),
        );
      }
      assert.deepEqual(missing, [], 'pages without an import line of their own symbol');
      const diagnostics = compileAgainst(version.dir, lines.join('\n') + '\n');
      assert.deepEqual(
        diagnostics.map((diagnostic) => {
          const line = Number(/^line (\d+)/.exec(diagnostic)?.[1]);
          return `${lines[line - 1] ?? ''}\n    ${diagnostic}`;
        }),
        [],
      );
      // Entry points are offered where the package has them: some page imports from one.
      assert.ok(
        lines.some((line) => /from 'graphql\/\w+'/.test(line)),
        'no import line names an entry point',
      );
    });
  }

  test(`"New in ${NEXT_MAJOR}" marks exactly the Next symbol pages of exports graphql ${releaseOf(OLDER.dir)} lacks`, () => {
    const older = rootNames(OLDER.dir);
    const marked: string[] = [];
    const expected: string[] = [];
    for (const {name, html} of pagesOf.get(NEXT.name) ?? []) {
      if (!older.has(name)) expected.push(name);
      if ((panel(html, 'Version history')?.text ?? '').includes(`New in ${NEXT_MAJOR}`)) marked.push(name);
    }
    assert.ok(expected.length > 10, `only ${expected.length} new exports with a page`);
    assert.deepEqual(marked.sort(), expected.sort());
  });

  test(`the /api index marks exactly the exports new in ${NEXT_MAJOR}`, () => {
    const older = rootNames(OLDER.dir);
    const index = parseHtml(path.join(BUILD_DIR, NEXT.apiBase, 'index.html'));
    const items = index.querySelectorAll('.tsd-index-list li');
    assert.ok(items.length > 300, `only ${items.length} listed exports`);
    const wrong = items
      .map((item) => {
        const name = item.querySelector('a')?.getAttribute('href')?.split(/[/#]/).pop() ?? '';
        const markedNew = item.text.includes(`New in ${NEXT_MAJOR}`);
        return markedNew === older.has(name) ? `${name}: ${markedNew ? 'marked' : 'not marked'}` : undefined;
      })
      .filter(Boolean);
    assert.deepEqual(wrong, []);
  });

  test(`"Removed in ${NEXT_MAJOR}" marks exactly the 16.x symbol pages of exports graphql ${releaseOf(NEXT.dir)} lacks, each with the guide's replacement`, () => {
    const newer = rootNames(NEXT.dir);
    const marked: string[] = [];
    const expected: string[] = [];
    const withoutGuide: string[] = [];
    for (const {route, name, html} of pagesOf.get(OLDER.name) ?? []) {
      if (!newer.has(name)) expected.push(name);
      const history = panel(html, 'Version history');
      if (!(history?.text ?? '').includes(`Removed in ${NEXT_MAJOR}`)) continue;
      marked.push(name);
      // The replacement: the guide's words, and a link to the guide's section.
      const guideLinks = history
        ?.querySelectorAll('a')
        .filter((a) => a.getAttribute('href')?.startsWith('/docs/upgrading/'));
      if (!guideLinks?.length || (history?.querySelectorAll('.markdown code').length ?? 0) === 0)
        withoutGuide.push(route);
    }
    assert.ok(expected.length > 3, `only ${expected.length} removed exports with a page`);
    assert.deepEqual(marked.sort(), expected.sort());
    assert.deepEqual(withoutGuide, [], 'removed symbols whose page names no replacement from the guide');
  });

  test(`a "Changed in ${NEXT_MAJOR}" page shows the symbol in both releases and links its 16.x page`, () => {
    const changed = (pagesOf.get(NEXT.name) ?? []).filter(({html}) =>
      (panel(html, 'Version history')?.text ?? '').includes(`Changed in ${NEXT_MAJOR}`),
    );
    assert.ok(changed.length > 20, `only ${changed.length} changed pages`);
    const wrong: string[] = [];
    for (const {route, name, html} of changed) {
      const history = panel(html, 'Version history');
      const titles = (history?.querySelectorAll('.theme-code-block [class*="codeBlockTitle"]') ?? []).map(
        (title) => title.text,
      );
      const [before, after] = codeBlocks(history);
      const olderLink = history
        ?.querySelectorAll('a')
        .map((a) => a.getAttribute('href') ?? '')
        .find((href) => href.startsWith(`${OLDER.apiBase}/`) || href.startsWith(`${OLDER.apiBase}#`));
      if (
        titles.join(' | ') !== `graphql ${OLDER_MAJOR} | graphql ${NEXT_MAJOR}` ||
        !before?.includes(name) ||
        !after?.includes(name) ||
        before === after ||
        !olderLink ||
        !existsSync(path.join(BUILD_DIR, olderLink.split('#')[0], 'index.html'))
      ) {
        wrong.push(`${route}: ${JSON.stringify({titles, before, after, olderLink})}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('an @example renders under an Example heading, with its code highlighted, and no tag shows raw', () => {
    let examples = 0;
    const raw: string[] = [];
    for (const version of API_VERSIONS) {
      for (const {route, html} of pagesOf.get(version.name) ?? []) {
        // The tags with a rendering of their own never show as a raw `@tag` term.
        const terms = html.querySelectorAll('.tsd-comment dt strong').map((term) => term.text.trim());
        if (terms.some((term) => ['@example', '@deprecated', '@see'].includes(term))) raw.push(route);
        for (const heading of html.querySelectorAll('.tsd-comment h2, .tsd-comment h4')) {
          if (heading.text !== 'Example') continue;
          examples += 1;
          const block = heading.nextElementSibling;
          if (block?.querySelector('pre') && !block.querySelector('pre .token'))
            raw.push(`${route} (code not highlighted)`);
        }
      }
    }
    // Both releases' typings carry hundreds of @example tags.
    assert.ok(examples > 300, `only ${examples} Example headings`);
    assert.deepEqual(raw, []);
  });

  test('a @deprecated export shows a Deprecated badge with the message of its tag', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const version of API_VERSIONS) {
      const pages = new Map((pagesOf.get(version.name) ?? []).map((page) => [page.name, page]));
      for (const {name, text} of deprecations(version.dir)) {
        const page = pages.get(name);
        if (!page) continue;
        // An overloaded function's page renders the first overload's comment until the reader
        // picks another (the API plugin's signature tabs): a tag of a later overload shows then.
        if (page.html.querySelectorAll('.tsd-signature.tsd-kind-icon').length > 1) continue;
        checked.push(`${version.apiBase} ${name}`);
        const notes = page.html
          .querySelectorAll('[role="note"]')
          .filter((note) => note.querySelector('.badge')?.text === 'Deprecated');
        const words = (text: string) => text.replace(/[`\s]+/g, ' ').trim();
        if (!notes.some((note) => words(note.text).includes(words(text).slice(0, 40))))
          wrong.push(`${version.apiBase} ${name}: "${text}"`);
      }
    }
    assert.ok(
      checked.length >= 5,
      `only ${checked.length} deprecated exports with a page: ${checked.join(', ')}`,
    );
    assert.deepEqual(wrong, []);
  });
});
