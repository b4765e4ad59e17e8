import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GRANDFATHERED_THROUGH, nonAdditive } from '../../ops/check-migrations.mjs';

const script = fileURLToPath(new URL('../../ops/check-migrations.mjs', import.meta.url));
const next = (n) => String(GRANDFATHERED_THROUGH + n).padStart(3, '0');

function runOn(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  try {
    for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
    return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('check:migrations: new migrations stay additive during a rolling upgrade', () => {
  it('accepts what the previous release can live with', () => {
    const additive = `
      CREATE TABLE notes (id bigserial PRIMARY KEY, body text NOT NULL);
      ALTER TABLE users ADD COLUMN nickname text, ADD COLUMN seen boolean NOT NULL DEFAULT false;
      ALTER TABLE users ALTER COLUMN bio TYPE text;
      CREATE INDEX notes_body ON notes (body);
      ALTER TABLE users DROP CONSTRAINT users_bio_check;
      DROP INDEX IF EXISTS old_index;
      CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN DROP TABLE x; RETURN NEW; END $$ LANGUAGE plpgsql;
      -- DROP TABLE users; (a comment)
      INSERT INTO notes (body) VALUES ('DROP TABLE users');`;
    assert.deepEqual(nonAdditive(additive), []);
  });

  it('names every change that breaks the previous release', () => {
    const problems = nonAdditive(`
      DROP TABLE IF EXISTS notes;
      ALTER TABLE users DROP COLUMN bio;
      ALTER TABLE users ADD COLUMN level text NOT NULL;
      ALTER TABLE users ALTER COLUMN name TYPE varchar(20);
      ALTER TABLE users ALTER COLUMN city SET NOT NULL;
      ALTER TABLE users RENAME COLUMN city TO town;
      TRUNCATE payments;`);
    assert.equal(problems.length, 7, problems.join('\n'));
    for (const [at, words] of [
      'drops a table',
      'drops a column',
      'NOT NULL column without a DEFAULT',
      "changes a column's type",
      'makes a column NOT NULL',
      'renames',
      'empties',
    ].entries()) {
      assert.match(problems[at], new RegExp(words.replace(/[()]/g, '\\$&')));
    }
  });

  it('fails the check with the file and the way out; a second-phase migration with its reason passes; old ones are grandfathered', () => {
    const failing = runOn({ [`${next(1)}_drop_bio.sql`]: 'ALTER TABLE users DROP COLUMN bio;' });
    assert.equal(failing.status, 1);
    assert.match(failing.stderr, new RegExp(`${next(1)}_drop_bio\\.sql: drops a column: DROP COLUMN bio`));
    assert.match(failing.stderr, /-- second-phase: <reason>/);

    const marked = runOn({
      [`${next(1)}_drop_bio.sql`]:
        '-- second-phase: release 0.3 stopped reading users.bio (profile moved to profiles)\nALTER TABLE users DROP COLUMN bio;',
      '010_old.sql': 'DROP TABLE legacy;',
    });
    assert.equal(marked.status, 0, marked.stderr);

    const noReason = runOn({ [`${next(2)}_x.sql`]: '-- second-phase:\nDROP TABLE x;' });
    assert.equal(noReason.status, 1, 'a marker without a reason is no marker');
  });

  it("passes on this repository's migrations", () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });
});
