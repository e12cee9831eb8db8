/**
 * The "Page Options" of an API page: a checkbox that hides inherited members. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `ApiOptionsLayout` (MIT) as the site patched it: it
 * shows only on a page that lists inherited members.
 */
import {useCallback, useContext, type ReactNode} from 'react';
import {ApiOptionsContext} from '@site/src/utils/apiData';

/**
 * @param props.className its class: `tsd-api-options` beside the desktop table of contents,
 *   `tsd-api-options-mobile` above the mobile one
 * @returns the options, or nothing where they would hide nothing
 */
export default function ApiOptionsLayout({className}: {className: string}): ReactNode {
  const {hasInherited, hideInherited, setHideInherited} = useContext(ApiOptionsContext);
  const handleHideInherited = useCallback(() => {
    setHideInherited(!hideInherited);
  }, [hideInherited, setHideInherited]);
  if (!hasInherited) {
    return null;
  }
  return (
    <div className={className}>
      <div>
        <b>Page Options</b>
      </div>
      <label>
        <input checked={hideInherited} type="checkbox" onChange={handleHideInherited} />
        <span>Hide Inherited</span>
      </label>
      <div />
    </div>
  );
}
