/**
 * A TypeScript type of the API data as signature text, its references as links to their pages.
 * Ported from docusaurus-plugin-typedoc-api 4.4.0's `Type` (MIT) as the site patched it: a
 * reference is a plain link that the page routes (src/components/ApiTypeLink), not a `Link`.
 * The cases follow TypeDoc's own `type` partial
 * (https://github.com/TypeStrong/typedoc/blob/v0.25.13/src/lib/output/themes/default/partials/type.tsx).
 */
import {Fragment, type ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiMemberSignatureTitle from '@site/src/components/ApiMemberSignatureTitle';
import ApiTypeLink from '@site/src/components/ApiTypeLink';
import {useReflectionMap} from '@site/src/utils/apiData';

/**
 * The declaration of an object or function type (a `reflection` type), which the pages list
 * under the signature.
 * @param type a type, or anything else TypeDoc's JSON may put there (an index signature has none)
 * @returns its `declaration`, or undefined
 */
export function extractDeclarationFromType(type?: object): JSONOutput.DeclarationReflection | undefined {
  return type && 'declaration' in type ? (type as JSONOutput.ReflectionType).declaration : undefined;
}

/** `element` in parentheses when `needsParens`. */
function parens(element: ReactNode, needsParens: boolean): ReactNode {
  if (!needsParens) {
    return element;
  }
  return (
    <>
      {needsParens && <span className="tsd-signature-symbol">(</span>}
      {element}
      {needsParens && <span className="tsd-signature-symbol">)</span>}
    </>
  );
}

/** Types with `separator` between them (a union's ` | `, a tuple's `, `…). */
function joined(types: JSONOutput.SomeType[], separator: string, needsParens = false): ReactNode {
  return types.map((t, i) => (
    <Fragment key={t.type + i}>
      {i > 0 && <span className="tsd-signature-symbol">{separator}</span>}
      <ApiType needsParens={needsParens} type={t} />
    </Fragment>
  ));
}

/**
 * @param props.type the type; TypeDoc's JSON of any version since 0.23 (its older type names too)
 * @param props.needsParens whether a union, intersection, conditional or function type is in
 *   parentheses (an element type of an array, a member of a union or intersection)
 * @returns the type's spans and links; `void` for a type it does not know, nothing without one
 */
export default function ApiType({
  needsParens = false,
  type: base,
}: {
  needsParens?: boolean;
  type?: JSONOutput.SomeType;
}): ReactNode {
  const reflections = useReflectionMap();
  if (!base) {
    return null;
  }
  // TypeDoc 0.23 named two of the types otherwise.
  switch (String(base.type)) {
    case 'array': {
      const type = base as JSONOutput.ArrayType;
      return (
        <>
          <ApiType needsParens type={type.elementType} />
          <span className="tsd-signature-symbol">[]</span>
        </>
      );
    }
    case 'conditional': {
      const type = base as JSONOutput.ConditionalType;
      return parens(
        <>
          <ApiType needsParens type={type.checkType} />
          <span className="tsd-signature-symbol">{' extends '}</span>
          <ApiType type={type.extendsType} />
          <span className="tsd-signature-symbol">{' ? '}</span>
          <ApiType type={type.trueType} />
          <span className="tsd-signature-symbol">{' : '}</span>
          <ApiType type={type.falseType} />
        </>,
        needsParens,
      );
    }
    case 'indexedAccess': {
      const type = base as JSONOutput.IndexedAccessType;
      return (
        <>
          <ApiType type={type.objectType} />
          <span className="tsd-signature-symbol">[</span>
          <ApiType type={type.indexType} />
          <span className="tsd-signature-symbol">]</span>
        </>
      );
    }
    case 'inferred': {
      const type = base as JSONOutput.InferredType;
      return (
        <>
          <span className="tsd-signature-symbol">{'infer '}</span> {type.name}
        </>
      );
    }
    case 'intersection':
    case 'union': {
      const type = base as JSONOutput.IntersectionType | JSONOutput.UnionType;
      return parens(joined(type.types, type.type === 'union' ? ' | ' : ' & ', true), needsParens);
    }
    case 'intrinsic':
    case 'unknown': {
      const type = base as JSONOutput.IntrinsicType | JSONOutput.UnknownType;
      return <span className="tsd-signature-type">{type.name}</span>;
    }
    case 'literal': {
      const type = base as JSONOutput.LiteralType;
      return <span className="tsd-signature-type">{String(type.value)}</span>;
    }
    case 'mapped': {
      const type = base as JSONOutput.MappedType;
      return (
        <>
          <span className="tsd-signature-symbol">{'{ '}</span>
          {type.readonlyModifier === '+' && <span className="tsd-signature-symbol">{'readonly '}</span>}
          {type.readonlyModifier === '-' && <span className="tsd-signature-symbol">{'-readonly '}</span>}
          <span className="tsd-signature-symbol">{'[ '}</span>
          <span className="tsd-signature-type">{type.parameter}</span>
          <span className="tsd-signature-symbol">{' in '}</span>
          <ApiType type={type.parameterType} />
          {type.nameType && (
            <>
              <span className="tsd-signature-symbol">{' as '}</span>
              <ApiType type={type.nameType} />
            </>
          )}
          <span className="tsd-signature-symbol">{' ]'}</span>
          {type.optionalModifier === '+' && <span className="tsd-signature-symbol">{'?: '}</span>}
          {type.optionalModifier === '-' && <span className="tsd-signature-symbol">{'-?: '}</span>}
          {!type.optionalModifier && <span className="tsd-signature-symbol">{': '}</span>}
          <ApiType type={type.templateType} />
          <span className="tsd-signature-symbol">{' }'}</span>
        </>
      );
    }
    case 'optional': {
      const type = base as JSONOutput.OptionalType;
      return (
        <>
          <ApiType type={type.elementType} />
          <span className="tsd-signature-symbol">?</span>
        </>
      );
    }
    case 'predicate': {
      const type = base as JSONOutput.PredicateType;
      return (
        <>
          {type.asserts && <span className="tsd-signature-symbol">{'asserts '}</span>}
          <span className="tsd-signature-type">{type.name}</span>
          {type.targetType && (
            <>
              <span className="tsd-signature-symbol">{' is '}</span>
              <ApiType type={type.targetType} />
            </>
          )}
        </>
      );
    }
    case 'query': {
      const type = base as JSONOutput.QueryType;
      return (
        <>
          <span className="tsd-signature-symbol">{'typeof '}</span>
          <ApiType type={type.queryType} />
        </>
      );
    }
    case 'reference': {
      const type = base as JSONOutput.ReferenceType;
      const ref = type.target ? reflections[Number(type.target)] : null;
      // A reference without sources is to a type parameter.
      const genericClass = ref?.id && !ref.sources ? 'tsd-signature-type-generic' : '';
      return (
        <>
          {ref?.permalink ? (
            <ApiTypeLink className={`tsd-signature-type ${genericClass}`} kind={ref.kind} to={ref.permalink}>
              {type.name}
            </ApiTypeLink>
          ) : (
            <span className={`tsd-signature-type ${genericClass}`}>{type.name}</span>
          )}
          {type.typeArguments && type.typeArguments.length > 0 && (
            <>
              <span className="tsd-signature-symbol">{'<'}</span>
              {joined(type.typeArguments, ', ')}
              <span className="tsd-signature-symbol">{'>'}</span>
            </>
          )}
        </>
      );
    }
    case 'reflection': {
      const decl = (base as JSONOutput.ReflectionType).declaration;
      // An object literal.
      if (decl?.children && decl.children.length > 0) {
        return (
          <>
            <span className="tsd-signature-symbol">{'{ '}</span>
            {decl.children.map((child, i) => (
              <Fragment key={child.id ?? i}>
                {i > 0 && <span className="tsd-signature-symbol">{'; '}</span>}
                <span>
                  {child.name}
                  <span className="tsd-signature-symbol">
                    {child.flags?.isOptional && '?'}
                    {': '}
                  </span>
                  {child.type ? <ApiType type={child.type} /> : 'any'}
                </span>
              </Fragment>
            ))}
            <span className="tsd-signature-symbol">{' }'}</span>
          </>
        );
      }
      if (decl?.signatures && decl.signatures.length === 1) {
        return <ApiMemberSignatureTitle hideName useArrow sig={decl.signatures[0]} />;
      }
      if (decl?.signatures && decl.signatures.length > 0) {
        return parens(
          <>
            <span className="tsd-signature-symbol">{'{ '}</span>
            {decl.signatures.map((sig, i) => (
              <Fragment key={sig.id ?? i}>
                {i > 0 && <span className="tsd-signature-symbol">{'; '}</span>}
                <ApiMemberSignatureTitle sig={sig} />
              </Fragment>
            ))}
            <span className="tsd-signature-symbol">{' }'}</span>
          </>,
          needsParens,
        );
      }
      return '{}';
    }
    case 'rest': {
      const type = base as JSONOutput.RestType;
      return (
        <>
          <span className="tsd-signature-symbol">...</span>
          <ApiType type={type.elementType} />
        </>
      );
    }
    case 'tuple': {
      const type = base as JSONOutput.TupleType;
      return (
        <>
          <span className="tsd-signature-symbol">[</span>
          {type.elements && joined(type.elements, ', ')}
          <span className="tsd-signature-symbol">]</span>
        </>
      );
    }
    case 'typeOperator': {
      const type = base as JSONOutput.TypeOperatorType;
      return (
        <>
          <span className="tsd-signature-symbol">{type.operator} </span>
          <ApiType type={type.target} />
        </>
      );
    }
    case 'named-tuple-member':
    case 'namedTupleMember': {
      const type = base as JSONOutput.NamedTupleMemberType;
      return (
        <>
          {type.name}
          <span className="tsd-signature-symbol">{type.isOptional ? '?: ' : ': '}</span>
          <ApiType type={type.element} />
        </>
      );
    }
    case 'template-literal':
    case 'templateLiteral': {
      const type = base as JSONOutput.TemplateLiteralType;
      return (
        <>
          <span className="tsd-signature-symbol">`</span>
          {type.head && <span className="tsd-signature-type">{type.head}</span>}
          {type.tail.map((t, i) => (
            <Fragment key={i}>
              <span className="tsd-signature-symbol">{'${'}</span>
              {typeof t[0] !== 'string' && <ApiType type={t[0]} />}
              <span className="tsd-signature-symbol">{'}'}</span>
              {typeof t[1] === 'string' && <span className="tsd-signature-type">{t[1]}</span>}
            </Fragment>
          ))}
          <span className="tsd-signature-symbol">`</span>
        </>
      );
    }
    default:
      return <span className="tsd-signature-type">void</span>;
  }
}
