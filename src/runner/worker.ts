/**
 * The in-page runner's Web Worker: runs one file of a
 * docs page the way `node file.js` runs it, against the graphql release the page documents, and
 * posts what it prints. It never touches the page: a worker has no DOM, no local storage and no
 * cookies, and the page ends it after the time limit (src/runner/client.ts).
 *
 * How a run goes:
 * - graphql is loaded with `import()`, so that each release is a chunk of the site's own assets
 *   and a run loads only the one it needs; the file's `import … from 'graphql'` is pointed at a
 *   module that re-exports it. The import specifiers are found with es-module-lexer, so nothing
 *   else in the code changes and its line numbers stay those of the page's file.
 * - The file runs as a real ES module (a `blob:` URL), so top-level `await`, strict mode, import
 *   errors and syntax errors are the JavaScript engine's own, as under Node.js.
 * - console.log and its kin print terminal text through node-inspect-extracted, Node.js's own
 *   `util.format`/`util.inspect` taken out for browsers: `console.log(result)` of a graphql 17
 *   result prints `[Object: null prototype]` as Node.js does.
 * - The run ends as a Node.js process exits: once the module has evaluated and no timer is left
 *   (code 0); at an uncaught error or unhandled rejection, printed as Node.js prints it (code 1);
 *   or with an await that can never settle (code 13).
 * - Network access is refused with {@link NETWORK_REFUSED}: fetch, XMLHttpRequest, WebSocket,
 *   EventSource, importScripts of anything but the site's own chunks, and every import but
 *   graphql. IndexedDB and the Cache API, which a same-origin worker could reach, are removed.
 */
import {init as initLexer, parse as lexImports} from 'es-module-lexer';
import {formatWithOptions, inspect} from 'node-inspect-extracted';
import type {RunMessage, RunRequest, Stream} from './protocol';

/** What the runner prints when code tries to reach the network. */
const NETWORK_REFUSED = 'Network requests are disabled in the in-page runner.';

type GraphqlModule = {version: string} & Record<string, unknown>;

// One chunk per release; `graphql-16` is the npm alias of graphql 16.15.0 (package.json).
const RELEASES: Record<string, () => Promise<GraphqlModule>> = {
  '17': () => import(/* webpackChunkName: "graphql-17" */ 'graphql') as unknown as Promise<GraphqlModule>,
  '16': () => import(/* webpackChunkName: "graphql-16" */ 'graphql-16') as unknown as Promise<GraphqlModule>,
};

// Past this much text a run's output is cut (an endless loop that logs must not flood the page).
const MAX_OUTPUT_CHARS = 1_000_000;
// The first console calls are posted one by one, so that what a file printed before an endless
// loop still shows; later ones in batches of this size.
const IMMEDIATE_MESSAGES = 1000;
const BATCH_CHARS = 8192;
// The names of the runner's globals: what the file's dynamic `import(…)` calls are rewritten to,
// the graphql that the re-exporting module reads, and what tells that the file starts.
const DYNAMIC_IMPORT = '__inPageRunnerImport';
const GRAPHQL_GLOBAL = '__inPageRunnerGraphql';
const STARTED_GLOBAL = '__inPageRunnerStarted';

type WorkerScope = typeof globalThis & {
  postMessage(message: RunMessage): void;
  importScripts(...urls: string[]): void;
  location: Location;
};
const scope = globalThis as WorkerScope;
const post = (message: RunMessage) => scope.postMessage(message);

// Kept before the file can replace them.
const {setTimeout, clearTimeout, setInterval, clearInterval} = globalThis;
const importScripts = scope.importScripts.bind(scope);
const importModule = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);

// ---------------------------------------------------------------------------------------------
// Output

let printed = 0;
let cut = false;
let postedMessages = 0;
let pending: {stream: Stream; text: string}[] = [];
let pendingChars = 0;

/** Posts the text printed since the last flush, one message per run of the same stream. */
function flush(): void {
  for (const chunk of pending) {
    post({type: 'output', ...chunk});
    postedMessages += 1;
  }
  pending = [];
  pendingChars = 0;
}

