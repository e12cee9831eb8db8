/**
 * Reads the code blocks of a tutorial and runs them the way a reader would: files are written
 * as the page shows them, shell blocks run in one terminal whose working folder carries over,
 * and output blocks are held against what the commands really printed.
 *
 * The Markdown is the only source of the code. What a block means comes from its language and
 * its meta string (the text after the language on the opening fence):
 *
 * | block                                   | what the runner does                                     |
 * | --------------------------------------- | -------------------------------------------------------- |
 * | `js title="server.js"`                  | writes `server.js`; a later block with the same file     |
 * |                                         | name (`title="server.js (continued)"`) appends to it     |
 * | `bash`                                  | runs the commands; `npm install` checks the packages     |
 * |                                         | against this project's lockfile instead of the network   |
 * |                                         | and links their commands for `npx` (`npx tsc`)           |
 * | `bash server`                           | starts the commands in the background, with `PORT` set   |
 * |                                         | to a free port; stopped at the end of the page           |
 * | `json output` / `text output`           | what the previous command printed; for a server, what it |
 * |                                         | printed once started. JSON is compared as data; in text, |
 * |                                         | `…` stands for the varying part of a line (durations)    |
 * | `graphql`                               | parsed with graphql's own parser; with a title, also     |
 * |                                         | written to that file (`schema.graphql`)                  |
 * | any block with `fragment="reason"`      | not run; counted and listed with its reason              |
 * | any block with `graphql="16"`           | runs against graphql 16 (see {@link GRAPHQL_RELEASES})   |
 * |                                         | (`"14"`, `"15"`, `"16"` or `"17"`)                       |
 *
 * `localhost:4000`, the port the pages use, becomes the free port of the running server.
 *
 * Each page runs against the graphql release its docs version documents: pages
 * of `docs/` against 17.1.0 under Node.js 22, pages of `versioned_docs/version-16.x/` against
 * 16.15.0 under Node.js 20 (the machine's, or `tools/node20` on a machine of another release). A
 * block whose meta says `graphql="16"` (or `"17"`, or `"15"` for graphql 15.11.0, which no docs
 * version documents) runs against that release instead, in a terminal and folder of its own, so
 * one page can show two side by side (the upgrade guides: 16 to 17 in Next, 15 to 16 in 16.x).
 * `graphql` resolves to the release's package through a `node_modules` link in the page's folder;
 * packages that take graphql as a peer dependency (`graphql-http`) are linked there too, and for a
 * release other than this project's own graphql Node.js keeps the links (`--preserve-symlinks`),
 * so that they load the same graphql as the page.
 */
import {spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {readFile, writeFile, appendFile, mkdir, mkdtemp, chmod, symlink, rm} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {freePort, runCommand, startProcess, type RunningProcess} from './processes';
import {memoize} from './memoize';
import {ROOT} from './paths';
import {FIXTURES_DIR} from './fixture';
import {API_VERSIONS} from './graphql-exports';
import {fileOfTitle, parseMeta} from '../../plugins/code-fence-meta';
import semver from 'semver';

/** A graphql release that examples run against, and the Node.js that runs them. */
export type GraphQLRelease = {
  /** The major version, as `graphql="…"` in a block's meta names it. */
  major: string;
  /** Folder of the package in `node_modules` (`graphql`, or the `graphql-16` or `graphql-15` alias). */
  packageDir: string;
  /** The major release of Node.js that runs its examples (`"20"`, `"22"`). */
  nodeMajor: string;
  /**
   * Folder whose `node` runs the examples (`tools/node<nodeMajor>`'s), or `undefined` when the
   * Node.js of the test is of that major release and runs them.
   */
  nodeBinDir: string | undefined;
};

const NODE_MODULES = path.join(ROOT, 'node_modules');

/** The fields of a package's `package.json` the runner reads. */
function manifestOf(packageDir: string): {version: string; engines?: {node?: string}} {
  return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
    engines?: {node?: string};
  };
}

/** The version of the package in a folder. */
export function packageVersion(packageDir: string): string {
  return manifestOf(packageDir).version;
}

