/**
 * Version history of the API reference (derived from the two typings):
 * which exports of graphql 17 are new, which changed their signature or members since graphql 16,
 * and which exports of 16 graphql 17 removed, with the replacement the upgrade guide names.
 *
 * It compares the TypeDoc JSON of the two docs versions, the very data their API pages render
 * (the committed `docs/api-typedoc.json` and `versioned_docs/version-16.x/api-typedoc.json`,
 * written by `npm run api:generate`), not a
 * fresh TypeScript program of each package: every badge then belongs to a page that exists, the
 * signatures shown read as the pages' (the same reflections, after the site's TypeDoc plugin made
 * graphql 17's enum-like constants enums), and the build compiles no third program. The tests
 * derive the same facts from the installed packages with the TypeScript compiler API
 * (tests/support/upgrade-audit.ts) and compare.
 *
 * The upgrade guide's sections come from scanning its Markdown at build time: a section names a
 * symbol in inline code, in its heading (`### \`getVisitFn()\``) or in its text.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {apiDataFile} from './docs-versions';
import {exportPermalink} from './api/data';
import {
  declarationSource,
  declarationText,
  type DeclarationText,
  type JsonReflection,
} from './api-signatures';

/** One docs version whose API data the history reads. */
export type HistoryVersion = {
  /** Docs version name: `current` or `16.x`. */
  name: string;
  /** The graphql release it documents: `17.1.0`. */
  release: string;
  /** The TypeDoc JSON its API pages come from, absolute. */
  data: string;
  /** Route base of its API reference: `/api`, `/api/16.x`. */
  apiBase: string;
  /** The command that writes `data`, named when it is missing. */
  generateCommand: string;
};

/** Options of {@link loadApiHistory}. */
export type HistoryOptions = {
  older: HistoryVersion;
  newer: HistoryVersion;
  /** The upgrade guide from the older release to the newer: its Markdown file and its route. */
  guide: {file: string; route: string};
};

/** A section of the upgrade guide: its title (Markdown of the heading) and its URL. */
export type GuideSection = {title: string; href: string};

/** What a symbol page of one version says about the other. */
export type SymbolHistory =
  | {status: 'new'; release: string; previous: string}
  | {
      status: 'changed';
      release: string;
      previous: string;
      /** The symbol in each release, only the member lines that differ (TypeScript-like source). */
      before: string;
      after: string;
      /** The symbol's page (or anchor) in the older version. */
      olderPage: string;
      guide: GuideSection[];
    }
  | {
      status: 'removed';
      release: string;
      /** The guide's words on what to use instead (Markdown), when it names the symbol. */
      replacement?: string;
      guide: GuideSection[];
    };

/** The history of every export, by docs version name and export name. */
export type ApiHistory = {
  /** Names of the newer release's root exports that the older release lacks. */
  newNames: Set<string>;
  /** By docs version name (`current`, `16.x`), by export name. */
  byVersion: Map<string, Map<string, SymbolHistory>>;
};

type Project = {children?: JsonReflection[]};

/**
 * Reads one version's TypeDoc JSON.
 * @throws Error naming the version, the file and the command that writes it, when it is missing.
 */
function readProject(version: HistoryVersion): Project {
  if (!existsSync(version.data)) {
    throw new Error(
      `api-history: the version history needs the API data of docs version ${version.name} ` +
        `(graphql ${version.release}), ${version.data}, which is missing. Generate it with: ${version.generateCommand}`,
    );
  }
  return JSON.parse(readFileSync(version.data, 'utf8')) as Project;
}

/** The major of a release (`17.1.0` → `17`), the way readers name releases. */
const major = (release: string) => release.split('.')[0];

/** A section of the guide's Markdown. */
type Section = {
  level: number;
  title: string;
  id?: string;
  headingCode: Set<string>;
  code: Set<string>;
  text: string;
};

