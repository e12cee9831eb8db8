/**
 * `npx tsc` on a page's terminal (tests/support/examples.ts): hands the command line to the
 * compiler process of tests/support/tsc-server.cjs and prints what it answers, exiting with its
 * code, as the `tsc` the page installed would. The compiler is the page's own: the tsc.js that its
 * `node_modules/.bin/tsc` runs. Without a server to answer, or for a `tsc` command that is not
 * TypeScript's usual two-line `bin/tsc`, it runs that `tsc` itself.
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
const bin = fs.realpathSync(path.join(process.env.PAGE_NODE_MODULES, '.bin', 'tsc'));
const tscJs = path.join(path.dirname(bin), '..', 'lib', 'tsc.js');
// TypeScript's bin/tsc: a shebang line and `require('../lib/tsc.js')`.
const usualBin = /^#!.*\n\s*require\(['"]\.\.\/lib\/tsc\.js['"]\);?\s*$/.test(fs.readFileSync(bin, 'utf8'));

/** Runs the page's `tsc` as a process of its own, and exits as it exits. */
function runItself() {
  const result = spawnSync(process.execPath, [bin, ...args], {stdio: 'inherit'});
  process.exit(result.status ?? 1);
}

if (!usualBin || !process.env.TSC_SERVER) {
  runItself();
} else {
  let answer = '';
  let connected = false;
  const connection = net.connect(process.env.TSC_SERVER, () => {
    connected = true;
    connection.end(JSON.stringify({tscJs, cwd: process.cwd(), args}));
  });
  connection.setEncoding('utf8');
  connection.on('data', (chunk) => (answer += chunk));
  connection.on('error', () => {
    if (!connected) runItself();
  });
  connection.on('end', () => {
    const {stdout, stderr, code} = JSON.parse(answer);
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = code;
  });
}
