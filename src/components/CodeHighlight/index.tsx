/**
 * Code highlighting without Prism in the browser. theme-classic's
 * `CodeBlock/Content` renders a block through prism-react-renderer's `Highlight`; the patch
 * (patches/@docusaurus+theme-classic+3.10.2.patch) makes it use this module's {@link Highlight}
 * instead, which takes the tokens made at build time (plugins/code-tokens.ts) from the block's
 * `tokens` prop ({@link CodeTokensProvider}, given by src/theme/CodeBlock/Content/String) and
 * renders them as prism-react-renderer 2.4 would: same tokens, class names and theme styles (its
 * `themeToDict`, `getLineProps` and `getTokenProps` below), but for the plain colour of each line,
 * which the line inherits from the block (see `getLineProps`). A block without tokens
 * for its code (no build step saw it, or its code changed since) is highlighted by
 * prism-react-renderer itself, loaded on demand (`./PrismHighlight`).
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  PrismThemeEntry,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {decodeCodeTokens, plainCodeTokens} from '@site/src/utils/codeTokens';

const PrismHighlight = lazy(() => import('./PrismHighlight'));

const CodeTokensContext = createContext<string | undefined>(undefined);

/**
 * Makes the build-time tokens of one code block available to the {@link Highlight} it renders.
 * @param props `tokens`: the block's encoded tokens (src/utils/codeTokens.ts), if it has any
 * @returns the children, inside the context
 */
export function CodeTokensProvider({tokens, children}: {tokens?: string; children: ReactNode}): ReactNode {
  return <CodeTokensContext.Provider value={tokens}>{children}</CodeTokensContext.Provider>;
}

type ThemeDictionary = Record<string, PrismThemeEntry> & {root: PrismThemeEntry; plain: PrismThemeEntry};

/** prism-react-renderer 2.4's `themeToDict`: the style of each token type for one language. */
function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, PrismThemeEntry> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) {
      dictionary[type] = {...dictionary[type], ...style};
    }
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

/** prism-react-renderer 2.4's style of one token (its `useGetTokenProps`). */
function styleForToken(dictionary: ThemeDictionary, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty != null ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty != null) {
    return dictionary[types[0]];
  }
  return Object.assign(
    empty != null ? {display: 'inline-block'} : {},
    ...types.map((type) => dictionary[type]),
  );
}

/**
 * Drop-in for prism-react-renderer's `Highlight`: calls `children` with the block's tokens and the
 * same prop getters, from build-time tokens when they match `code` and `language`, else from
 * prism-react-renderer loaded on demand (showing the plain code meanwhile; a server
 * render waits for it, so the pre-rendered page is always highlighted).
 * @param props prism-react-renderer's `HighlightProps`; `theme` is the theme's (always given)
 * @returns what `children` returns
 */
export function Highlight(props: HighlightProps): ReactNode {
  const {code, theme, children} = props;
  const language = props.language.toLowerCase();
  const encoded = useContext(CodeTokensContext);
  const tokens = useMemo(
    () => (encoded === undefined ? undefined : decodeCodeTokens(encoded, code, language)),
    [encoded, code, language],
  );
  const dictionary = useMemo(() => (theme ? themeToDict(theme, language) : undefined), [theme, language]);
  const getLineProps = useCallback(
    // `line` is taken out of the props handed on, as prism-react-renderer does.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    ({className, style, line, ...rest}: LineInputProps): LineOutputProps => {
      // Without prism-react-renderer's `style` of the theme's plain colour: the line inherits it
      // from the block's <pre>, which has it (`root` below), and each of the longest page's 1,700
      // lines carried it as an inline style.
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      if (typeof style === 'object') output.style = style;
      return output;
    },
    [],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: dictionary ? styleForToken(dictionary, token) : undefined,
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [dictionary],
  );
  const render = (lines: Token[][]) =>
    children({
      tokens: lines,
      className: `prism-code language-${language}`,
      style: dictionary ? dictionary.root : {},
      getLineProps,
      getTokenProps,
    } satisfies RenderProps);
  if (tokens) {
    return render(tokens);
  }
  return (
    <Suspense fallback={render(plainCodeTokens(code))}>
      <PrismHighlight {...props} />
    </Suspense>
  );
}
