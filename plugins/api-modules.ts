/**
 * The entry points of a graphql package: which modules a
 * reader imports from (`graphql`, `graphql/execution`, …), what each exports, the `@category`
 * each export carries and which exports are types only, read from the package's `package.json` and
 * its typings with the TypeScript compiler API. `npm run api:generate` writes them beside each docs
 * version's API data, where the build reads them (plugins/api-modules-data.ts).
 *
 * How the typings of graphql 16.15.0 and 17.1.0 attach categories (both the same way):
 * - most files open with a header comment holding only the tag (`/** @category Values *\/`),
 *   which applies to every declaration of the file;
 * - some declarations carry their own `@category` in their doc comment, which wins over the
 *   file's (`experimentalExecuteIncrementally` is "Incremental Execution" in a file headed
 *   "Execution");
 * - one entry point's own comment (`graphql/subscription` of 16.x, tagged `@packageDocumentation`)
 *   carries a category for the declarations of that file.
 * The entry points' `export {…}` lists carry no tags; an export's category is that of the
 * declaration it re-exports, wherever it is imported from.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {ApiModule, ApiModulesData} from './api-modules-data';

type Manifest = {name?: string; exports?: Record<string, unknown>};

/** The package name readers import, whatever the folder is called (`graphql-16` is an npm alias). */
const PACKAGE_NAME = 'graphql';

/**
 * The folders (relative, '' for the root) of the package's entry points: the exact keys of its
 * `exports` map (patterns such as `./*` open deep imports, not entry points), or, for a package
 * without a map, the root and each top-level folder with an `index.d.ts` (graphql 16 keeps its
 * internal helpers in `jsutils/`, which has none). `__dev__` (17's development build) re-exports
 * the root and is no entry point of its own.
 */