// The major release of Node.js that runs each graphql release's examples, by graphql major
// version: the one their pages were written for, whose output their output blocks show. graphql 17
// needs 22 or newer. The 16.x pages, and the graphql 15 and 14 blocks of their upgrade guides,
// show what Node.js 20 prints, and their prose describes it; Node.js 24 prints otherwise: its test
// runner reports a failing test once instead of twice, with a `diff` field, its coverage report
// leaves out the test files, and the tracing guide's 1,000-level query takes 3 to 4 times as long
// with the tracer as without (1.3 on Node.js 20), past the 3 times its check allows.
const EXAMPLES_NODE_MAJOR: Record<string, string> = {'17': '22', '16': '20', '15': '20', '14': '20'};

/**
 * A release's entry. The Node.js of the tests runs its examples when it is of the major release
 * they are written for; another release's `node` comes from `tools/node<major>` (Node.js as an npm
 * package, installed by `npm install` on a machine whose Node.js is not that release).
 * @throws Error for a graphql release with no entry in {@link EXAMPLES_NODE_MAJOR}.
 */
function releaseAt(dir: string, source: string | undefined) {
  const {version} = manifestOf(dir);
  const major = version.split('.')[0];
  const nodeMajor = EXAMPLES_NODE_MAJOR[major];
  if (!nodeMajor) {
    throw new Error(`graphql ${version}: no Node.js release for its examples (EXAMPLES_NODE_MAJOR)`);
  }
  const nodeBinDir =
    String(semver.major(process.version)) === nodeMajor
      ? undefined
      : path.join(ROOT, 'tools', `node${nodeMajor}`, 'node_modules', '.bin');
  return [major, {major, packageDir: dir, source, nodeMajor, nodeBinDir}] as const;
}

/**
 * The `node` binary that runs a release's examples.
 * @param release the graphql release
 * @returns the path of this process's Node.js, or of the `tools/node<major>` one
 * @throws Error naming the command that installs it, when that `tools/node<major>` is not installed
 *   (`npm install` ran under that Node.js release, then the tests under another).
 */
export function nodeOf(release: GraphQLRelease): string {
  if (!release.nodeBinDir) return process.execPath;
  const node = path.join(release.nodeBinDir, 'node');
  if (!existsSync(node)) {
    throw new Error(
      `Node.js ${release.nodeMajor}, which runs the examples of graphql ${release.major}, is not installed; ` +
        `run npm install --prefix tools/node${release.nodeMajor}`,
    );
  }
  return node;
}

/**
 * The releases blocks run against, keyed by major version: those the docs versions document
 *, each with the folder its pages live in, and graphql 15.11.0 and 14.7.0
 * (`graphql-15`, `graphql-14`, npm aliases), which no docs version documents (no `source`) and
 * only `graphql="15"` and `graphql="14"` blocks name: the 15 to 16 and 14 to 15 upgrade guides of
 * the 16.x docs show their code. Their blocks run under Node.js 20, as those of graphql 16.
 */
export const GRAPHQL_RELEASES: Record<string, GraphQLRelease & {source: string | undefined}> =
  Object.fromEntries([
    ...API_VERSIONS.map(({source, dir}) => releaseAt(dir, source)),
    releaseAt(path.join(NODE_MODULES, 'graphql-15'), undefined),
    releaseAt(path.join(NODE_MODULES, 'graphql-14'), undefined),
  ]);

/**
 * The release a page documents, from where its Markdown lives.
 * @param file absolute path of a page of a docs version (under `docs/` or `versioned_docs/version-16.x/`)
 * @returns the release its blocks run against unless a block names another
 * @throws Error for a file outside every version's folder.
 */
export function releaseOfPage(file: string): GraphQLRelease {
  const relative = path.relative(ROOT, file);
  const release = Object.values(GRAPHQL_RELEASES).find(
    ({source}) => source !== undefined && relative.startsWith(source + path.sep),
  );
  if (!release) throw new Error(`${relative}: not a page of a docs version`);
  return release;
}

/** What one file printed under Node.js, and how the process ended. */
export type NodeRun = {code: number | null; stdout: string; stderr: string};

/**
 * Runs one file as a reader would with `node <file>`: in a folder of its own whose package.json
 * says `"type": "module"`, with the release's graphql and Node.js, in a reader's environment (as
 * page commands run). For holding the in-page runner's output against Node.js's.
 * @param release the graphql release (and so the Node.js) to run against
 * @param file the file's name, e.g. `hello.js`
 * @param code its text
 * @returns the exit code and what the file printed on each stream.
 */
