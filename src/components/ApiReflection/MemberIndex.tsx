/**
 * The index of a page's members, by category or by kind group, each a link to the member's page
 * or anchor. Ported from docusaurus-plugin-typedoc-api 4.4.0's `Index` (MIT) as the site patched
 * it: each name of a list is followed by src/components/ApiNewBadge.
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ApiAnchorLink from '@site/src/components/ApiAnchorLink';
import ApiIcon from '@site/src/components/ApiIcon';
import ApiNewBadge from '@site/src/components/ApiNewBadge';
import {useRequiredReflection} from '@site/src/utils/apiData';
import {escapeMdx} from '@site/src/utils/apiReflections';
import type {TSDDeclarationReflection} from '@site/src/utils/apiTypes';

/** TypeDoc's title of the category of reflections without a `@category`. */
const NO_CATEGORY = '__CATEGORY__';

function ApiIndexChild({id}: {id: number}): ReactNode {
  const reflection = useRequiredReflection(id);
  return (
    <li>
      <Link className="tsd-kind-icon" to={reflection.permalink ?? `#${reflection.name}`}>
        <ApiIcon reflection={reflection} />
        {escapeMdx(reflection.name)}
        <ApiNewBadge reflection={reflection} />
      </Link>
    </li>
  );
}

/** A titled list of the index. */
function IndexList({title, ids}: {title: string; ids?: number[]}): ReactNode {
  return (
    <>
      <Heading as="h3" className="tsd-panel-header">
        {title}
      </Heading>
      <div className="tsd-panel-content">
        <ul className="tsd-index-list">
          {ids?.map((child) => (
            <ApiIndexChild key={child} id={child} />
          ))}
        </ul>
      </div>
    </>
  );
}

/** The index's frame around its sections. */
function IndexGroup({children}: {children: ReactNode}): ReactNode {
  return (
    <section className="tsd-panel-group tsd-index-group">
      <Heading as="h2">
        {'Index '}
        <ApiAnchorLink title="Index" />
      </Heading>
      <section className="tsd-panel tsd-index-panel">
        <div className="tsd-index-content">{children}</div>
      </section>
    </section>
  );
}

/**
 * @param props.reflection the page's reflection
 * @returns its members' index under an "Index" h2, by its categories if it has any, else by its
 *   groups (each by its categories if it has any); nothing when it has neither
 */
export default function ApiReflectionIndex({reflection}: {reflection: TSDDeclarationReflection}): ReactNode {
  if (reflection.categories && reflection.categories.length > 0) {
    return (
      <IndexGroup>
        {reflection.categories.map((category) => (
          <section key={category.title} className="tsd-index-section">
            <IndexList
              title={category.title === NO_CATEGORY ? 'Other' : category.title}
              ids={category.children}
            />
          </section>
        ))}
      </IndexGroup>
    );
  }
  if (reflection.groups && reflection.groups.length > 0) {
    return (
      <IndexGroup>
        {reflection.groups.map((group) => (
          <section key={group.title} className="tsd-index-section">
            {group.categories && group.categories.length > 0 ? (
              group.categories.map((category) => (
                <Fragment key={category.title}>
                  <IndexList
                    title={category.title === NO_CATEGORY ? group.title : category.title}
                    ids={category.children}
                  />
                </Fragment>
              ))
            ) : (
              <IndexList title={group.title} ids={group.children} />
            )}
          </section>
        ))}
      </IndexGroup>
    );
  }
  return null;
}
