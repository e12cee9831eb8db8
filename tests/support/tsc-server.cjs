/**
 * A TypeScript compiler that stays up, for the example runner (tests/support/examples.ts): it runs
 * the pages' `npx tsc` command lines with TypeScript's own command-line code, the
 * `executeCommandLine` of the page's `typescript/lib/tsc.js`, loaded once per process. A `tsc`
 * process spends most of its CPU compiling and warming up the compiler itself (1.9 CPU-seconds
 * for a one-file check under Node.js 20, 0.6 in a warm process), and the pages run it 53 times.
 *
 * The only change to tsc.js is its last statement: instead of running the process's command line,
 * the file hands out `executeCommandLine` and its `sys`. Each request runs with a copy of that
 * `sys` whose working folder is the request's (tsc.js keeps the first it reads), whose `write` is captured (tsc prints everything
 * with it), whose output is not a terminal (as for a page's piped command) and whose `exit` ends
 * the run with its code, as it ends a `tsc` process.
 *
 * Protocol: `node tsc-server.cjs <socket>` listens on that Unix socket and prints `listening`.
 * One request per connection, a JSON object `{tscJs, cwd, args}`; the answer, once the connection
 * is half-closed, is JSON `{stdout, stderr, code}`. Requests run one at a time, since the
 * compiler reads the working folder from the process. It exits when its standard input closes,
 * that is when the test process that started it ends.
 */
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const {createRequire} = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

// The last statement of tsc.js (TypeScript 5.x): run the process's command line.
const RUN_COMMAND_LINE = 'executeCommandLine(sys, noop, sys.args);';
// What ends a run: thrown from `sys.exit`, caught below.
const EXIT = Symbol('exit');

/** The compilers loaded so far, by the path of their tsc.js. */
const compilers = new Map();

/**
 * Loads tsc.js as Node.js loads it (CommonJS, under its own file name, so that it finds its
 * `lib.*.d.ts` beside itself), handing out `executeCommandLine` and `sys`.
 * @throws Error when the file does not end with {@link RUN_COMMAND_LINE}.
 */
function loadCompiler(tscJs) {
  const source = fs.readFileSync(tscJs, 'utf8');
  const statements = source
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('//# sourceMappingURL='));
  if (statements.at(-1) !== RUN_COMMAND_LINE) {
    throw new Error(`${tscJs} does not end with ${RUN_COMMAND_LINE}`);
  }
  const exported =
    source.slice(0, source.lastIndexOf(RUN_COMMAND_LINE)) + 'module.exports = {executeCommandLine, sys};';
  const wrapper = vm.compileFunction(exported, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: tscJs,
  });
  const module = {exports: {}};
  wrapper(module.exports, createRequire(tscJs), module, tscJs, path.dirname(tscJs));
  return module.exports;
}

/**
 * Runs one tsc command line.
 * @param {{tscJs: string, cwd: string, args: string[]}} request
 * @returns {{stdout: string, stderr: string, code: number} | {fallback: string}} what a `tsc`
 *   process would have printed and exited with (an exception the compiler throws: its stack on
 *   stderr and exit code 1, as it ends a `tsc` process); or, for a tsc.js this server cannot
 *   load, why, so that the client runs that `tsc` itself.
 */
function run({tscJs, cwd, args}) {
  let stdout = '';
  let code = 0;
  try {
    if (!compilers.has(tscJs)) compilers.set(tscJs, loadCompiler(tscJs));
  } catch (error) {
    return {fallback: String(error)};
  }
  try {
    const {executeCommandLine, sys} = compilers.get(tscJs);
    process.chdir(cwd);
    const system = {
      ...sys,
      args,
      // tsc.js reads the working folder once per process (a memoized `process.cwd()`).
      getCurrentDirectory: () => cwd,
      write: (text) => {
        stdout += text;
      },
      writeOutputIsTTY: () => false,
      exit: (exitCode) => {
        code = exitCode ?? 0;
        throw EXIT;
      },
    };
    executeCommandLine(system, () => {}, args);
    // Only a watch returns without exiting; the pages never start one.
    return {stdout, stderr: 'tsc-server: the command did not exit (a watch?)\n', code: 1};
  } catch (error) {
    if (error === EXIT) return {stdout, stderr: '', code};
    return {stdout, stderr: `${error && error.stack ? error.stack : error}\n`, code: 1};
  }
}

const socket = process.argv[2];
let queue = Promise.resolve();
// Half-open: the client ends its side with the request and still reads the answer.
const server = net.createServer({allowHalfOpen: true}, (connection) => {
  let body = '';
  connection.setEncoding('utf8');
  connection.on('data', (chunk) => (body += chunk));
  connection.on('end', () => {
    queue = queue.then(() => {
      let answer;
      try {
        answer = run(JSON.parse(body));
      } catch (error) {
        answer = {stdout: '', stderr: `tsc-server: ${error}\n`, code: 1};
      }
      connection.end(JSON.stringify(answer));
    });
  });
  connection.on('error', () => {});
});
server.listen(socket, () => console.log('listening'));
// `process.exit` leaves the socket's file behind.
process.on('exit', () => fs.rmSync(socket, {force: true}));
// An exit that tsc calls after its command line returned (none of the pages' commands do) ends
// nothing but that run.
process.on('uncaughtException', (error) => {
  if (error !== EXIT) throw error;
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
