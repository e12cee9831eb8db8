/**
 * Type references on API pages as plain links, with one router for all of them.
 * docusaurus-plugin-typedoc-api rendered each type reference of a signature as a Docusaurus `Link`
 * (src/components/ApiType, its port, renders {@link ApiTypeLink}): a class page
 * holds a hundred and more, each a react-router link with its hooks, refs and an
 * IntersectionObserver that prefetches its route once it scrolls into view, and hydrating them,
 * then prefetching the routes of those in view, made the long tasks that kept the class pages under
 * 95 in Lighthouse's mobile profile.
 *
 * An {@link ApiTypeLink} is an `<a href>` and nothing else; `useApiLinkRouting`
 * (src/utils/apiLinkRouting.ts), once per API page, gives all of them what a `Link` gives a reader
 * (`@docusaurus/Link`): a click navigates client-side with the router, and pointing at a link
 * (mouse or touch) preloads its route, as `Link`'s `onMouseEnter`/`onTouchStart` do. What is
 * dropped is the prefetching of every link in view, which loaded the routes of types a reader
 * mostly does not follow.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

/** Marks the links that src/utils/apiLinkRouting.ts routes; other links keep the browser's
 * behaviour. */
const ROUTED_ATTRIBUTE = 'data-api-link';

/** Selects the links that src/utils/apiLinkRouting.ts routes. */
export const ROUTED_LINK_SELECTOR = `a[${ROUTED_ATTRIBUTE}]`;

/**
 * A link to the API page (or anchor) of a type, or of a symbol a module page lists.
 * @param props.to the reflection's permalink, a site path without the base URL
 *   (`/api/class/GraphQLSchema`, `/api#GraphQLFieldMap`)
 * @param props.className its class names (`tsd-signature-type …`)
 * @param props.kind the reflection's TypeDoc kind, kept as the API plugin's `data-tsd-kind`
 * @param props.children the type's name
 * @returns an `<a>`; the build's broken-link check sees its target, as for a `Link`
 */
export default function ApiTypeLink({
  to,
  className,
  kind,
  children,
}: {
  to: string;
  className?: string;
  kind?: number;
  children: ReactNode;
}): ReactNode {
  const href = useBaseUrlUtils().withBaseUrl(to);
  useBrokenLinks().collectLink(href);
  return (
    // A plain link on purpose (see the top of this file): src/utils/apiLinkRouting.ts routes it.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={href} className={className} data-tsd-kind={kind} {...{[ROUTED_ATTRIBUTE]: ''}}>
      {children}
    </a>
  );
}
