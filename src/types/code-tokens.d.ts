/**
 * The `tokens` prop that code blocks take (src/utils/codeTokens.ts): MDX code fences get it from
 * plugins/code-tokens.ts; other code blocks may pass it (`@generated/code-tokens/default/snippets.json`).
 */
declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's syntax-highlighting tokens, made at build time (src/utils/codeTokens.ts). */
    readonly tokens?: string;
  }
}
declare module '@generated/code-tokens/default/snippets.json' {
  /** Encoded tokens of each code snippet plugins/code-tokens.ts was told about, by name. */
  const snippets: Record<string, string>;
  export default snippets;
}
