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

export const GRAPHQL_DIR = path.join(ROOT, 'node_modules', 'graphql');

let typings: {entry: string; program: ts.Program; checker: ts.TypeChecker} | undefined;

/** Compiles the typings once per test process; every helper below reads the same program. */
function loadTypings() {
  if (!typings) {
    const entry = path.join(GRAPHQL_DIR, 'index.d.ts');
    const program = ts.createProgram([entry], {noEmit: true, skipLibCheck: true, types: []});
    typings = {entry, program, checker: program.getTypeChecker()};
  }
  return typings;
}

function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): ExportKind | undefined {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
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
 * Lists what `import {…} from 'graphql'` offers, with the TypeScript compiler API over
 * `node_modules/graphql/index.d.ts`: independent of TypeDoc and of the docs plugin, so the
 * tests can hold the built API reference against it.
 * @returns one entry per exported name, re-exports resolved to their declaration.
 * @throws Error when the typings cannot be loaded.
 */
export function graphqlExports(): GraphqlExport[] {
  const {entry, program, checker} = loadTypings();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    throw new Error(`cannot read the exports of ${entry}`);
  }
  const result: GraphqlExport[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const kind = kindOf(symbol, checker);
    const declaration = symbol.declarations?.[0];
    if (!kind || !declaration) {
      continue;
    }
    result.push({
      name: exported.name,
      kind,
      file: path.relative(GRAPHQL_DIR, declaration.getSourceFile().fileName),
      internal: (symbol.declarations ?? []).some((decl) =>
        ts.getJSDocTags(decl).some((tag) => tag.tagName.text === 'internal'),
      ),
    });
  }
  return result;
}

/**
 * The public exports of one kind: those not tagged `@internal`.
 * @returns names, sorted.
 */
export function publicExportNames(kind: ExportKind): string[] {
  return graphqlExports()
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
  const {program} = loadTypings();
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