export async function runFileWithNode(release: GraphQLRelease, file: string, code: string): Promise<NodeRun> {
  const dir = path.join(FIXTURES_DIR, `node-run-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(path.join(dir, 'node_modules'), {recursive: true});
    await symlink(release.packageDir, path.join(dir, 'node_modules', 'graphql'));
    await writeFile(path.join(dir, 'package.json'), '{"type": "module"}\n');
    await writeFile(path.join(dir, file), code + '\n');
    const child = spawn(nodeOf(release), [file], {cwd: dir, env: readerEnvironment()});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.once('close', resolve));
    return {code: exitCode, stdout, stderr};
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

let peers: string[] | undefined;

/**
 * Packages of this project that take graphql as a peer dependency, and so must load the page's:
 * top-level names (`graphql-http`) and scoped ones (`@graphql-tools/schema`). Read once per
 * process: every page's terminal links them, and reading means opening every package's manifest.
 */
function graphqlPeers(): string[] {
  peers ??= readGraphqlPeers();
  return peers;
}

function readGraphqlPeers(): string[] {
  const names = readdirSync(NODE_MODULES).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(path.join(NODE_MODULES, name)).map((inner) => `${name}/${inner}`)
      : [name],
  );
  return names.filter((name) => {
    const manifest = path.join(NODE_MODULES, name, 'package.json');
    if (name.startsWith('.') || !existsSync(manifest)) return false;
    const {peerDependencies} = JSON.parse(readFileSync(manifest, 'utf8')) as {
      peerDependencies?: Record<string, string>;
    };
    return Boolean(peerDependencies?.graphql);
  });
}

/** A fenced code block of a page. */
export type CodeBlock = {
  lang: string;
  /** Attributes of the meta string: `title="x"` gives `{title: 'x'}`, a bare word `{word: true}`. */
  meta: Record<string, string | true>;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
};

/** What happened to one block. */
export type BlockOutcome = {
  page: string;
  line: number;
  lang: string;
  kind: 'ran' | 'parsed' | 'fragment';
  reason?: string;
};

/**
 * Reads the fenced code blocks of a Markdown file with the mdast parser (the one MDX builds on).
 * @param file absolute path of a `.md` file
 * @returns the blocks in page order.
 */
export async function readCodeBlocks(file: string): Promise<CodeBlock[]> {
  const {fromMarkdown} = await import('mdast-util-from-markdown');
  const tree = fromMarkdown(await readFile(file, 'utf8'));
  const blocks: CodeBlock[] = [];
  const visit = (node: {
    type: string;
    children?: unknown[];
    lang?: string | null;
    meta?: string | null;
    value?: string;
    position?: {start: {line: number}};
  }) => {
    if (node.type === 'code') {
      blocks.push({
        lang: node.lang ?? '',
        meta: parseMeta(node.meta),
        code: node.value ?? '',
        line: node.position?.start.line ?? 0,
      });
    }
    for (const child of node.children ?? []) {
      visit(child as typeof node);
    }
  };
  visit(tree as Parameters<typeof visit>[0]);
  return blocks;
}

/**
 * The names a page's code imports from graphql (`import { a, b as c } from 'graphql'` gives `a`,
 * `b`), for checking that the page links each to its API page.
 * @param file absolute path of a `.md` page
 */
export async function graphqlImportsOf(file: string): Promise<string[]> {
  const names = new Set<string>();
  for (const {code} of await readCodeBlocks(file)) {
    for (const name of graphqlImportsIn(code)) names.add(name);
  }
  return [...names];
}

/**
 * The names that `import {…} from 'graphql'` statements of a piece of code import, in order, with
 * repeats (`import { a, b as c } from 'graphql'` gives `a`, `b`).
 * @param code source text: a whole block, or one line of it
 */
export function graphqlImportsIn(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'graphql'/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0])
      .filter(Boolean),
  );
}

/**
 * The names among `names` that no link of `hrefs` leads to in the API reference at `apiBase`
 * (`/api` or `/api/16.x`): a function, class, interface or enum page, or an anchor on the index
 * (variables and type aliases).
 */
export function unlinkedExports(names: string[], hrefs: string[], apiBase: string): string[] {
  const base = apiBase.replaceAll('.', '\\.');
  return names.filter(
    (name) =>
      !hrefs.some((href) =>
        new RegExp(`^${base}(/(function|class|interface|enum)/${name}|#${name})$`).test(href),
      ),
  );
}

