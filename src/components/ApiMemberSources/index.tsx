/**
 * Where a member or signature comes from: the interface member it implements, the member it
 * inherits or the one it overrides. Ported from docusaurus-plugin-typedoc-api 4.4.0's
 * `MemberSources` and `TypeAndParent` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiType from '@site/src/components/ApiType';

/** The parts of a reflection {@link ApiMemberSources} reads. */
type Sourced = {
  implementationOf?: JSONOutput.ReferenceType;
  inheritedFrom?: JSONOutput.ReferenceType;
  overwrites?: JSONOutput.ReferenceType;
};

/** Whether a reflection implements, inherits or overrides another. */
export function hasSources(reflection: Sourced): boolean {
  return Boolean(reflection.implementationOf || reflection.inheritedFrom || reflection.overwrites);
}

/** A type, an array type as its element type and `[]`. */
function ApiTypeAndParent({type}: {type?: JSONOutput.SomeType}): ReactNode {
  if (!type) {
    return 'void';
  }
  if ('elementType' in type && type.elementType) {
    return (
      <>
        <ApiTypeAndParent type={type.elementType} />
        []
      </>
    );
  }
  return <ApiType type={type} />;
}

/**
 * @param props.reflection a member or signature
 * @returns an `<aside class="tsd-sources">`, or nothing when it has none of those
 */
export default function ApiMemberSources({reflection}: {reflection: Sourced}): ReactNode {
  if (!hasSources(reflection)) {
    return null;
  }
  return (
    <aside className="tsd-sources">
      {reflection.implementationOf && (
        <p>
          {'Implementation of '}
          <ApiTypeAndParent type={reflection.implementationOf} />
        </p>
      )}
      {reflection.inheritedFrom && (
        <p>
          {'Inherited from '}
          <ApiTypeAndParent type={reflection.inheritedFrom} />
        </p>
      )}
      {reflection.overwrites && (
        <p>
          {'Overrides '}
          <ApiTypeAndParent type={reflection.overwrites} />
        </p>
      )}
    </aside>
  );
}
