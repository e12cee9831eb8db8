/**
 * `npx tsc` on a page's terminal (tests/support/examples.ts): hands the command line to the
 * compiler process of tests/support/tsc-server.cjs and prints what it answers, exiting with its
 * code, as the `tsc` the page installed would. The compiler is the page's own: the tsc.js that its
 * `node_modules/.bin/tsc` runs. It runs that `tsc` itself instead without a server to answer,
 * when the server cannot load that tsc.js or ends before answering, for a `bin/tsc` that is not
 * TypeScript's usual two lines, and for the options whose effects outlast a run in one process
 * ({@link OWN_PROCESS_OPTIONS}).
 *
 * Usage: `node tsc-client.cjs <tsc arguments>`, with `PAGE_NODE_MODULES` (the page's
 * `node_modules`) and `TSC_SERVER` (the server's socket) in the environment.
 */
'use strict';
const {spawnSync} = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const args = process.argv.slice(2);
// A watch, profiles and traces that finish after the command line returns, and settings that
// tsc.js keeps for the rest of its process: the message language and performance timing.
const OWN_PROCESS_OPTIONS =
  /^--?(w|watch|generateCpuProfile|generateTrace|locale|diagnostics|extendedDiagnostics)(=|$)/i;
const bin = fs.realpathSync(path.join(process.env.PAGE_NODE_MODULES, '.bin', 'tsc'));
const tscJs = path.join(path.dirname(bin), '..', 'lib', 'tsc.js');
// TypeScript's bin/tsc: a shebang line and `require('../lib/tsc.js')`.
const usualBin = /^#!.*\n\s*require\(['"]\.\.\/lib\/tsc\.js['"]\);?\s*$/.test(fs.readFileSync(bin, 'utf8'));

/** Runs the page's `tsc` as a process of its own, and exits as it exits. */
function runItself() {
  const result = spawnSync(process.execPath, [bin, ...args], {stdio: 'inherit'});
  process.exit(result.status ?? 1);
}

if (!usualBin || !process.env.TSC_SERVER || args.some((arg) => OWN_PROCESS_OPTIONS.test(arg))) {
  runItself();
} else {
  let answer = '';
  const connection = net.connect(process.env.TSC_SERVER, () => {
    connection.end(JSON.stringify({tscJs, cwd: process.cwd(), args}));
  });
  connection.setEncoding('utf8');
  connection.on('data', (chunk) => (answer += chunk));
  // Nothing is printed before the whole answer is in, so that running tsc itself prints it once.
  connection.on('error', () => {});
  connection.on('close', () => {
    let result;
    try {
      result = JSON.parse(answer);
    } catch {
      return runItself();
    }
    if (result.fallback !== undefined) return runItself();
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.code;
  });
}
