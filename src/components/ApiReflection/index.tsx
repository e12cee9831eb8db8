/**
 * The body of an API page: its reflection's comment, type parameters, hierarchy, implemented and
 * implementing types, call and index signatures, then the index of its members and the members.
 * Ported from docusaurus-plugin-typedoc-api 4.4.0's `Reflection` (MIT) as the site patched it:
 * the panels under the page title are headed by h2, not h3 (an h3 straight after the page's h1
 * skips a level: Lighthouse's heading-order audit; src/css/custom.css keeps their h3 size), and
 * the page's own call signatures are h3 headings. It follows TypeDoc's `reflection` template
 * (https://github.com/TypeStrong/typedoc-default-themes/blob/master/src/default/templates/reflection.hbs).
 */
import {Fragment, useMemo, type ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import Heading from '@theme/Heading';
import ApiComment, {hasComment} from '@site/src/components/ApiComment';
import ApiCommentBadges, {isCommentWithModifiers} from '@site/src/components/ApiCommentBadges';
import ApiIcon from '@site/src/components/ApiIcon';
import ApiMemberSignatures from '@site/src/components/ApiMemberSignatures';
import ApiParameter from '@site/src/components/ApiParameter';
import ApiType, {extractDeclarationFromType} from '@site/src/components/ApiType';
import ApiTypeParameters from '@site/src/components/ApiTypeParameters';
import {REFLECTION_KIND} from '@site/src/utils/apiKinds';
import {createHierarchy, type HierarchyNode} from '@site/src/utils/apiReflections';
import type {TSDDeclarationReflection} from '@site/src/utils/apiTypes';
import ApiReflectionIndex from './MemberIndex';
import ApiMembers from './Members';

/** A panel under the page title. */
function Panel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section className="tsd-panel">
      <Heading as="h2" className={className ? `tsd-panel-header ${className}` : 'tsd-panel-header'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A level of the hierarchy, the levels below nested in its last entry. */
function ApiHierarchy({tree}: {tree: HierarchyNode}): ReactNode {
  return (
    <ul className="tsd-hierarchy">
      {tree.types.map((type, i) => (
        <li key={type.type + String(i)}>
          {tree.isTarget ? (
            <em className="tsd-target">{type.type === 'reference' ? type.name : 'UNKNOWN'}</em>
          ) : (
            <ApiType type={type} />
          )}
          {i === tree.types.length - 1 && tree.next && <ApiHierarchy tree={tree.next} />}
        </li>
      ))}
    </ul>
  );
}

/** A list of types (implemented, implementing), each linked. */
function TypeList({types}: {types: JSONOutput.SomeType[]}): ReactNode {
  return (
    <div className="tsd-panel-content">
      <ul className="tsd-hierarchy">
        {types.map((type, i) => (
          <li key={i}>
            <ApiType type={type} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * @param props.reflection the page's reflection
 * @returns the page's body, under its title
 */
export default function ApiReflection({reflection}: {reflection: TSDDeclarationReflection}): ReactNode {
  const hierarchy = useMemo(() => createHierarchy(reflection), [reflection]);
  // TypeDoc 0.22 named a declaration's type parameters `typeParameter`, which the plugin's panel
  // reads; since 0.23 they are `typeParameters` (the page title shows them), so it never shows.
  const {typeParameter} = reflection as {typeParameter?: JSONOutput.TypeParameterReflection[]};
  return (
    <>
      {isCommentWithModifiers(reflection.comment) && <ApiCommentBadges comment={reflection.comment} />}
      {hasComment(reflection.comment) && <ApiComment root comment={reflection.comment} />}
      {typeParameter && typeParameter.length > 0 && reflection.kind !== REFLECTION_KIND.Class && (
        <Panel title="Type parameters">
          <div className="tsd-panel-content">
            <ApiTypeParameters params={typeParameter} />
          </div>
        </Panel>
      )}
      {((reflection.extendedBy && reflection.extendedBy.length > 0) ||
        (reflection.extendedTypes && reflection.extendedTypes.length > 0)) && (
        <Panel title="Hierarchy">
          <div className="tsd-panel-content">
            <ApiHierarchy tree={hierarchy} />
          </div>
        </Panel>
      )}
      {reflection.implementedTypes && reflection.implementedTypes.length > 0 && (
        <Panel title="Implements">
          <TypeList types={reflection.implementedTypes} />
        </Panel>
      )}
      {reflection.implementedBy && reflection.implementedBy.length > 0 && (
        <Panel title="Implemented by">
          <TypeList types={reflection.implementedBy} />
        </Panel>
      )}
      {reflection.signatures && reflection.signatures.length > 0 && (
        <Panel title="Callable" className="tsd-before-signature">
          <div className="tsd-panel-content">
            <ApiMemberSignatures titleAs="h3" sigs={reflection.signatures} />
          </div>
        </Panel>
      )}
      {reflection.indexSignatures && reflection.indexSignatures.length > 0 && (
        <Panel title="Indexable" className="tsd-before-signature">
          <div className="tsd-panel-content">
            {reflection.indexSignatures.map((indexSignature) => (
              <Fragment key={indexSignature.id}>
                <div className="tsd-signature tsd-kind-icon">
                  <ApiIcon reflection={indexSignature} />
                  <span className="tsd-signature-symbol">[</span>
                  {indexSignature.parameters?.map((param) => (
                    <span key={param.id}>
                      {param.name}
                      {': '}
                      <ApiType type={param.type} />
                    </span>
                  ))}
                  <span className="tsd-signature-symbol">{']: '}</span>
                  <ApiType type={indexSignature.type} />
                </div>
                <ApiComment comment={indexSignature.comment} />
                <ApiParameter param={extractDeclarationFromType(indexSignature.type)} />
              </Fragment>
            ))}
          </div>
        </Panel>
      )}
      <ApiReflectionIndex reflection={reflection} />
      <ApiMembers reflection={reflection} />
    </>
  );
}
