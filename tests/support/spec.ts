/**
 * Names that `../shared/spec/site-spec.md` section 2 ("Screens and routes") lists. They come
 * from the spec, not from the site, so the tests hold the site against the spec.
 */

/** "Class pages": the complete list. */
export const SPEC_CLASSES = [
  'GraphQLDirective',
  'GraphQLEnumType',
  'GraphQLError',
  'GraphQLInputObjectType',
  'GraphQLInterfaceType',
  'GraphQLList',
  'GraphQLNonNull',
  'GraphQLObjectType',
  'GraphQLScalarType',
  'GraphQLSchema',
  'GraphQLUnionType',
  'Lexer',
  'Location',
  'Source',
  'Token',
  'TypeInfo',
  'ValidationContext',
];

/** "Enum pages": the complete list. */
export const SPEC_ENUMS = [
  'BreakingChangeType',
  'DangerousChangeType',
  'DirectiveLocation',
  'Kind',
  'OperationTypeNode',
  'TokenKind',
  'TypeKind',
];

/** "Function pages": the functions the spec names (the full list is not shown there). */
export const SPEC_FUNCTIONS = [
  'buildSchema',
  'buildClientSchema',
  'buildASTSchema',
  'extendSchema',
  'graphql',
  'graphqlSync',
  'execute',
  'executeSync',
  'experimentalExecuteIncrementally',
  'subscribe',
  'createSourceEventStream',
  'parse',
  'parseValue',
  'parseConstValue',
  'parseType',
  'print',
  'visit',
  'validate',
  'validateSchema',
  'getIntrospectionQuery',
  'printSchema',
  'findBreakingChanges',
  'findDangerousChanges',
  'coerceInputValue',
  'valueFromAST',
  'FieldsOnCorrectTypeRule',
  'KnownArgumentNamesRule',
  'UniqueOperationNamesRule',
  'NoDeprecatedCustomRule',
  'NoSchemaIntrospectionCustomRule',
];

/** "Interface pages": the interfaces the spec names (the full list is not shown there). */
export const SPEC_INTERFACES = [
  'BreakingChange',
  'DangerousChange',
  'ParseOptions',
  'ResponsePath',
  'SourceLocation',
];

/** The API reference's base route and its kind segments ("/api/class/{Name}", ...). */
export const API_KIND_ROUTES = {
  class: '/api/class/',
  enum: '/api/enum/',
  function: '/api/function/',
  interface: '/api/interface/',
} as const;
