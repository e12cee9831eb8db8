/**
 * The flags of a reflection (`static`, `readonly`, `optional`…) as labels. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `Flags` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';

/** A flag's label: TypeDoc's key without its `is` (`isReadonly`: `readonly`). */
function removePrefix(value: string): string {
  return value.replace(/^is([A-Z])/, (match, char: string) => char.toLocaleLowerCase());
}

/**
 * @param props.flags the reflection's flags, as TypeDoc's JSON holds them (only those set)
 * @returns a `<span class="tsd-flag tsd-flag-…">` per flag
 */
export default function ApiFlags({flags}: {flags?: JSONOutput.ReflectionFlags}): ReactNode {
  if (!flags) {
    return null;
  }
  return (
    <>
      {Object.keys(flags)
        .map(removePrefix)
        .map((flag) => (
          <span key={flag} className={`tsd-flag tsd-flag-${flag}`}>
            {flag}
          </span>
        ))}
    </>
  );
}
