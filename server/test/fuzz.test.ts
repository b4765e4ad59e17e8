import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { activateBasic, createSubscribedTestApp, type newTelegramUser } from './helpers';
import { formatReport, fuzz, readOperations } from './fuzz/fuzzer';

/**
 * A fixed seed, so CI sends the same 3,000 requests every run; `npm run fuzz` runs 10,000 with a
 * fresh seed. Routes come from the OpenAPI document, so new modules are fuzzed without edits here.
 */
const SEED = Number(process.env.FUZZ_SEED) || 20261123;
const REQUESTS = Number(process.env.FUZZ_CI_REQUESTS) || 3_000;

describe('fuzz: malformed requests to every /api route never get a 5xx', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let user: ReturnType<typeof newTelegramUser>;
  before(async () => ({ app, headers, user } = await createSubscribedTestApp()));
  after(() => app.close());

  it('reads the routes from the OpenAPI document', async () => {
    const operations = await readOperations(app);
    const names = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    for (const expected of ['GET /api/users/me', 'PUT /api/users/me', 'POST /api/blog/{id}/star', 'GET /api/blog/feed']) {
      assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`);
    }
  });

  it(`${REQUESTS} requests (seed ${SEED}): no 5xx, every 4xx is { message, field? }`, { timeout: 120_000 }, async () => {
    const report = await fuzz(app, {
      seed: SEED,
      requests: REQUESTS,
      auth: headers.authorization!,
      refresh: () =>
        activateBasic(app, user).then(
          () => undefined,
          () => undefined,
        ),
    });
    console.log(formatReport(report));
    assert.deepEqual(report.failures, [], formatReport(report));
    assert.ok((report.byStatus['200'] ?? 0) > REQUESTS / 20, 'enough requests get through to the handlers');
  });
});