/** The file a code block writes: the first word of its title (`server.js (continued)`). */
function fileOf(block: CodeBlock): string | undefined {
  return fileOfTitle(block.meta.title);
}

// `npm` on the page's terminal. Every command but `npm install` (init, pkg set, run, test) is
// npm's own; the shell hands it to npm without starting Node.js a second time, as the pages run
// `npm init` and `npm pkg set` about 180 times.
const NPM_SHIM = `#!/usr/bin/env bash
case "$1" in
  install | i | add) exec node "$(dirname "$0")/npm-install.cjs" "$@" ;;
  *) exec "$REAL_NPM" "$@" ;;
esac
`;

// `npx` on the page's terminal. A command the page installed runs from its `node_modules/.bin`, as
// npx runs it, without loading npm first (half a CPU-second, for each of the pages' 53 `npx tsc`);
// `tsc` itself runs in the compiler process of the page's Node.js (tsc-client.cjs, tsc-server.cjs);
// anything else is npx's own.
const NPX_SHIM = `#!/usr/bin/env bash
if [[ $1 == tsc && -x "$PAGE_NODE_MODULES/.bin/tsc" ]]; then
  shift
  exec node "$TSC_CLIENT" "$@"
fi
if [[ $# -gt 0 && $1 != -* && -x "$PAGE_NODE_MODULES/.bin/$1" ]]; then
  command=$1
  shift
  exec "$PAGE_NODE_MODULES/.bin/$command" "$@"
fi
exec "$REAL_NPX" "$@"
`;

// `npm install`: the packages must already be in this project, at a version the command asks for.
const NPM_INSTALL = `const fs = require('node:fs');
const path = require('node:path');
const semver = require(${JSON.stringify(path.join(ROOT, 'node_modules', 'semver'))});
const [, ...rest] = process.argv.slice(2);
for (const spec of rest.filter((arg) => !arg.startsWith('-'))) {
  const at = spec.lastIndexOf('@');
  const name = at > 0 ? spec.slice(0, at) : spec;
  const range = at > 0 ? spec.slice(at + 1) : '*';
  // The page's own links (graphql at the page's release) first, then this project's packages.
  const ownDir = ${JSON.stringify(path.join(ROOT, 'node_modules'))};
  const linked = path.join(process.env.PAGE_NODE_MODULES, name);
  const own = path.join(ownDir, name);
  const isLinked = fs.existsSync(path.join(linked, 'package.json'));
  if (!isLinked && !fs.existsSync(path.join(own, 'package.json'))) {
    console.error('npm install ' + spec + ': this project has no ' + name + '; add it to its devDependencies, pinned');
    process.exit(1);
  }
  const versionOf = (dir) => require(path.join(dir, 'package.json')).version;
  const satisfies = (dir) => semver.satisfies(versionOf(dir), range, {includePrerelease: true});
  // A release the project's own copy is not, from a pinned alias of it (\`typescript-5\`, an
  // npm alias of typescript 5 beside the project's TypeScript 6), linked into the page's
  // node_modules so that the page's code and commands use it. Only while the page has linked
  // nothing of that name: a page whose graphql is linked at its release cannot swap it.
  const aliasOf = () => fs.readdirSync(ownDir)
    .filter((entry) => entry.startsWith(name + '-') && fs.existsSync(path.join(ownDir, entry, 'package.json')))
    .map((entry) => path.join(ownDir, entry))
    .find((dir) => require(path.join(dir, 'package.json')).name === name && satisfies(dir));
  const first = isLinked ? linked : own;
  const packageDir = satisfies(first) ? first : isLinked ? undefined : aliasOf();
  if (!packageDir) {
    console.error('npm install ' + spec + ': this project has ' + name + '@' + versionOf(first));
    process.exit(1);
  }
  const manifest = require(path.join(packageDir, 'package.json'));
  if (packageDir !== first && !fs.existsSync(linked)) {
    fs.mkdirSync(path.dirname(linked), {recursive: true});
    fs.symlinkSync(packageDir, linked);
  }
  // Type declarations, linked into the page's node_modules: TypeScript loads the @types packages
  // of the folders that enclose the page's, and the page's folder lies outside this project.
  if (name.startsWith('@types/')) {
    const target = path.join(process.env.PAGE_NODE_MODULES, name);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (!fs.existsSync(target)) fs.symlinkSync(packageDir, target);
  }
  // Its commands, linked as a real install links them, so that \`npx tsc\` runs this project's
  // TypeScript without the network; the package itself still resolves from this project.
  const bins = typeof manifest.bin === 'string' ? {[name.split('/').pop()]: manifest.bin} : manifest.bin || {};
  const binDir = path.join(process.env.PAGE_NODE_MODULES, '.bin');
  for (const [command, file] of Object.entries(bins)) {
    fs.mkdirSync(binDir, {recursive: true});
    const link = path.join(binDir, command);
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(packageDir, file), link);
  }
}
`;

