/**
 * A member declared with a type (a property, variable, type alias or enum member): its line,
 * then its comment, type parameters and type declaration. Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `MemberDeclaration` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import ApiComment, {hasComment} from '@site/src/components/ApiComment';
import ApiDefaultValue from '@site/src/components/ApiDefaultValue';
import ApiIcon from '@site/src/components/ApiIcon';
import ApiMemberSources from '@site/src/components/ApiMemberSources';
import ApiParameter from '@site/src/components/ApiParameter';
import ApiType, {extractDeclarationFromType} from '@site/src/components/ApiType';
import ApiTypeParameters from '@site/src/components/ApiTypeParameters';
import ApiTypeParametersGeneric from '@site/src/components/ApiTypeParametersGeneric';
import {useMinimalLayout, useRequiredReflection} from '@site/src/utils/apiData';
import {escapeMdx} from '@site/src/utils/apiReflections';

/**
 * @param props.id the member's reflection id
 * @returns its two panel contents: the declaration line, and its description
 */
export default function ApiMemberDeclaration({id}: {id: number}): ReactNode {
  const reflection = useRequiredReflection(id);
  const minimal = useMinimalLayout();
  const showTypes = reflection.typeParameters && reflection.typeParameters.length > 0;
  const showDeclaration = !minimal && extractDeclarationFromType(reflection.type);
  return (
    <>
      <div className="tsd-panel-content">
        <div className="tsd-signature tsd-kind-icon">
          <ApiIcon reflection={reflection} />
          {escapeMdx(reflection.name)}
          <ApiTypeParametersGeneric params={reflection.typeParameters} />
          <span className="tsd-signature-symbol">
            {reflection.flags?.isOptional && '?'}
            {': '}
          </span>{' '}
          <ApiType type={reflection.type} />
          <ApiDefaultValue
            comment={reflection.comment}
            type={reflection.type}
            value={reflection.defaultValue}
          />
        </div>
      </div>
      <div className="tsd-panel-content">
        <ApiMemberSources reflection={reflection} />
        <ApiComment comment={reflection.comment} />
        {hasComment(reflection.comment) && (showTypes || showDeclaration) && <hr className="tsd-divider" />}
        {showTypes && (
          // The plugin's class name, `tds-` and all.
          <div className="tds-type-parameters">
            <Heading as="h4" className="tsd-type-parameters-title">
              Type parameters
            </Heading>
            <ApiTypeParameters params={reflection.typeParameters} />
          </div>
        )}
        {showDeclaration && (
          <div className="tsd-type-declaration">
            <Heading as="h4">Type declaration</Heading>
            <ApiParameter param={showDeclaration} />
          </div>
        )}
      </div>
    </>
  );
}
