/**
 * Quality gate: every HTML file of the build is valid HTML by html-validate's `standard` preset,
 * configured in `.htmlvalidate.json` (which lists any rule turned off, with its reason).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {filesUnder} from './support/build-files';
import {BUILD_DIR} from './support/paths';

test('every built HTML page passes html-validate', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = filesUnder(BUILD_DIR, '.html');
  assert.ok(files.length > 300, `only ${files.length} HTML files in the build`);
  const findings: string[] = [];
  for (const file of files) {
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