/** The identifier an inline code names: `getVisitFn()` → `getVisitFn`, `GraphQLObjectType<T>` → `GraphQLObjectType`. */
const identifierOf = (code: string) =>
  code
    .trim()
    .replace(/\(.*\)$/s, '')
    .replace(/<.*>$/s, '');

/**
 * The guide's sections, split at every heading outside code fences, each with the identifiers
 * its inline code names (its heading's apart).
 */
function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{1,6})\s+(.*?)(?:\s+\{#([^}]+)\})?\s*$/.exec(line);
    const codeOf = (text: string) =>
      new Set([...text.matchAll(/`([^`]+)`/g)].map((match) => identifierOf(match[1])));
    if (heading) {
      sections.push({
        level: heading[1].length,
        title: heading[2],
        id: heading[3],
        headingCode: codeOf(heading[2]),
        code: new Set(),
        text: '',
      });
      continue;
    }
    const section = sections.at(-1);
    if (section) {
      section.text += `${line}\n`;
      codeOf(line).forEach((code) => section.code.add(code));
    }
  }
  return sections;
}

// A section that links to this many other sections of the guide is a summary of it (the short
// version, the checklist, the audit table): it names everything and explains nothing.
const SUMMARY_LINKS = 4;

/** The guide's sections that explain a change: with an id of their own, and no summary. */
function explainingSections(sections: Section[]): Section[] {
  return sections.filter(
    (section) =>
      section.id && section.level >= 2 && (section.text.match(/\]\(#/g)?.length ?? 0) < SUMMARY_LINKS,
  );
}

/**
 * The sections of the guide about a symbol: those whose heading names it, else those whose text
 * names it in inline code.
 */
function sectionsNaming(sections: Section[], name: string): Section[] {
  const headed = sections.filter((section) => section.headingCode.has(name));
  return headed.length > 0 ? headed : sections.filter((section) => section.code.has(name));
}

/** Site links and same-page anchors of guide Markdown, made absolute so that they work elsewhere. */
function absoluteLinks(markdown: string, route: string): string {
  return markdown.replace(/\]\(#([^)]+)\)/g, `](${route}#$1)`);
}

/**
 * What the guide says to use instead of a removed symbol: in the section its heading opens, the
 * first paragraph; else the list item or table row that names it (the text after its colon, or
 * the row's last cell).
 */
function replacementIn(section: Section, name: string, route: string): string | undefined {
  const named = (text: string) =>
    [...text.matchAll(/`([^`]+)`/g)].some((match) => identifierOf(match[1]) === name);
  if (section.headingCode.has(name)) {
    const paragraph = section.text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !block.startsWith('<') && !block.startsWith('```') && !block.startsWith('|'));
    return paragraph && absoluteLinks(paragraph.replace(/\s*\n\s*/g, ' '), route);
  }
  const items = section.text.split(/\n(?=- |\|)/);
  for (const item of items) {
    if (!named(item)) continue;
    if (item.startsWith('|')) {
      const cells = item.split(/(?<!\\)\|/).slice(1, -1);
      return absoluteLinks(cells.at(-1)?.trim() ?? '', route) || undefined;
    }
    const afterColon = /:\s+([\s\S]*)$/.exec(item.replace(/^- /, ''))?.[1];
    if (afterColon) {
      const text = afterColon.replace(/\s*\n\s*/g, ' ').trim();
      return absoluteLinks(text.charAt(0).toUpperCase() + text.slice(1), route);
    }
  }
  return undefined;
}

const guideLink = (section: Section, route: string): GuideSection => ({
  title: section.title,
  href: `${route}#${section.id}`,
});

/** The member keys whose lines differ between two texts of a symbol (added and removed ones too). */
function differingKeys(before: DeclarationText, after: DeclarationText): Set<string> {
  const keys = new Set([...before.members.keys(), ...after.members.keys()]);
  return new Set([...keys].filter((key) => before.members.get(key) !== after.members.get(key)));
}

let cached: {key: string; history: ApiHistory} | undefined;

/**
 * The version history of every export of both releases, derived from the two versions' API data
 * and the upgrade guide; computed once per build (per set of options and version of those files:
 * `npm start` reloads the API plugin, not this module, when `npm run api:generate` rewrites them).
 * @returns the names new in the newer release, and per version the history of each export that
 *   has one: on the newer version's pages `new` or `changed`, on the older's `removed`.
 * @throws Error naming the missing file and the command that writes it, when a version's API
 *   data is missing (the build then stops).
 */
export function loadApiHistory(options: HistoryOptions): ApiHistory {
  const key = JSON.stringify([
    options,
    [options.older.data, options.newer.data, options.guide.file].map((file) =>
      existsSync(file) ? statSync(file).mtimeMs : 0,
    ),
  ]);
  if (cached?.key === key) return cached.history;
  const {older, newer} = options;
  const before = new Map((readProject(older).children ?? []).map((child) => [child.name, child]));
  const after = new Map((readProject(newer).children ?? []).map((child) => [child.name, child]));
  const sections = explainingSections(sectionsOf(readFileSync(options.guide.file, 'utf8')));
  const route = options.guide.route;
  const release = major(newer.release);
  const previous = major(older.release);

  const newerHistory = new Map<string, SymbolHistory>();
  const newNames = new Set<string>();
  for (const [name, reflection] of after) {
    const old = before.get(name);
    if (!old) {
      newNames.add(name);
      newerHistory.set(name, {status: 'new', release, previous});
      continue;
    }
    const was = declarationText(old);
    const is = declarationText(reflection);
    const keys = differingKeys(was, is);
    if (was.head === is.head && keys.size === 0) continue;
    newerHistory.set(name, {
      status: 'changed',
      release,
      previous,
      before: declarationSource(was, keys),
      after: declarationSource(is, keys),
      olderPage: exportPermalink(older.apiBase, old),
      guide: sectionsNaming(sections, name).map((section) => guideLink(section, route)),
    });
  }

  const olderHistory = new Map<string, SymbolHistory>();
  for (const name of before.keys()) {
    if (after.has(name)) continue;
    const naming = sectionsNaming(sections, name);
    const replacement = naming.map((section) => replacementIn(section, name, route)).find(Boolean);
    olderHistory.set(name, {
      status: 'removed',
      release,
      replacement,
      guide: naming.map((section) => guideLink(section, route)),
    });
  }

  const history = {
    newNames,
    byVersion: new Map([
      [newer.name, newerHistory],
      [older.name, olderHistory],
    ]),
  };
  cached = {key, history};
  return history;
}

/**
 * The exports new in the newer release ("on the module pages and `/api`, a marker for
 * what is new in 17"), for lists of exports such as `/api` and the module pages.
 * @returns their names.
 * @throws as {@link loadApiHistory}.
 */
export function newApiNames(options: HistoryOptions): Set<string> {
  return loadApiHistory(options).newNames;
}

/** The history options of this site's two docs versions (docusaurus.config.ts builds them). */
export function historyOptions(site: {
  siteDir: string;
  older: {name: string; release: string};
  newer: {name: string; release: string};
  guide: {file: string; route: string};
  apiBase: (versionName: string) => string;
}): HistoryOptions {
  return {
    newer: {
      ...site.newer,
      data: path.join(site.siteDir, apiDataFile(site.newer.name)),
      apiBase: site.apiBase(site.newer.name),
      generateCommand: `npm run api:generate -- ${site.newer.name}`,
    },
    older: {
      ...site.older,
      data: path.join(site.siteDir, apiDataFile(site.older.name)),
      apiBase: site.apiBase(site.older.name),
      generateCommand: `npm run api:generate -- ${site.older.name}`,
    },
    guide: {file: path.join(site.siteDir, site.guide.file), route: site.guide.route},
  };
}
