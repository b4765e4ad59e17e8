/**
 * The kernel's http client takes a GET early-start.js began for the opened route's first screen
 * (window.__earlyData) instead of asking the server again: once, for exactly that URL and init
 * data, while fresh; a failed early answer is asked again, so the screen sees the server's error.
 */
import { http as httpMock, HttpResponse } from 'msw';
import { server } from '../testing';
import { EARLY_ANSWER_MAX_AGE_MS } from './early-answers';
import { http, setInitData } from './index';

const INIT_DATA = 'user=%7B%22id%22%3A1%7D&hash=abc';
let served = 0;

function early(answers: Record<string, unknown>, { initData = INIT_DATA, started = Date.now() } = {}) {
  window.__earlyData = {
    initData,
    started,
    answers: Object.fromEntries(Object.entries(answers).map(([url, answer]) => [url, Promise.resolve(answer as never)])),
  };
}

beforeEach(() => {
  served = 0;
  setInitData(INIT_DATA);
  server.use(
    httpMock.get('*/api/blog/feed', ({ request }) => {
      served += 1;
      return HttpResponse.json({ from: 'server', page: new URL(request.url).searchParams.get('page') });
    }),
  );
});
afterEach(() => {
  delete window.__earlyData;
  setInitData(undefined);
});

describe('an answer early-start.js began', () => {
  it('is taken for the first GET of its URL, and the next GET asks the server', async () => {
    early({ '/api/blog/feed?page=1': { ok: true, status: 200, body: { from: 'early' } } });
    expect((await http.get('/blog/feed', { params: { page: 1 } })).data).toEqual({ from: 'early' });
    expect(served).toBe(0);
    expect((await http.get('/blog/feed', { params: { page: 1 } })).data).toEqual({ from: 'server', page: '1' });
    expect(served).toBe(1);
  });

  it('is not taken for another URL, another method or other init data', async () => {
    early({ '/api/blog/feed?page=1': { ok: true, status: 200, body: { from: 'early' } } });
    expect((await http.get('/blog/feed', { params: { page: 2 } })).data).toEqual({ from: 'server', page: '2' });
    server.use(httpMock.post('*/api/blog/feed', () => HttpResponse.json({ from: 'server post' })));
    expect((await http.post('/blog/feed?page=1')).data).toEqual({ from: 'server post' });
    early({ '/api/blog/feed?page=1': { ok: true, status: 200, body: { from: 'early' } } }, { initData: 'another' });
    expect((await http.get('/blog/feed', { params: { page: 1 } })).data).toEqual({ from: 'server', page: '1' });
  });

  it('is not taken when it is older than the launch by more than the limit', async () => {
    early(
      { '/api/blog/feed?page=1': { ok: true, status: 200, body: { from: 'early' } } },
      { started: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1 },
    );
    expect((await http.get('/blog/feed', { params: { page: 1 } })).data).toEqual({ from: 'server', page: '1' });
  });

  it('that failed or was refused is asked again, and the server’s error reaches the caller', async () => {
    early({ '/api/blog/feed?page=1': null });
    expect((await http.get('/blog/feed', { params: { page: 1 } })).data).toEqual({ from: 'server', page: '1' });
    server.use(httpMock.get('*/api/blog/feed', () => HttpResponse.json({ message: 'Nedostupné' }, { status: 503 })));
    early({ '/api/blog/feed?page=1': { ok: false, status: 401, body: { message: 'old' } } });
    await expect(http.get('/blog/feed', { params: { page: 1 } })).rejects.toMatchObject({ response: { status: 503 } });
  });
});