// What the way the suite was started puts into its environment, and a reader's terminal lacks:
// npm's variables (`npm run --silent` sets `npm_config_loglevel`, and a page's own `npm test`
// would then leave out the lines its output block shows), `NODE_OPTIONS`, what `node --test`
// sets for its test files (with `NODE_TEST_CONTEXT`, a page's `node --test` reports to this
// runner instead of printing, and exits 0 having printed nothing), and the machine's extra
// certificate authorities (`NODE_EXTRA_CA_CERTS`, set where the registry sits behind a proxy of
// its own): Node.js 20 reads and parses that file at every start, 0.07 CPU-seconds for each of
// the pages' thousand `node` and `npm` commands, none of which reaches the network.
const CALLER_VARIABLE = /^(npm_.*|INIT_CWD|NODE_OPTIONS|NODE_TEST_.*|NODE_V8_COVERAGE|NODE_EXTRA_CA_CERTS)$/i;

/**
 * The environment a reader's terminal has: this process's, less the variables of how the suite
 * was started ({@link CALLER_VARIABLE}), so that the examples run alike under `npm test`,
 * `npm run --silent test:examples` or `node --test`.
 */
function readerEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !CALLER_VARIABLE.test(entry[0]),
    ),
  );
}

// Page commands stop at the first command that fails, a command piped into another included:
// without pipefail, `node x.js | tail -n 1` hides a crash after the last line it prints.
const SHELL = ['-e', '-o', 'pipefail', '-c'];

/**
 * What a command prints, trimmed, run once per process: for facts of the machine that no page
 * changes (where npm is, a Node.js binary's version), which every page would otherwise ask again.
 * The working folder is not part of the fact.
 */
const machineFact = memoize(
  async (command: string, args: string[], cwd: string) =>
    (await runCommand(command, args, cwd)).output.trim(),
  (command, args) => JSON.stringify([command, ...args]),
);

/**
 * The compiler process (tsc-server.cjs) of one Node.js, started on the first call for it: the
 * pages' `npx tsc` commands run there (tsc-client.cjs). It ends with this process, whose end
 * closes its standard input, and holds nothing that would keep this process alive.
 * @param node path of the `node` binary the page's commands run with
 * @returns the path of the Unix socket it listens on
 * @throws Error when it exits or prints something else before listening.
 */
const tscServer = memoize(async (node: string): Promise<string> => {
  const socket = path.join(tmpdir(), `tsc-server-${randomBytes(6).toString('hex')}.sock`);
  const child = spawn(node, [path.join(__dirname, 'tsc-server.cjs'), socket], {env: readerEnvironment()});
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed === 'listening\n') resolve();
      else if (printed.length >= 'listening\n'.length) reject(new Error(`tsc-server: ${printed}`));
    });
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`tsc-server exited with ${code}: ${printed}`)));
  });
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr])
    (stream as unknown as {unref(): void}).unref();
  return socket;
});

/** The terminal and files of one page, as a reader following it would have them. */
export class PageRunner {
  readonly outcomes: BlockOutcome[] = [];
  private cwd: string;
  private server: {process: RunningProcess; port: number} | undefined;
  private lastOutput: {text: string; fromServer: boolean} | undefined;
  private readonly writtenFiles = new Set<string>();
  private realNpm = 'npm';
  private realNpx = 'npx';
  private label = '';
  private tscSocket = '';
  /** Whether Node.js keeps the page's links: for a release other than this project's own graphql. */
  private preserveSymlinks = true;

  /**
   * @param page the page's path relative to the repository, as errors name it
   * @param workDir an empty folder in {@link examplePagesRoot} (where the project's packages resolve)
   * @param release the graphql release and Node.js its blocks run against
   */
  constructor(
    private readonly page: string,
    private readonly workDir: string,
    readonly release: GraphQLRelease,
  ) {
    this.cwd = workDir;
  }

