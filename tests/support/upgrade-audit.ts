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
