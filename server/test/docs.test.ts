import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, SAME_ON_EVERY_ENGINE } from './helpers';

describe('API docs: Swagger UI in demo mode only, no-store everywhere under /api', { skip: SAME_ON_EVERY_ENGINE }, () => {
  let live: FastifyInstance;
  let demo: FastifyInstance;
  before(async () => {
    ({ app: live } = await createTestApp({ demo: false, demoContent: false }));
    ({ app: demo } = await createTestApp({ demo: true, demoContent: false }));
  });
  after(async () => {
    await live.close();
    await demo.close();
  });

  it('live mode serves no Swagger UI; the OpenAPI document stays, not cached', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      const response = await live.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.doesNotMatch(response.body, /swagger/i, url);
    }
    const json = await live.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(json.statusCode, 200);
    assert.ok(json.json().paths['/api/users/me']);
    assert.equal(json.headers['cache-control'], 'no-store');
  });

  it('demo mode serves Swagger UI, and every file of it carries no-store', async () => {
    const page = await demo.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /swagger/i);
    assert.equal(page.headers['cache-control'], 'no-store');
    const script = await demo.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['cache-control'], 'no-store');
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await demo.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    // Whatever the spelling, an answer under /api is never cached.
    assert.equal((await demo.inject({ method: 'GET', url: '/API/docs/json' })).headers['cache-control'], 'no-store');
  });
});