  /** Sets up the npm and npx shims and the page's `node_modules` links. Call once before {@link run}. */
  async prepare(): Promise<void> {
    await mkdir(path.join(this.workDir, '.bin'), {recursive: true});
    for (const [command, shim] of [
      ['npm', NPM_SHIM],
      ['npx', NPX_SHIM],
    ]) {
      await writeFile(path.join(this.workDir, '.bin', command), shim);
      await chmod(path.join(this.workDir, '.bin', command), 0o755);
    }
    // CommonJS by its extension, also when a page runs `npm pkg set type=module` in its folder.
    await writeFile(path.join(this.workDir, '.bin', 'npm-install.cjs'), NPM_INSTALL);
    this.realNpm = await machineFact('bash', ['-c', 'command -v npm'], this.workDir);
    this.realNpx = await machineFact('bash', ['-c', 'command -v npx'], this.workDir);
    const nodeModules = path.join(this.workDir, 'node_modules');
    await mkdir(nodeModules, {recursive: true});
    await symlink(this.release.packageDir, path.join(nodeModules, 'graphql'));
    // The page's folder resolves the project's packages (examplePagesRoot): the project's own
    // graphql, and every package built on it, resolve without links; keeping links there would load
    // a second copy of graphql beside the one unlinked packages load (GraphQL Code Generator's
    // plugins: "Unknown type").
    this.preserveSymlinks = path.resolve(this.release.packageDir) !== path.join(NODE_MODULES, 'graphql');
    for (const peer of graphqlPeers()) {
      await mkdir(path.dirname(path.join(nodeModules, peer)), {recursive: true});
      await symlink(path.join(NODE_MODULES, peer), path.join(nodeModules, peer));
    }
    const node = nodeOf(this.release);
    const nodeVersion = await machineFact(node, ['--version'], this.workDir);
    this.tscSocket = await tscServer(node);
    this.label = `graphql ${packageVersion(this.release.packageDir)}, Node.js ${nodeVersion}`;
  }

  /** Where a block is, and what it runs against: `docs/x.md:12 (graphql 17.1.0, Node.js v22.…)`. */
  private where(block: CodeBlock): string {
    return `${this.page}:${block.line} (${this.label})`;
  }

  /** Runs every block of the page in order; throws an AssertionError at the first mismatch. */
  async run(blocks: CodeBlock[]): Promise<void> {
    for (const block of blocks) {
      const where = this.where(block);
      if (typeof block.meta.fragment === 'string') {
        this.record(block, 'fragment', block.meta.fragment);
      } else if (block.meta.fragment === true) {
        assert.fail(`${where}: a fragment must say why, fragment="reason"`);
      } else if (block.meta.output) {
        await this.checkOutput(block, where);
        this.record(block, 'ran');
      } else if (block.lang === 'bash' || block.lang === 'sh') {
        await this.runShell(block, where);
        this.record(block, 'ran');
      } else if (block.lang === 'graphql') {
        // The release's own parser: 17 reads syntax (fragment arguments) that 16 rejects.
        const graphql = (await import(
          pathToFileURL(path.join(this.release.packageDir, 'index.js')).href
        )) as {
          parse: (source: string) => unknown;
        };
        graphql.parse(block.code);
        if (fileOf(block)) {
          await this.writeFile(block, where);
          this.record(block, 'ran');
        } else {
          this.record(block, 'parsed');
        }
      } else if (fileOf(block)) {
        await this.writeFile(block, where);
        this.record(block, 'ran');
      } else {
        assert.fail(
          `${where}: a ${block.lang || 'plain'} block must write a file (title="…"), be a command, an output, or a fragment="reason"`,
        );
      }
    }
  }

  /** Stops a server the page started. */
  async stop(): Promise<void> {
    await this.server?.process.stop();
    this.server = undefined;
  }

  private record(block: CodeBlock, kind: BlockOutcome['kind'], reason?: string) {
    this.outcomes.push({page: this.page, line: block.line, lang: block.lang, kind, reason});
  }

  private withPort(text: string, host: string): string {
    return this.server ? text.replaceAll('localhost:4000', `${host}:${this.server.port}`) : text;
  }

