/**
 * Types of the reflection-map helper that our patch adds to docusaurus-plugin-typedoc-api
 * (patches/docusaurus-plugin-typedoc-api+4.4.0.patch, `lib/utils/reflections.js`), which
 * plugins/api-page-shards.ts uses at build time.
 */
declare module 'docusaurus-plugin-typedoc-api/lib/utils/reflections.js' {
  /**
   * Indexes every reflection nested in `data` by id into `map`, setting each one's `parentId`.
   * @returns `map`.
   */
  export function deepMapReflections(
    data: unknown,
    map: Record<number, unknown>,
    parent?: unknown,
  ): Record<number, unknown>;
}
