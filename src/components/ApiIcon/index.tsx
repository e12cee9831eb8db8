/**
 * The kind icon of a reflection. Ported from docusaurus-plugin-typedoc-api 4.4.0's `Icon` (MIT),
 * markup unchanged.
 */
import type {ReactNode} from 'react';
import {getKindIcon, getKindIconColor} from '@site/src/utils/apiKinds';

/**
 * @param props.reflection a reflection, signature or other node of the API data with a kind
 * @returns an `<i class="codicon codicon-…">` in the kind's colour, or nothing for an unknown kind
 */
export default function ApiIcon({reflection}: {reflection: {kind: number; name: string}}): ReactNode {
  const icon = getKindIcon(reflection.kind, reflection.name);
  if (!icon) {
    return null;
  }
  return <i className={`codicon codicon-${icon}`} style={{color: getKindIconColor(reflection.kind)}} />;
}
