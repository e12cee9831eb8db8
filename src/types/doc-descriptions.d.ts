declare module '@generated/doc-descriptions/default/descriptions.json' {
  /** Each doc's description, by docs version name and doc id (plugins/doc-descriptions.ts). */
  const descriptions: import('../../plugins/doc-descriptions').DocDescriptions;
  export default descriptions;
}
