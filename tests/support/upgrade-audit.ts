/**
 * What changed between two graphql releases, read from their installed packages: the removed
 * exports, and the deprecations from the `@deprecated` tags of the typings. The upgrade guides are
 * held against these lists (`tests/upgrade-guides.test.ts`), and the audit tables on the guides
 * come from them.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** An importable module of a package: `graphql`, `graphql/execution`, `graphql/execution/execute`. */
export type PackageModule = {
  /** What a reader writes after `from`, with the package named `graphql` whatever its folder. */
  specifier: string;
  /** The typings file, absolute. */
  file: string;
  /** `root`, `entry` (a documented entry point such as `graphql/execution`) or `deep` (any other file). */
  kind: 'root' | 'entry' | 'deep';
};

/** One export of a module that the newer release no longer offers at that specifier. */
export type RemovedExport = {
  specifier: string;
  moduleKind: PackageModule['kind'];
  name: string;
  /** Whether the newer release still exports the name from its root (the export moved). */
  atNewRoot: boolean;
};

/** One export of the newer release's root whose declaration carries `@deprecated`. */
export type Deprecation = {
  /** The export, or `Owner.member` for a deprecated member (`GraphQLScalarTypeConfig.serialize`). */
  name: string;
  /** The tag's text: the replacement and, where graphql says, when it goes. */
  text: string;
};

type Typings = {program: ts.Program; checker: ts.TypeChecker; modules: PackageModule[]};

const loaded = new Map<string, Typings>();

type Manifest = {exports?: Record<string, unknown>};

/**
 * Whether a package's `exports` map lets a reader import a subpath (`./execution/execute`).
 * Only the forms graphql's maps use: exact keys and one `*` pattern; no map exports everything.
 */
function isExported(manifest: Manifest, subpath: string): boolean {
  if (!manifest.exports) return true;
  return Object.keys(manifest.exports).some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [prefix, suffix] = key.split('*');
    return (
      subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length > prefix.length + suffix.length
    );
  });
}

/**
 * The modules a reader can import from a graphql package: each typings file (`.d.ts`) the
 * `exports` map (if any) lets through, an `index.d.ts` standing for its folder. The development
 * build (`__dev__`) and the stub for old TypeScript versions have the same typings or none.
 */
function modulesOf(dir: string): PackageModule[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  const modules: PackageModule[] = [];
  for (const relative of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!relative.endsWith('.d.ts') || relative.startsWith('__dev__') || relative.includes('node_modules'))
      continue;
    if (relative === 'NotSupportedTSVersion.d.ts') continue;
    const withoutExtension = relative.slice(0, -'.d.ts'.length).split(path.sep).join('/');
    const folder = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
    const subpath = folder ? `./${folder}` : '.';
    if (!isExported(manifest, subpath)) continue;
    const isIndex = withoutExtension === 'index' || withoutExtension.endsWith('/index');
    modules.push({
      specifier: folder ? `graphql/${folder}` : 'graphql',
      file: path.join(dir, relative),
      kind: folder === '' ? 'root' : isIndex && !folder.includes('/') ? 'entry' : 'deep',
    });
  }
  return modules.sort((a, b) => a.specifier.localeCompare(b.specifier));
}

/** Compiles every typings file of a package once per test process. */
function typingsOf(dir: string): Typings {
  let typings = loaded.get(dir);
  if (!typings) {
    const modules = modulesOf(dir);
    const program = ts.createProgram(
      modules.map((module) => module.file),
      {noEmit: true, skipLibCheck: true, types: []},
    );
    typings = {program, checker: program.getTypeChecker(), modules};
    loaded.set(dir, typings);
  }
  return typings;
}

/** The names a typings file exports (values and types), re-exports included. */
function exportNames({program, checker}: Typings, file: string): string[] {
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  // A typings file without imports or exports (`export {}` aside) is no module: it exports nothing.
  return symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.name) : [];
}

/**
 * Every module a reader can import from a package, with what it exports.
 * @param dir a graphql package folder (`node_modules/graphql-16`)
 * @returns the modules by specifier, each with its export names, sorted.
 * @throws Error (from the compiler) when the typings cannot be read.
 */
export function moduleExports(dir: string): Map<string, {kind: PackageModule['kind']; names: string[]}> {
  const typings = typingsOf(dir);
  return new Map(
    typings.modules.map((module) => [
      module.specifier,
      {kind: module.kind, names: exportNames(typings, module.file).sort()},
    ]),
  );
}

/**
 * The exports of the older release that the newer one does not offer at the same specifier:
 * at the root, at each entry point and in every deep module (a module the newer release lacks
 * counts with all its exports).
 * @param fromDir the older package (`node_modules/graphql-16`)
 * @param toDir the newer package (`node_modules/graphql`)
 * @returns one entry per specifier and name, sorted by specifier, then name.
 */
