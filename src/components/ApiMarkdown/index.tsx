/**
 * Markdown of the API pages (comments, the version history's replacement notes) rendered from the
 * marked tokens the build made (plugins/api-comment-tokens.ts), through the theme's MDX components
 * and code blocks. Ported from docusaurus-plugin-typedoc-api 4.4.0's `Markdown` (MIT) as the site
 * patched it: it takes tokens rather than lexing Markdown in the browser, passes code blocks their
 * build-time highlighting, and aligns table cells with CSS rather than the obsolete `align`.
 */
import {Fragment, type ElementType, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import MDX from '@theme/MDXComponents';
import type {MarkdownToken} from '@site/src/utils/apiTypes';

/** The element of each token type that has no case of its own. */
const TOKEN_TO_TAG: Record<string, ElementType> = {
  blockquote: 'blockquote',
  br: 'br',
  code: 'pre',
  codespan: 'code',
  def: 'span',
  del: 'del',
  em: 'em',
  escape: 'span',
  hr: 'hr',
  html: 'div',
  paragraph: 'p',
  strong: 'strong',
  table: 'table',
  tablecell: 'td',
  tablerow: 'tr',
};

/** A table cell's alignment as CSS. */
const alignment = (align: 'center' | 'left' | 'right' | null | undefined) =>
  align ? {textAlign: align} : undefined;

/**
 * The elements of a list of tokens, keyed by position.
 * @returns the elements, or undefined for no tokens (callers then fall back to a token's text)
 */
function convertAstToElements(ast: MarkdownToken[]): ReactNode[] | undefined {
  const elements: ReactNode[] = [];
  ast.forEach((token, counter) => {
    const children = token.tokens ?? [];
    switch (token.type) {
      case 'code':
        elements.push(
          <CodeBlock key={counter} language={token.lang} tokens={token.highlight}>
            {token.text}
          </CodeBlock>,
        );
        break;
      case 'codespan':
        // The raw code, between its backticks: the token's text is HTML-escaped.
        elements.push(<MDX.code key={counter}>{token.raw!.slice(1, -1)}</MDX.code>);
        break;
      case 'heading': {
        const Heading = MDX[`h${token.depth}` as 'h1'];
        elements.push(<Heading key={counter}>{convertAstToElements(children) ?? token.text}</Heading>);
        break;
      }
      case 'image':
        elements.push(<MDX.img key={counter} alt={token.title ?? ''} src={token.href} />);
        break;
      case 'link':
        elements.push(
          <MDX.a key={counter} href={token.href} title={token.title ?? ''}>
            {convertAstToElements(children) ?? token.text}
          </MDX.a>,
        );
        break;
      case 'list': {
        const List = token.ordered ? 'ol' : 'ul';
        elements.push(<List key={counter}>{convertAstToElements(token.items ?? children)}</List>);
        break;
      }
      case 'list_item':
        elements.push(
          <li key={counter}>
            {token.task && (
              <>
                <input checked={token.checked} type="checkbox" />{' '}
              </>
            )}
            {convertAstToElements(children) ?? token.text}
          </li>,
        );
        break;
      case 'space':
        elements.push(token.raw || ' ');
        break;
      case 'table':
        elements.push(
          <table key={counter}>
            <thead>
              <tr>
                {token.header!.map((cell, i) => (
                  <th key={i} style={alignment(token.align![i])}>
                    {convertAstToElements(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {token.rows!.map((cells, i) => (
                <tr key={i}>
                  {cells.map((cell, i2) => (
                    <td key={i2} style={alignment(token.align![i2])}>
                      {convertAstToElements(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>,
        );
        break;
      case 'text':
        elements.push(
          children.length === 0 ? (
            token.text
          ) : (
            <Fragment key={counter}>{convertAstToElements(children)}</Fragment>
          ),
        );
        break;
      case 'admonition':
        elements.push(
          <MDX.admonition key={counter} title={token.title ?? undefined} type={token.keyword!}>
            {convertAstToElements(children) ?? token.text}
          </MDX.admonition>,
        );
        break;
      default: {
        const Element = TOKEN_TO_TAG[token.type] ?? token.type;
        elements.push(<Element key={counter}>{convertAstToElements(children) ?? token.text ?? ''}</Element>);
        break;
      }
    }
  });
  return elements.length === 0 ? undefined : elements;
}

/**
 * @param props.tokens the Markdown's tokens, as plugins/api-comment-tokens.ts stored them
 * @returns a `<div class="tsd-markdown markdown">`, or nothing without tokens
 */
export default function ApiMarkdown({tokens}: {tokens?: MarkdownToken[]}): ReactNode {
  if (!tokens) {
    return null;
  }
  return <div className="tsd-markdown markdown">{convertAstToElements(tokens)}</div>;
}
