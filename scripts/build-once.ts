/**
 * Builds the site unless `build/` already holds the build of exactly the current sources.
 *
 * The fingerprint is a SHA-256 over the commit (`git rev-parse HEAD`), the uncommitted diff and
 * the contents of untracked files, so a build from the same tree is reused by every test suite
 * of one `npm test` run and by a later `npm run test:e2e`, and any edit triggers a new build.
 * Outside a git checkout it always builds. Exits with the build's exit code when it fails.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
// Outside build/, so the fingerprint is never deployed with the site.
const STAMP = path.join(ROOT, 'node_modules', '.cache', 'graphql-js-docs', 'build-fingerprint');

/**
 * @returns a hex digest of the source tree, or null when git cannot describe it.
 */
export function sourceFingerprint(): string | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  try {
    const hash = createHash('sha256');
    hash.update(git('rev-parse', 'HEAD'));
    // The base URL the site is built for (docusaurus.config.ts reads it from the environment).
    hash.update(`BASE_URL=${process.env.BASE_URL ?? ''}\n`);
    hash.update(git('diff', 'HEAD', '--binary'));
    const untracked = git('ls-files', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
    for (const file of untracked.sort()) {
      hash.update(file);
      hash.update(readFileSync(path.join(ROOT, file)));
    }
    return hash.digest('hex');
  } catch {
    return null;
  }
}

function main(): void {
  const fingerprint = sourceFingerprint();
  const built = existsSync(path.join(ROOT, 'build', 'index.html'));
  if (fingerprint && built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) {
    console.log('build-once: build/ is current, reusing it');
    return;
  }
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: ROOT, stdio: 'inherit'});
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
  if (fingerprint) {
    mkdirSync(path.dirname(STAMP), {recursive: true});
    writeFileSync(STAMP, fingerprint);
  }
}

if (require.main === module) {
  main();
}
