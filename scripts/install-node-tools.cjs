/**
 * `postinstall`, after patch-package: installs each Node.js of `tools/` (`tools/node20`,
 * `tools/node22`: Node.js as an npm package, `node`) that the examples need and the machine lacks.
 *
 * The docs' code blocks run under the Node.js their docs version was written for
 * (tests/support/examples.ts): graphql 17 pages under Node.js 22, graphql 16 pages under Node.js 20.
 * The machine's Node.js runs the examples of its own major release; any other comes from its
 * `tools/node<major>` package. So a machine on Node.js 20 installs only `tools/node22`, one on 24
 * both (some 30 MB of download each, which a machine that does not run them is spared).
 */
'use strict';
const {spawnSync} = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const TOOLS = path.join(__dirname, '..', 'tools');
const ownMajor = process.versions.node.split('.')[0];

for (const name of fs.readdirSync(TOOLS).sort()) {
  const major = /^node(\d+)$/.exec(name)?.[1];
  if (!major || major === ownMajor) continue;
  const folder = path.join('tools', name);
  console.log(`Installing Node.js ${major} for the examples (${folder}): this is Node.js ${process.version}`);
  const result = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund'], {
    cwd: path.join(TOOLS, '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`npm install --prefix ${folder} failed`);
    process.exit(result.status ?? 1);
  }
}
