/**
 * The upgrade guides are checklists: each names every export the older
 * release had and the newer one lacks, at the root, at each entry point and in each deep module,
 * with its replacement; and lists every deprecation of the newer release, with its replacement
 * and when it goes. Both lists come from the two installed packages (`tests/support/upgrade-audit.ts`),
 * so that a new release fails here until its guide catches up.
 *
 * What a guide must look like to pass: a removed export is named in inline code or a heading, and
 * the section its heading opens (or, without one, some section naming it) names a replacement in
 * inline code (an export or module of the newer release, or a method) or says "no replacement";
 * a module path that is gone is named next to the module to import from instead. The
 * deprecations are a table in the section whose heading has the id `{#deprecated}`, with the
 * columns Deprecated | Declared on | Use instead | Goes in, a member named with its owner in one row.
 * Where graphql-js has a guide between the same majors, each of its items has its names in inline
 * code on the page and a row, in graphql-js's order, in the table of the section `{#graphql-js-items}`
 * (graphql-js's item | Here) that links a section naming one of them or says there is nothing to
 * change. Adding a guide is one line in {@link GUIDES}.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  deprecations,
  GRAPHQL_JS_V14_TO_V15,
  GRAPHQL_JS_V15_TO_V16,
  GRAPHQL_JS_V16_TO_V17,
  isInstalled,
  moduleExports,
  removedExports,
  removedModules,
  type UpstreamItem,
} from './support/upgrade-audit';
import {ROOT} from './support/paths';

/**
 * An upgrade guide and the two packages it compares; one line per guide. `upstream`: the items of
 * graphql-js's own guide between the same majors, which the page must cover one by one.
 */
type Guide = {from: string; to: string; page: string; upstream?: readonly UpstreamItem[]};

const GUIDES: Guide[] = [
  {from: 'graphql-16', to: 'graphql', page: 'docs/upgrading/v16-to-v17.md', upstream: GRAPHQL_JS_V16_TO_V17},
  {
    from: 'graphql-15',
    to: 'graphql-16',
    page: 'versioned_docs/version-16.x/upgrading/v15-to-v16.md',
    upstream: GRAPHQL_JS_V15_TO_V16,
  },
  {
    from: 'graphql-14',
    to: 'graphql-15',
    page: 'versioned_docs/version-16.x/upgrading/v14-to-v15.md',
    upstream: GRAPHQL_JS_V14_TO_V15,
  },
];

/**
 * A part of a page under one heading: its heading, its explicit id (`{#id}`), first line, and its
 * inline code and text.
 */
type Section = {
  heading: string;
  id?: string;
  line: number;
  code: Set<string>;
  headingCode: Set<string>;
  text: string;
};

/**
 * Splits a page's Markdown into sections at every heading, outside code fences, and collects
 * the inline code of each (a heading's own inline code counts for its section).
 * @param markdown the page's source
 * @returns the sections in page order; text before the first heading is a section titled `(top)`.
 */
function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [
    {heading: '(top)', line: 1, code: new Set(), headingCode: new Set(), text: ''},
  ];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (fence) return;
    const heading = /^#{1,6}\s+(.*?)(\s+\{#[^}]*\})?\s*$/.exec(text);
    if (heading) {
      const headingCode = new Set([...heading[1].matchAll(/`([^`]+)`/g)].map((match) => match[1].trim()));
      const id = heading[2] ? /\{#([^}]*)\}/.exec(heading[2])?.[1] : undefined;
      sections.push({heading: heading[1], id, line: index + 1, code: new Set(), headingCode, text: ''});
    }
    const section = sections[sections.length - 1];
    section.text += text + '\n';
    for (const match of text.matchAll(/`([^`]+)`/g)) section.code.add(match[1].trim());
  });
  return sections;
}

/** The identifier an inline code names: `getVisitFn()` and `getVisitFn(visitor)` name `getVisitFn`. */
function identifierOf(code: string): string {
  return code.replace(/\(.*\)$/s, '').replace(/<.*>$/s, '');
}

/** Whether a section names an identifier or a module specifier in inline code (of its heading). */
function names(section: Section, name: string, inHeading = false): boolean {
  return [...(inHeading ? section.headingCode : section.code)].some(
    (code) => code === name || identifierOf(code) === name,
  );
}

