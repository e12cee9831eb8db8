/**
 * Whether an API page's reflection lists a member that it inherits (TypeDoc's `inheritedFrom`):
 * the only pages where the API plugin's "Hide Inherited" page option changes anything (issue 19:
 * it showed on module, function and enum pages, where it did nothing). Called by the patched
 * plugin's `ApiItem` (patches/docusaurus-plugin-typedoc-api), which passes the answer to its
 * page options through their context.
 * @param item a reflection as the plugin's API data holds it; its `children` are its members
 * @returns true when one of its direct members carries `inheritedFrom`
 */
export function hasInheritedMembers(item: {children?: readonly {inheritedFrom?: unknown}[]}): boolean {
  return item.children?.some((member) => member.inheritedFrom !== undefined) ?? false;
}
