/**
 * An API page of a reflection (a class, function, enum, interface, or a package's index), the
 * route component of each. Ported from docusaurus-plugin-typedoc-api 4.4.0's `ApiItem` (MIT) as
 * the site patched it:
 * - the page's data is a shard of the API data (`reflections`, plugins/api-page-shards.ts) that
 *   holds its own under its path, not the whole API; the route carries no reflection id;
 * - the title ends with a link to the source, the meta description is a function's signature's
 *   summary when it has none of its own, and the page options show only where a member is
 *   inherited;
 * - src/components/ApiSymbolPanels (import lines, version history) goes under the title.
 */
import {useContext, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props as DocItemProps} from '@theme/DocItem';
import ApiFlags from '@site/src/components/ApiFlags';
import ApiItemLayout, {type ApiItemLayoutProps} from '@site/src/components/ApiItemLayout';
import ApiReflection from '@site/src/components/ApiReflection';
import ApiSourceLink from '@site/src/components/ApiSourceLink';
import ApiSymbolPanels from '@site/src/components/ApiSymbolPanels';
import ApiTypeParametersGeneric from '@site/src/components/ApiTypeParametersGeneric';
import {displayPartsToMarkdown} from '@site/src/utils/apiComments';
import {
  ApiDataContext,
  ApiOptionsContext,
  useReflection,
  useReflectionMap,
  useRequiredReflection,
} from '@site/src/utils/apiData';
import {getKindIconHtml} from '@site/src/utils/apiKinds';
import {
  escapeMdx,
  hasInheritedMembers,
  mapPageReflections,
  pageSummary,
} from '@site/src/utils/apiReflections';
import type {
  ApiPageData,
  ApiPageShard,
  TSDDeclarationReflection,
  TSDDeclarationReflectionMap,
} from '@site/src/utils/apiTypes';

/** The props of an API page's route. */
export type ApiItemProps = Pick<DocItemProps, 'route'> & {
  /** Rendered above the reflection (the plugin's package readme, the site's modules overview). */
  readme?: ComponentType;
  /** The shard of API data holding the page's (its route's `reflections` module). */
  reflections?: ApiPageShard;
};

/**
 * The table of contents of a page: the members shown on it (those without a page of their own),
 * once per name, each with its kind icon (HTML, as the theme's TOC renders its entries' values).
 */
function extractTOC(
  item: TSDDeclarationReflection,
  map: TSDDeclarationReflectionMap,
  hideInherited: boolean,
): ApiItemLayoutProps['toc'] {
  const toc: (ApiItemLayoutProps['toc'][number] & {children: []})[] = [];
  const mapped = new Set<string>();
  item.groups?.forEach((group) => {
    group.children?.forEach((childId) => {
      const child = map[childId];
      const shouldShow = child.inheritedFrom ? !hideInherited : true;
      if (!shouldShow || mapped.has(child.name)) {
        return;
      }
      if (!child.permalink || child.permalink.includes('#')) {
        const iconHtml = getKindIconHtml(child.kind, child.name);
        const value = escapeMdx(child.name);
        toc.push({
          children: [],
          id: child.name,
          value: iconHtml ? `${iconHtml} ${value}` : value,
          level: 1,
        });
        mapped.add(child.name);
      }
    });
  });
  return toc;
}

/**
 * Provides the page's reflections, from its shard, to what it renders.
 * @param props.route the page's route; its path finds its data in the shard
 * @param props.reflections the shard; without one, the reflections of src/components/ApiPage
 * @throws Error when the page's reflection is not in its data
 */
export default function ApiItem(props: ApiItemProps): ReactNode {
  const parent = useContext(ApiDataContext);
  const shard = props.reflections;
  const {path} = props.route;
  const value = useMemo(
    () => (shard ? {...parent, reflections: mapPageReflections(shard, path)} : parent),
    [parent, shard, path],
  );
  return (
    <ApiDataContext.Provider value={value}>
      <ApiItemContent {...props} id={shard?.pages[path]?.item.id} symbol={shard?.pages[path]?.symbol} />
    </ApiDataContext.Provider>
  );
}

function ApiItemContent({
  readme: Readme,
  id,
  symbol,
}: ApiItemProps & {id?: number; symbol?: ApiPageData['symbol']}): ReactNode {
  const [hideInherited, setHideInherited] = useState(false);
  const item = useRequiredReflection(id);
  const hasInherited = hasInheritedMembers(item);
  const apiOptions = useMemo(
    () => ({hasInherited, hideInherited, setHideInherited}),
    [hasInherited, hideInherited, setHideInherited],
  );
  const reflections = useReflectionMap();
  const toc = useMemo(() => extractTOC(item, reflections, hideInherited), [item, reflections, hideInherited]);
  const prevItem = useReflection(item.previousId);
  const nextItem = useReflection(item.nextId);
  // The neighbours are pages, which have permalinks.
  const pagingMetadata = useMemo(
    () => ({
      next: nextItem ? {permalink: nextItem.permalink!, title: escapeMdx(nextItem.name)} : undefined,
      previous: prevItem ? {permalink: prevItem.permalink!, title: escapeMdx(prevItem.name)} : undefined,
    }),
    [nextItem, prevItem],
  );
  return (
    <ApiOptionsContext.Provider value={apiOptions}>
      <ApiItemLayout
        heading={
          <>
            <span className="tsd-header-flags">
              <ApiFlags flags={item.flags} />
            </span>
            {escapeMdx(item.name)} <ApiTypeParametersGeneric params={item.typeParameters} />
            <ApiSourceLink sources={item.sources} />
          </>
        }
        pageMetadata={
          <PageMetadata
            description={displayPartsToMarkdown(pageSummary(item) ?? [])}
            title={`${item.name} | API`}
          />
        }
        pagingMetadata={pagingMetadata}
        toc={toc}
      >
        {Readme && (
          <section className="tsd-readme">
            <Readme />
          </section>
        )}
        <ApiSymbolPanels data={symbol} />
        <ApiReflection reflection={item} />
      </ApiItemLayout>
    </ApiOptionsContext.Provider>
  );
}