function entryFolders(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Manifest;
  if (manifest.exports) {
    return Object.keys(manifest.exports)
      .filter((key) => !key.includes('*') && key !== './package.json')
      .map((key) => (key === '.' ? '' : key.replace(/^\.\//, '')));
  }
  const folders = readdirSync(packageDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .filter((entry) => existsSync(path.join(packageDir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name);
  return ['', ...folders];
}

/** The text of a comment's `@category` tag, trimmed (TypeScript 5 gives a string or comment parts). */
function categoryOf(tags: readonly ts.JSDocTag[]): string | undefined {
  const tag = [...tags].reverse().find((candidate) => candidate.tagName.text === 'category');
  if (!tag) return undefined;
  const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
  return text?.trim() || undefined;
}

/**
 * The category a typings file gives all its declarations: that of its first comment when the
 * comment is a file header (only tags, no text of its own, or `@packageDocumentation`), not the
 * doc comment of the first declaration.
 */
function fileCategory(source: ts.SourceFile): string | undefined {
  const first = source.statements[0] as (ts.Statement & {jsDoc?: ts.JSDoc[]}) | undefined;
  const header = first?.jsDoc?.[0];
  if (!header || header.pos !== first.pos) return undefined;
  const tags = header.tags ?? [];
  const isHeader =
    !ts.getTextOfJSDocComment(header.comment)?.trim() ||
    tags.some((tag) => tag.tagName.text === 'packageDocumentation' || tag.tagName.text === 'module');
  if (!isHeader) return undefined;
  // A header-only comment directly before the first declaration is part of that declaration's
  // JSDoc too; it still counts as the file's.
  return categoryOf(tags);
}

/** The doc comments written on a declaration itself (not a file header above it). */
function ownCategory(declaration: ts.Declaration): string | undefined {
  const host = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  const comments = (host as ts.Node & {jsDoc?: ts.JSDoc[]}).jsDoc ?? [];
  const own = comments.at(-1);
  if (!own) return undefined;
  const source = declaration.getSourceFile();
  // The last comment is the file header when the declaration has none of its own.
  if (comments.length === 1 && source.statements[0] === host && fileCategory(source) !== undefined) {
    return undefined;
  }
  return categoryOf(own.tags ?? []);
}

/** An export's category: its declaration's own tag, else its file's; undefined when neither. */
function exportCategory(checker: ts.TypeChecker, exported: ts.Symbol): string | undefined {
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  for (const declaration of target.declarations ?? []) {
    const own = ownCategory(declaration);
    if (own) return own;
  }
  for (const declaration of target.declarations ?? []) {
    const fromFile = fileCategory(declaration.getSourceFile());
    if (fromFile) return fromFile;
  }
  return undefined;
}

/**
 * One line on an entry point's purpose: the first sentence of its `@packageDocumentation` comment
 * (each graphql entry point has one), with Markdown code spans kept as written.
 */
function moduleSummary(source: ts.SourceFile, specifier: string): string {
  const first = source.statements[0] as (ts.Statement & {jsDoc?: ts.JSDoc[]}) | undefined;
  const header = first?.jsDoc?.find((comment) =>
    comment.tags?.some((tag) => tag.tagName.text === 'packageDocumentation'),
  );
  const text = ts.getTextOfJSDocComment(header?.comment)?.replace(/\s+/g, ' ').trim();
  if (!text) throw new Error(`api-modules: ${specifier} has no @packageDocumentation comment to describe it`);
  const sentence = /^(.*?[.!?])(\s|$)/.exec(text);
  return sentence ? sentence[1] : text;
}

/**
 * The entry points of the package in `packageDir` (e.g. node_modules/graphql-16), read from its
 * package.json `exports` map (or its folders for a package without one) and its typings.
 * @param packageDir a graphql package folder, absolute or relative to the working directory.
 * @returns the entry points, root first, then by slug; each export list sorted by name.
 * @throws Error when an entry point has no `index.d.ts` or no `@packageDocumentation` comment.
 */
export function readApiModules(packageDir: string): ApiModule[] {
  const folders = entryFolders(packageDir);
  const files = folders.map((folder) => path.resolve(packageDir, folder, 'index.d.ts'));
  for (const [index, file] of files.entries()) {
    if (!existsSync(file))
      throw new Error(`api-modules: entry point ./${folders[index]} has no typings at ${file}`);
  }
  const program = ts.createProgram(files, {noEmit: true, skipLibCheck: true, types: []});
  const checker = program.getTypeChecker();
  const modules = folders.map((folder, index): ApiModule => {
    const specifier = folder ? `${PACKAGE_NAME}/${folder}` : PACKAGE_NAME;
    const source = program.getSourceFile(files[index]);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!source || !symbol) throw new Error(`api-modules: ${specifier} (${files[index]}) is no module`);
    const exports = checker
      .getExportsOfModule(symbol)
      .map((exported) => ({name: exported.name, category: exportCategory(checker, exported)}))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return {slug: folder || PACKAGE_NAME, specifier, summary: moduleSummary(source, specifier), exports};
  });
  return modules.sort((a, b) =>
    a.specifier === PACKAGE_NAME ? -1 : b.specifier === PACKAGE_NAME ? 1 : a.slug.localeCompare(b.slug),
  );
}

/**
 * The root exports of a package that are types only: interfaces, type aliases, and classes that
 * the typings re-export with `export type { … }` (graphql 17's `GraphQLField`, `GraphQLArgument`…).
 * A value import of one fails under `verbatimModuleSyntax` and `isolatedModules`, so its import
 * line says `import type`. Read with the TypeScript compiler API from the package's root typings.
 */
function typeOnlyExports(packageDir: string): Set<string> {
  const root = path.join(packageDir, 'index.d.ts');
  const program = ts.createProgram([root], {noEmit: true, skipLibCheck: true, types: []});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(root);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`api-modules: cannot read the typings of ${packageDir}`);
  return new Set(
    checker
      .getExportsOfModule(symbol)
      .filter((exported) => {
        // Along the chain of re-exports, one `export type {…}` makes the name a type only.
        let symbol: ts.Symbol | undefined = exported;
        while (symbol && symbol.flags & ts.SymbolFlags.Alias) {
          if (
            symbol.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))
          ) {
            return true;
          }
          const next = checker.getImmediateAliasedSymbol(symbol);
          // A namespace re-export (graphql 17's `export * as Kind`) ends the chain at a value.
          if (!next) return false;
          symbol = next;
        }
        return !symbol || !(symbol.flags & ts.SymbolFlags.Value);
      })
      .map((exported) => exported.name),
  );
}

/**
 * What `npm run api:generate` commits beside a docs version's API data: the entry points of the
 * package in `packageDir` and its type-only root exports.
 * @param packageDir a graphql package folder, absolute or relative to the working directory.
 * @throws as {@link readApiModules}, and when the root typings cannot be read.
 */
export function readApiModulesData(packageDir: string): ApiModulesData {
  return {modules: readApiModules(packageDir), typeOnly: [...typeOnlyExports(packageDir)].sort()};
}