export function removedExports(fromDir: string, toDir: string): RemovedExport[] {
  const before = moduleExports(fromDir);
  const after = moduleExports(toDir);
  const newRoot = new Set(after.get('graphql')?.names ?? []);
  const removed: RemovedExport[] = [];
  for (const [specifier, {kind, names}] of before) {
    const kept = new Set(after.get(specifier)?.names ?? []);
    for (const name of names) {
      if (!kept.has(name)) removed.push({specifier, moduleKind: kind, name, atNewRoot: newRoot.has(name)});
    }
  }
  return removed;
}

/** The modules of the older release that the newer one no longer has at all. */
export function removedModules(fromDir: string, toDir: string): string[] {
  const after = moduleExports(toDir);
  return [...moduleExports(fromDir).keys()].filter((specifier) => !after.has(specifier));
}

const PRINT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;

/** The shape of one export as text, comparable between releases: what a caller relies on. */
export function shapeOf(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.[0];
  if (!declaration) return '';
  const members = (type: ts.Type) =>
    checker
      .getPropertiesOfType(type)
      .filter((property) => !property.name.startsWith('_') && !property.name.startsWith('#'))
      .map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
        return `${property.name}${optional}: ${checker.typeToString(propertyType, undefined, PRINT)}`;
      })
      .sort();
  const parts: string[] = [];
  if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = checker.getTypeOfSymbol(symbol);
    parts.push(
      ...type.getCallSignatures().map((signature) => checker.signatureToString(signature, undefined, PRINT)),
    );
    if (type.getCallSignatures().length === 0) parts.push(checker.typeToString(type, undefined, PRINT));
  }
  if (symbol.flags & ts.SymbolFlags.Class) {
    const constructorType = checker.getTypeOfSymbol(symbol);
    parts.push(
      ...constructorType
        .getConstructSignatures()
        .map((signature) => 'new ' + checker.signatureToString(signature, undefined, PRINT)),
    );
  }
  if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
    parts.push(...members(checker.getDeclaredTypeOfSymbol(symbol)));
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const text = checker.typeToString(type, undefined, PRINT | ts.TypeFormatFlags.InTypeAlias);
    parts.push(
      type.isUnion() || type.flags & ts.TypeFlags.Object ? text + ' ' + members(type).join('; ') : text,
    );
  }
  // Type names print as written; `Maybe<T>` and `T | null | undefined` are the same to a caller.
  return parts.join('\n').replace(/\bimport\("[^"]*"\)\./g, '');
}

/**
 * The root exports both releases have whose signature (call and construct signatures, public
 * members and their types, or the aliased type) reads differently.
 * @returns the names, sorted; those whose declaration moved between kinds included.
 */
