import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {SEARCH_SHORTCUT_KEYMAP} from '@site/src/utils/searchShortcut';

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

const searchInput = () => document.querySelector<HTMLInputElement>('input.navbar__search-input');

/**
 * Types text into the search plugin's input as a reader would, so that its own state sees it:
 * React tracks an input's value, and only a value set through the native setter followed by an
 * `input` event reaches its `onChange`.
 */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * The navbar search box, loaded on demand ("Lean and fast" and versions issues: the search bar
 * was in every page's first-load JavaScript, about 13 KB gzip with its worker bridge).
 *
 * Until the reader points at it, touches it, focuses it or presses a shortcut, this renders the
 * search plugin's own markup and CSS classes (same input, icon, loading ring and shortcut hints),
 * so the server-rendered page and the first paint are unchanged. Then it loads
 * `@theme-original/SearchBar` (@easyops-cn/docusaurus-search-local) and renders it in place,
 * handing over focus and any text typed meanwhile.
 *
 * It also adds `/` as a second shortcut (search issue: "focused with Ctrl+K / Cmd+K and `/`"); the
 * plugin binds Ctrl/Cmd+K itself once loaded, and this binds it before.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [SearchBar, setSearchBar] = useState<ComponentType<Props> | null>(null);
  const loading = useRef(false);
  const focusOnLoad = useRef(false);
  const [pendingText, setPendingText] = useState('');

  const load = useCallback((focus: boolean) => {
    focusOnLoad.current ||= focus;
    if (loading.current) return;
    loading.current = true;
    void import('@theme-original/SearchBar').then((module) => setSearchBar(() => module.default));
  }, []);

  // A layout effect: it runs in the same commit that swaps the inputs, so no key press or script
  // can land while the page has no focused search input.
  useLayoutEffect(() => {
    if (!SearchBar) return;
    const input = searchInput();
    if (input && focusOnLoad.current) {
      input.focus();
      if (pendingText) typeInto(input, pendingText);
    }
    // Only once, right after the plugin's search bar replaced the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [SearchBar]);

  useEffect(() => {
    const shortcut = parseKeymap(SEARCH_SHORTCUT_KEYMAP);
    const onKeyDown = (event: KeyboardEvent) => {
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      // Once loaded, the plugin handles its own shortcut.
      const plugin = !SearchBar && matchesKeymap(event, shortcut);
      if (!slash && !plugin) return;
      event.preventDefault();
      // Before the plugin's bar has loaded this focuses the placeholder, whose focus starts the
      // load: the reader can type at once, and the text moves over.
      searchInput()?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [SearchBar]);

  if (SearchBar) {
    return <SearchBar {...props} />;
  }
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        value={pendingText}
        onChange={(event) => setPendingText(event.target.value)}
        onMouseEnter={() => load(false)}
        onTouchStart={() => load(false)}
        onFocus={() => load(true)}
      />
      <LoadingRing className={styles.searchBarLoadingRing} />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {getKeymapHints(SEARCH_SHORTCUT_KEYMAP, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