/** Prints text as a terminal would show it; past {@link MAX_OUTPUT_CHARS} only a notice. */
function print(stream: Stream, text: string): void {
  if (cut) return;
  if (printed + text.length > MAX_OUTPUT_CHARS) {
    cut = true;
    text = `\n[output cut: the in-page runner shows at most ${MAX_OUTPUT_CHARS} characters]\n`;
    stream = 'stderr';
  }
  printed += text.length;
  const last = pending.at(-1);
  if (last?.stream === stream) last.text += text;
  else pending.push({stream, text});
  pendingChars += text.length;
  if (postedMessages < IMMEDIATE_MESSAGES || pendingChars >= BATCH_CHARS || cut) flush();
  else if (pending.length === 1 && pendingChars === text.length) queueMicrotask(flush);
}

let groupIndent = '';

/** A console method that prints its arguments as Node.js's console does (`util.format`). */
function consoleMethod(stream: Stream) {
  return (...args: unknown[]) => {
    const text = formatWithOptions({}, ...args);
    print(stream, (groupIndent ? text.replace(/^/gm, groupIndent) : text) + '\n');
  };
}

function installConsole(): void {
  const stdout = consoleMethod('stdout');
  const stderr = consoleMethod('stderr');
  Object.assign(console, {
    log: stdout,
    info: stdout,
    debug: stdout,
    warn: stderr,
    error: stderr,
    trace: (...args: unknown[]) => stderr(`Trace: ${formatWithOptions({}, ...args)}`),
    dir: (value: unknown, options?: object) => stdout(inspect(value, {customInspect: false, ...options})),
    group: (...args: unknown[]) => {
      if (args.length > 0) stdout(...args);
      groupIndent += '  ';
    },
    groupEnd: () => {
      groupIndent = groupIndent.slice(2);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Timers and imports: a Node.js process lives while a timer or an import is pending, so a run does too.

const pendingWork = new Set<unknown>();
let wakeUp: (() => void) | undefined;

function workSettled(id: unknown): void {
  pendingWork.delete(id);
  wakeUp?.();
}

/** Counts a promise as pending work until it settles. */
function pendingUntilSettled<T>(promise: Promise<T>): Promise<T> {
  const id = Symbol('import');
  pendingWork.add(id);
  void promise.finally(() => workSettled(id)).catch(() => undefined);
  return promise;
}

function installTimers(): void {
  const callable = (handler: unknown): ((...args: unknown[]) => void) => {
    if (typeof handler !== 'function') {
      throw new TypeError('The "callback" argument must be of type function.');
    }
    return handler as (...args: unknown[]) => void;
  };
  Object.assign(scope, {
    setTimeout(handler: unknown, delay?: number, ...args: unknown[]) {
      const callback = callable(handler);
      const id = setTimeout(() => {
        workSettled(id);
        callback(...args);
      }, delay);
      pendingWork.add(id);
      return id;
    },
    clearTimeout(id: ReturnType<typeof setTimeout>) {
      clearTimeout(id);
      workSettled(id);
    },
    setInterval(handler: unknown, delay?: number, ...args: unknown[]) {
      const callback = callable(handler);
      const id = setInterval(() => callback(...args), delay);
      pendingWork.add(id);
      return id;
    },
    clearInterval(id: ReturnType<typeof setInterval>) {
      clearInterval(id);
      workSettled(id);
    },
  });
}

/** Resolves after the tasks queued so far, and so after every pending promise reaction. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Waits until the file is done as a Node.js process would be.
 * @param evaluation the promise of the file's module evaluation
 * @param started resolves when the engine starts evaluating the file (its imports are loaded)
 * @returns the exit code: 0 when the module evaluated and no timer is left, 13 when its top-level
 *   `await` can no longer settle (no timer left to settle it).
 * @throws what the module threw.
 */
async function settle(evaluation: Promise<unknown>, started: Promise<void>): Promise<number> {
  let state: {done: boolean; error?: {value: unknown}} = {done: false};
  evaluation.then(
    () => (state = {done: true}),
    (value: unknown) => (state = {done: true, error: {value}}),
  );
  // Loading the modules takes tasks of its own; from here on only the file's own work counts.
  await Promise.race([started, evaluation.catch(() => undefined)]);
  for (;;) {
    await nextTask();
    if (state.error) throw state.error.value;
    if (pendingWork.size === 0) {
      // The engine reports a rejection nobody handled in a task of its own, after the one that
      // left it unhandled: one more task lets that report (and its exit code 1) come first.
      await nextTask();
      if (pendingWork.size > 0) continue;
      if (state.done) return 0;
      print('stderr', 'Warning: Detected unsettled top-level await\n');
      return 13;
    }
    await new Promise<void>((resolve) => (wakeUp = resolve));
  }
}

// ---------------------------------------------------------------------------------------------
// Network and storage

function refusal(what: string): TypeError {
  return new TypeError(`${NETWORK_REFUSED} (${what})`);
}

/** Replaces every way out of the worker with a refusal. */
function installLockdown(): void {
  const refusedClass = (name: string) =>
    class {
      constructor(url?: unknown) {
        throw refusal(`${name} ${String(url ?? '')}`.trim());
      }
    };
  const ownChunks = new URL('.', scope.location.href).href;
  Object.assign(scope, {
    fetch: (input: unknown) =>
      Promise.reject(refusal(`fetch ${input instanceof Request ? input.url : String(input)}`)),
    XMLHttpRequest: refusedClass('XMLHttpRequest'),
    WebSocket: refusedClass('WebSocket'),
    EventSource: refusedClass('EventSource'),
    // The bundler loads the runner's own chunks (graphql, the syntax error locator) with it.
    importScripts: (...urls: string[]) => {
      const outside = urls.find((url) => !new URL(url, scope.location.href).href.startsWith(ownChunks));
      if (outside !== undefined) throw refusal(`importScripts ${outside}`);
      importScripts(...urls);
    },
  });
  for (const name of ['indexedDB', 'caches', 'cookieStore']) {
    Object.defineProperty(scope, name, {value: undefined});
  }
}

// ---------------------------------------------------------------------------------------------
// Modules

/** A URL from which the engine imports the given text as an ES module. */
function moduleUrl(source: string): string {
  return URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
}

/** An ES module that re-exports every export of a loaded graphql. */
function reexportSource(graphql: GraphqlModule): string {
  return `export const {${Object.keys(graphql).join(', ')}} = globalThis[${JSON.stringify(GRAPHQL_GLOBAL)}];\n`;
}

/** Node.js's error for an import the runner cannot serve. */
function unservedImport(specifier: string, file: string): Error {
  if (/^(https?:)?\/\//.test(specifier)) return refusal(`import ${specifier}`);
  const error = new Error(
    `Cannot find package '${specifier}' imported from ${file}: the in-page runner has graphql and nothing else`,
  );
  error.name = 'Error [ERR_MODULE_NOT_FOUND]';
  return error;
}

/**
 * Points the file's imports of `graphql` at the re-exporting module and its dynamic `import()`
 * calls at the runner's, leaving every other character in place.
 * @throws Error for a static import of anything but graphql, as Node.js throws for a missing package.
 */
function rewriteImports(source: string, graphqlUrl: string, file: string): string {
  const [imports] = lexImports(source);
  let result = '';
  let from = 0;
  for (const entry of imports) {
    if (entry.d === -1) {
      if (entry.n !== 'graphql') throw unservedImport(entry.n ?? source.slice(entry.s, entry.e), file);
      result += source.slice(from, entry.s) + graphqlUrl;
      from = entry.e;
    } else if (entry.d >= 0) {
      result += source.slice(from, entry.ss) + DYNAMIC_IMPORT;
      from = entry.d;
    }
  }
  return result + source.slice(from);
}

// ---------------------------------------------------------------------------------------------
// Errors

/** The file's stack frames only, named after the file (the bundle's frames mean nothing to a reader). */
function ownFrames(stack: string, file: string): {text: string; top?: {line: number; column: number}} {
  const lines = stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  if (firstFrame < 0) return {text: stack};
  const frames = lines.slice(firstFrame).filter((line) => line.includes(`${file}:`));
  const top = /^\s+at (?:.*\()?[^(]*:(\d+):(\d+)\)?$/.exec(lines[firstFrame]);
  const topIsOwn = lines[firstFrame].includes(`${file}:`) && top;
  return {
    text: [...lines.slice(0, firstFrame), ...frames].join('\n'),
    top: topIsOwn ? {line: Number(top[1]), column: Number(top[2])} : undefined,
  };
}

/** Node.js's first lines for an error at a place of the file: `file:line`, the line, a caret. */
function sourceContext(source: string, file: string, line: number, column: number): string {
  const text = source.split('\n')[line - 1] ?? '';
  return `${file}:${line}\n${text}\n${' '.repeat(Math.max(0, column - 1))}^\n\n`;
}

/**
 * Prints an uncaught error as Node.js prints it before exiting: where it was thrown, then
 * `util.inspect` of the error, whose stack keeps the file's own frames.
 */
async function printUncaught(
  error: unknown,
  source: string,
  file: string,
  graphqlUrl?: string,
): Promise<void> {
  if (!(error instanceof Error)) {
    print('stderr', `Uncaught ${inspect(error)}\n`);
    return;
  }
  let context = '';
  if (graphqlUrl) error.message = error.message.replaceAll(graphqlUrl, 'graphql');
  const stack = (error.stack ?? `${error.name}: ${error.message}`).replaceAll(graphqlUrl ?? '\0', 'graphql');
  const {text, top} = ownFrames(stack, file);
  if (top) {
    context = sourceContext(source, file, top.line, top.column);
  } else if (error instanceof SyntaxError && text === stack && !stack.includes('\n    at ')) {
    // The engine rejects a module that does not parse without saying where; acorn, loaded only
    // now, finds the place.
    const {parse} = await import(/* webpackChunkName: "runner-acorn" */ 'acorn');
    try {
      parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
    } catch (located) {
      const loc = (located as {loc?: {line: number; column: number}}).loc;
      if (loc) context = sourceContext(source, file, loc.line, loc.column + 1);
    }
  }
  error.stack = text;
  // util.inspect brackets an error whose stack has no frame left (`[SyntaxError: …]`); Node.js
  // prints its errors, which always have frames, without.
  const shown = inspect(error);
  const bracketed = `[${text}]`;
  print(
    'stderr',
    context + (shown.startsWith(bracketed) ? text + shown.slice(bracketed.length) : shown) + '\n',
  );
}

// ---------------------------------------------------------------------------------------------
// The run

async function run({source, file, graphql}: RunRequest): Promise<void> {
  let code = 1;
  let graphqlUrl: string | undefined;
  installConsole();
  scope.addEventListener('error', (event: ErrorEvent) => {
    event.preventDefault();
    void printUncaught(event.error, source, file, graphqlUrl).then(() => exit(1));
  });
  scope.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    event.preventDefault();
    void printUncaught(event.reason, source, file, graphqlUrl).then(() => exit(1));
  });
  try {
    const load = RELEASES[graphql.split('.')[0]];
    if (!load) throw new Error(`The in-page runner has no graphql ${graphql}.`);
    const [module] = await Promise.all([load(), initLexer]);
    if (module.version !== graphql) {
      throw new Error(`The in-page runner has graphql ${module.version}, not ${graphql}.`);
    }
    Object.defineProperty(scope, GRAPHQL_GLOBAL, {value: module});
    const reexports = moduleUrl(reexportSource(module));
    graphqlUrl = reexports;
    const rewritten = rewriteImports(source, reexports, file);
    Object.defineProperty(scope, DYNAMIC_IMPORT, {
      value: (specifier: unknown) =>
        specifier === 'graphql'
          ? pendingUntilSettled(importModule(reexports))
          : Promise.reject(unservedImport(String(specifier), file)),
    });
    let start: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (start = resolve));
    Object.defineProperty(scope, STARTED_GLOBAL, {value: () => start()});
    // A module's imports are evaluated before its body, wherever they stand: this one, added after
    // the last line so that no line or column of the file moves, tells when the body starts.
    const startedUrl = moduleUrl(`globalThis[${JSON.stringify(STARTED_GLOBAL)}]();\n`);
    installTimers();
    installLockdown();
    post({type: 'started'});
    // sourceURL names the file in stack traces and error messages (`at hello.js:3:7`).
    code = await settle(
      importModule(moduleUrl(`${rewritten}\nimport ${JSON.stringify(startedUrl)};\n//# sourceURL=${file}`)),
      started,
    );
  } catch (error) {
    await printUncaught(error, source, file, graphqlUrl);
    code = 1;
  }
  exit(code);
}

let exited = false;

function exit(code: number): void {
  if (exited) return;
  exited = true;
  flush();
  post({type: 'exit', code});
}

scope.addEventListener('message', (event: MessageEvent<RunRequest>) => void run(event.data), {once: true});
