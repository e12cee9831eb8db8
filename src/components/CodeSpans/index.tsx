/**
 * A one-line summary of the API reference (module pages, the modules overview) with its Markdown
 * code spans as `<code>`: the summaries come from doc comments (plugins/api-module-pages.ts) and
 * hold nothing else worth a Markdown renderer on the page.
 */
import {Fragment, type ReactNode} from 'react';

/**
 * @param props.text plain text with `` `code` `` spans
 * @returns the text, every other backtick-delimited run inside `<code>`
 */
export default function CodeSpans({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
    );
}
