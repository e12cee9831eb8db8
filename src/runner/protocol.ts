/**
 * The messages between the page (src/runner/client.ts) and the in-page runner's Web Worker
 * (src/runner/worker.ts).
 */

/** Page to worker: one run, the only message a worker receives. */
export type RunRequest = {
  /** The file to run, as the page assembles it (the blocks before, then the block's code). */
  source: string;
  /** The file's name (`hello.js`): what error messages and stack traces name. */
  file: string;
  /** The graphql release to run against, e.g. `17.1.0`; the worker refuses another. */
  graphql: string;
};

/** Where a run's text goes, as in a terminal: console.log/info/debug to stdout, warn/error to stderr. */
export type Stream = 'stdout' | 'stderr';

/** Worker to page. */
export type RunMessage =
  /** graphql is loaded and the file starts now: the time limit counts from here. */
  | {type: 'started'}
  /** Text the file printed. */
  | {type: 'output'; stream: Stream; text: string}
  /** The file ended as Node.js would exit: 0, 1 after an uncaught error, 13 for an unsettled await. */
  | {type: 'exit'; code: number};
