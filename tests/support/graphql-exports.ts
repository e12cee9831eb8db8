import path from 'node:path';
import ts from 'typescript';
import {ROOT} from './paths';

/** The reflection kinds the API reference gives a page or an anchor of their own. */
export type ExportKind = 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable';

/** One export of the `graphql` package, read from its published typings. */
export type GraphqlExport = {
  name: string;
  kind: ExportKind;
  /** The declaring typings file relative to the package, e.g. `type/schema.d.ts`. */
  file: string;
  /** True when the declaration carries an `@internal` JSDoc tag. */
  internal: boolean;
};

/** The graphql package of the current docs version (17.1.0). */
export const GRAPHQL_DIR = path.join(ROOT, 'node_modules', 'graphql');

/**
 * The docs versions as the tests know them: the graphql package each documents,
 * the folder its pages come from, and where its tutorials and API reference are served. Next at
 * `/docs/tutorials/` and `/api`, 16.x at `/docs/16.x/tutorials/` and `/api/16.x`.
 */
export const API_VERSIONS = [
  {
    name: 'current',
    label: 'Next',
    dir: GRAPHQL_DIR,
    source: 'docs',
    tutorialsBase: '/docs/tutorials/',
    apiBase: '/api',
  },
  {
    name: '16.x',
    label: '16.x',
    dir: path.join(ROOT, 'node_modules', 'graphql-16'),
    source: path.join('versioned_docs', 'version-16.x'),
    tutorialsBase: '/docs/16.x/tutorials/',
    apiBase: '/api/16.x',
  },
] as const;

const typings = new Map<string, {entry: string; program: ts.Program; checker: ts.TypeChecker}>();

/** Compiles a package's typings once per test process; every helper below reads the same program. */
function loadTypings(dir: string) {
  let loaded = typings.get(dir);
  if (!loaded) {
    const entry = path.join(dir, 'index.d.ts');
    const program = ts.createProgram([entry], {noEmit: true, skipLibCheck: true, types: []});
    loaded = {entry, program, checker: program.getTypeChecker()};
    typings.set(dir, loaded);
  }
  return loaded;
}

/** Whether every property of a type is a string or number literal. */
function hasOnlyLiteralProperties(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): boolean {
  const properties = type.getProperties();
  return (
    properties.length > 0 &&
    properties.every((property) => checker.getTypeOfSymbolAtLocation(property, at).isLiteral())
  );
}

/**
 * Whether readers use a symbol as an enum though it is none (graphql 17): a constant object of
 * literal values with a type of the same name, or a namespace whose every value is a literal
 * constant (`export * as Kind`).
 */
function isEnumLike(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return false;
  if (symbol.flags & ts.SymbolFlags.Variable && symbol.flags & ts.SymbolFlags.TypeAlias) {
    return hasOnlyLiteralProperties(checker.getTypeOfSymbol(symbol), checker, declaration);
  }
  // `export * as Kind` merged with `export type Kind`: an alias whose target is the module.
  const namespace = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (namespace.flags & ts.SymbolFlags.ValueModule) {
    const values = checker
      .getExportsOfModule(namespace)
      .filter((member) => member.flags & ts.SymbolFlags.Value);
    return values.length > 0 && values.every((member) => checker.getTypeOfSymbol(member).isLiteral());
  }
  return false;
}

function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): ExportKind | undefined {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Enum || isEnumLike(symbol, checker)) return 'enum';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'typeAlias';
  if (flags & ts.SymbolFlags.Variable) {
    // `export const defaultFieldResolver: GraphQLFieldResolver<…>` is a function to its users;
    // TypeDoc documents a constant whose type is only call signatures as a function too.
    const type = checker.getTypeOfSymbol(symbol);
    return type.getCallSignatures().length > 0 && type.getProperties().length === 0 ? 'function' : 'variable';
  }
  return undefined;
}

/**
 * Lists what `import {…} from 'graphql'` offers, with the TypeScript compiler API over the
 * package's `index.d.ts`: independent of TypeDoc and of the docs plugin, so the tests can hold
 * the built API reference against it.
 * @param dir the graphql package folder (one of {@link API_VERSIONS}); the current one by default
 * @returns one entry per exported name, re-exports resolved to their declaration.
 * @throws Error when the typings cannot be loaded.
 */
export function graphqlExports(dir: string = GRAPHQL_DIR): GraphqlExport[] {
  const {entry, program, checker} = loadTypings(dir);
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    throw new Error(`cannot read the exports of ${entry}`);
  }
  const result: GraphqlExport[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const kind = kindOf(symbol, checker);
    // A namespace re-export (`export * as Kind from './kinds_.js'`) is declared by the module
    // holding its values, which is what its page documents.
    const declaring = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = declaring.declarations?.[0];
    if (!kind || !declaration) {
      continue;
    }
    result.push({
      name: exported.name,
      kind,
      file: path.relative(dir, declaration.getSourceFile().fileName),
      internal: (symbol.declarations ?? []).some((decl) =>
        ts.getJSDocTags(decl).some((tag) => tag.tagName.text === 'internal'),
      ),
    });
  }
  return result;
}

/**
 * The public exports of one kind: those not tagged `@internal`.
 * @param dir the graphql package folder; the current one by default
 * @returns names, sorted.
 */
export function publicExportNames(kind: ExportKind, dir: string = GRAPHQL_DIR): string[] {
  return graphqlExports(dir)
    .filter((item) => item.kind === kind && !item.internal)
    .map((item) => item.name)
    .sort();
}

/**
 * Names that graphql exports and also gives to another, unexported declaration (the `Location`
 * of `language/source.d.ts` is not the exported class `Location`). A type reference with such
 * a name cannot be judged from the rendered name alone.
 * @returns the shared names.
 */
export function shadowedExportNames(): Set<string> {
  const {program} = loadTypings(GRAPHQL_DIR);
  const exported = new Map(graphqlExports().map((item) => [item.name, item.file]));
  const shadowed = new Set<string>();
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(GRAPHQL_DIR)) {
      continue;
    }
    const file = path.relative(GRAPHQL_DIR, source.fileName);
    for (const statement of source.statements) {
      const isExported =
        ts.canHaveModifiers(statement) &&
        (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      const name = (statement as {name?: ts.Node}).name;
      if (
        !isExported &&
        name &&
        ts.isIdentifier(name) &&
        exported.has(name.text) &&
        exported.get(name.text) !== file
      ) {
        shadowed.add(name.text);
      }
    }
  }
  return shadowed;
}
