/**
 * The type parameters of a declaration or signature as a list, each with its constraint, default
 * and comment. Ported from docusaurus-plugin-typedoc-api 4.4.0's `TypeParameters` (MIT), markup
 * unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiComment from '@site/src/components/ApiComment';
import ApiDefaultValue from '@site/src/components/ApiDefaultValue';
import ApiType from '@site/src/components/ApiType';

/** TypeDoc's type parameters of a declaration or signature. */
type TypeParameters = JSONOutput.TypeParameterReflection[];

/**
 * @param props.params the type parameters
 * @returns a `<ul class="tsd-type-parameters">`, or nothing without type parameters
 */
export default function ApiTypeParameters({params}: {params?: TypeParameters}): ReactNode {
  if (!params || params.length === 0) {
    return null;
  }
  return (
    <ul className="tsd-type-parameters">
      {params.map((param) => (
        <li key={param.id}>
          <strong>{param.name}</strong>
          {param.type && (
            <>
              <span className="tsd-signature-symbol">:</span> <ApiType type={param.type} />
            </>
          )}
          <ApiDefaultValue comment={param.comment} type={param.type} value={param.default} />
          <ApiComment comment={param.comment} />
        </li>
      ))}
    </ul>
  );
}