/**
 * Whether one piece of inline code names an API as graphql-js's guide does: the name itself, a call
 * (`validate()`, `getVisitFn(visitor)`) or a member reached through a value (`info.getAbortSignal()`,
 * `schema.getField(type, name)`).
 */
function mentions(code: string, name: string): boolean {
  const identifier = identifierOf(code);
  return code === name || identifier === name || identifier.endsWith(`.${name}`);
}

/** The rows of a section's table below its header, as arrays of trimmed cells (`\|` stays in a cell). */
function tableRows(section: Section): string[][] {
  return section.text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .slice(1);
}

/**
 * Whether a section offers a replacement for what it names: the words "no replacement", or inline
 * code, other than the removed names, that names an export of the newer release (its leading
 * identifier, as in `schema.getRootType()` it would be `schema`, does not count), a module of
 * the newer release, or a method (`error.toString()`, `toJSON()`).
 */
function offersReplacement(
  section: Section,
  removed: Set<string>,
  newExports: Set<string>,
  newModules: Set<string>,
) {
  if (/no replacement/i.test(section.text)) return true;
  return [...section.code].some((code) => {
    const identifier = identifierOf(code);
    if (removed.has(identifier)) return false;
    return newExports.has(identifier) || newModules.has(code) || /^[\w.]*\w\(.*\)$/s.test(code);
  });
}

function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

