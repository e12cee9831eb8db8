/**
 * A signature as one line of TypeScript: name, type parameters, parameters and return type.
 * Ported from docusaurus-plugin-typedoc-api 4.4.0's `MemberSignatureTitle` (MIT), markup unchanged.
 */
import {Fragment, type ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiType from '@site/src/components/ApiType';
import ApiTypeParametersGeneric from '@site/src/components/ApiTypeParametersGeneric';
import {REFLECTION_KIND} from '@site/src/utils/apiKinds';
import {escapeMdx} from '@site/src/utils/apiReflections';

/**
 * @param props.sig the signature
 * @param props.hideName leaves out its name (a function type, an accessor after `get`); a
 *   constructor signature then starts with `new`
 * @param props.useArrow writes the return type after `=>` (a function type) instead of `:`
 * @returns the signature's text, spans and type links
 */
export default function ApiMemberSignatureTitle({
  useArrow,
  hideName,
  sig,
}: {
  useArrow?: boolean;
  hideName?: boolean;
  sig: JSONOutput.SignatureReflection;
}): ReactNode {
  return (
    <>
      {!hideName && sig.name !== '__type' ? (
        escapeMdx(sig.name)
      ) : sig.kind === REFLECTION_KIND.ConstructorSignature ? (
        <>
          {sig.flags?.isAbstract && <span className="tsd-signature-symbol">{'abstract '}</span>}
          <span className="tsd-signature-symbol">{'new '}</span>
        </>
      ) : null}
      <ApiTypeParametersGeneric params={sig.typeParameters} />
      <span className="tsd-signature-symbol">(</span>
      {sig.parameters?.map((param, index) => (
        <Fragment key={param.id}>
          {index > 0 && <span className="tsd-signature-symbol">{', '}</span>}
          <span>
            {param.flags?.isRest && <span className="tsd-signature-symbol">...</span>}
            {param.name}
            <span className="tsd-signature-symbol">
              {(param.flags?.isOptional || 'defaultValue' in param) && '?'}
              {': '}
            </span>
            <ApiType type={param.type} />
          </span>
        </Fragment>
      ))}
      <span className="tsd-signature-symbol">)</span>
      {sig.type && (
        <>
          <span className="tsd-signature-symbol">{useArrow ? ' => ' : ': '}</span>
          <ApiType type={sig.type} />
        </>
      )}
    </>
  );
}
