/**
 * The type parameters of a declaration or signature as its generic list (`<T, U>`). Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `TypeParametersGeneric` (MIT), markup unchanged.
 */
import {Fragment, type ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';

/** TypeDoc's type parameters of a declaration or signature. */
type TypeParameters = JSONOutput.TypeParameterReflection[];

/**
 * @param props.params the type parameters
 * @returns a `<span class="tsd-generics">`, or nothing without type parameters
 */
export default function ApiTypeParametersGeneric({params}: {params?: TypeParameters}): ReactNode {
  if (!params || params.length === 0) {
    return null;
  }
  return (
    <span className="tsd-generics">
      <span className="tsd-signature-symbol">{'<'}</span>
      {params.map((param, i) => (
        <Fragment key={param.id}>
          {i > 0 && <span className="tsd-signature-symbol">{', '}</span>}
          {param.name}
        </Fragment>
      ))}
      <span className="tsd-signature-symbol">{'>'}</span>
    </span>
  );
}
