import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { paymentList, paymentPage, type PaymentPage } from '@app/shared/contract';
import type { Db } from '../src/db/types';
import { learner } from './activities-fixtures';
import { createTestApp } from './helpers';

type Headers = Record<string, string>;

describe("the learner's payments a page at a time (GET /users/me/payments?page_size=…)", () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    ({ app, db } = await createTestApp());
  });
  after(() => app.close());

  /** A learner of the test's own and a way to write payments for them at chosen instants. */
  async function payer() {
    const me = await learner(app, db);
    const pay = async (createdAt: string, amount: number, status: 'paid' | 'refunded' | 'expired' | 'cancelled' = 'paid') => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO payments (user_id, kind, title, amount, status, created_at)
         VALUES ($1, 'call', $2, $3, $4, $5) RETURNING id`,
        [me.id, `Platba ${createdAt}`, amount, status, createdAt],
      );
      return row!.id;
    };
    return { headers: me.headers, pay };
  }

  const read = (query: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/users/me/payments${query}`, headers });

  async function page(headers: Headers, pageSize: number, cursor: string | null): Promise<PaymentPage> {
    const query = new URLSearchParams({ page_size: String(pageSize) });
    if (cursor) query.set('cursor', cursor);
    const response = await read(`?${query}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return paymentPage.parse(response.json());
  }

  async function allPages(headers: Headers, pageSize: number, between?: (turn: number) => Promise<void>) {
    const pages: PaymentPage[] = [];
    let cursor: string | null = null;
    do {
      const next: PaymentPage = await page(headers, pageSize, cursor);
      pages.push(next);
      cursor = next.next;
      if (between) await between(pages.length);
      assert.ok(pages.length < 50, 'the pages end');
    } while (cursor);
    return pages;
  }

  it('newest first across pages by the next cursor, ties in the same microsecond by id, and the same order as the whole list', async () => {
    const { headers, pay } = await payer();
    const oldest = await pay('2026-01-05T10:00:00.000000Z', 4);
    // Two payments one microsecond apart (one millisecond holds both), and two at the same instant.
    const earlier = await pay('2026-03-01T09:00:00.000100Z', 5);
    const later = await pay('2026-03-01T09:00:00.000101Z', 6);
    const twinA = await pay('2026-04-01T12:00:00Z', 7);
    const twinB = await pay('2026-04-01T12:00:00Z', 8);
    const newest = await pay('2026-05-01T12:00:00Z', 9);
    const expected = [newest, twinB, twinA, later, earlier, oldest];

    for (const size of [1, 2, 4]) {
      const pages = await allPages(headers, size);
      assert.deepEqual(
        pages.flatMap((p) => p.results.map((r) => r.id)),
        expected,
        `page_size ${size}`,
      );
      assert.equal(pages.at(-1)!.next, null);
    }
    // Exactly a page's worth: no next page pointing at nothing.
    const exact = await page(headers, expected.length, null);
    assert.equal(exact.results.length, expected.length);
    assert.equal(exact.next, null);

    // The call without paging parameters (mf-settings before paging) still answers the bare array, in the same order.
    const bare = await read('', headers);
    assert.equal(bare.statusCode, 200);
    assert.ok(Array.isArray(bare.json()));
    assert.deepEqual(
      paymentList.parse(bare.json()).map((p) => p.id),
      expected,
    );
  });

  it('the default page is 20, and asking with the cursor alone pages too', async () => {
    const { headers, pay } = await payer();
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) ids.unshift(await pay(new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), 1));
    const first = paymentPage.parse(
      (await read('?cursor=' + encodeURIComponent((await page(headers, 1, null)).next!), headers)).json(),
    );
    assert.equal(first.results.length, 20);
    assert.deepEqual(
      first.results.map((p) => p.id),
      ids.slice(1, 21),
    );
    const rest = await page(headers, 20, first.next);
    assert.deepEqual(
      rest.results.map((p) => p.id),
      ids.slice(21),
    );
    assert.equal(rest.next, null);
  });

  it('totals are over every payment, not the page: paid euros and the count, the same on every page', async () => {
    const { headers, pay } = await payer();
    await pay('2026-02-01T10:00:00Z', 12.5);
    await pay('2026-02-02T10:00:00Z', 9.99);
    await pay('2026-02-03T10:00:00Z', 30, 'refunded');
    await pay('2026-02-04T10:00:00Z', 4, 'expired');
    await pay('2026-02-05T10:00:00Z', 0.51);
    await pay('2026-02-06T10:00:00Z', 8, 'cancelled');
    await pay('2026-02-07T10:00:00Z', 20);
    const pages = await allPages(headers, 2);
    assert.equal(pages.length, 4);
    for (const p of pages) {
      assert.equal(p.total_paid, 43);
      assert.equal(p.count, 7);
    }
    // The last page alone holds one 12,50 € payment; its total still counts all five paid ones.
    assert.deepEqual(
      pages.at(-1)!.results.map((p) => p.amount),
      [12.5],
    );

    // A learner who paid nothing: an empty page, zero totals, no next.
    const { headers: none } = await payer();
    assert.deepEqual(await page(none, 20, null), { results: [], next: null, total_paid: 0, count: 0 });
  });

  it('payments made and paid while the learner pages: none shown twice, none of those already there lost', async () => {
    const { headers, pay } = await payer();
    const start = Date.now() - 30 * 86_400_000;
    const before: number[] = [];
    for (let i = 0; i < 9; i += 1) before.push(await pay(new Date(start + i * 3_600_000).toISOString(), 2));
    const seen: number[] = [];
    const pages = await allPages(headers, 2, async (turn) => {
      // Between every two pages a new payment (now: newer than every cursor), and one of the old ones refunded.
      await pay(new Date().toISOString(), 3);
      await db.query(`UPDATE payments SET status = 'refunded' WHERE id = $1`, [before[turn]]);
    });
    for (const p of pages) seen.push(...p.results.map((r) => r.id));
    assert.equal(new Set(seen).size, seen.length, `no payment twice: ${seen.join(', ')}`);
    for (const id of before) assert.ok(seen.includes(id), `payment ${id}, there from the start, was listed`);
    // A fresh first page sees the new ones and the totals as they are now.
    const fresh = await page(headers, 100, null);
    assert.equal(fresh.count, fresh.results.length);
    assert.equal(
      fresh.total_paid,
      fresh.results.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0),
    );
  });

  it('a cursor the list did not give or a page size out of range is a 400 naming the field', async () => {
    const { headers } = await payer();
    for (const cursor of ['abc', '1.0', '1', '1.2.3', '-1.5', '1.99999999999999999', '99999999999999999.1', '']) {
      const response = await read(`?cursor=${encodeURIComponent(cursor)}`, headers);
      assert.equal(response.statusCode, 400, `${cursor}: ${response.body}`);
      assert.equal(response.json().field, 'cursor', response.body);
      assert.match(response.json().message, /cursor/);
    }
    for (const size of ['0', '101', '-1', '2.5', 'x']) {
      const response = await read(`?page_size=${size}`, headers);
      assert.equal(response.statusCode, 400, `${size}: ${response.body}`);
      assert.equal(response.json().field, 'page_size', response.body);
    }
  });
});
