/**
 * The signatures of a function, method or constructor: each as a line, and the description of the
 * one chosen (the first; with several, a click on another shows its own). Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `MemberSignatures` (MIT) as the site patched it: a page's
 * own signatures can be headings (`titleAs`).
 */
import {useState, type ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiIcon from '@site/src/components/ApiIcon';
import ApiMemberSignatureBody, {hasSigBody} from '@site/src/components/ApiMemberSignatureBody';
import ApiMemberSignatureTitle from '@site/src/components/ApiMemberSignatureTitle';
import {useMinimalLayout} from '@site/src/utils/apiData';

/**
 * @param props.sigs the signatures
 * @param props.inPanel whether they sit in a member's panel (each part a `tsd-panel-content`)
 * @param props.titleAs the heading each signature line is, under the page's "Callable" h2: their
 *   Example, Parameters and Returns (h4) would otherwise follow an h2 with no h3 (axe
 *   "heading-order"); lines of members are no headings
 * @returns the list of signatures, then the chosen one's description if it has one
 */
export default function ApiMemberSignatures({
  inPanel,
  sigs,
  titleAs: Title,
}: {
  inPanel?: boolean;
  sigs: JSONOutput.SignatureReflection[];
  titleAs?: 'h3';
}): ReactNode {
  const [activeIndex, setActiveIndex] = useState(0);
  const minimal = useMinimalLayout();
  const hasMultiple = sigs.length > 1;
  const body = sigs[activeIndex];
  return (
    <>
      <div className={inPanel ? 'tsd-panel-content' : ''}>
        <ul className="tsd-signatures">
          {sigs.map((sig, i) => (
            <li
              key={sig.id}
              className={`tsd-signature tsd-kind-icon ${i === activeIndex ? '' : 'tsd-signature-inactive'} ${hasMultiple ? 'tsd-pressable' : ''}`}
              onClick={hasMultiple ? () => setActiveIndex(i) : undefined}
            >
              {Title ? (
                <Title className="tsd-signature-heading">
                  <ApiIcon reflection={sig} />
                  <ApiMemberSignatureTitle sig={sig} />
                </Title>
              ) : (
                <>
                  <ApiIcon reflection={sig} />
                  <ApiMemberSignatureTitle sig={sig} />
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      {hasSigBody(body, minimal) && (
        <>
          {!inPanel && <hr className="tsd-divider" />}
          <div className={inPanel ? 'tsd-panel-content' : ''}>
            <ul className="tsd-descriptions">
              <li key={body.id} className="tsd-description">
                <ApiMemberSignatureBody sig={body} />
              </li>
            </ul>
          </div>
        </>
      )}
    </>
  );
}
