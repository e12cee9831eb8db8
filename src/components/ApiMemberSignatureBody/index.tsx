/**
 * The description of a signature: where it comes from, its comment, type parameters, parameters
 * (with the members of object-typed ones) and return type. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `MemberSignatureBody` (MIT) as the site patched it: the
 * members of an object-typed parameter nest inside its `<li>` (a `<ul>` straight in a `<ul>` is
 * invalid HTML), and the `@returns` comment keeps its build-time tokens.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import Heading from '@theme/Heading';
import ApiComment, {hasComment} from '@site/src/components/ApiComment';
import ApiCommentBadges, {isCommentWithModifiers} from '@site/src/components/ApiCommentBadges';
import ApiDefaultValue from '@site/src/components/ApiDefaultValue';
import ApiFlags from '@site/src/components/ApiFlags';
import ApiMemberSources, {hasSources} from '@site/src/components/ApiMemberSources';
import ApiParameter from '@site/src/components/ApiParameter';
import ApiType, {extractDeclarationFromType} from '@site/src/components/ApiType';
import ApiTypeParameters from '@site/src/components/ApiTypeParameters';
import {useMinimalLayout} from '@site/src/utils/apiData';
import type {TSDComment} from '@site/src/utils/apiTypes';

/**
 * Whether a signature has a description to show.
 * @param sig the signature
 * @param minimal the plugin's `minimal` option, which leaves out parameters and return types
 * @param hideSources whether its sources ("Inherited from"…) are left out
 */
export function hasSigBody(
  sig: JSONOutput.SignatureReflection | undefined,
  minimal: boolean,
  hideSources = false,
): boolean {
  if (!sig) {
    return false;
  }
  return Boolean(
    (!hideSources && hasSources(sig)) ||
    hasComment(sig.comment) ||
    (sig.typeParameters && sig.typeParameters.length > 0) ||
    (!minimal && sig.parameters && sig.parameters.length > 0) ||
    (!minimal && sig.type),
  );
}

/** The `@returns` tag of a comment as a comment of its own. */
function intoReturnComment(comment?: TSDComment): TSDComment | undefined {
  const tag = comment?.blockTags?.find((blockTag) => blockTag.tag === '@returns');
  return tag && {summary: tag.content, summaryTokens: tag.tokens};
}

/** Tags the body shows in its own places: parameters and return value. */
const HIDE_TAGS = ['@returns', '@param'];

/** A parameter, or a member of an object-typed one: its heading and comment. */
function ParameterEntry({
  param,
}: {
  param: JSONOutput.ParameterReflection | JSONOutput.DeclarationReflection;
}): ReactNode {
  return (
    <>
      <Heading as="h5">
        <ApiFlags flags={param.flags} />
        {param.flags?.isRest && <span className="tsd-signature-symbol">...</span>}
        {`${param.name}: `}
        <ApiType type={param.type} />
        <ApiDefaultValue comment={param.comment} type={param.type} value={param.defaultValue} />
      </Heading>
      <ApiComment comment={param.comment} />
    </>
  );
}

/** The members of an object type, each a `<li>`. */
function ObjectMembers({declaration}: {declaration: JSONOutput.DeclarationReflection}): ReactNode {
  return (
    <ul>
      {declaration.children?.map((child) => (
        <li key={child.id}>
          <ParameterEntry param={child} />
        </li>
      ))}
    </ul>
  );
}

/**
 * @param props.sig the signature
 * @param props.hideSources leaves out where it comes from (the signatures of a type declaration)
 * @returns the description's parts
 */
export default function ApiMemberSignatureBody({
  hideSources,
  sig,
}: {
  hideSources?: boolean;
  sig: JSONOutput.SignatureReflection;
}): ReactNode {
  const minimal = useMinimalLayout();
  const showTypes = sig.typeParameters && sig.typeParameters.length > 0;
  const showParams = !minimal && sig.parameters && sig.parameters.length > 0;
  const showReturn = !minimal && sig.type;
  return (
    <>
      {!hideSources && <ApiMemberSources reflection={sig} />}
      {isCommentWithModifiers(sig.comment) && <ApiCommentBadges comment={sig.comment} />}
      <ApiComment comment={sig.comment} hideTags={HIDE_TAGS} />
      {hasComment(sig.comment) && (showTypes || showParams || showReturn) && <hr className="tsd-divider" />}
      {showTypes && (
        <>
          <Heading as="h4" className="tsd-type-parameters-title">
            Type parameters
          </Heading>
          <ApiTypeParameters params={sig.typeParameters} />
        </>
      )}
      {showParams && (
        <>
          <Heading as="h4" className="tsd-parameters-title">
            Parameters
          </Heading>
          <ul className="tsd-parameters">
            {sig.parameters?.map((param) => (
              <li key={param.id}>
                <ParameterEntry param={param} />
                {param.type?.type === 'reflection' && (
                  <ObjectMembers key={param.type.declaration.id} declaration={param.type.declaration} />
                )}
                {param.type?.type === 'union' &&
                  param.type.types
                    .filter((member): member is JSONOutput.ReflectionType => member.type === 'reflection')
                    .map((member) => (
                      <ObjectMembers key={member.declaration.id} declaration={member.declaration} />
                    ))}
              </li>
            ))}
          </ul>
        </>
      )}
      {showReturn && (
        <>
          <Heading as="h4" className="tsd-returns-title">
            {'Returns '}
            <ApiType type={sig.type} />
          </Heading>
          <ApiComment comment={intoReturnComment(sig.comment)} />
          <ApiParameter param={extractDeclarationFromType(sig.type)} />
        </>
      )}
    </>
  );
}