  private async writeFile(block: CodeBlock, where: string) {
    const name = fileOf(block) as string;
    const file = path.resolve(this.cwd, name);
    const code = this.withPort(block.code, '127.0.0.1') + '\n';
    await mkdir(path.dirname(file), {recursive: true});
    const continues = /\(continued\)/.test(String(block.meta.title));
    if (this.writtenFiles.has(file) !== continues) {
      assert.fail(
        continues
          ? `${where}: ${name} (continued) before any block wrote ${name}`
          : `${where}: ${name} is already written on this page; title the block "${name} (continued)" to append to it, or give it another name`,
      );
    }
    if (continues) {
      await appendFile(file, '\n' + code);
    } else {
      await writeFile(file, code);
      this.writtenFiles.add(file);
    }
  }

  private async runShell(block: CodeBlock, where: string) {
    // The page's commands see the environment a reader's terminal has, not that of this test.
    const bins = [
      path.join(this.workDir, '.bin'),
      ...(this.release.nodeBinDir ? [this.release.nodeBinDir] : []),
    ];
    const env = {
      PATH: `${bins.join(':')}:${process.env.PATH}`,
      REAL_NPM: this.realNpm,
      REAL_NPX: this.realNpx,
      PAGE_NODE_MODULES: path.join(this.workDir, 'node_modules'),
      NODE_OPTIONS: this.preserveSymlinks ? '--preserve-symlinks' : '',
      NODE_NO_WARNINGS: '1',
      TSC_SERVER: this.tscSocket,
      TSC_CLIENT: path.join(__dirname, 'tsc-client.cjs'),
    };
    if (block.meta.server) {
      await this.stop();
      const port = await freePort();
      const server = startProcess(
        'bash',
        [...SHELL, block.code],
        this.cwd,
        {...env, PORT: String(port)},
        readerEnvironment(),
      );
      this.server = {process: server, port};
      this.lastOutput = {text: '', fromServer: true};
      return;
    }
    const cwdFile = path.join(this.workDir, '.cwd');
    const script = `${this.withPort(block.code, '127.0.0.1')}\npwd > ${JSON.stringify(cwdFile)}`;
    const child = spawn('bash', [...SHELL, script], {cwd: this.cwd, env: {...readerEnvironment(), ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    assert.equal(
      code,
      0,
      `${where}: the commands failed\n${block.code}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`,
    );
    this.cwd = (await readFile(cwdFile, 'utf8')).trim();
    this.lastOutput = {text: stdout, fromServer: false};
  }

  private async checkOutput(block: CodeBlock, where: string) {
    assert.ok(this.lastOutput, `${where}: an output block needs a command before it`);
    const expected = this.withPort(block.code, 'localhost');
    if (this.lastOutput.fromServer && this.server) {
      // A server prints its start-up lines once it listens: wait for as many lines as the block
      // shows, then compare them as any output (what it prints later answers later commands).
      const lines = expected.trim().split('\n').length;
      const server = this.server.process;
      // Complete lines (a chunk may end inside one), from the first that is not blank as the block
      // is trimmed. A server that exits or stays silent is compared with what it printed, which
      // shows the writer the difference.
      await server
        .waitForOutput(new RegExp(`^\\s*\\S[^\\n]*\\n(?:[^\\n]*\\n){${lines - 1}}`), 30_000)
        .catch(() => undefined);
      const firstLines = server.output().trim().split('\n').slice(0, lines);
      assertOutputMatches(block.lang, expected, firstLines.join('\n'), `${where}: output differs`);
      return;
    }
    assertOutputMatches(block.lang, expected, this.lastOutput.text, `${where}: output differs`);
  }
}

/** A page's blocks by the release they run against, in page order within each. */
function byRelease(page: string, blocks: CodeBlock[], pageRelease: string): Map<string, CodeBlock[]> {
  const groups = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const major = typeof block.meta.graphql === 'string' ? block.meta.graphql : pageRelease;
    assert.ok(GRAPHQL_RELEASES[major], `${page}:${block.line}: graphql="${major}" names no release`);
    groups.set(major, [...(groups.get(major) ?? []), block]);
  }
  return groups;
}

let pagesRoot: Promise<string> | undefined;

/**
 * The folder that the pages' folders are made in: outside the repository, as a reader's project
 * is, so that TypeScript sees only the `@types` packages a page installs. It loads every `@types`
 * package of every enclosing `node_modules`, and in a folder of this project that was all 53 of
 * the project's (`@types/node` and `@types/react` among them): declarations that no reader of the
 * page has, which `tsc` parsed on each run, two thirds of its time. Its `node_modules` links every
 * package of this project's but `@types`, so that a page's imports resolve as before; the npm
 * shim links an `@types` package into the page's own `node_modules` when the page installs it.
 * Made once per process, in the system's temporary folder; removed when the process exits.
 * @returns the folder's path.
 */
export function examplePagesRoot(): Promise<string> {
  pagesRoot ??= (async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'graphql-js-docs-examples-'));
    process.once('exit', () => rmSync(root, {recursive: true, force: true}));
    const links = path.join(root, 'node_modules');
    await mkdir(links);
    for (const name of readdirSync(NODE_MODULES)) {
      if (name.startsWith('.') || name === '@types') continue;
      await symlink(path.join(NODE_MODULES, name), path.join(links, name));
    }
    return root;
  })();
  return pagesRoot;
}

