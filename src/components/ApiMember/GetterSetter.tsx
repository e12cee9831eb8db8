/**
 * The get and set accessors of a member: their lines, then their descriptions. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `MemberGetterSetter` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiIcon from '@site/src/components/ApiIcon';
import ApiMemberSignatureBody, {hasSigBody} from '@site/src/components/ApiMemberSignatureBody';
import ApiMemberSignatureTitle from '@site/src/components/ApiMemberSignatureTitle';
import {useMinimalLayout} from '@site/src/utils/apiData';
import {escapeMdx} from '@site/src/utils/apiReflections';

/** An accessor's line: its icon, `get ` or `set `, name and signature. */
function AccessorLine({
  keyword,
  sig,
}: {
  keyword: 'get ' | 'set ';
  sig: JSONOutput.SignatureReflection;
}): ReactNode {
  return (
    <li className="tsd-signature tsd-kind-icon">
      <ApiIcon reflection={sig} />
      <span className="tsd-signature-symbol">{keyword}</span>
      {escapeMdx(sig.name)}
      <ApiMemberSignatureTitle hideName sig={sig} />
    </li>
  );
}

/**
 * @param props.getter the get signature
 * @param props.setter the set signature
 * @param props.inPanel whether they sit in a member's panel (each part a `tsd-panel-content`)
 * @returns the lines and descriptions, or nothing without either accessor
 */
export default function ApiMemberGetterSetter({
  inPanel,
  getter,
  setter,
}: {
  inPanel?: boolean;
  getter?: JSONOutput.SignatureReflection;
  setter?: JSONOutput.SignatureReflection;
}): ReactNode {
  const minimal = useMinimalLayout();
  if (!getter && !setter) {
    return null;
  }
  return (
    <>
      {(getter || setter) && (
        <div className={inPanel ? 'tsd-panel-content' : ''}>
          <ul className="tsd-signatures">
            {getter && <AccessorLine keyword="get " sig={getter} />}
            {setter && <AccessorLine keyword="set " sig={setter} />}
          </ul>
        </div>
      )}
      {(hasSigBody(getter, minimal) || hasSigBody(setter, minimal)) && (
        <div className={inPanel ? 'tsd-panel-content' : ''}>
          <ul className="tsd-descriptions">
            {getter && (
              <li className="tsd-description">
                <ApiMemberSignatureBody sig={getter} />
              </li>
            )}
            {setter && (
              <li className="tsd-description">
                <ApiMemberSignatureBody sig={setter} />
              </li>
            )}
          </ul>
        </div>
      )}
    </>
  );
}
