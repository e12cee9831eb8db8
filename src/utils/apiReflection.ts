/**
 * Questions the patched API plugin (patches/docusaurus-plugin-typedoc-api) asks of a page's
 * reflection, as its API data holds it (TypeDoc's JSON with the plugin's additions).
 */

/** A comment's summary: TypeDoc's display parts. */
type Summary = readonly unknown[];

/** The parts of a reflection these functions read. */
type PageReflection = {
  comment?: {summary?: Summary};
  signatures?: readonly {comment?: {summary?: Summary}}[];
  children?: readonly {inheritedFrom?: unknown}[];
};

/**
 * Whether a page's reflection lists a member that it inherits (TypeDoc's `inheritedFrom`): the
 * only pages where the API plugin's "Hide Inherited" page option changes anything (it
 * showed on module, function and enum pages, where it did nothing). Called by the patched
 * `ApiItem`, which passes the answer to its page options through their context.
 * @param item the page's reflection; its `children` are its members
 * @returns true when one of its direct members carries `inheritedFrom`
 */
export function hasInheritedMembers(item: PageReflection): boolean {
  return item.children?.some((member) => member.inheritedFrom !== undefined) ?? false;
}

/**
 * The summary that describes a page's symbol: its own comment's, else its first signature's.
 * TypeDoc puts a function's doc comment on its signatures, so function pages had no meta
 * description (Lighthouse SEO "meta-description" on every function page). Called by the patched
 * `ApiItem` for the page's `<meta name="description">`.
 * @param item the page's reflection
 * @returns the summary's display parts, or undefined when neither has one
 */
export function pageSummary(item: PageReflection): Summary | undefined {
  const own = item.comment?.summary;
  return own?.length
    ? own
    : item.signatures?.find((signature) => signature.comment?.summary?.length)?.comment?.summary;
}
