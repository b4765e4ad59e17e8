/**
 * The failures a server run names again at its end: found in node --test's own TAP output (a
 * suite that fails and one that passes are run for real), the child named, its suite not.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { tapFailures } from '../test-tap-failures.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'tap-failures-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function failuresOf(source) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.test.mjs`);
  writeFileSync(file, source);
  // Without NODE_TEST_CONTEXT, which this runner sets and which would make the child answer it in
  // its own protocol instead of TAP.
  const { NODE_TEST_CONTEXT, ...env } = process.env;
  const { stdout } = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', env });
  const failures = tapFailures();
  for (const line of stdout.split('\n')) failures.line(line);
  return failures;
}

describe('tapFailures', () => {
  it('names a nested failing test by its path, with its message and its own frame, and not the suites above it', () => {
    const failures = failuresOf(`
      import { describe, it } from 'node:test';
      import assert from 'node:assert/strict';
      describe('bookings', () => {
        it('passes', () => {});
        describe('on a full slot', () => {
          it('answers 409', () => { assert.equal(200, 409, 'the second booking was taken'); });
        });
      });
      it('alone', () => { throw new Error('first line\\nsecond line'); });
    `);
    assert.equal(failures.count, 2);
    const report = failures.report();
    assert.match(report, /^✗ bookings › on a full slot › answers 409$/m);
    assert.match(report, /^\s+the second booking was taken$/m);
    assert.match(report, /^✗ alone$/m);
    assert.match(report, /^\s+second line$/m, 'a multi-line message is kept whole');
    assert.match(report, /\.test\.mjs:\d+:\d+\)$/m, 'the failing line of the test file is named');
    assert.doesNotMatch(report, /^✗ bookings$/m, 'a suite failing only through its child is not repeated');
    assert.doesNotMatch(report, /node:internal/);
  });

  it('reports nothing for a passing run', () => {
    const failures = failuresOf(`import { it } from 'node:test'; it('fine', () => {});`);
    assert.equal(failures.count, 0);
    assert.equal(failures.report(), '');
  });
});