/**
 * Runs the code of one page as a reader following it would (see the file's comment): one
 * {@link PageRunner} per graphql release its blocks run against, the page's own and any a block
 * names with `graphql="…"`, each in a new folder of {@link examplePagesRoot} that is removed afterwards.
 * @param page the page's path as errors name it, relative to the repository
 * @param blocks its blocks in page order, from {@link readCodeBlocks}
 * @param pageRelease the major version of graphql the page documents ({@link releaseOfPage})
 * @param outcomes receives each block's outcome as it runs, those before a failure included
 * @returns the outcomes of this page's blocks.
 * @throws AssertionError at the first block that fails (naming the page, its line and the
 *   release), for a block naming an unknown release, and for a page where no block ran (all
 *   fragments).
 */
export async function runPage(
  page: string,
  blocks: CodeBlock[],
  pageRelease: string,
  outcomes: BlockOutcome[] = [],
): Promise<BlockOutcome[]> {
  const own: BlockOutcome[] = [];
  for (const [major, group] of byRelease(page, blocks, pageRelease)) {
    const workDir = path.join(
      await examplePagesRoot(),
      `${path.basename(page, '.md')}-${major}-${randomBytes(4).toString('hex')}`,
    );
    await mkdir(workDir, {recursive: true});
    const runner = new PageRunner(page, workDir, GRAPHQL_RELEASES[major]);
    try {
      await runner.prepare();
      await runner.run(group);
    } finally {
      await runner.stop();
      outcomes.push(...runner.outcomes);
      own.push(...runner.outcomes);
      await rm(workDir, {recursive: true, force: true});
    }
  }
  assert.ok(
    own.some((outcome) => outcome.kind === 'ran'),
    `${page}: no block ran; a page's code must not be all fragments`,
  );
  return own;
}

/**
 * Holds what a command printed against the output block a page shows (requirement: "JSON is
 * compared as data with its key order; text exactly"). Shared by the example runner and by the
 * in-page runner's tests, so that both apply the same comparison.
 * @param lang the output block's language: `json` compares data, anything else text
 * @param expected the block's text; in text, `…` stands for any run of characters within a line
 *   (durations, timings), everything else must match exactly, blank lines around it aside
 * @param actual what the command printed
 * @param message names the block in the AssertionError thrown on a mismatch
 * @throws AssertionError when they differ; SyntaxError when JSON output is not JSON.
 */
export function assertOutputMatches(lang: string, expected: string, actual: string, message: string): void {
  if (lang === 'json') {
    const actualLines = actual.trim().split('\n').filter(Boolean);
    // One JSON document, or one per line when a command printed several (`node` logging twice).
    const parsed =
      actualLines.length > 1 && !isJson(actual)
        ? actualLines.map((line) => JSON.parse(line))
        : [JSON.parse(actual)];
    const expectedDocs = isJson(expected)
      ? [JSON.parse(expected)]
      : expected
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
    // Compared as serialized data: layout may differ, key order may not (the page shows it).
    assert.deepEqual(
      parsed.map((doc) => JSON.stringify(doc)),
      expectedDocs.map((doc) => JSON.stringify(doc)),
      message,
    );
  } else if (expected.includes('…')) {
    const pattern = expected
      .trim()
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^\\n]*');
    assert.match(
      actual.trim(),
      new RegExp(`^${pattern}$`),
      message + `\n--- expected\n${expected.trim()}\n--- actual\n${actual.trim()}`,
    );
  } else {
    assert.equal(actual.trim(), expected.trim(), message);
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
