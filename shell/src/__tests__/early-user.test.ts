import { QueryClient } from '@tanstack/react-query';
import { http as mockHttp, HttpResponse } from 'msw';
import { setInitData } from '@app/shared/http';
import { newsFixtures } from '@app/news-contract/mocks';
import { userFixture } from '@app/shared/mocks';
import { server } from '@app/shared/testing';
import { userQueries } from '@app/shared/user';
import { adoptEarlyNews, adoptEarlyUser } from '../early-user';
import { newsQuery } from '../home/get-news';

const INIT_DATA = 'user=%7B%22id%22%3A1%7D&hash=abc';
const early = { ...userFixture, first_name: 'Early' };

/** Counts the app's own GET /api/users/me requests (the early one is handed in, not sent here). */
function countRequests() {
  const counter = { requests: 0 };
  server.use(
    mockHttp.get('*/api/users/me', () => {
      counter.requests += 1;
      return HttpResponse.json({ ...userFixture, first_name: 'Ordinary' });
    }),
  );
  return counter;
}

describe('the user request begun before the bundles (early-start.js)', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setInitData(INIT_DATA);
  });
  afterEach(() => {
    delete window.__earlyUser;
    setInitData(undefined);
  });

  it('becomes the current user without a second request', async () => {
    const counter = countRequests();
    window.__earlyUser = { initData: INIT_DATA, response: Promise.resolve({ ok: true, status: 200, body: early }) };
    adoptEarlyUser(client);
    expect(await client.fetchQuery(userQueries.me())).toMatchObject({ first_name: 'Early' });
    expect(counter.requests).toBe(0);
    expect(window.__earlyUser).toBeUndefined();
  });

  it('is ignored when it was made with other init data than the SDK accepted', async () => {
    const counter = countRequests();
    window.__earlyUser = { initData: 'someone-else', response: Promise.resolve({ ok: true, status: 200, body: early }) };
    adoptEarlyUser(client);
    expect(await client.fetchQuery(userQueries.me())).toMatchObject({ first_name: 'Ordinary' });
    expect(counter.requests).toBe(1);
  });

  it('asks again the ordinary way when the early answer failed', async () => {
    const counter = countRequests();
    window.__earlyUser = { initData: INIT_DATA, response: Promise.resolve({ ok: false, status: 502, body: null }) };
    adoptEarlyUser(client);
    expect(await client.fetchQuery(userQueries.me())).toMatchObject({ first_name: 'Ordinary' });
    expect(counter.requests).toBe(1);
  });
});

describe('the news request begun before the bundles on /main (early-start.js)', () => {
  let client: QueryClient;
  const earlyNews = [{ ...newsFixtures[0]!, title: 'Early news' }];
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setInitData(INIT_DATA);
  });
  afterEach(() => {
    delete window.__earlyNews;
    setInitData(undefined);
  });

  function countNewsRequests() {
    const counter = { requests: 0 };
    server.use(
      mockHttp.get('*/api/news', () => {
        counter.requests += 1;
        return HttpResponse.json([{ ...newsFixtures[0]!, title: 'Ordinary news' }]);
      }),
    );
    return counter;
  }

  it("becomes home's feed without a second request", async () => {
    const counter = countNewsRequests();
    window.__earlyNews = { initData: INIT_DATA, response: Promise.resolve({ ok: true, status: 200, body: earlyNews }) };
    adoptEarlyNews(client);
    expect((await client.fetchQuery(newsQuery()))[0]?.title).toBe('Early news');
    expect(counter.requests).toBe(0);
    expect(window.__earlyNews).toBeUndefined();
  });

  it('asks again the ordinary way when the early answer failed', async () => {
    const counter = countNewsRequests();
    window.__earlyNews = { initData: INIT_DATA, response: Promise.resolve({ ok: false, status: 502, body: null }) };
    adoptEarlyNews(client);
    expect((await client.fetchQuery(newsQuery()))[0]?.title).toBe('Ordinary news');
    expect(counter.requests).toBe(1);
  });
});
