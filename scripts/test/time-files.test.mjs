/**
 * The check that keeps test:time's list honest: what counts as reading the clock, and a file that
 * reads it but is neither run at the faked instants nor said to be clock-free fails the check.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { clockRead, timeFileProblems } from '../../.ci/check-time-files.mjs';

describe('clockRead: a test that takes the present', () => {
  it('sees the JavaScript clock, the server clock and SQL now', () => {
    assert.equal(clockRead('const t = Date.now() + 1000;'), 'Date.now(');
    assert.equal(clockRead('const today = new Date();'), 'new Date()');
    assert.equal(clockRead('const at = app.now();'), 'app.now(');
    assert.equal(clockRead("UPDATE x SET at = now() - interval '1 minute'"), 'now()');
    assert.equal(clockRead('SELECT CURRENT_DATE'), 'CURRENT_DATE');
    assert.equal(clockRead("date_trunc('month', current_timestamp)"), 'current_timestamp');
  });

  it('leaves fixed dates, elapsed time of performance.now() and comments alone', () => {
    assert.equal(clockRead("const day = new Date('2026-11-28T08:05:00Z');"), null);
    assert.equal(clockRead('const took = performance.now() - started;'), null);
    assert.equal(clockRead('const clock = () => NOW; // not Date.now()'), null);
    assert.equal(clockRead('/* new Date() would move with the day */ const at = fixed;'), null);
    assert.equal(clockRead('const flakes = snow(); const at = clock.now;'), null);
  });
});

describe('timeFileProblems', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'time-files-'));
  after(() => rmSync(base, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  for (const folder of ['shared/src', 'shell/src', 'contracts/blog/src', 'packages/x/src'])
    mkdirSync(path.join(base, folder), { recursive: true });
  write('server/test/calls.test.ts', 'const today = new Date();');
  write('server/test/elapsed.test.ts', 'const started = Date.now();');
  write('server/test/blog.test.ts', "const fixed = new Date('2026-01-01');");
  write('server/test/calls-race.test.ts', 'const today = new Date();');
  write('mf-quiz/src/__tests__/quiz.test.tsx', 'const due = Date.now() + 3_600_000;');
  write('shared/src/mocks/fixtures.test.ts', 'const at = new Date();');

  it('fails on a file that reads the clock, unlisted and not said to be clock-free', () => {
    const problems = timeFileProblems(base, {
      SERVER_FILES: ['test/calls.test.ts'],
      JEST_FILES: ['shared/src/mocks'],
      CLOCK_FREE: { 'server/test/elapsed.test.ts': 'elapsed time' },
    });
    assert.deepEqual(problems.missing, [{ file: 'mf-quiz/src/__tests__/quiz.test.tsx', read: 'Date.now(' }]);
    assert.deepEqual(problems.stale, []);
    assert.deepEqual(problems.both, []);
  });

  it('passes once it is listed (a folder entry covers its files); race files need PostgreSQL and are not asked for', () => {
    const problems = timeFileProblems(base, {
      SERVER_FILES: ['test/calls.test.ts'],
      JEST_FILES: ['shared/src/mocks', 'mf-quiz/src/__tests__/quiz.test.tsx'],
      CLOCK_FREE: { 'server/test/elapsed.test.ts': 'elapsed time' },
    });
    assert.deepEqual(problems, { missing: [], stale: [], both: [] });
  });

  it('names an entry that names no file, and a file both run and said to be clock-free', () => {
    const problems = timeFileProblems(base, {
      SERVER_FILES: ['test/calls.test.ts', 'test/renamed.test.ts'],
      JEST_FILES: ['shared/src/mocks', 'mf-quiz/src/__tests__/quiz.test.tsx'],
      CLOCK_FREE: { 'server/test/elapsed.test.ts': 'elapsed time', 'server/test/calls.test.ts': 'no' },
    });
    assert.deepEqual(problems.stale, ['server/test/renamed.test.ts']);
    assert.deepEqual(problems.both, ['server/test/calls.test.ts']);
  });
});
