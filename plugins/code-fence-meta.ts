/**
 * How the docs read a code fence's meta string (the text after the language on the opening
 * fence), shared by the example runner (`tests/support/examples.ts`) and the build-time decision
 * of which blocks get a Run button (`plugins/remark-runnable-blocks.ts`), so that both read a
 * page's blocks the same way (README, "Writing tutorials").
 */

const META_ATTRIBUTE = /(\w+)(?:="([^"]*)")?/g;

/**
 * Parses a fence meta string such as `title="server.js (continued)" server`.
 * @returns its attributes: `title="x"` gives `{title: 'x'}`, a bare word `{word: true}`.
 */
export function parseMeta(meta: string | null | undefined): Record<string, string | true> {
  const result: Record<string, string | true> = {};
  for (const match of (meta ?? '').matchAll(META_ATTRIBUTE)) {
    result[match[1]] = match[2] ?? true;
  }
  return result;
}

/**
 * The file a block writes: the first word of its title (`server.js (continued)` gives
 * `server.js`), or `undefined` for a block without a title.
 */
export function fileOfTitle(title: string | true | undefined): string | undefined {
  return typeof title === 'string' ? title.split(/\s+/)[0] : undefined;
}
