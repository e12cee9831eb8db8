import type {ReactNode} from 'react';

/**
 * Splits a Pagefind excerpt into text and marked words.
 * @param excerpt HTML-escaped text with `<mark>` around the matched words (Pagefind's `excerpt`)
 * @returns the parts in order, unescaped, each marked or not.
 */
export function excerptParts(excerpt: string): {text: string; marked: boolean}[] {
  const entities: Record<string, string> = {
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
    '&amp;': '&',
  };
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>');
      const text = (marked ? part.slice('<mark>'.length, -'</mark>'.length) : part).replace(
        /&(lt|gt|quot|#39|amp);/g,
        (entity) => entities[entity],
      );
      return {text, marked};
    });
}

/**
 * A search result's excerpt with its matched words marked, rendered as text:
 * nothing of the index reaches the page as HTML.
 */
export default function SearchExcerpt({excerpt}: {excerpt: string}): ReactNode {
  return excerptParts(excerpt).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
