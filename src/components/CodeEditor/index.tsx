/**
 * A JavaScript code editor in a code block's frame (Edit): CodeMirror 6, with
 * JavaScript highlighting in the site's own code colours (the Prism theme of the colour mode,
 * whose tokens are at WCAG AA contrast, src/utils/prismThemes.ts), undo history and the standard
 * keymap. Tab is left to move the focus, so the editor never traps the keyboard; Mod-Enter runs
 * the code. Loaded on the first Edit only, never with a page.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Compartment, EditorState, type Extension} from '@codemirror/state';
import {drawSelection, EditorView, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
// The language alone: `javascript()` adds completions, and with them @codemirror/autocomplete.
import {javascriptLanguage} from '@codemirror/lang-javascript';
import {tags, type Tag} from '@lezer/highlight';
import styles from './styles.module.css';

type PrismTheme = ReturnType<typeof usePrismTheme>;

/** Props of {@link CodeEditor}. */
export type CodeEditorProps = {
  /** The code to start from; later changes of the prop are not applied (the editor owns the text). */
  value: string;
  /** Called with the whole text after each change. */
  onChange: (value: string) => void;
  /** Called with the whole text on Mod-Enter. */
  onRun: (value: string) => void;
  /** Shown in the frame's title bar. */
  title: string;
  /** The editable area's accessible name. */
  label: string;
  /** The number of the first line (the block's line in its file). */
  firstLineNumber: number;
};

// Lezer's highlighting tags and the Prism token types the site's code blocks colour the same code with.
const TOKEN_TYPES: [Tag[], string][] = [
  [[tags.comment, tags.lineComment, tags.blockComment], 'comment'],
  [[tags.string, tags.special(tags.string)], 'string'],
  [[tags.regexp], 'regex'],
  [[tags.number], 'number'],
  [[tags.bool, tags.null], 'boolean'],
  [
    [
      tags.keyword,
      tags.controlKeyword,
      tags.moduleKeyword,
      tags.definitionKeyword,
      tags.operatorKeyword,
      tags.self,
    ],
    'keyword',
  ],
  [[tags.function(tags.variableName), tags.function(tags.propertyName)], 'function'],
  [[tags.className, tags.typeName], 'class-name'],
  [[tags.operator], 'operator'],
  [[tags.punctuation, tags.bracket, tags.separator], 'punctuation'],
];

/** CodeMirror's look for one Prism theme: its colours for the tokens, the text and the background. */
function themeExtension(theme: PrismTheme, dark: boolean): Extension {
  const colourOf = (type: string) => theme.styles.find((style) => style.types.includes(type))?.style;
  const highlight = HighlightStyle.define(
    TOKEN_TYPES.flatMap(([tag, type]) => {
      const style = colourOf(type);
      return style ? [{tag, color: style.color, fontStyle: style.fontStyle}] : [];
    }),
  );
  const color = theme.plain.color ?? 'inherit';
  const backgroundColor = theme.plain.backgroundColor ?? 'transparent';
  return [
    syntaxHighlighting(highlight),
    EditorView.theme(
      {
        '&': {color, backgroundColor},
        '.cm-content': {caretColor: color},
        '.cm-cursor, .cm-dropCursor': {borderLeftColor: color},
        // Line numbers in the comment colour: muted, still at AA contrast.
        '.cm-gutters': {backgroundColor, color: colourOf('comment')?.color ?? color, border: 'none'},
      },
      {dark},
    ),
  ];
}

/**
 * @param props the code, the handlers, the frame's title and the accessible name
 * @returns the editor in a frame like a code block's; it takes the focus when it appears.
 */
export default function CodeEditor({
  value,
  onChange,
  onRun,
  title,
  label,
  firstLineNumber,
}: CodeEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const themeSlot = useRef(new Compartment());
  const prismTheme = usePrismTheme();
  const dark = useRef(false);
  // The handlers of the latest render, for the keymap and listener made once.
  const handlers = useRef({onChange, onRun});
  handlers.current = {onChange, onRun};

  useEffect(() => {
    dark.current = document.documentElement.dataset.theme === 'dark';
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers({formatNumber: (line) => String(line + firstLineNumber - 1)}),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          new LanguageSupport(javascriptLanguage),
          keymap.of([
            {key: 'Mod-Enter', run: (target) => (handlers.current.onRun(target.state.doc.toString()), true)},
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
          themeSlot.current.of(themeExtension(prismTheme, dark.current)),
        ],
      }),
    });
    view.current = editor;
    editor.focus();
    return () => editor.destroy();
    // Made once: the editor owns its text from here on; the theme follows below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    dark.current = document.documentElement.dataset.theme === 'dark';
    view.current?.dispatch({
      effects: themeSlot.current.reconfigure(themeExtension(prismTheme, dark.current)),
    });
  }, [prismTheme]);

  return (
    <div
      className={clsx('theme-code-block', styles.frame)}
      style={{backgroundColor: prismTheme.plain.backgroundColor}}
    >
      <div className={styles.title} style={{color: prismTheme.plain.color}}>
        {title}
      </div>
      <div ref={host} className={styles.editor} />
    </div>
  );
}
