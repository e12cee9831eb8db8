/**
 * The Markdown lexer of the API pages' comments, run at build time only
 * (plugins/api-comment-tokens.ts stores its tokens in each page's data, and
 * src/components/ApiMarkdown renders them), so that marked and marked-smartypants (about 11 KB
 * gzip) stay out of the pages' JavaScript. docusaurus-plugin-typedoc-api 4.4.0 (MIT) lexed each
 * comment in the browser with this setup: GFM, smartypants, and `:::` admonitions. marked and
 * marked-smartypants are pinned to the versions it resolved, so that the tokens stay the same.
 */
import {Marked, type TokenizerExtension} from 'marked';
import {markedSmartypants} from 'marked-smartypants';
import type {MarkdownToken} from './apiTypes';

const ADMONITION_START = /^:{3}([a-z]+)? *(.*)\n/;
const ADMONITION_END = '\n:::';

/**
 * `:::keyword title` … `:::` as an `admonition` token (its `keyword`, default `info`, and `title`)
 * whose child tokens are its content's blocks. One without its closing `:::` holds the rest of the
 * text but its last character, as the plugin's did.
 */
const admonition: TokenizerExtension = {
  name: 'admonition',
  level: 'block',
  start(src) {
    return src.match(ADMONITION_START)?.index;
  },
  tokenizer(src) {
    const match = ADMONITION_START.exec(src);
    if (!match) return undefined;
    const startEndIndex = match.index + match[0].length;
    const endIndex = src.indexOf(ADMONITION_END, startEndIndex);
    const token = {
      type: 'admonition',
      raw: src.slice(match.index, endIndex + ADMONITION_END.length),
      text: src.slice(startEndIndex, endIndex),
      title: match[2] ? match[2].trim() : undefined,
      keyword: match[1] ?? 'info',
      tokens: [],
    };
    this.lexer.blockTokens(token.text, token.tokens);
    return token;
  },
};

const marked = new Marked({gfm: true}, markedSmartypants(), {extensions: [admonition]});

/**
 * Lexes a comment's Markdown as the API pages did in the browser.
 * @param markdown Markdown whose `{@link}` tags are already links (src/utils/apiComments.ts)
 * @returns marked's tokens, in full (plugins/api-comment-tokens.ts keeps what is rendered)
 */
export function lexMarkdown(markdown: string): MarkdownToken[] {
  return marked.lexer(markdown) as MarkdownToken[];
}
