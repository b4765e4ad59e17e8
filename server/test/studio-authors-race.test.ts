/**
 * Editors saving one author at once (PostgreSQL only: PGlite runs one transaction at a time). The
 * conditional UPDATE on the version is the lock: of saves that started from one version exactly
 * one lands, every other editor reads 409 naming who saved, and the history has one row per version.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioAuthorDetail } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp, onPostgres, raceTest } from './helpers';
import { staffUser } from './staff-support';
import { studioClient } from './studio-publications-support';

const EDITORS = 8;

describe('studio author races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp());
  });
  after(() => app?.close());

  raceTest(`${EDITORS} editors save one author from one version: one lands, the others read 409`, async () => {
    const editors = await Promise.all(
      Array.from({ length: EDITORS }, async (_, i) =>
        studioClient(
          app,
          (await staffUser(app, db, ['editor'], undefined, { first_name: `Editor${i}`, last_name: 'Súbežný' })).headers,
        ),
      ),
    );
    const created = await editors[0]!.post('/studio/authors', {
      first_name: 'Súbežná',
      last_name: 'Autorka',
      photo_file_id: null,
    });
    const author: StudioAuthorDetail = created.json();
    const answers = await Promise.all(
      editors.map((editor, i) =>
        editor.put(`/studio/authors/${author.id}`, {
          first_name: 'Súbežná',
          last_name: `Autorka ${i}`,
          photo_file_id: null,
          version: author.version,
        }),
      ),
    );
    const landed = answers.filter((a) => a.statusCode === 200);
    assert.equal(landed.length, 1, answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'));
    const winner = answers.indexOf(landed[0]!);
    for (const [i, answer] of answers.entries()) {
      if (i === winner) continue;
      assert.equal(answer.statusCode, 409, answer.body);
      assert.deepEqual(answer.json(), {
        message: `Medzitým to upravil(a) Editor${winner} Súbežný. Vaše úpravy zostali vo formulári.`,
        field: 'version',
      });
    }
    const stored = (await editors[0]!.get(`/studio/authors/${author.id}`)).json() as StudioAuthorDetail;
    assert.equal(stored.last_name, `Autorka ${winner}`);
    assert.equal(stored.version, 2);
    const history = await db.query<{ version: number }>(
      "SELECT version FROM studio_history WHERE item_type = 'author' AND item_id = $1 ORDER BY version",
      [author.id],
    );
    assert.deepEqual(
      history.map((h) => h.version),
      [1, 2],
    );
  });
});
