/**
 * A re-export, linking to what it re-exports. Ported from docusaurus-plugin-typedoc-api 4.4.0's
 * `MemberReference` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import Link from '@docusaurus/Link';
import {useReflection} from '@site/src/utils/apiData';
import {escapeMdx} from '@site/src/utils/apiReflections';

/**
 * @param props.reflection the re-export
 * @returns its panel content: "Re-exports" (or "Renames and re-exports") and the target
 */
export default function ApiMemberReference({
  reflection,
}: {
  reflection: JSONOutput.ReferenceReflection;
}): ReactNode {
  const target = useReflection(reflection.target);
  let content: ReactNode;
  if (!target) {
    content = (
      <>
        {'Re-exports '}
        <span className="tsd-signature-type">{escapeMdx(reflection.name)}</span>
      </>
    );
  } else {
    content = (
      <>
        {reflection.name === target.name ? 'Re-exports' : 'Renames and re-exports'}{' '}
        <Link className="tsd-signature-type" to={target.permalink}>
          {escapeMdx(target.name)}
        </Link>
      </>
    );
  }
  return <div className="tsd-panel-content">{content}</div>;
}
