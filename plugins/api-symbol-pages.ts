/**
 * What an API symbol page shows besides its reflection: the
 * import lines that work for it (the entry points of plugins/api-modules.ts) and its version
 * history (plugins/api-history.ts), with code and Markdown prepared at build time as the
 * comments' are (plugins/api-comment-tokens.ts, plugins/code-tokens.ts), so that the page's shard
 * carries it and no shared chunk grows. src/components/ApiSymbolPanels renders it; the `/api`
 * index marks its new exports through `newIn` on the shallow entries it lists
 * (src/components/ApiNewBadge).
 */
import type {MarkdownToken} from '../src/utils/apiTypes';
import {markdownTokens} from './api-comment-tokens';
import {highlightCode} from './code-tokens';
import {loadApiHistory, type GuideSection, type HistoryOptions, type SymbolHistory} from './api-history';
import type {AnnotatePage} from './api-page-shards';
import {importSpecifiersOf, type ApiModulesData} from './api-modules-data';

/** A code block as the page renders it: its code and build-time tokens. */
export type CodeData = {code: string; tokens: ReturnType<typeof highlightCode>};

/** The version history of a symbol, as its page renders it. */
export type HistoryData =
  | {status: 'new'; release: string; previous: string}
  | {
      status: 'changed';
      release: string;
      previous: string;
      before: CodeData;
      after: CodeData;
      olderPage: string;
      guide: GuideSection[];
    }
  | {status: 'removed'; release: string; replacement?: MarkdownToken[]; guide: GuideSection[]};

/** `symbol` of a page's data (plugins/api-page-shards.ts). */
export type SymbolData = {
  name: string;
  /** The import lines, root first: `import { execute } from 'graphql';`. */
  imports: CodeData;
  /** The entry points it is exported from (`graphql`, `graphql/execution`). */
  specifiers: string[];
  history?: HistoryData;
};

const code = (text: string): CodeData => ({code: text, tokens: highlightCode(text, 'ts')});

/** The history as the page renders it: code blocks and Markdown with their tokens. */
function historyData(history: SymbolHistory): HistoryData {
  switch (history.status) {
    case 'changed':
      return {...history, before: code(history.before), after: code(history.after)};
    case 'removed':
      return {
        ...history,
        replacement: history.replacement === undefined ? undefined : markdownTokens(history.replacement),
      };
    default:
      return history;
  }
}

// TypeDoc's ReflectionKind of a package's entry point: the `/api` index page.
const PROJECT_KINDS = new Set([1, 2]);

/**
 * The import lines of an export: one per entry point that exports it, root first.
 * @param modules the entry points of the export's release (plugins/api-modules-data.ts)
 * @param name the export's name
 * @throws Error naming the export when no entry point of the release exports it.
 */
export function importLines(modules: ApiModulesData, name: string): {lines: string[]; specifiers: string[]} {
  const specifiers = importSpecifiersOf(modules.modules, name);
  if (specifiers.length === 0) {
    throw new Error(`api-symbol-pages: ${name} has an API page but no entry point of its release exports it`);
  }
  const keyword = modules.typeOnly.includes(name) ? 'import type' : 'import';
  return {specifiers, lines: specifiers.map((specifier) => `${keyword} { ${name} } from '${specifier}';`)};
}

/**
 * The `annotate` step of plugins/api-page-shards.ts for one docs version.
 * @param options the version history's sources (plugins/api-history.ts)
 * @param versionName the docs version whose pages are written (`current`, `16.x`)
 * @param modules the entry points of the release the version documents
 * @returns a function that adds `symbol` to a symbol page's data, and on the index page marks
 *   each listed export new in the newer release with `newIn` (the release's major).
 * @throws as `loadApiHistory`, when a version's API data is missing.
 */
export function annotateSymbolPages(
  options: HistoryOptions,
  versionName: string,
  modules: ApiModulesData,
): AnnotatePage {
  const history = loadApiHistory(options);
  const ofVersion = history.byVersion.get(versionName);
  if (!ofVersion) {
    throw new Error(`api-symbol-pages: no version history for docs version ${versionName}`);
  }
  return (page) => {
    const {item} = page;
    if (PROJECT_KINDS.has(item.kind)) {
      for (const child of item.children ?? []) {
        const entry = ofVersion.get(child.name);
        if (entry?.status === 'new') child.newIn = entry.release;
      }
      return;
    }
    const entry = ofVersion.get(item.name);
    const {lines, specifiers} = importLines(modules, item.name);
    page.symbol = {
      name: item.name,
      // The lines are alternatives: one import of the name per file.
      imports: code(lines.join('\n// or\n')),
      specifiers,
      history: entry && historyData(entry),
    } satisfies SymbolData;
  };
}

/** A fenced TypeScript block. */
const fence = (text: string) => `\`\`\`ts\n${text}\n\`\`\``;

/** The Markdown of a version history, for Markdown twins: the same facts as the page's panel. */
function historyMarkdown(name: string, history: SymbolHistory): string {
  const guide =
    history.status === 'new' || history.guide.length === 0
      ? ''
      : `\n\nUpgrade guide: ${history.guide.map((section) => `[${section.title}](${section.href})`).join(', ')}`;
  switch (history.status) {
    case 'new':
      return `**New in ${history.release}**: graphql ${history.previous} has no \`${name}\`.`;
    case 'changed':
      return (
        `**Changed in ${history.release}**: what differs from graphql ${history.previous} ` +
        `([${name} in ${history.previous}](${history.olderPage})).\n\n` +
        `graphql ${history.previous}:\n\n${fence(history.before)}\n\ngraphql ${history.release}:\n\n${fence(history.after)}${guide}`
      );
    default:
      return (
        `**Removed in ${history.release}**: graphql ${history.release} no longer exports \`${name}\`.` +
        `${history.replacement ? `\n\n${history.replacement}` : ''}${guide}`
      );
  }
}

/**
 * The import lines and version history of an API symbol as Markdown, for its Markdown twin
 * (plugins/markdown-twins.ts), which carries what its page shows.
 * @param options the version history's sources
 * @param versionName the twin's docs version
 * @param modules the entry points of the release the version documents
 * @param symbol the page's export: its name and TypeDoc kind
 * @returns `## Import` and, where there is one, `## Version history` sections.
 */
export function symbolMarkdown(
  options: HistoryOptions,
  versionName: string,
  modules: ApiModulesData,
  symbol: {name: string; kind: number},
): string {
  const {lines} = importLines(modules, symbol.name);
  const history = loadApiHistory(options).byVersion.get(versionName)?.get(symbol.name);
  return [
    `## Import\n\n${fence(lines.join('\n// or\n'))}`,
    ...(history ? [`## Version history\n\n${historyMarkdown(symbol.name, history)}`] : []),
  ].join('\n\n');
}
