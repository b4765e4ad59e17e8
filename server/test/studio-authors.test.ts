import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioAuthorDetail, StudioAuthorInput, StudioPublication } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { subscribedUser, type Tg } from './calls-support';
import { authHeaders, createTestApp } from './helpers';
import { staffUser } from './staff-support';
import { JPEG, studioClient, textPublication } from './studio-publications-support';

const author = (over: Partial<StudioAuthorInput> = {}): StudioAuthorInput => ({
  first_name: 'Mária',
  last_name: 'Nováková',
  photo_file_id: null,
  ...over,
});

describe('studio: the blog authors editors write', () => {
  let app: FastifyInstance;
  let db: Db;
  let eva: ReturnType<typeof studioClient>;
  let jan: ReturnType<typeof studioClient>;
  let reader: Tg;
  before(async () => {
    ({ app, db } = await createTestApp());
    eva = studioClient(
      app,
      (await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' })).headers,
    );
    jan = studioClient(app, (await staffUser(app, db, ['editor'], undefined, { first_name: 'Ján', last_name: 'Druhý' })).headers);
    reader = await subscribedUser(app);
  });
  after(() => app.close());

  const create = async (over: Partial<StudioAuthorInput> = {}) => {
    const response = await eva.post('/studio/authors', author(over));
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as StudioAuthorDetail;
  };

  it('keeps learners out (403)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/studio/authors', headers: authHeaders(reader) });
    assert.equal(response.statusCode, 403);
  });

  it("lists the demo's authors, written by the seed through the studio's service (history: created)", async () => {
    const list = (await eva.get('/studio/authors')).json() as { results: StudioAuthorDetail[] };
    const jana = list.results.find((a) => a.last_name === 'Kováčová');
    assert.ok(jana, 'seeded author listed');
    // The demo's photos go in as uploads (seed/images.ts): stored by content, with sizes.
    assert.match(jana.photo_url ?? '', /^\/api\/media\/[0-9a-f]{64}$/);
    assert.ok(jana.photo_file_id, 'the seeded photo is an upload');
    assert.ok(jana.publications > 0);
    const history = (await eva.get(`/studio/authors/${jana.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { action: string }) => h.action),
      ['created'],
    );
  });

  it('creates an author with an uploaded photo; a publication names them and the blog shows them', async () => {
    const photo = await eva.upload(JPEG, 'maria.jpg');
    const created = await create({ first_name: '  Mária ', photo_file_id: photo.file_id });
    assert.equal(created.first_name, 'Mária');
    assert.equal(created.photo_url, photo.url);
    assert.equal(created.version, 1);

    const list = (await eva.get('/studio/publications')).json() as { authors: Array<{ id: number; name: string }> };
    assert.ok(list.authors.some((a) => a.id === created.id && a.name === 'Mária Nováková'));

    const publication = (await eva.post('/studio/publications', textPublication(created.id))).json() as StudioPublication;
    const live = await eva.post(`/studio/publications/${publication.id}/publish`, {
      version: publication.version,
      publish_at: null,
    });
    assert.equal(live.statusCode, 200, live.body);
    const detail = await app.inject({ method: 'GET', url: `/api/blog/${publication.id}/`, headers: authHeaders(reader) });
    assert.equal(detail.statusCode, 200, detail.body);
    const { photo_variants, ...shown } = detail.json().author;
    assert.deepEqual(shown, { first_name: 'Mária', last_name: 'Nováková', photo_url: photo.url });
    assert.equal(photo_variants.srcset, photo.srcset, 'the blog shows the sizes the upload made');
  });

  it('saves an edit from its version and records who and what; the photo can be replaced or removed', async () => {
    const created = await create({ first_name: 'Tomáš', last_name: 'Malý' });
    const photo = await eva.upload(JPEG, 'tomas.jpg');
    const saved = await eva.put(`/studio/authors/${created.id}`, {
      ...author({ first_name: 'Tomáš', last_name: 'Veľký', photo_file_id: photo.file_id }),
      version: 1,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().last_name, 'Veľký');
    assert.equal(saved.json().photo_url, photo.url);
    assert.equal(saved.json().version, 2);
    assert.equal(saved.json().updated_by, 'Eva Editorová');

    const removed = await eva.put(`/studio/authors/${created.id}`, {
      ...author({ first_name: 'Tomáš', last_name: 'Veľký', photo_file_id: null }),
      version: 2,
    });
    assert.equal(removed.json().photo_url, null);

    const history = (await eva.get(`/studio/authors/${created.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { action: string; summary: string; by: string }) => [h.action, h.summary, h.by]),
      [
        ['saved', 'fotografia', 'Eva Editorová'],
        ['saved', 'meno: Tomáš Veľký, fotografia', 'Eva Editorová'],
        ['created', 'Tomáš Malý', 'Eva Editorová'],
      ],
    );
  });

  it("answers the second editor of one version 409 naming who saved in between, and keeps the first's edit", async () => {
    const created = await create({ first_name: 'Lucia', last_name: 'Krátka' });
    const first = await jan.put(`/studio/authors/${created.id}`, {
      ...author({ first_name: 'Lucia', last_name: 'Dlhá' }),
      version: 1,
    });
    assert.equal(first.statusCode, 200, first.body);
    const second = await eva.put(`/studio/authors/${created.id}`, {
      ...author({ first_name: 'Lucia', last_name: 'Stredná' }),
      version: 1,
    });
    assert.equal(second.statusCode, 409);
    assert.deepEqual(second.json(), {
      message: 'Medzitým to upravil(a) Ján Druhý. Vaše úpravy zostali vo formulári.',
      field: 'version',
    });
    assert.equal((await eva.get(`/studio/authors/${created.id}`)).json().last_name, 'Dlhá');
  });

  it('answers 400 naming the field: a blank name, a photo that is not an uploaded image, a name taken', async () => {
    const cases: Array<[Partial<StudioAuthorInput>, string, string]> = [
      [{ first_name: '  ' }, 'first_name', 'Zadajte meno autora.'],
      [{ last_name: '' }, 'last_name', 'Zadajte priezvisko autora.'],
      [{ photo_file_id: 999999 }, 'photo_file_id', 'Fotografia sa nenašla: nahrajte ju znova.'],
      [{ first_name: 'Jana', last_name: 'Kováčová' }, 'last_name', 'Autor s týmto menom už existuje.'],
    ];
    for (const [over, field, message] of cases) {
      const response = await eva.post('/studio/authors', author({ first_name: 'Iná', last_name: 'Autorka', ...over }));
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.deepEqual(response.json(), { message, field });
    }
    const [{ n }] = (await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM blog_authors WHERE last_name = 'Autorka'",
    )) as [{ n: number }];
    assert.equal(n, 0);

    const created = await create({ first_name: 'Pavol', last_name: 'Prvý' });
    const taken = await eva.put(`/studio/authors/${created.id}`, {
      ...author({ first_name: 'Jana', last_name: 'Kováčová' }),
      version: 1,
    });
    assert.equal(taken.statusCode, 400, taken.body);
    assert.equal(taken.json().field, 'last_name');
    // Refused as a whole: the version did not move.
    assert.equal((await eva.get(`/studio/authors/${created.id}`)).json().version, 1);
  });

  it('answers 404 for an author that does not exist', async () => {
    assert.equal((await eva.get('/studio/authors/999999')).statusCode, 404);
    assert.equal((await eva.put('/studio/authors/999999', { ...author(), version: 1 })).statusCode, 404);
  });
});
