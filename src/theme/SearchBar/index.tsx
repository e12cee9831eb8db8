import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Whether a key press happens where `/` is text the reader is typing.
 * @param target the event target
 * @returns true inside inputs, text areas, selects and editable content.
 */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The search plugin's navbar search box, plus `/` to focus it (search issue: "focused with
 * Ctrl+K / Cmd+K and `/`"). The plugin binds one shortcut (`searchBarShortcutKeymap`, set to
 * mod+k); this wrapper adds the second, as many docs sites do, without replacing the component.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) {
        return;
      }
      const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (input) {
        event.preventDefault();
        input.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <SearchBar {...props} />;
}
