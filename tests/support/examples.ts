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
 * | `bash server`                           | starts the commands in the background, with `PORT` set   |
 * |                                         | to a free port; stopped at the end of the page           |
 * | `json output` / `text output`           | what the previous command printed; for a server, what it |
 * |                                         | printed once started. JSON is compared as data           |
 * | `graphql`                               | parsed with graphql's own parser                         |
 * | any block with `fragment="reason"`      | not run; counted and listed with its reason              |
 *
 * `localhost:4000`, the port the pages use, becomes the free port of the running server.
 */
import {spawn} from 'node:child_process';
import {readFile, writeFile, appendFile, mkdir, chmod} from 'node:fs/promises';
import path from 'node:path';
import assert from 'node:assert/strict';
import {parse as parseGraphQL} from 'graphql';
import {freePort, runCommand, startProcess, type RunningProcess} from './processes';
import {ROOT} from './paths';

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

const META_ATTRIBUTE = /(\w+)(?:="([^"]*)")?/g;

/** Parses a fence meta string such as `title="server.js (continued)" server`. */
export function parseMeta(meta: string | null | undefined): Record<string, string | true> {
  const result: Record<string, string | true> = {};
  for (const match of (meta ?? '').matchAll(META_ATTRIBUTE)) {
    result[match[1]] = match[2] ?? true;
  }
  return result;
}

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

/** The file a code block writes: the first word of its title (`server.js (continued)`). */
function fileOf(block: CodeBlock): string | undefined {
  return typeof block.meta.title === 'string' ? block.meta.title.split(/\s+/)[0] : undefined;
}

// `npm install` on the page's terminal: the packages must already be in this project, at a
// version the command asks for. Every other npm command (init, pkg set) runs for real.
const NPM_SHIM = `#!/usr/bin/env node
const {execFileSync} = require('node:child_process');
const path = require('node:path');
const semver = require(${JSON.stringify(path.join(ROOT, 'node_modules', 'semver'))});
const [command, ...rest] = process.argv.slice(2);
if (!['install', 'i', 'add'].includes(command)) {
  execFileSync(process.env.REAL_NPM, process.argv.slice(2), {stdio: 'inherit'});
  process.exit(0);
}
for (const spec of rest.filter((arg) => !arg.startsWith('-'))) {
  const at = spec.lastIndexOf('@');
  const name = at > 0 ? spec.slice(0, at) : spec;
  const range = at > 0 ? spec.slice(at + 1) : '*';
  const manifest = require(path.join(${JSON.stringify(path.join(ROOT, 'node_modules'))}, name, 'package.json'));
  if (!semver.satisfies(manifest.version, range, {includePrerelease: true})) {
    console.error('npm install ' + spec + ': this project has ' + name + '@' + manifest.version);
    process.exit(1);
  }
}
`;

/** The terminal and files of one page, as a reader following it would have them. */
export class PageRunner {
  readonly outcomes: BlockOutcome[] = [];
  private cwd: string;
  private server: {process: RunningProcess; port: number} | undefined;
  private lastOutput: {text: string; fromServer: boolean} | undefined;
  private readonly writtenFiles = new Set<string>();
  private realNpm = 'npm';

  constructor(
    private readonly page: string,
    private readonly workDir: string,
  ) {
    this.cwd = workDir;
  }

  /** Sets up the npm shim. Call once before {@link run}. */
  async prepare(): Promise<void> {
    await mkdir(path.join(this.workDir, '.bin'), {recursive: true});
    const shim = path.join(this.workDir, '.bin', 'npm');
    await writeFile(shim, NPM_SHIM);
    await chmod(shim, 0o755);
    this.realNpm = (await runCommand('bash', ['-c', 'command -v npm'], this.workDir)).output.trim();
  }

  /** Runs every block of the page in order; throws an AssertionError at the first mismatch. */
  async run(blocks: CodeBlock[]): Promise<void> {
    for (const block of blocks) {
      const where = `${this.page}:${block.line}`;
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
        parseGraphQL(block.code);
        this.record(block, 'parsed');
      } else if (fileOf(block)) {
        await this.writeFile(block);
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

  private async writeFile(block: CodeBlock) {
    const file = path.resolve(this.cwd, fileOf(block) as string);
    const code = this.withPort(block.code, '127.0.0.1') + '\n';
    await mkdir(path.dirname(file), {recursive: true});
    if (this.writtenFiles.has(file)) {
      await appendFile(file, '\n' + code);
    } else {
      await writeFile(file, code);
      this.writtenFiles.add(file);
    }
  }

  private async runShell(block: CodeBlock, where: string) {
    const env = {
      PATH: `${path.join(this.workDir, '.bin')}:${process.env.PATH}`,
      REAL_NPM: this.realNpm,
      NODE_NO_WARNINGS: '1',
    };
    if (block.meta.server) {
      await this.stop();
      const port = await freePort();
      const server = startProcess('bash', ['-e', '-c', block.code], this.cwd, {...env, PORT: String(port)});
      this.server = {process: server, port};
      this.lastOutput = {text: '', fromServer: true};
      return;
    }
    const cwdFile = path.join(this.workDir, '.cwd');
    const script = `${this.withPort(block.code, '127.0.0.1')}\npwd > ${JSON.stringify(cwdFile)}`;
    const child = spawn('bash', ['-e', '-c', script], {cwd: this.cwd, env: {...process.env, ...env}});
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
      // A server prints its start-up line once it listens; wait for it, then compare.
      const escaped = expected.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await this.server.process.waitForOutput(new RegExp(escaped), 30_000);
      return;
    }
    const actual = this.lastOutput.text;
    if (block.lang === 'json') {
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
        `${where}: output differs`,
      );
    } else {
      assert.equal(actual.trim(), expected.trim(), `${where}: output differs`);
    }
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
