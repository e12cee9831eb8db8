/**
 * The page's side of the in-page runner: starts a fresh Web Worker for each run
 * (src/runner/worker.ts), relays what it prints and ends it when the run is over or takes longer
 * than {@link TIME_LIMIT_MS}. Loaded with `import()` on the first Run, never before.
 */
import type {RunMessage, RunRequest, Stream} from './protocol';

/** How long a file may run, from the moment graphql is loaded and the file starts. */
export const TIME_LIMIT_MS = 5000;

/** How a run ended. */
export type RunEnd =
  /** The file ended; `code` is what Node.js would exit with (0, 1 after an uncaught error). */
  | {type: 'exit'; code: number}
  /** Stopped at the time limit. */
  | {type: 'timeout'; limitMs: number}
  /** The worker itself failed to load. */
  | {type: 'failed'; message: string}
  /** Cancelled by the page (a new run, or the block left the page). */
  | {type: 'cancelled'};

/** A run under way. */
export type Run = {
  /** Settles once, with how the run ended; never rejects. */
  end: Promise<RunEnd>;
  /** Ends the run at once (the worker is terminated). */
  cancel: () => void;
};

/**
 * Runs a file in a new Web Worker.
 * @param request the file, its name and the graphql release
 * @param onOutput called with each piece of text the file prints, in order
 * @returns the run; its worker is terminated whichever way it ends.
 */
export function startRun(request: RunRequest, onOutput: (stream: Stream, text: string) => void): Run {
  // The bundler makes the worker and its imports chunks of their own (`new URL` + `import.meta.url`).
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'graphql-runner'});
  let finish: (end: RunEnd) => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = new Promise<RunEnd>((resolve) => {
    finish = (result) => {
      clearTimeout(timer);
      worker.terminate();
      finish = () => undefined;
      resolve(result);
    };
  });
  worker.addEventListener('message', ({data}: MessageEvent<RunMessage | undefined>) => {
    if (data?.type === 'output' && typeof data.text === 'string') {
      onOutput(data.stream === 'stderr' ? 'stderr' : 'stdout', data.text);
    } else if (data?.type === 'started') {
      timer = setTimeout(() => finish({type: 'timeout', limitMs: TIME_LIMIT_MS}), TIME_LIMIT_MS);
    } else if (data?.type === 'exit') {
      finish({type: 'exit', code: data.code});
    }
    // Anything else is the file's own postMessage() (it runs in the worker's global scope), which
    // must not break the page either.
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    finish({type: 'failed', message: event.message || 'the runner could not be loaded'});
  });
  worker.postMessage(request);
  return {end, cancel: () => finish({type: 'cancelled'})};
}
