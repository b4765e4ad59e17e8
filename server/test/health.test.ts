import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers';

let app: FastifyInstance;
before(async () => ({ app } = await createTestApp({ demoContent: false })));
after(() => app.close());

describe('GET /api/health and /api/ready', () => {
  it('health answers without init data; ready lists each check and is 200 when all pass', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    assert.equal(health.headers['cache-control'], 'no-store');
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    const body = ready.json();
    assert.equal(body.ready, true);
    assert.deepEqual(Object.keys(body.checks).sort(), ['bot', 'database', 'draining', 'migrations', 'worker']);
    assert.deepEqual(body.checks.migrations.pending, []);
    assert.equal(body.checks.worker.runs, false);
  });

  it('ready is 503 while draining, naming the check; other requests get 503 with Connection: close', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json().checks.draining, { ok: false });
      const other = await app.inject({ method: 'GET', url: '/api/subscription/plans' });
      assert.equal(other.statusCode, 503);
      assert.equal(other.headers.connection, 'close');
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('ready is 503 when the worker runs but its heartbeat is stale', async () => {
    app.outbox.start();
    try {
      await app.outbox.drain();
      await app.db.query(`UPDATE worker_heartbeats SET beat_at = now() - interval '1 minute' WHERE instance = $1`, [
        app.outbox.instance,
      ]);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(ready.statusCode, 503, ready.body);
      assert.equal(ready.json().checks.worker.ok, false);
      // Anyone may ask: which instance answered is the operators' (metrics, logs), not the public's.
      assert.ok(!ready.body.includes(app.outbox.instance), ready.body);
      assert.deepEqual(Object.keys(ready.json().checks.worker).sort(), ['heartbeat_age_ms', 'ok', 'runs']);
    } finally {
      await app.outbox.stop();
    }
  });
});
