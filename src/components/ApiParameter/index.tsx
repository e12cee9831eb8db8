/**
 * The members of a type declaration (an object type's properties, methods, accessors, index and
 * call signatures) as a nested list, under a member, a parameter or a return type. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `Parameter` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import Heading from '@theme/Heading';
import ApiComment from '@site/src/components/ApiComment';
import ApiFlags from '@site/src/components/ApiFlags';
import ApiIcon from '@site/src/components/ApiIcon';
import ApiMemberSignatureBody, {hasSigBody} from '@site/src/components/ApiMemberSignatureBody';
import ApiMemberSignatures from '@site/src/components/ApiMemberSignatures';
import ApiMemberSignatureTitle from '@site/src/components/ApiMemberSignatureTitle';
import ApiType, {extractDeclarationFromType} from '@site/src/components/ApiType';
import {useMinimalLayout} from '@site/src/utils/apiData';

/** `?: ` after the name of an optional member, else `: `. */
function OptionalColon({flags}: {flags?: JSONOutput.ReflectionFlags}): ReactNode {
  return (
    <span className="tsd-signature-symbol">
      {flags?.isOptional && '?'}
      {': '}
    </span>
  );
}

/** One member of a type declaration: a function, a typed member, or an accessor's get and set. */
function ApiParameterChild({param}: {param?: JSONOutput.DeclarationReflection}): ReactNode {
  if (!param) {
    return null;
  }
  if (param.signatures && param.signatures.length > 0) {
    return (
      <li className="tsd-parameter">
        <Heading as="h5">
          {param.flags?.isRest && <span className="tsd-signature-symbol">...</span>}
          {param.name}
          <OptionalColon flags={param.flags} />
          function
        </Heading>
        <ApiMemberSignatures sigs={param.signatures} />
      </li>
    );
  }
  if (param.type) {
    return (
      <li className="tsd-parameter">
        <Heading as="h5">
          <ApiFlags flags={param.flags} />
          {param.flags?.isRest && <span className="tsd-signature-symbol">...</span>}
          {param.name}
          <OptionalColon flags={param.flags} />
          <ApiType type={param.type} />
        </Heading>
        <ApiComment comment={param.comment} />
        {param.children?.map((child) => (
          <ApiParameter key={child.id} param={child} />
        ))}
        <ApiParameter param={extractDeclarationFromType(param.type)} />
      </li>
    );
  }
  const getter = param.getSignature;
  const setter = param.setSignature;
  return (
    <>
      {getter && (
        <li className="tsd-parameter">
          <Heading as="h5">
            <ApiFlags flags={getter.flags} />
            <span className="tsd-signature-symbol">{'get '}</span>
            {getter.name}
            <span className="tsd-signature-symbol">{'(): '}</span>
            <ApiType type={getter.type} />
          </Heading>
          <ApiComment comment={getter.comment} />
        </li>
      )}
      {setter && (
        <li className="tsd-parameter">
          <Heading as="h5">
            <ApiFlags flags={setter.flags} />
            <span className="tsd-signature-symbol">{'set '}</span>
            {setter.name}
            <span className="tsd-signature-symbol">(</span>
            {setter.parameters?.map((p, i) => (
              <span key={p.id}>
                {i > 0 && ', '}
                {p.name}
                <span className="tsd-signature-symbol">{': '}</span>
                {p.type ? <ApiType type={p.type} /> : 'any'}
              </span>
            ))}
            <span className="tsd-signature-symbol">{'): '}</span>
            <ApiType type={setter.type} />
          </Heading>
          <ApiComment comment={setter.comment} />
        </li>
      )}
    </>
  );
}

/**
 * @param props.param the type declaration (`extractDeclarationFromType` of src/components/ApiType)
 * @returns a `<ul class="tsd-parameters">` of its signatures, index signature and members, or
 *   nothing without a declaration or with the plugin's `minimal` option
 */
export default function ApiParameter({param}: {param?: JSONOutput.DeclarationReflection}): ReactNode {
  const minimal = useMinimalLayout();
  if (!param || minimal) {
    return null;
  }
  const hasSomeBody = param.signatures?.some((sig) => hasSigBody(sig, minimal, true));
  return (
    <ul className="tsd-parameters">
      {param.signatures && param.signatures.length > 0 && (
        <li className="tsd-parameter-signature">
          <ul className="tsd-signatures">
            {param.signatures.map((sig) => (
              <li key={sig.id} className="tsd-signature tsd-kind-icon">
                <ApiIcon reflection={sig} />
                <ApiMemberSignatureTitle hideName sig={sig} />
              </li>
            ))}
          </ul>
          {hasSomeBody && (
            <ul className="tsd-descriptions">
              {param.signatures.map((sig) => (
                <li key={sig.id} className="tsd-description">
                  <ApiMemberSignatureBody hideSources sig={sig} />
                </li>
              ))}
            </ul>
          )}
        </li>
      )}
      {param.indexSignatures?.map((indexSignature) => (
        <li key={indexSignature.id} className="tsd-parameter-index-signature">
          <Heading as="h5">
            <span className="tsd-signature-symbol">[</span>
            {indexSignature.parameters?.map((p) => (
              <span key={p.id}>
                {p.flags?.isRest && <span className="tsd-signature-symbol">...</span>}
                {p.name} <ApiType type={p.type} />
              </span>
            ))}
            <span className="tsd-signature-symbol">{']: '}</span>
            <ApiType type={indexSignature.type} />
          </Heading>
          <ApiComment comment={indexSignature.comment} />
          {/* As the plugin does: a signature has no declaration, so this renders nothing. */}
          <ApiParameter param={extractDeclarationFromType(indexSignature)} />
        </li>
      ))}
      {param.children?.map((child) => (
        <ApiParameterChild key={child.id} param={child} />
      ))}
    </ul>
  );
}
