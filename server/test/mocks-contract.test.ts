/**
 * The MSW mocks (what a remote runs against alone, and what the front-end tests use) must answer
 * like this server. The same scenarios run against both, on the same data (the mocks are loaded
 * with what the server holds), and every answer is compared: status, and the body or the error's
 * message and field. A rule changed on one side only fails here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { getResponse, type RequestHandler } from 'msw';
import type { BotStatus, Publication, PublicationSummary, User, UserSettings } from '@app/shared/contract';
import { blogHandlers, createBlogMockState, createPaymentsMockState, paymentsHandlers, userHandlers } from '@app/shared/mocks';
import type { Payment } from '@app/shared/contract';
import type { Db } from '../src/db/types';
import { releaseDueHolds } from '../src/modules/payments/holds';
import { chargedRegistration } from './payments-support';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Step {
  method: Method;
  url: string;
  body?: unknown;
}
interface Answer {
  status: number;
  body: unknown;
}

let app: FastifyInstance;
let db: Db;
before(async () => {
  ({ app, db } = await createTestApp());
});
after(() => app.close());

/** A fresh subscribed user on the server, and a way to call the API as that user. */
async function serverUser() {
  const tg = newTelegramUser();
  await activateBasic(app, tg);
  const headers = authHeaders(tg);
  return async ({ method, url, body }: Step): Promise<Answer> => {
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
}

/** The same call answered by MSW handlers, as the browser or Jest would get it. */
function mocks(handlers: RequestHandler[]) {
  return async ({ method, url, body }: Step): Promise<Answer> => {
    const request = new Request(new URL(url, 'http://localhost'), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await getResponse(handlers, request);
    assert.ok(response, `no mock answers ${method} ${url}`);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** Runs every step on both sides, in order, and names the first one where they differ. */
async function same(
  steps: Step[],
  server: (step: Step) => Promise<Answer>,
  mock: (step: Step) => Promise<Answer>,
  view = (body: unknown) => body,
) {
  for (const step of steps) {
    const [real, mocked] = [await server(step), await mock(step)];
    assert.deepEqual(
      { status: mocked.status, body: view(mocked.body) },
      { status: real.status, body: view(real.body) },
      `${step.method} ${step.url} ${step.body === undefined ? '' : JSON.stringify(step.body)}: the mocks answer differently from the server`,
    );
  }
}

describe('mocks answer like the server', () => {
  describe('blog', () => {
    let server: (step: Step) => Promise<Answer>;
    let mock: (step: Step) => Promise<Answer>;
    before(async () => {
      server = await serverUser();
      // The mocks get exactly the server's publications, in the server's order.
      const summaries: PublicationSummary[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await server({ method: 'GET', url: `/api/blog/feed?page=${page}&page_size=50` });
        const list = body as { results: PublicationSummary[]; next: string | null };
        summaries.push(...list.results);
        if (!list.next) break;
      }
      const publications: Publication[] = [];
      for (const { id } of summaries)
        publications.push((await server({ method: 'GET', url: `/api/blog/${id}/` })).body as Publication);
      mock = mocks(blogHandlers(createBlogMockState(publications)));
    });

    // Lists are compared by what a reader sees: count, which publications in which order, paging.
    const listView = (body: unknown) => {
      const list = body as { count?: number; next?: string | null; previous?: string | null; results?: { id: number }[] };
      return list.results
        ? { count: list.count, next: list.next, previous: list.previous, ids: list.results.map((p) => p.id) }
        : body;
    };

    it('search folds case and diacritics alike ("stedry" finds "Štedrý"), escapes wildcards, validates', async () => {
      const searches = [
        'stedry',
        'Štedrý',
        'STEDRY VECER',
        'vecer',
        'zvyky',
        'kaviarni',
        'ľ',
        'nič-také-nie-je',
        '%',
        '_',
        '\\',
        '  stedry  ',
        'x'.repeat(101),
      ];
      await same(
        searches.map((search) => ({ method: 'GET', url: `/api/blog/feed?search=${encodeURIComponent(search)}` })),
        server,
        mock,
        listView,
      );
    });

    it('pages and page sizes, including invalid ones', async () => {
      const queries = [
        '',
        '?page=2&page_size=2',
        '?page=3&page_size=2&search=a',
        '?page=99',
        '?page=0',
        '?page_size=51',
        '?page=abc',
        '?page_size=1',
      ];
      await same(
        queries.map((query) => ({ method: 'GET', url: `/api/blog/feed${query}` })),
        server,
        mock,
        listView,
      );
    });

    it('starring and reactions: the same states, and Označené in the same order', async () => {
      const { body } = await server({ method: 'GET', url: '/api/blog/feed?page_size=3' });
      const [a, b, c] = (body as { results: { id: number }[] }).results.map((p) => p.id);
      await same(
        [
          { method: 'POST', url: `/api/blog/${b}/star` },
          { method: 'POST', url: `/api/blog/${a}/star` },
          { method: 'POST', url: `/api/blog/${c}/star` },
          { method: 'DELETE', url: `/api/blog/${c}/star` },
          { method: 'GET', url: '/api/blog/starred' },
          { method: 'POST', url: `/api/blog/${a}/react?is_positive=true` },
          { method: 'POST', url: `/api/blog/${a}/react?is_positive=false` },
          { method: 'POST', url: `/api/blog/${a}/react?is_positive=maybe` },
          { method: 'DELETE', url: `/api/blog/${a}/react` },
          { method: 'GET', url: '/api/blog/999999/' },
          { method: 'POST', url: '/api/blog/abc/star' },
        ],
        server,
        mock,
        listView,
      );
    });
  });

  /** Mocks holding the server's own user and settings for a fresh user. */
  async function userScene() {
    const server = await serverUser();
    const user = (await server({ method: 'GET', url: '/api/users/me' })).body as User;
    const settings = (await server({ method: 'GET', url: '/api/users/me/settings' })).body as UserSettings;
    const bot = (await server({ method: 'GET', url: '/api/bot/status' })).body as BotStatus;
    return { server, mock: mocks(userHandlers({ user, settings, bot })) };
  }

  describe('settings', () => {
    it('the notification cascade and its refusals, language level, bad input', async () => {
      const { server, mock } = await userScene();
      const patch = (body: unknown): Step => ({ method: 'PATCH', url: '/api/users/me/settings', body });
      await same(
        [
          patch({ notify_on_study: false }),
          patch({ notify_on_new_tasks: true }),
          patch({ notify_on_study: true }),
          patch({ notify_on_new_tasks: true, notify_on_checked_tasks: true }),
          patch({ notify_on_system: false, notify_on_new_events: true }),
          patch({ notify_on_system: false }),
          patch({ notify_on_upcoming_calls: false }),
          patch({ notify_on_system: true, notify_on_upcoming_payment: true }),
          patch({ language_level: 'B1' }),
          patch({ language_level: null }),
          patch({ language_level: 'Z9' }),
          patch({ notify_on_study: 'yes' }),
          patch({ colour: 'red' }),
          patch({}),
          { method: 'GET', url: '/api/users/me/settings' },
        ],
        server,
        mock,
      );
    });
  });

  describe('profile', () => {
    it('saves names, email and birth date, and refuses the same bad dates and fields', async () => {
      const { server, mock } = await userScene();
      const put = (body: object): Step => ({
        method: 'PUT',
        url: '/api/users/me',
        body: { first_name: 'Peťo', last_name: 'Novotný', ...body },
      });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await same(
        [
          put({ email: 'peto@example.sk', date_of_birth: '1990-02-28' }),
          put({ date_of_birth: '1900-01-01' }),
          put({ date_of_birth: '1899-12-31' }),
          put({ date_of_birth: '2023-02-29' }),
          put({ date_of_birth: '2024-02-29' }),
          put({ date_of_birth: tomorrow }),
          put({ date_of_birth: '12.03.1990' }),
          put({ date_of_birth: '' }),
          put({ email: 'not-an-email' }),
          put({ email: '' }),
          put({ email: null, date_of_birth: null }),
          put({ first_name: '   ' }),
          put({ last_name: 'x'.repeat(65) }),
          { method: 'GET', url: '/api/users/me' },
        ],
        server,
        mock,
      );
    });
  });

  describe('payments', () => {
    it("the list, 'Zaplatiť' (invoice) and its refusals: unknown, bad id, expired", async () => {
      const tg = newTelegramUser();
      await activateBasic(app, tg);
      const first = await chargedRegistration(app, db, tg, { monthsAhead: 1 });
      await chargedRegistration(app, db, tg, { monthsAhead: 2 });
      // The first hold runs out and the expiry job releases it; the second is still held.
      await db.query('UPDATE payments SET expires_at = now() WHERE id = $1', [first.participation.payment.id]);
      await releaseDueHolds(db, new Date(Date.now() + 1000));
      const headers = authHeaders(tg);
      const server = async ({ method, url }: Step): Promise<Answer> => {
        const response = await app.inject({ method, url, headers });
        return { status: response.statusCode, body: response.body ? response.json() : null };
      };
      const held = (await server({ method: 'GET', url: '/api/users/me/payments' })).body as Payment[];
      const mock = mocks(paymentsHandlers(createPaymentsMockState(held)));
      const pending = held.find((p) => p.status === 'pending')!;
      // Invoice links differ by design (Telegram's slug vs the mock's); their shape is compared.
      const view = (body: unknown) =>
        body && typeof body === 'object' && 'invoice_link' in body
          ? { invoice_link: String((body as { invoice_link: string }).invoice_link).replace(/\$.*/, '$…') }
          : body;
      await same(
        [
          { method: 'GET', url: '/api/users/me/payments' },
          { method: 'POST', url: `/api/payments/${pending.id}/invoice` },
          { method: 'POST', url: `/api/payments/${first.participation.payment.id}/invoice` },
          { method: 'POST', url: '/api/payments/999999999/invoice' },
          { method: 'POST', url: '/api/payments/abc/invoice' },
          { method: 'POST', url: '/api/payments/0/invoice' },
        ],
        server,
        mock,
        view,
      );
    });
  });
});