export function changedSignatures(fromDir: string, toDir: string): string[] {
  const shapes = (dir: string) => {
    const typings = typingsOf(dir);
    const root = typings.modules.find((module) => module.kind === 'root');
    const source = root && typings.program.getSourceFile(root.file);
    const symbol = source && typings.checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the root typings of ${dir}`);
    return new Map(
      typings.checker
        .getExportsOfModule(symbol)
        .map((exported) => [exported.name, shapeOf(typings.checker, exported)] as const),
    );
  };
  const before = shapes(fromDir);
  const after = shapes(toDir);
  return [...before]
    .filter(([name, shape]) => after.has(name) && after.get(name) !== shape)
    .map(([name]) => name)
    .sort();
}

function deprecatedTag(declaration: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(declaration).find((candidate) => candidate.tagName.text === 'deprecated');
  if (!tag) return undefined;
  const comment = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
  return (comment ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What a release deprecates: each root export whose declaration has a `@deprecated` tag, and
 * each member (property, method, option) of a root export's declared type that has one.
 * Members a type inherits are listed under the type that declares them.
 * @param dir a graphql package folder
 * @returns one entry per deprecated export or `Owner.member`, sorted by name.
 */
export function deprecations(dir: string): Deprecation[] {
  const typings = typingsOf(dir);
  const {checker, program} = typings;
  const root = typings.modules.find((module) => module.kind === 'root');
  const source = root && program.getSourceFile(root.file);
  const rootSymbol = source && checker.getSymbolAtLocation(source);
  if (!rootSymbol) throw new Error(`cannot read the root typings of ${dir}`);
  const found = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(rootSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    for (const declaration of symbol.declarations ?? []) {
      const text = deprecatedTag(declaration);
      if (text !== undefined) found.set(exported.name, text);
      // Members declared in this declaration's body only: an inherited member belongs to its owner.
      const body =
        ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration)
          ? declaration.members
          : ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)
            ? declaration.type.members
            : [];
      for (const member of body) {
        const memberText = deprecatedTag(member);
        const memberName = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
        if (memberText !== undefined && memberName) found.set(`${exported.name}.${memberName}`, memberText);
      }
    }
  }
  return [...found].map(([name, text]) => ({name, text})).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a package folder exists (a pair of the guides list may name one not installed here). */
export function isInstalled(dir: string): boolean {
  return existsSync(path.join(dir, 'package.json'));
}

/**
 * One item of graphql-js's own upgrade guide between two majors: what it announces, and the APIs,
 * options or module paths it names. The guide of this site names each in inline code and gives the
 * item a row of its item table.
 */
export type UpstreamItem = {
  /** The item, as graphql-js's guide announces it (for messages). */
  item: string;
  /** The APIs, options or paths the item names, as this site's guide writes them in inline code. */
  names: string[];
};

/**
 * The items of graphql-js's guide from 16 to 17 (`website/pages/upgrade-guides/v16-v17.mdx`, newest
 * text of the 17.x.x branch, stored at graphql/graphql-js f793d50), in its order: derived by hand,
 * one entry per change, new API or deprecation it announces. Items about 17's alpha releases only
 * (`singleResult`, `perEventExecutor`) are kept, so that the guide says there is nothing to change.
 */
export const GRAPHQL_JS_V16_TO_V17: readonly UpstreamItem[] = [
  {item: 'Node.js 22, 24, 25, or 26 and later (`engines`)', names: ['engines']},
  {item: 'TypeScript 4.4 and newer (`typesVersions`)', names: ['typesVersions']},
  {
    item: '`exports` map and package conditions; deep imports resolve but are not semver-stable',
    names: ['exports'],
  },
  {
    item: 'a `__dev__` build tree, chosen by the `development` condition or imported by path',
    names: ['__dev__'],
  },
  {item: '`graphql/subscription` is gone', names: ['graphql/subscription']},
  {
    item: 'development mode off by default, independent of `NODE_ENV`: `enableDevMode()`, `isDevModeEnabled()`',
    names: ['NODE_ENV', 'enableDevMode', 'isDevModeEnabled'],
  },
  {
    item: '`graphql()` and `graphqlSync()` take parser, validation and execution options, `abortSignal`, `hooks` and a `harness`',
    names: ['graphqlSync', 'abortSignal', 'hooks', 'harness'],
  },
  {
    item: "`GraphQLHarness` and `defaultHarness`; a harness's `parse` may be asynchronous",
    names: ['GraphQLHarness', 'defaultHarness'],
  },
  {
    item: '`execute()` is single-result; `@defer` and `@stream` need `experimentalExecuteIncrementally()`',
    names: ['experimentalExecuteIncrementally'],
  },
  {
    item: '`experimentalExecuteIncrementally()` returns `initialResult` and `subsequentResults`',
    names: ['initialResult', 'subsequentResults'],
  },
  {
    item: "`legacyExecuteIncrementally()` keeps the payload format of 17's alphas",
    names: ['legacyExecuteIncrementally'],
  },
  {item: "the `singleResult` discriminator of 17's alphas is gone", names: ['singleResult']},
  {item: '`@experimental_disableErrorPropagation`', names: ['@experimental_disableErrorPropagation']},
  {
    item: '`@defer`/`@stream` validation follows named fragments, rejects them in subscriptions (`DeferStreamDirectiveOnValidOperationsRule`) and on mutation and subscription root fields only (`DeferStreamDirectiveOnRootFieldRule`)',
    names: ['DeferStreamDirectiveOnValidOperationsRule', 'DeferStreamDirectiveOnRootFieldRule'],
  },
  {item: 'list fields may resolve to an `AsyncIterable`', names: ['AsyncIterable']},
  {
    item: '`validateExecutionArgs()`, `executeRootSelectionSet()`, `experimentalExecuteRootSelectionSet()`, `legacyExecuteRootSelectionSet()`',
    names: [
      'validateExecutionArgs',
      'executeRootSelectionSet',
      'experimentalExecuteRootSelectionSet',
      'legacyExecuteRootSelectionSet',
    ],
  },
  {
    item: '`execute()` and `subscribe()` return synchronously when they can (`PromiseOrValue`)',
    names: ['PromiseOrValue', 'subscribe'],
  },
  {item: '`subscribe()` returns a `PromiseOrValue`', names: ['subscribe', 'PromiseOrValue']},
  {
    item: '`subscribe()` rejects incremental delivery; disable `@defer` and `@stream` with `if`',
    names: ['@defer', '@stream', 'if'],
  },
  {
    item: '`createSourceEventStream()` takes `ValidatedSubscriptionArgs` from `validateSubscriptionArgs()`',
    names: ['createSourceEventStream', 'ValidatedSubscriptionArgs', 'validateSubscriptionArgs'],
  },
  {
    item: '`validateSubscriptionArgs()` builds on `validateExecutionArgs()`',
    names: ['validateSubscriptionArgs', 'validateExecutionArgs'],
  },
  {
    item: '`mapSourceToResponseEvent()` with a `RootSelectionSetExecutor`, by default `executeSubscriptionEvent()`',
    names: ['mapSourceToResponseEvent', 'RootSelectionSetExecutor', 'executeSubscriptionEvent'],
  },
  {
    item: "`perEventExecutor` of 17's alphas replaced by `mapSourceToResponseEvent()`",
    names: ['perEventExecutor'],
  },
  {
    item: '`abortSignal` for `graphql()`, `execute()`, `subscribe()`, `experimentalExecuteIncrementally()`; `info.getAbortSignal()`',
    names: ['abortSignal', 'getAbortSignal'],
  },
  {
    item: '`AbortedGraphQLExecutionError` with the partial result (`abortedResult`)',
    names: ['AbortedGraphQLExecutionError', 'abortedResult'],
  },
  {
    item: 'execution hooks: `asyncWorkFinished`, `info.getAsyncHelpers()`',
    names: ['asyncWorkFinished', 'getAsyncHelpers'],
  },
  {
    item: 'tracing channels on `node:diagnostics_channel` (`graphql:parse` … `graphql:resolve`)',
    names: ['node:diagnostics_channel', 'graphql:parse', 'graphql:resolve'],
  },
  {
    item: 'argument, input-field and directive-argument defaults checked by `validateSchema()`',
    names: ['validateSchema', '@cache(maxAge:)'],
  },
  {item: '`defaultValue` deprecated', names: ['defaultValue']},
  {item: '`default: {value}` and `default: {literal}`; SDL defaults kept as literals', names: ['default']},
  {
    item: '`undefined` in `variableValues`, in input object literals and as an unknown field means absent',
    names: ['undefined', 'variableValues'],
  },
  {
    item: '`coerceInputValue()` and `coerceInputLiteral()` return `undefined` on failure',
    names: ['coerceInputValue', 'coerceInputLiteral'],
  },
  {
    item: '`validateInputValue()`, `validateInputLiteral()` and `valueToLiteral()`',
    names: ['validateInputValue', 'validateInputLiteral', 'valueToLiteral'],
  },
  {item: '`replaceVariables()` before coercing a literal outside execution', names: ['replaceVariables']},
  {item: 'built-in scalars accept `bigint`', names: ['bigint']},
  {
    item: 'scalar functions `coerceOutputValue`, `coerceInputValue`, `coerceInputLiteral`; `astFromValue()` to `valueToLiteral()`',
    names: ['coerceOutputValue', 'astFromValue'],
  },
  {item: '`getVariableValues()` returns `{variableValues}`', names: ['getVariableValues']},
  {item: '`info.variableValues` is a `VariableValues` (`coerced`)', names: ['VariableValues', 'coerced']},
  {
    item: 'argument, input object and variable maps have no prototype; use `Object.hasOwn()`',
    names: ['Object.hasOwn'],
  },
  {
    item: '`GraphQLResolveInfo` adds `getAbortSignal()` and `getAsyncHelpers()`',
    names: ['GraphQLResolveInfo', 'getAbortSignal', 'getAsyncHelpers'],
  },
  {item: '`toConfig()` keeps `assumeValid`', names: ['assumeValid']},
  {
    item: 'one type for two root operations is rejected (`schema { query: Root, mutation: Root }`)',
    names: ['schema { query: Root, mutation: Root }'],
  },
  {item: '`@deprecated(reason:)` is non-null', names: ['@deprecated(reason:)']},
  {item: '`includeDeprecated` is `Boolean! = false`', names: ['includeDeprecated']},
  {item: 'input objects, `@oneOf` ones included, must admit a finite value', names: ['@oneOf']},
  {
    item: 'directive locations on fields, arguments and input fields of extensions (`extend input`)',
    names: ['extend input', 'INPUT_FIELD_DEFINITION'],
  },
  {
    item: '`GraphQLField`, `GraphQLArgument`, `GraphQLInputField`, `GraphQLEnumValue`; `assertField()`, `assertArgument()`, `assertInputField()`, `assertEnumValue()`',
    names: [
      'GraphQLField',
      'GraphQLArgument',
      'GraphQLInputField',
      'GraphQLEnumValue',
      'assertField',
      'assertArgument',
      'assertInputField',
      'assertEnumValue',
    ],
  },
  {item: '`schema.getField()`, meta fields included', names: ['getField']},
  {item: '`symbol` keys in `extensions`', names: ['symbol', 'extensions']},
  {item: '`printDirective()`', names: ['printDirective']},
  {
    item: '`GraphQLInterfaceTypeNormalizedConfig` no longer exported by an entry point',
    names: ['GraphQLInterfaceTypeNormalizedConfig'],
  },
  {
    item: '`KindEnum`, `TokenKindEnum`, `DirectiveLocationEnum` are gone',
    names: ['KindEnum', 'TokenKindEnum', 'DirectiveLocationEnum'],
  },
  {item: '`getVisitFn()` is gone; `getEnterLeaveForKind()`', names: ['getVisitFn', 'getEnterLeaveForKind']},
  {
    item: 'empty AST lists (`arguments`, `directives`, `variableDefinitions`, …) are left out',
    names: ['arguments', 'variableDefinitions'],
  },
  {item: '`isSubscriptionOperationDefinitionNode()`', names: ['isSubscriptionOperationDefinitionNode']},
  {
    item: 'directives on directive definitions and `extend directive` without `experimentalDirectivesOnDirectiveDefinitions`; `DirectiveExtensionNode`, `DIRECTIVE_DEFINITION`, deprecated directives',
    names: ['experimentalDirectivesOnDirectiveDefinitions', 'extend directive', 'DirectiveExtensionNode'],
  },
  {
    item: '`experimentalFragmentArguments`; `allowLegacyFragmentVariables` is gone',
    names: ['experimentalFragmentArguments', 'allowLegacyFragmentVariables'],
  },
  {item: '`validate()` no longer takes a `TypeInfo`', names: ['validate', 'TypeInfo']},
  {item: '`hideSuggestions`', names: ['hideSuggestions']},
  {item: '`KnownOperationTypesRule`', names: ['KnownOperationTypesRule']},
  {
    item: 'the `@defer`/`@stream` rules (`DeferStreamDirectiveLabelRule`, `StreamDirectiveOnListFieldRule`)',
    names: ['DeferStreamDirectiveLabelRule', 'StreamDirectiveOnListFieldRule'],
  },
  {
    item: '`findBreakingChanges()` and `findDangerousChanges()` deprecated',
    names: ['findBreakingChanges', 'findDangerousChanges'],
  },
  {
    item: '`findSchemaChanges()`, `SafeChangeType`, `SafeChange`',
    names: ['findSchemaChanges', 'SafeChangeType', 'SafeChange'],
  },
  {
    item: '`assertValidName()` and `isValidNameError()` removed; `assertName()`',
    names: ['assertValidName', 'isValidNameError', 'assertName'],
  },
  {
    item: '`assertValidExecutionArguments()` removed; `assertValidSchema()`, `validateExecutionArgs()`',
    names: ['assertValidExecutionArguments', 'assertValidSchema'],
  },
  {
    item: '`getOperationRootType()` removed; `schema.getRootType()`',
    names: ['getOperationRootType', 'getRootType'],
  },
  {item: "`TypeInfo`'s `getFieldDefFn` removed", names: ['getFieldDefFn']},
  {
    item: '`printError()` and `formatError()` removed; `toString()`, `toJSON()`',
    names: ['printError', 'formatError', 'toJSON'],
  },
  {
    item: 'positional `GraphQLError` arguments removed; `GraphQLErrorOptions`',
    names: ['GraphQLError', 'GraphQLErrorOptions'],
  },
  {item: '`originalError` deprecated; `cause`', names: ['originalError', 'cause']},
  {
    item: '`graphql/execution/subscribe` folded into `graphql/execution/execute`',
    names: ['graphql/execution/subscribe'],
  },
  {
    item: '`mapAsyncIterator` became the internal `graphql/execution/mapAsyncIterable`',
    names: ['mapAsyncIterator', 'graphql/execution/mapAsyncIterable'],
  },
  {
    item: '`graphql/utilities/findBreakingChanges` moved to `graphql/utilities/findSchemaChanges`',
    names: ['graphql/utilities/findBreakingChanges', 'graphql/utilities/findSchemaChanges'],
  },
  {
    item: '`graphql/utilities/assertValidName` has no file of the same name',
    names: ['graphql/utilities/assertValidName'],
  },
];

/**
 * The items of graphql-js's guide from 15 to 16 (`website/pages/upgrade-guides/v15-v16.mdx` at
 * graphql/graphql-js db204df), in its order: one entry per labelled paragraph, per bullet of its
 * "Const values", "Additional Deprecations in v16" and "Deep Import Moves" lists, its migration
 * order, and each bullet of its checklists that says something the guide does not say before
 * (`validateSchema()`). Items that restate an earlier one (the deprecations of `printError()` and
 * `graphql/subscription`) keep their own entry, so that the page's table follows the guide row by
 * row. `names`: what this site's guide names for the item in inline code, in the sections its row
 * links.
 */
export const GRAPHQL_JS_V15_TO_V16: readonly UpstreamItem[] = [
  {item: 'Node.js 12.22, 14.16, 16 or newer (`engines`); upgrade Node.js first', names: ['engines']},
  {
    item: 'typings for TypeScript 4.1 and newer (`typesVersions`), generated from the TypeScript source',
    names: ['typesVersions'],
  },
  {item: 'no `.js.flow` files published; Flow users need definitions of their own', names: ['.js.flow']},
  {
    item: "historical note: graphql-js's own source moved from Flow to TypeScript (its `flow-typed` definitions removed)",
    names: ['flow-typed'],
  },
  {
    item: 'runtime polyfills dropped (`Array.from`, `Symbol`, `Object.values`, …); polyfill in the host',
    names: ['Array.from', 'Symbol', 'Object.values'],
  },
  {
    item: 'file-level imports: only `graphql` and its entry points (`graphql/language`, `graphql/type`, `graphql/execution`, `graphql/utilities`, `graphql/validation`) are stable; some paths moved, rule aliases without `Rule` removed',
    names: [
      'graphql/language',
      'graphql/type',
      'graphql/execution',
      'graphql/utilities',
      'graphql/validation',
    ],
  },
  {item: '`graphql()` and `graphqlSync()` take one object only', names: ['graphql', 'graphqlSync']},
  {item: '`execute()` and `executeSync()` take one object only', names: ['execute', 'executeSync']},
  {item: '`subscribe()` takes one object only', names: ['subscribe']},
  {
    item: 'subscription APIs in `graphql/execution`; `graphql/subscription` deprecated',
    names: ['graphql/execution', 'graphql/subscription'],
  },
  {
    item: 'positional arguments of `createSourceEventStream()` deprecated',
    names: ['createSourceEventStream'],
  },
  {
    item: '`findDeprecatedUsages()` removed; `validate()` with `NoDeprecatedCustomRule`',
    names: ['findDeprecatedUsages', 'NoDeprecatedCustomRule'],
  },
  {item: '`#` comments are no longer descriptions; string descriptions (`"""…"""`)', names: ['#', '"""…"""']},
  {
    item: 'the `commentDescriptions` option has no effect; `getDescription()` removed',
    names: ['commentDescriptions', 'getDescription'],
  },
  {
    item: 'empty field sets rejected, even with `allowLegacySDLEmptyFields`',
    names: ['allowLegacySDLEmptyFields'],
  },
  {
    item: '`allowLegacySDLImplementsInterfaces` removed; `&` between interfaces',
    names: ['allowLegacySDLImplementsInterfaces'],
  },
  {
    item: '`GraphQLSchema.isPossibleType()` removed; `schema.isSubType()`',
    names: ['isPossibleType', 'isSubType'],
  },
  {
    item: '`isDeprecated` of fields and enum values removed; `deprecationReason != null`',
    names: ['isDeprecated', 'deprecationReason != null'],
  },
  {
    item: '`specifiedByUrl` is `specifiedByURL`; the SDL directive and the `specifiedByUrl: true` option of `getIntrospectionQuery()` keep their spelling',
    names: ['specifiedByUrl', 'specifiedByURL', 'specifiedByUrl: true'],
  },
  {item: '`validate()` stops after 100 errors; `maxErrors`', names: ['maxErrors']},
  {
    item: 'no introspection field (`__typename`) at the root of a subscription',
    names: ['__typename', 'SingleFieldSubscriptionsRule'],
  },
  {item: 'array-likes (objects with a `length`) are no longer list inputs', names: ['length']},
  {item: 'input object coercion (`coerceInputValue()`) rejects arrays', names: ['coerceInputValue']},
  {item: '`maxCoercionErrors` of `execute()` (default 50)', names: ['maxCoercionErrors']},
  {item: 'a scalar `serialize()` that returns `null` is a field error', names: ['serialize', 'null']},
  {
    item: '`GraphQLError` takes an options object (`GraphQLErrorOptions`)',
    names: ['GraphQLError', 'GraphQLErrorOptions'],
  },
  {
    item: "`GraphQLError` is `[object GraphQLError]` to `Object.prototype.toString`, its JSON has the specification's fields; `toJSON()`",
    names: ['Object.prototype.toString', 'toJSON'],
  },
  {
    item: '`printError()` and `formatError()` deprecated; `error.toString()`, `error.toJSON()`',
    names: ['printError', 'formatError', 'toString', 'toJSON'],
  },
  {
    item: 'visitor form `{enter: {Field() {}}}` removed; `{Field: {enter() {}}}` and `{Field() {}}` remain',
    names: ['{enter: {Field() {}}}', '{Field: {enter() {}}}'],
  },
  {item: '`getEnterLeaveForKind()`', names: ['getEnterLeaveForKind']},
  {item: '`parseConstValue()`', names: ['parseConstValue']},
  {item: '`isConstValueNode()`', names: ['isConstValueNode']},
  {item: '`OperationTypeNode`', names: ['OperationTypeNode']},
  {item: '`GRAPHQL_MIN_INT` and `GRAPHQL_MAX_INT`', names: ['GRAPHQL_MIN_INT', 'GRAPHQL_MAX_INT']},
  {
    item: '`maxTokens` of `parse()`; `tokenCount` of the document',
    names: ['maxTokens', 'tokenCount', 'maxLexicalTokens'],
  },
  {
    item: 'descriptions (`description`) on operations, variable definitions and fragments, parsed and printed; none on shorthand queries',
    names: ['description'],
  },
  {item: '`typeDepth` of `getIntrospectionQuery()`', names: ['typeDepth']},
  {item: '`values` of `GraphQLEnumType` may be a function', names: ['GraphQLEnumType', 'values']},
  {
    item: 'OneOf input objects: `@oneOf` (`GraphQLOneOfDirective`), `isOneOf: true`; `isOneOf` in introspection, asked for with the `oneOf: true` option of `getIntrospectionQuery()`',
    names: ['@oneOf', 'GraphQLOneOfDirective', 'isOneOf', 'oneOf: true'],
  },
  {item: 'schema coordinates: `resolveSchemaCoordinate()`', names: ['resolveSchemaCoordinate']},
  {
    item: 'directives on directive definitions behind `experimentalDirectivesOnDirectiveDefinitions`; the location `DIRECTIVE_DEFINITION`',
    names: ['experimentalDirectivesOnDirectiveDefinitions', 'DIRECTIVE_DEFINITION'],
  },
  {
    item: 'deprecated: positional arguments of `GraphQLError`; the options object (`GraphQLErrorOptions`)',
    names: ['GraphQLError', 'GraphQLErrorOptions'],
  },
  {item: 'deprecated: `printError()` and `formatError()` (said above)', names: ['printError', 'formatError']},
  {
    item: 'deprecated: `getOperationRootType()`; `schema.getRootType()`',
    names: ['getOperationRootType', 'getRootType'],
  },
  {
    item: 'deprecated: `assertValidName()` and `isValidNameError()`; `assertName()`',
    names: ['assertValidName', 'isValidNameError', 'assertName'],
  },
  {
    item: 'deprecated: the `typeInfo` argument of `validate()`; `visitWithTypeInfo()` for traversals',
    names: ['typeInfo', 'visitWithTypeInfo'],
  },
  {item: "deprecated: `TypeInfo`'s `getFieldDefFn`", names: ['getFieldDefFn']},
  {
    item: 'deprecated: `assertValidExecutionArguments()`; `assertValidSchema()`',
    names: ['assertValidExecutionArguments', 'assertValidSchema'],
  },
  {item: 'deprecated: `graphql/subscription` (said above)', names: ['graphql/subscription']},
  {
    item: 'deprecated: positional arguments of `createSourceEventStream()`; for graphql 17, `validateSubscriptionArgs()` first',
    names: ['createSourceEventStream', 'validateSubscriptionArgs'],
  },
  {
    item: 'an order of work: Node.js first, then `graphql()`, `execute()` and `subscribe()` calls while still on 15, …; test after each step',
    names: ['graphql', 'execute', 'subscribe'],
  },
  {
    item: 'run `validateSchema()` after updating OneOf types, interface inheritance and scalar URLs (from its checklist)',
    names: ['validateSchema', 'specifiedByUrl'],
  },
  {
    item: '`graphql/subscription/subscribe` is `graphql/execution/subscribe`',
    names: ['graphql/subscription/subscribe', 'graphql/execution/subscribe'],
  },
  {
    item: '`mapAsyncIterator` moved from `graphql/subscription/mapAsyncIterator` to `graphql/execution/mapAsyncIterator`, a named export',
    names: [
      'mapAsyncIterator',
      'graphql/subscription/mapAsyncIterator',
      'graphql/execution/mapAsyncIterator',
    ],
  },
  {
    item: '`graphql/error/formatError` folded into `graphql/error`',
    names: ['graphql/error/formatError', 'graphql/error'],
  },
  {
    item: 'rule modules without `Rule` removed (`graphql/validation/rules/ExecutableDefinitions`: `ExecutableDefinitionsRule`, …)',
    names: ['graphql/validation/rules/ExecutableDefinitions', 'ExecutableDefinitionsRule'],
  },
];

/**
 * The items of graphql-js's guide from 14 to 15 (`website/pages/upgrade-guides/v14-v15.mdx` at
 * graphql/graphql-js f793d50), in its order, counted as for {@link GRAPHQL_JS_V15_TO_V16}: its
 * labelled paragraphs, the bullets of "v15 Compatibility APIs to Clear Before v16" and "Deep Import
 * Moves", its migration order, and the one checklist bullet that is new (`allowedLegacyNames`).
 */
export const GRAPHQL_JS_V14_TO_V15: readonly UpstreamItem[] = [
  {item: 'Node.js 10 or newer (`engines`); upgrade Node.js first', names: ['engines']},
  {
    item: 'no dependency on `iterall` or `babel-polyfill`; native iterators; polyfills in the host',
    names: ['iterall', 'babel-polyfill'],
  },
  {
    item: 'typings reorganized; imports from `graphql` and its entry points (`graphql/language`, `graphql/type`, `graphql/execution`, `graphql/utilities`, `graphql/validation`) keep working',
    names: [
      'graphql/language',
      'graphql/type',
      'graphql/execution',
      'graphql/utilities',
      'graphql/validation',
    ],
  },
  {item: 'TypeScript-only type parameters removed (`TArgs`, `TData`)', names: ['TArgs', 'TData']},
  {
    item: '`coerceValue()` removed; `coerceInputValue()`, which throws without a callback',
    names: ['coerceValue', 'coerceInputValue'],
  },
  {
    item: '`isValidJSValue()` and `isValidLiteralValue()` removed; coercion or `validate()`',
    names: ['isValidJSValue', 'isValidLiteralValue'],
  },
  {
    item: '`introspectionQuery` removed; `getIntrospectionQuery()`',
    names: ['introspectionQuery', 'getIntrospectionQuery'],
  },
  {item: '`createLexer()` removed; the `Lexer` class (`new Lexer(source)`)', names: ['createLexer', 'Lexer']},
  {item: '`Lexer`, `Location` and `Token` are public classes', names: ['Lexer', 'Location', 'Token']},
  {
    item: 'file-level imports: only `graphql` and its entry points (`graphql/language`, `graphql/type`, `graphql/execution`, `graphql/utilities`, `graphql/validation`) are stable; some file and export names changed',
    names: [
      'graphql/language',
      'graphql/type',
      'graphql/execution',
      'graphql/utilities',
      'graphql/validation',
    ],
  },
  {
    item: '`buildSchema()` applies the extensions of its document, which graphql 14 ignored',
    names: ['buildSchema', 'extendSchema'],
  },
  {
    item: 'interfaces implementing interfaces (`getInterfaces()`); run `validateSchema()` afterwards',
    names: ['getInterfaces', 'validateSchema'],
  },
  {
    item: 'descriptions on schemas: `description` of `GraphQLSchema`, of `__Schema` in introspection (`schemaDescription`)',
    names: ['description', 'GraphQLSchema', '__Schema', 'schemaDescription'],
  },
  {
    item: '`@specifiedBy` and `specifiedByUrl`: printed, built, and introspected on request',
    names: ['@specifiedBy', 'specifiedByUrl'],
  },
  {
    item: '`@deprecated` on arguments and input fields; `includeDeprecated` on `args` and `inputFields`',
    names: ['includeDeprecated', 'args', 'inputFields'],
  },
  {
    item: 'an empty deprecation reason (`@deprecated(reason: "")`) deprecates; check `deprecationReason != null`',
    names: ['@deprecated(reason: "")', 'deprecationReason != null'],
  },
  {item: 'enum `value: undefined` means no value: the name is the value', names: ['value: undefined']},
  {
    item: 'enum `serialize()`, `parseValue()` and `parseLiteral()` throw for unknown values',
    names: ['serialize', 'parseValue', 'parseLiteral'],
  },
  {item: 'a `Float` field whose resolver returns `NaN` reports an error', names: ['Float', 'NaN']},
  {item: '`astFromValue(NaN, GraphQLFloat)` throws', names: ['astFromValue']},
  {item: '`Int`, `Float` and `Boolean` serialize objects through `valueOf()`', names: ['valueOf']},
  {
    item: 'object arguments for `graphql()`, `graphqlSync()`, `execute()`, `executeSync()` and `subscribe()`, new in 15',
    names: ['graphql', 'graphqlSync', 'execute', 'executeSync', 'subscribe'],
  },
  {item: '`executeSync()`, from `graphql` and `graphql/execution`', names: ['executeSync']},
  {
    item: '`ExecutionResult` has an optional `extensions` (`TExtensions`)',
    names: ['ExecutionResult', 'TExtensions'],
  },
  {
    item: '`GraphQLError` has `toJSON()`; `GraphQLFormattedError` types',
    names: ['toJSON', 'GraphQLFormattedError'],
  },
  {
    item: '`NoDeprecatedCustomRule`; `findDeprecatedUsages()` still there',
    names: ['NoDeprecatedCustomRule', 'findDeprecatedUsages'],
  },
  {item: '`NoSchemaIntrospectionCustomRule`', names: ['NoSchemaIntrospectionCustomRule']},
  {
    item: '`recommendedRules` and `MaxIntrospectionDepthRule`, beside `specifiedRules`',
    names: ['recommendedRules', 'MaxIntrospectionDepthRule', 'specifiedRules'],
  },
  {
    item: 'before 16: positional calls of `graphql()`, `graphqlSync()`, `execute()`, `executeSync()` and `subscribe()` to one object',
    names: ['graphql', 'graphqlSync', 'execute', 'executeSync', 'subscribe'],
  },
  {
    item: 'before 16: `findDeprecatedUsages()` to `validate()` with `NoDeprecatedCustomRule`',
    names: ['findDeprecatedUsages', 'NoDeprecatedCustomRule'],
  },
  {
    item: 'before 16: comment descriptions, `commentDescriptions`, `getDescription()`',
    names: ['commentDescriptions', 'getDescription'],
  },
  {
    item: 'before 16: `allowLegacySDLEmptyFields` and `allowLegacySDLImplementsInterfaces`',
    names: ['allowLegacySDLEmptyFields', 'allowLegacySDLImplementsInterfaces'],
  },
  {item: 'before 16: `isPossibleType()` to `isSubType()`', names: ['isPossibleType', 'isSubType']},
  {
    item: 'before 16: `isDeprecated` to `deprecationReason != null`',
    names: ['isDeprecated', 'deprecationReason != null'],
  },
  {
    item: 'before 16: plan the rename of `specifiedByUrl` to `specifiedByURL`',
    names: ['specifiedByUrl', 'specifiedByURL'],
  },
  {
    item: 'an order of work: Node.js, removed utilities, then schemas and SDL with `validateSchema()`, …; test after each step',
    names: ['validateSchema'],
  },
  {
    item: '`allowedLegacyNames` removed from `GraphQLSchema` (from its checklist)',
    names: ['allowedLegacyNames'],
  },
  {
    item: '`graphql/utilities/schemaPrinter` is `graphql/utilities/printSchema`',
    names: ['graphql/utilities/schemaPrinter', 'graphql/utilities/printSchema'],
  },
  {
    item: '`graphql/utilities/introspectionQuery` is `graphql/utilities/getIntrospectionQuery`',
    names: ['graphql/utilities/introspectionQuery', 'graphql/utilities/getIntrospectionQuery'],
  },
  {
    item: 'rule modules renamed with `Rule` (`FieldsOnCorrectType` is `FieldsOnCorrectTypeRule`, …)',
    names: ['FieldsOnCorrectType', 'FieldsOnCorrectTypeRule'],
  },
  {
    item: '`graphql/tsutils/Maybe` is `graphql/jsutils/Maybe`, a named `Maybe` export',
    names: ['graphql/tsutils/Maybe', 'graphql/jsutils/Maybe', 'Maybe'],
  },
];
