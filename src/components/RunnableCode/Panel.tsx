/**
 * The part of a runnable block that loads on its first Run or Edit (see `./index.tsx`): runs the
 * code in the in-page runner (src/runner/client.ts) and shows what it prints as a terminal
 * would, and turns the block into an editor (src/components/CodeEditor, loaded on Edit).
 */
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type CodeEditorType from '@site/src/components/CodeEditor';
import {startRun, type Run, type RunEnd} from '@site/src/runner/client';
import type {Stream} from '@site/src/runner/protocol';
import RunBar from './Bar';
import type {FirstPress, RunnableCodeProps} from '.';
import barStyles from './styles.module.css';
import styles from './Panel.module.css';

/** Loads the editor (once per page); a plain import() for the reason given in `./index.tsx`. */
function loadEditor(): Promise<typeof CodeEditorType> {
  return import(/* webpackChunkName: "code-editor" */ '@site/src/components/CodeEditor').then(
    (loaded) => loaded.default,
  );
}

type Chunk = {stream: Stream; text: string};
type Output = {chunks: Chunk[]; end?: RunEnd};

/** The line under the terminal: how the run is going or how it ended. */
function statusOf({chunks, end}: Output): string {
  if (!end) return 'Running…';
  switch (end.type) {
    case 'exit':
      if (end.code !== 0) return `Exited with code ${end.code}.`;
      return chunks.length > 0 ? 'Finished.' : 'Finished without printing anything.';
    case 'timeout':
      return `Stopped after ${end.limitMs / 1000} seconds: a run may take no longer.`;
    case 'failed':
      return `The runner could not start: ${end.message}`;
    case 'cancelled':
      return 'Cancelled.';
  }
}

/** Props of {@link Panel}: the block's, and the button the reader pressed first. */
export type PanelProps = RunnableCodeProps & FirstPress;

/**
 * @param props the block, what running it needs, and the first action to carry out
 * @returns the block (or its editor), its buttons and, once it ran, its output.
 */
export default function Panel({
  code: pageCode,
  file,
  prefix,
  graphql,
  children,
  action,
  focusRun,
}: PanelProps): ReactNode {
  const [editing, setEditing] = useState(false);
  const [CodeEditor, setCodeEditor] = useState<typeof CodeEditorType>();
  const [code, setCode] = useState(pageCode);
  const [output, setOutput] = useState<Output>();
  const current = useRef<Run | undefined>(undefined);
  const runButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const run = useCallback(
    (source: string) => {
      current.current?.cancel();
      const chunks: Chunk[] = [];
      let frame = 0;
      const snapshot = () => chunks.map((chunk) => ({...chunk}));
      setOutput({chunks: []});
      const started = startRun({source: prefix + source, file, graphql}, (stream, text) => {
        const last = chunks.at(-1);
        if (last?.stream === stream) last.text += text;
        else chunks.push({stream, text});
        // A file may print thousands of lines at once: render once per frame.
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          if (current.current === started) setOutput({chunks: snapshot()});
        });
      });
      current.current = started;
      void started.end.then((end) => {
        cancelAnimationFrame(frame);
        if (current.current === started) setOutput({chunks: snapshot(), end});
      });
    },
    [prefix, file, graphql],
  );

  const edit = () => {
    setEditing(true);
    loadEditor().then(
      (loaded) => setCodeEditor(() => loaded),
      () => setEditing(false),
    );
  };

  useEffect(() => {
    // The press that loaded this panel; a run still going when the block leaves the page ends.
    if (action === 'run') run(pageCode);
    else edit();
    if (focusRun) runButton.current?.focus();
    return () => current.current?.cancel();
    // Once, on mount: `action` is the first press only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => {
    setCode(pageCode);
    setEditing(false);
    if (output) run(pageCode);
  };

  return (
    <div className={barStyles.runnable}>
      {editing && CodeEditor ? (
        <CodeEditor
          value={code}
          onChange={setCode}
          onRun={run}
          title={`${file} (edited)`}
          label={`Code of ${file}; Control+Enter or Command+Enter runs it`}
          firstLineNumber={prefix.split('\n').length}
        />
      ) : (
        children
      )}
      <RunBar
        file={file}
        editing={editing && CodeEditor !== undefined}
        runRef={runButton}
        onRun={() => run(code)}
        onEdit={edit}
        onReset={reset}
      />
      {output && (
        <div className={styles.output}>
          <div className={styles.outputTitle} id={titleId}>
            Output · graphql {graphql}
          </div>
          {/* role=log: a live region that announces what is added, in order, as a terminal shows it;
              busy until the run ends, so that assistive technology reads it whole. */}
          <pre
            className={styles.terminal}
            role="log"
            aria-labelledby={titleId}
            aria-busy={!output.end}
            tabIndex={output.chunks.length > 0 ? 0 : undefined}
          >
            {output.chunks.map((chunk, index) => (
              <span key={index} className={chunk.stream === 'stderr' ? styles.stderr : undefined}>
                {chunk.text}
              </span>
            ))}
          </pre>
          <p className={styles.status} role="status">
            {statusOf(output)}
          </p>
        </div>
      )}
    </div>
  );
}