for (const guide of GUIDES) {
  const fromDir = path.join(ROOT, 'node_modules', guide.from);
  const toDir = path.join(ROOT, 'node_modules', guide.to);

  describe(`upgrade guide ${guide.page}`, {skip: !isInstalled(fromDir) || !isInstalled(toDir)}, () => {
    const markdown = readFileSync(path.join(ROOT, guide.page), 'utf8');
    const sections = sectionsOf(markdown);
    const from = `graphql@${versionOf(fromDir)}`;
    const to = `graphql@${versionOf(toDir)}`;
    const newModules = moduleExports(toDir);
    const newExports = new Set(newModules.get('graphql')?.names ?? []);
    const removed = removedExports(fromDir, toDir);
    const goneModules = new Set(removedModules(fromDir, toDir));
    const removedNames = new Set(removed.filter((entry) => !entry.atNewRoot).map((entry) => entry.name));
    const where = (section: Section) => `${guide.page}:${section.line} (${section.heading})`;

    test(`names every export of ${from} that ${to} removed, with its replacement`, () => {
      const problems: string[] = [];
      // Names gone from the newer release's root: each named, next to what replaces it.
      for (const name of [...removedNames].sort()) {
        const specifiers = removed.filter((entry) => entry.name === name).map((entry) => entry.specifier);
        // The section a heading gives the name is where a reader looks for the replacement; a
        // mention in a summary (the checklist) does not count when there is one.
        const headed = sections.filter((section) => names(section, name, true));
        const naming = headed.length > 0 ? headed : sections.filter((section) => names(section, name));
        if (naming.length === 0) {
          problems.push(
            `${name} (exported by ${specifiers.join(', ')} in ${from}) is not on the page: name it in inline code or a heading`,
          );
        } else if (
          !naming.some((section) =>
            offersReplacement(section, removedNames, newExports, new Set(newModules.keys())),
          )
        ) {
          problems.push(
            `${name} is named in ${naming.map(where).join(', ')} but ${headed.length > 0 ? 'the section its heading opens' : 'no section naming it'} gives no replacement: ` +
              `name an export or module of ${to} or a method in inline code there, or write "no replacement"`,
          );
        }
      }
      // Names still at the root whose module is gone or no longer exports them: the old path is
      // named, next to a module of the newer release (and, for a module that stays, the name too).
      const moved = removed.filter((entry) => entry.atNewRoot);
      for (const specifier of new Set(moved.map((entry) => entry.specifier))) {
        const movedNames = moved.filter((entry) => entry.specifier === specifier).map((entry) => entry.name);
        const moduleGone = goneModules.has(specifier);
        const unnamed = movedNames.filter(
          (name) =>
            !sections.some(
              (section) =>
                names(section, specifier) &&
                (moduleGone || names(section, name)) &&
                [...newModules.keys()].some((other) => other !== specifier && names(section, other)),
            ),
        );
        if (unnamed.length > 0) {
          problems.push(
            moduleGone
              ? `${specifier} (a module of ${from} exporting ${unnamed.join(', ')}) is not in ${to}: name it in inline code in a section that also names the module of ${to} to import from`
              : `${specifier} no longer exports ${unnamed.join(', ')} in ${to}: name the module and each of these in inline code in one section, with the module of ${to} to import it from`,
          );
        }
      }
      assert.deepEqual(problems, [], `${guide.page}:\n  ${problems.join('\n  ')}`);
    });

    test(`lists every deprecation of ${to} with its replacement and when it goes`, () => {
      const section = sections.find((candidate) => /\{#deprecated\}/.test(candidate.text.split('\n')[0]));
      assert.ok(section, `${guide.page}: no section with the id {#deprecated} (the deprecations table)`);
      const rows = section.text
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
        .slice(1)
        .map((line) =>
          line
            .split(/(?<!\\)\|/)
            .slice(1, -1)
            .map((cell) => cell.trim()),
        );
      const problems: string[] = [];
      for (const {name, text} of deprecations(toDir)) {
        const [owner, member] = name.includes('.') ? name.split('.') : [undefined, name];
        const row = rows.find((cells) => {
          const code = new Set(
            [...cells.join(' ').matchAll(/`([^`]+)`/g)].map((match) => identifierOf(match[1])),
          );
          return code.has(member) && (!owner || code.has(owner));
        });
        if (!row) {
          problems.push(
            `${name} is @deprecated in ${to} ("${text}") but no row of the table names ` +
              (owner ? `both \`${member}\` and \`${owner}\`` : `\`${name}\``),
          );
          continue;
        }
        const [, , replacement = '', removal = ''] = row;
        if (!replacement) problems.push(`${name}: the row has no replacement (third column)`);
        const announced = /\bv(\d+)\b/.exec(text)?.[1];
        if (announced ? !removal.includes(announced) : !removal) {
          problems.push(
            `${name}: the fourth column must say when it goes (${announced ? `graphql ${announced}, as the tag says` : 'the tag names no release'})`,
          );
        }
      }
      assert.deepEqual(
        problems,
        [],
        `${guide.page}, Deprecated (line ${section.line}):\n  ${problems.join('\n  ')}`,
      );
    });

    test(`covers every item of graphql-js's own upgrade guide`, {skip: !guide.upstream}, () => {
      const table = sections.find((section) => section.id === 'graphql-js-items');
      assert.ok(table, `${guide.page}: no section with the id {#graphql-js-items} (graphql-js's items)`);
      const rows = tableRows(table);
      const ids = new Set(sections.map((section) => section.id).filter((id) => id !== undefined));
      const named = (name: string) =>
        sections.some((section) => [...section.code].some((code) => mentions(code, name)));
      const problems: string[] = [];
      // The rows follow graphql-js's order: an item's row is the first after the previous item's
      // row that names all its names, so that an item restating an earlier one needs a row of its own.
      let next = 0;
      let previous: string | undefined;
      for (const {item, names: apis} of guide.upstream ?? []) {
        const missing = apis.filter((name) => !named(name));
        if (missing.length > 0) {
          problems.push(
            `${item}: ${missing.map((name) => `\`${name}\``).join(', ')} not named in inline code`,
          );
        }
        const index = rows.findIndex((cells, at) => {
          if (at < next) return false;
          const code = [...cells.join(' ').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
          return apis.every((name) => code.some((piece) => mentions(piece, name)));
        });
        if (index === -1) {
          problems.push(
            `${item}: no row of the table ${previous === undefined ? '' : `after the row of "${previous}" `}names all of ${apis.map((name) => `\`${name}\``).join(', ')}`,
          );
          continue;
        }
        const row = rows[index];
        next = index + 1;
        previous = item;
        const links = [...row.join(' ').matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
        if (links.length === 0 && !/nothing to change/.test(row.join(' '))) {
          problems.push(`${item}: its row links no section and does not say there is nothing to change`);
        }
        for (const link of links.filter((id) => !ids.has(id))) {
          problems.push(`${item}: its row links #${link}, which no heading of the page has`);
        }
        const linked = sections.filter((section) => section.id !== undefined && links.includes(section.id));
        if (
          links.length > 0 &&
          !linked.some((section) =>
            apis.some((name) => [...section.code].some((code) => mentions(code, name))),
          )
        ) {
          problems.push(
            `${item}: none of the sections its row links (${links.join(', ')}) names ${apis.join(', ')}`,
          );
        }
      }
      assert.deepEqual(problems, [], `${guide.page}, graphql-js's items:\n  ${problems.join('\n  ')}`);
    });
  });
}
