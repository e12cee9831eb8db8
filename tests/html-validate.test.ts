/**
 * Quality gate: every HTML file of the build is valid HTML by html-validate's `standard` preset,
 * configured in `.htmlvalidate.json`, with no rule turned off there or in a page.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {filesUnder} from './support/build-files';
import {BUILD_DIR, ROOT} from './support/paths';

test('the configuration is the standard preset with no rule turned off', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const {$schema, ...settings} = config;
  assert.ok(typeof $schema === 'string');
  assert.deepEqual(settings, {root: true, extends: ['html-validate:standard']});
});

test('every built HTML page passes html-validate', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = filesUnder(BUILD_DIR, '.html');
  assert.ok(files.length > 300, `only ${files.length} HTML files in the build`);
  const findings: string[] = [];
  for (const file of files) {
    // An inline directive would turn rules off for a page where the configuration cannot see it.
    if (readFileSync(file, 'utf8').includes('[html-validate-')) {
      findings.push(`/${path.relative(BUILD_DIR, file)}: holds an html-validate directive`);
    }
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        const page = '/' + path.relative(BUILD_DIR, file);
        findings.push(
          `${page}: ${message.ruleId}: ${message.message} (at ${message.selector ?? `line ${message.line}`})`,
        );
      }
    }
  }
  assert.deepEqual(findings.slice(0, 50), [], `${findings.length} findings; the first 50 are shown`);
});
