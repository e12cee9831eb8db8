/**
 * A member of a page's reflection (a property, method, accessor, enum member, re-export, or a
 * type alias or variable of the package's page) in its panel: heading, then signatures or
 * declaration, then its own members. Ported from docusaurus-plugin-typedoc-api 4.4.0's `Member` (MIT) as the site patched
 * it: the heading carries the theme's permalink and, visually hidden, the owner's name
 * (`GraphQLError.`) for screen readers and search (plugins/search-index.ts).
 */
import {Fragment, useContext, type ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ApiAnchorLink from '@site/src/components/ApiAnchorLink';
import ApiCommentBadges, {isCommentWithModifiers} from '@site/src/components/ApiCommentBadges';
import ApiFlags from '@site/src/components/ApiFlags';
import ApiMemberSignatures from '@site/src/components/ApiMemberSignatures';
import ApiSourceLink from '@site/src/components/ApiSourceLink';
import {
  ApiOptionsContext,
  useReflection,
  useReflectionMap,
  useRequiredReflection,
} from '@site/src/utils/apiData';
import {REFLECTION_KIND} from '@site/src/utils/apiKinds';
import {escapeMdx, hasOwnDocument} from '@site/src/utils/apiReflections';
import ApiMemberDeclaration from './Declaration';
import ApiMemberGetterSetter from './GetterSetter';
import ApiMemberReference from './Reference';

/** The kinds whose members are named with the owner's name. */
const OWNER_KINDS: readonly number[] = [
  REFLECTION_KIND.Enum,
  REFLECTION_KIND.Class,
  REFLECTION_KIND.Interface,
];

/**
 * @param props.id the member's reflection id
 * @returns a `<section class="tsd-panel tsd-member">` whose h3 has the member's anchor (its name),
 *   or nothing for an inherited member while the page hides those
 * @throws Error when the page's data has no reflection of that id
 */
export default function ApiMember({id}: {id: number}): ReactNode {
  const reflections = useReflectionMap();
  const reflection = useRequiredReflection(id);
  const parent = useReflection(reflection.parentId);
  const ownerPrefix = parent && OWNER_KINDS.includes(parent.kind) ? `${parent.name}.` : '';
  const {comment} = reflection;
  const apiOptions = useContext(ApiOptionsContext);
  const shouldHideInherited = reflection.inheritedFrom ? apiOptions.hideInherited : false;

  let content: ReactNode = null;
  if (reflection.signatures) {
    content = <ApiMemberSignatures inPanel sigs={reflection.signatures} />;
  } else if (reflection.getSignature || reflection.setSignature) {
    content = (
      <ApiMemberGetterSetter inPanel getter={reflection.getSignature} setter={reflection.setSignature} />
    );
  } else if ('target' in reflection && reflection.target) {
    content = <ApiMemberReference reflection={reflection as unknown as JSONOutput.ReferenceReflection} />;
  } else {
    content = <ApiMemberDeclaration id={id} />;
  }

  return (
    !shouldHideInherited && (
      <section className="tsd-panel tsd-member">
        <Heading as="h3" className="tsd-panel-header">
          <ApiAnchorLink title={reflection.name} />
          <ApiSourceLink sources={reflection.sources} />
          <ApiFlags flags={reflection.flags} />
          {ownerPrefix && <span className="tsd-member-owner">{ownerPrefix}</span>}
          {escapeMdx(reflection.name)}
          {isCommentWithModifiers(comment) && <ApiCommentBadges comment={comment} />}
          <Link
            className="hash-link"
            to={`#${reflection.name}`}
            aria-label={`Direct link to ${reflection.name}`}
            title={`Direct link to ${reflection.name}`}
          >
            {'\u200B'}
          </Link>
        </Heading>
        {content}
        {reflection.groups?.map((group) => (
          <Fragment key={group.title}>
            {group.children?.map((child) =>
              hasOwnDocument(child, reflections) ? null : <ApiMember key={child} id={child} />,
            )}
          </Fragment>
        ))}
      </section>
    )
  );
}
