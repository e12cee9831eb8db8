/**
 * The members of a page's reflection that have no page of their own, in a panel group per
 * category, or per kind group (each per category if it has any). Ported from
 * docusaurus-plugin-typedoc-api 4.4.0's `Members` and `MembersGroup` (MIT), markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import Heading from '@theme/Heading';
import ApiAnchorLink from '@site/src/components/ApiAnchorLink';
import ApiMember from '@site/src/components/ApiMember';
import {useReflectionMap} from '@site/src/utils/apiData';
import {
  allCategoryChildrenHaveOwnDocument,
  allGroupChildrenHaveOwnDocument,
  hasOwnDocument,
} from '@site/src/utils/apiReflections';
import type {TSDDeclarationReflection} from '@site/src/utils/apiTypes';

/** TypeDoc's title of the category of reflections without a `@category`. */
const NO_CATEGORY = '__CATEGORY__';

/**
 * A panel group: its h2 (`title`, then the anchor of `anchor`) and a panel per member without a
 * page of its own.
 */
function MemberGroup({title, anchor, ids}: {title: string; anchor: string; ids?: number[]}): ReactNode {
  const reflections = useReflectionMap();
  return (
    <section className="tsd-panel-group tsd-member-group">
      <Heading as="h2">
        {title} <ApiAnchorLink title={anchor} />
      </Heading>
      {ids?.map((child) =>
        hasOwnDocument(child, reflections) ? null : <ApiMember key={child} id={child} />,
      )}
    </section>
  );
}

/** The panel group of a category, titled "Other" for the members without a `@category`. */
function CategoryGroup({category}: {category: JSONOutput.ReflectionCategory}): ReactNode {
  return (
    <MemberGroup
      title={category.title === NO_CATEGORY ? 'Other' : category.title}
      anchor={category.title}
      ids={category.children}
    />
  );
}

/** A kind group of members: a panel group per category if it has any, else one. */
function ApiMembersGroup({group}: {group: JSONOutput.ReflectionGroup}): ReactNode {
  if (group.categories && group.categories.length > 0) {
    return (
      <>
        {group.categories.map((category) => (
          <CategoryGroup key={category.title} category={category} />
        ))}
      </>
    );
  }
  return <MemberGroup title={group.title} anchor={group.title} ids={group.children} />;
}

/**
 * @param props.reflection the page's reflection
 * @returns its members' panel groups; a category or group whose members all have pages of their
 *   own is left out
 */
export default function ApiMembers({reflection}: {reflection: TSDDeclarationReflection}): ReactNode {
  const reflections = useReflectionMap();
  if (reflection.categories && reflection.categories.length > 0) {
    return (
      <>
        {reflection.categories.map((category) =>
          allCategoryChildrenHaveOwnDocument(category, reflections) ? null : (
            <CategoryGroup key={category.title} category={category} />
          ),
        )}
      </>
    );
  }
  return (
    <>
      {reflection.groups?.map((group) =>
        allGroupChildrenHaveOwnDocument(group, reflections) ? null : (
          <ApiMembersGroup key={group.title} group={group} />
        ),
      )}
    </>
  );
}
