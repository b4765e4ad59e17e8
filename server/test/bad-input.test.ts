import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createSubscribedTestApp } from './helpers';

// Input that used to reach the database and fail there as a 500.
describe('hostile input answers 400 in the API shape, never 500', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  before(async () => ({ app, headers } = await createSubscribedTestApp()));
  after(() => app.close());

  it('a NUL character in a search query names the field', async () => {
    for (const url of ['/api/blog/feed?search=%00', '/api/blog/starred?search=a%00b']) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 400, url);
      assert.deepEqual(response.json(), { message: 'search: must not contain NUL characters', field: 'search' });
    }
  });

  it('a NUL character in a JSON body names the field and changes nothing', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { first_name: 'A\u0000', last_name: 'B' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'first_name');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers });
    assert.notEqual(me.json().first_name, 'A\u0000');
  });

  it('ids must be plain positive whole numbers', async () => {
    for (const id of ['0x1', '1e0', '%201', '-1', '0', '1.5', '99999999999999999999']) {
      const response = await app.inject({ method: 'GET', url: `/api/blog/${id}/`, headers });
      assert.equal(response.statusCode, 400, id);
      assert.equal(response.json().field, 'id', id);
    }
    assert.equal((await app.inject({ method: 'GET', url: '/api/blog/1/', headers })).statusCode, 200);
  });

  it('a malformed URL answers 400 with a message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog/%E0%A4%A/', headers });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json()), ['message']);
  });
});
