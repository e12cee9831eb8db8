/**
 * A code block that the reader can run and edit in the page. Only this component and
 * {@link RunBar} are part of every page's JavaScript; the first press of Run or Edit loads the
 * rest (`./Panel`: the output area and the runner; the editor after it), so that a page costs no
 * more to load than the button. The block itself renders exactly as without it, also before
 * hydration: the buttons appear once React runs.
 */
import {useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import RunBar from './Bar';
import styles from './styles.module.css';

/** What a runnable block needs (see plugins/remark-runnable-blocks.ts for how a page gets it). */
export type RunnableCodeProps = {
  /** The block's own code, what Edit starts from and Reset restores. */
  code: string;
  /** The file the block belongs to (`hello.js`). */
  file: string;
  /** The file as the blocks before this one wrote it; Run runs `prefix + code`. */
  prefix: string;
  /** The graphql release to run against, e.g. `17.1.0`. */
  graphql: string;
  /** The block as the page shows it (the theme's CodeBlock). */
  children: ReactNode;
};

/** What Run needs of the block's text: its own code and its prefix. */
export type RunnableSource = Pick<RunnableCodeProps, 'code' | 'prefix'>;

/** {@link RunnableCodeProps}, with the code and prefix given, or loaded on the first press: a docs
 * page's blocks keep theirs in the page's data chunk (src/utils/codeBlocks.ts). */
export type RunnableCodeInput = Omit<RunnableCodeProps, keyof RunnableSource> &
  (RunnableSource | {load: () => Promise<RunnableSource>});

/** The first button the reader pressed, which the panel carries out once loaded. */
export type RunAction = 'run' | 'edit';

/** What the panel gets besides the block's props: the first press, and whether Run had the focus. */
export type FirstPress = {action: RunAction; focusRun: boolean};

type PanelType = ComponentType<RunnableCodeProps & FirstPress>;

/**
 * @param input the block and what running it needs
 * @returns the block with its buttons; after the first press, the panel that runs and edits it.
 */
export default function RunnableCode(input: RunnableCodeInput): ReactNode {
  const {file, graphql, children} = input;
  const [press, setPress] = useState<FirstPress>();
  const [Panel, setPanel] = useState<{component: PanelType; source: RunnableSource}>();
  const isBrowser = useIsBrowser();
  // A plain import() rather than React.lazy: React holds a Suspense fallback on screen for at
  // least 300 ms, which would delay every first run by as much.
  const pressed = (action: RunAction, button: HTMLButtonElement) => {
    // The panel replaces these buttons; it moves the focus to its own Run if Run had it.
    setPress({action, focusRun: action === 'run' && button === document.activeElement});
    Promise.all([
      import(/* webpackChunkName: "run-panel" */ './Panel'),
      'load' in input ? input.load() : {code: input.code, prefix: input.prefix},
    ]).then(
      ([loaded, source]) => setPanel({component: loaded.default, source}),
      () => setPress(undefined),
    );
  };
  if (press && Panel)
    return (
      <Panel.component file={file} graphql={graphql} {...Panel.source} {...press}>
        {children}
      </Panel.component>
    );
  return (
    <div className={styles.runnable}>
      {children}
      {isBrowser && (
        <RunBar
          file={file}
          editing={false}
          onRun={(event) => pressed('run', event.currentTarget)}
          onEdit={(event) => pressed('edit', event.currentTarget)}
        />
      )}
    </div>
  );
}
