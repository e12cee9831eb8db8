/**
 * Syntax-highlighting tokens made at build time: code blocks are
 * tokenized with Prism while the site builds (plugins/code-tokens.ts), and each block carries its
 * tokens to the browser in a compact string, so that neither Prism nor its grammars ship with the
 * pages (about 12 KB gzip of every page's first-load JavaScript). `src/components/CodeHighlight`
 * renders them.
 *
 * A token is what prism-react-renderer 2.4 hands to the theme's `CodeBlock/Line`: `normalizeTokens`
 * output, one array of tokens per line, each token with its Prism types and its text. The encoded
 * form stores the types and the length of each token, not the text, which the block already has:
 *
 *     <language>|<type list>,<type list>,…|<line>;<line>;…
 *
 * where a type list is a token's types joined by spaces and a line is its tokens joined by `,`,
 * each `<index of its type list>.<length>` in base 36.
 */

/** One token of a line, as prism-react-renderer's `normalizeTokens` makes it. */
export type CodeToken = {
  /** Prism token types, outermost first; `['plain']` for text outside any token. */
  types: string[];
  /** The token's text; `'\n'` for the single token of an empty line. */
  content: string;
  /** Set (true) on the single token of an empty line. */
  empty?: boolean;
};

// Separators: Prism type names and languages are made of letters, digits, `-` and `+`.
const PART = '|';
const LIST = ',';
const LINE = ';';
const FIELD = '.';
const TYPES = ' ';
// As prism-react-renderer's normalizeTokens splits lines.
const NEWLINE = /\r\n|\r|\n/;

/**
 * Encodes the tokens of one code block.
 * @param lines the block's tokens, one array per line, as prism-react-renderer's `normalizeTokens`
 *   returns them for `code`
 * @param language the language they were highlighted as (lower case, as the theme passes it)
 * @returns the encoded tokens, for {@link decodeCodeTokens}
 * @throws when `language` or a token type contains a separator of the format
 */
export function encodeCodeTokens(lines: CodeToken[][], language: string): string {
  const typeLists: string[] = [];
  const indexOf = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .map((token) => {
        const list = token.types.join(TYPES);
        let index = indexOf.get(list);
        if (index === undefined) {
          if (/[|,;.]/.test(list)) throw new Error(`Token type list "${list}" holds a separator`);
          index = typeLists.push(list) - 1;
          indexOf.set(list, index);
        }
        const length = token.empty ? 0 : token.content.length;
        return `${index.toString(36)}${FIELD}${length.toString(36)}`;
      })
      .join(LIST),
  );
  if (/[|,;.]/.test(language)) throw new Error(`Language "${language}" holds a separator`);
  return [language, typeLists.join(LIST), encodedLines.join(LINE)].join(PART);
}

/**
 * Rebuilds the tokens of a code block from their encoded form and the block's code.
 * @param encoded what {@link encodeCodeTokens} returned at build time
 * @param code the code the block renders (the theme's `metadata.code`)
 * @param language the language the block renders as (the theme's `metadata.language`)
 * @returns the tokens, equal to what prism-react-renderer's `Highlight` would make, or `undefined`
 *   when they were made for another code or language (the block was then edited, or its code
 *   was transformed after the build step, as magic comments are): the caller highlights it
 *   itself then.
 */
export function decodeCodeTokens(encoded: string, code: string, language: string): CodeToken[][] | undefined {
  const [tokensLanguage, typeListsPart, linesPart] = encoded.split(PART);
  if (tokensLanguage !== language || linesPart === undefined) return undefined;
  const typeLists = typeListsPart.split(LIST).map((list) => list.split(TYPES));
  const codeLines = code.split(NEWLINE);
  const encodedLines = linesPart.split(LINE);
  if (codeLines.length !== encodedLines.length) return undefined;
  const lines: CodeToken[][] = [];
  for (let i = 0; i < codeLines.length; i++) {
    const text = codeLines[i];
    let position = 0;
    const line: CodeToken[] = [];
    for (const field of encodedLines[i] ? encodedLines[i].split(LIST) : []) {
      const [typeIndex, length] = field.split(FIELD).map((value) => parseInt(value, 36));
      const types = typeLists[typeIndex];
      if (!types || Number.isNaN(length)) return undefined;
      line.push({types, content: text.slice(position, position + length)});
      position += length;
    }
    if (position !== text.length || line.length === 0) return undefined;
    // normalizeTokens' normalizeEmptyLines: an empty line is one token standing for '\n'.
    if (line.length === 1 && line[0].content === '') {
      line[0] = {types: line[0].types, content: '\n', empty: true};
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The tokens of code that no grammar highlights, as prism-react-renderer's `normalizeTokens([code])`
 * makes them: each line one `plain` token.
 * @param code the code
 * @returns one array of tokens per line
 */
export function plainCodeTokens(code: string): CodeToken[][] {
  return code
    .split(NEWLINE)
    .map((text) => [
      text === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content: text},
    ]);
}
