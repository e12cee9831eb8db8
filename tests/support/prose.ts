import {fromMarkdown} from 'mdast-util-from-markdown';

type MdNode = {type: string; value?: string; children?: MdNode[]};

/**
 * Counts the words of prose of a docs page, for the rule "900 words of prose, not counting code"
 * that every guide meets: the text of paragraphs, headings, lists, tables and admonitions, inline
 * code included; front matter, fenced code blocks, HTML and admonition fences (`:::note[…]`) left
 * out.
 * @param markdown the page's Markdown source, front matter included
 * @returns the number of words: runs of letters, digits and `_'.-` between white space and punctuation.
 */
export function proseWordCount(markdown: string): number {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^:::.*$/gm, '');
  let words = 0;
  const walk = (node: MdNode) => {
    if (node.type === 'code' || node.type === 'html') return;
    if ((node.type === 'text' || node.type === 'inlineCode') && node.value) {
      words += node.value.match(/[\p{L}\p{N}_'.-]+/gu)?.length ?? 0;
    }
    node.children?.forEach(walk);
  };
  walk(fromMarkdown(body) as MdNode);
  return words;
}
