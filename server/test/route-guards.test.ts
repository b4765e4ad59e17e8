/**
 * Every route of the app with its guard (src/modules/roles/guard.ts): a write route (POST, PUT,
 * PATCH, DELETE) that declares none is an open endpoint, unless it is one of the public routes
 * below, each there for a reason. The guard is declared per route group (guardRoutes) or on the
 * route; the one hook that enforces it answers 403 to a caller without the role.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { testBotConfig } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import type { Db } from '../src/db/types';
import { authHeaders, createTestDb, newTelegramUser, TEST_BOT_TOKEN } from './helpers';

/** Write routes anyone may call without signing in. */
const PUBLIC_WRITES = [
  // Telegram's webhook: it proves itself with the secret token header, not with init data.
  'POST /api/telegram/webhook',
  // The front end reports the errors a screen hit, also before sign-in (size- and rate-limited).
  'POST /api/client-errors',
];

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The live app's Telegram. */
let fake: FakeBotApi;

interface Listed {
  route: string;
  write: boolean;
  guard: string;
}

/**
 * Builds the app and lists its routes once ready: in demo mode (its demo routes) or live, with a bot
 * token and webhook secret (the webhook's route); `extra` are mounted under /api like a module.
 */
async function listRoutes(
  db: Db,
  mode: 'demo' | 'live',
  extra: FastifyPluginAsync[] = [],
): Promise<{ app: FastifyInstance; routes: Listed[] }> {
  const bot = mode === 'live' ? testBotConfig(fake, 'route-guards') : undefined;
  const app = buildApp({ db, botToken: TEST_BOT_TOKEN, demo: mode === 'demo', routes: extra, bot });
  const seen: RouteOptions[] = [];
  // Root hook: every plugin registered below inherits it; the route groups' own onRoute hooks
  // run after it on the same options object, so their guard is read once the app is ready.
  app.addHook('onRoute', (route) => void seen.push(route));
  await app.ready();
  const routes = seen.flatMap((route) =>
    [route.method].flat().map((method) => {
      const config = (route.config ?? {}) as { public?: boolean; guard?: string };
      return {
        route: `${method} ${route.url}`,
        write: WRITE.has(method),
        guard: config.public ? 'public' : (config.guard ?? 'none'),
      };
    }),
  );
  return { app, routes };
}

/** What fails CI: unguarded write routes, and public ones not in the list. */
function problems(routes: Listed[]): string[] {
  return routes
    .filter((r) => r.write && (r.guard === 'none' || (r.guard === 'public' && !PUBLIC_WRITES.includes(r.route))))
    .map((r) => `${r.route}: ${r.guard === 'none' ? 'no guard declared' : 'public but not in PUBLIC_WRITES'}`);
}

describe('route guards', () => {
  let db: Db;
  let app: FastifyInstance;
  let live: FastifyInstance;
  /** Both modes' routes, once each. */
  let routes: Listed[];

  before(async () => {
    fake = await new FakeBotApi().start();
    db = await createTestDb();
    await migrate(db);
    const demo = await listRoutes(db, 'demo');
    const running = await listRoutes(db, 'live');
    app = demo.app;
    live = running.app;
    const seen = new Set<string>();
    routes = [...demo.routes, ...running.routes].filter((r) => !seen.has(r.route) && seen.add(r.route));
  });
  after(async () => {
    await app.close();
    await live.close();
    await db.close();
    await fake.close();
  });

  it('every write route declares who may call it, or is a listed public route', () => {
    const writes = routes.filter((r) => r.write);
    assert.ok(writes.length > 50, `only ${writes.length} write routes listed`);
    assert.deepEqual(problems(routes), []);
    // A route removed or renamed leaves its public entry behind: the list stays the truth.
    const publicWrites = routes.filter((r) => r.write && r.guard === 'public').map((r) => r.route);
    assert.deepEqual([...publicWrites].sort(), [...PUBLIC_WRITES].sort());
  });

  it("the studio's routes are the editors', staff's each name a staff role", () => {
    const of = (prefix: string) => routes.filter((r) => r.route.split(' ')[1]!.startsWith(prefix) && r.guard !== 'public');
    assert.deepEqual(
      of('/api/studio/').filter((r) => r.guard !== 'editor'),
      [],
    );
    assert.deepEqual(
      of('/api/activities/preview').map((r) => r.guard),
      ['editor', 'editor', 'editor'].slice(0, of('/api/activities/preview').length),
    );
    assert.deepEqual(
      of('/api/staff/').filter(
        (r) => !['admin', 'teacher', 'organiser', 'speaker'].includes(r.guard) && !r.route.endsWith(' /api/staff/me'),
      ),
      [],
    );
  });

  it("the speaking answers are the learner's; a recording is read by its signed URL alone", () => {
    const speaking = routes.filter((r) => /^\S+ \/api\/(demo\/)?speaking\//.test(r.route));
    assert.deepEqual(
      speaking.filter((r) => r.guard !== 'learner').map((r) => `${r.route}: ${r.guard}`),
      ['GET /api/speaking/recordings/:id: public', 'HEAD /api/speaking/recordings/:id: public'],
    );
    assert.ok(speaking.some((r) => r.route === 'POST /api/demo/speaking/voice' && r.guard === 'learner'));
  });

  it('a learner calling a guarded route is refused by the guard, before the handler', async () => {
    const learner = authHeaders(newTelegramUser());
    const course = await app.inject({ method: 'GET', url: '/api/studio/course', headers: learner });
    assert.equal(course.statusCode, 403, course.body);
    const grant = await app.inject({ method: 'PUT', url: '/api/staff/users/1/roles/editor', headers: learner, payload: {} });
    assert.equal(grant.statusCode, 403, grant.body);
    const [granted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_roles');
    assert.equal(granted!.n, 0);
  });

  it('sees a write route that declares no guard (a plugin without guardRoutes)', async () => {
    const planted: FastifyPluginAsync = async (api) => {
      api.post('/planted/open', async () => ({ ok: true }));
    };
    const other = await createTestDb();
    await migrate(other);
    const { app: withPlant, routes: listed } = await listRoutes(other, 'demo', [planted]);
    try {
      assert.deepEqual(problems(listed), ['POST /api/planted/open: no guard declared']);
    } finally {
      await withPlant.close();
      await other.close();
    }
  });
});
