import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Publication } from '@app/blog-contract';
import { blogHandlers, createBlogMockState, publicationFixtures } from '@app/blog-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { downloadFile, openLink, share } from '@app/shared/telegram';
import { publicationQuery } from '../api/get-publication';
import { publicationMutationKey } from '../api/optimistic';
import BlogRoutes from '../routes';

// The first import of a lazy chunk makes Jest transform its module tree (react-markdown and its
// dependencies), which on a busy two-core machine outlasts a findBy's second. It is loaded once
// here, with its own timeout, so the tests' waits measure the screen and not the transformer; the
// lazy() in the app then resolves from the module registry, still through Suspense.
beforeAll(
  () =>
    Promise.all([
      import('../screens/feed-screen'),
      import('../screens/publication-screen'),
      import('../components/markdown-content'),
    ]),
  60_000,
);

jest.mock('@app/shared/telegram', () => ({
  ...jest.requireActual('@app/shared/telegram'),
  share: jest.fn(() => Promise.resolve('shared')),
  openLink: jest.fn(),
  downloadFile: jest.fn(),
}));

type RenderOptions = { state?: ReturnType<typeof createBlogMockState>; handlers?: RequestHandler[] };

/** The blog's routes (feed and detail) at `route`, with every API call recorded. */
function renderBlog(route: string, options: RenderOptions = {}) {
  const state = options.state ?? createBlogMockState();
  const requests: string[] = [];
  const spy = http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  const view = renderScreen(<BlogRoutes />, {
    route,
    path: '/*',
    handlers: [spy, ...(options.handlers ?? []), ...blogHandlers(state)],
  });
  return { ...view, state, requests };
}

const renderPublication = (id: number | string, options: RenderOptions = {}) => renderBlog(`/blog/${id}`, options);

const withPublication = (changes: Partial<Publication>, id = 1) => {
  const state = createBlogMockState();
  const index = state.publications.findIndex((p) => p.id === id);
  state.publications[index] = { ...state.publications[index]!, ...changes };
  return state;
};

/** A handler that holds its answer until released: to look at the screen while a request runs. */
function held(method: 'get' | 'post' | 'delete', path: string, answer: () => Response | undefined = () => undefined) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    await gate;
    return answer();
  });
  return { handler, release };
}

const silenceErrors = () => jest.spyOn(console, 'error').mockImplementation(() => {});
const failure = (status = 500) => HttpResponse.json({ message: 'boom' }, { status });
/** No connection: every request fails at the network. */
const offline = () => HttpResponse.error();

describe('publication detail (/blog/:id)', () => {
  afterEach(() => {
    jest.mocked(share).mockClear();
    jest.mocked(openLink).mockClear();
    jest.mocked(downloadFile).mockClear();
  });

  describe('text', () => {
    it('shows the loading text, then title, author, reading time, series and the markdown', async () => {
      const { handler, release } = held('get', '*/api/blog/1/');
      renderPublication(1, { handlers: [handler] });
      expect(await screen.findByText('Načítavam publikáciu...')).toBeInTheDocument();
      release();

      expect(await screen.findByRole('heading', { level: 1, name: 'Ako sa pozdraviť po slovensky' })).toBeInTheDocument();
      expect(screen.getByText('Jana Kováčová')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Jana Kováčová' })).toHaveAttribute('src', publicationFixtures[0]!.author.photo_url);
      expect(screen.getByText('4 min. čítania')).toBeInTheDocument();
      expect(screen.getByText('Epizóda 1 · Cyklus "Slovenčina na každý deň"')).toBeInTheDocument();

      // The markdown arrives with its lazily loaded renderer.
      expect(await screen.findByRole('heading', { level: 2, name: 'Neformálne pozdravy' })).toBeInTheDocument();
      expect(screen.getByText('Ahoj', { selector: 'strong' })).toBeInTheDocument();
      for (const greeting of ['Dobré ráno', 'Dobrý deň', 'Dobrý večer']) {
        expect(screen.getByText(greeting, { selector: 'li' })).toBeInTheDocument();
      }
      expect(screen.getByRole('link', { name: 'slovníku' })).toHaveAttribute('href', 'https://slovnik.juls.savba.sk');
      // Text publications show neither description nor published date.
      expect(screen.queryByText(/^Publikované/)).not.toBeInTheDocument();
    });

    it('resolves /files/{n} images through the file lookup', async () => {
      const { requests } = renderPublication(1);
      // A placeholder keeps the place while the lookup runs, then the picture replaces it.
      await waitFor(() => expect(screen.getByRole('img', { name: 'Bratislava' }).tagName).toBe('IMG'));
      expect(screen.getByRole('img', { name: 'Bratislava' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(requests).toContain('GET /api/file/101/');
    });

    it("shows 'Obrázok sa nepodarilo načítať' when the lookup fails and 'Obrázok nie je k dispozícii' when the image does not load", async () => {
      const spy = silenceErrors();
      renderPublication(1, { handlers: [http.get('*/api/file/101/', () => failure(404))] });
      expect(await screen.findByRole('img', { name: 'Bratislava: Obrázok sa nepodarilo načítať' })).toHaveTextContent(
        'Obrázok sa nepodarilo načítať',
      );
      spy.mockRestore();
    });

    it("shows 'Obrázok nie je k dispozícii' when the file is not an image or the picture is broken", async () => {
      const content = '![Nie obrázok](/files/103)\n\n![Rozbitý](/media/nie-je.png)\n\n![Zlé id](/files/abc)';
      renderPublication(1, { state: withPublication({ content }) });
      expect(await screen.findByRole('img', { name: 'Nie obrázok: Obrázok nie je k dispozícii' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Zlé id: Obrázok nie je k dispozícii' })).toBeInTheDocument();
      fireEvent.error(screen.getByRole('img', { name: 'Rozbitý' }));
      expect(screen.getByRole('img', { name: 'Rozbitý: Obrázok nie je k dispozícii' })).toHaveTextContent(
        'Obrázok nie je k dispozícii',
      );
    });

    it('makes links only of the six allowed protocols and drops raw HTML', async () => {
      const content = [
        '[web](https://example.sk) [pošta](mailto:jana@example.sk) [chat](xmpp:jana@example.sk) [irc](ircs://irc.example.sk)',
        '[zlý](javascript:alert(1)) [súbor](file:///etc/passwd) [vnútri](/blog/2)',
        '',
        '<b>tučné</b><script>alert(1)</script>',
        '',
        '<img src="/files/101" onerror="alert(1)">',
      ].join('\n');
      const { container } = renderPublication(1, { state: withPublication({ content }) });
      expect(await screen.findByRole('link', { name: 'web' })).toHaveAttribute('href', 'https://example.sk');
      expect(screen.getByRole('link', { name: 'pošta' })).toHaveAttribute('href', 'mailto:jana@example.sk');
      expect(screen.getByRole('link', { name: 'chat' })).toHaveAttribute('href', 'xmpp:jana@example.sk');
      expect(screen.getByRole('link', { name: 'irc' })).toHaveAttribute('href', 'ircs://irc.example.sk');
      for (const name of ['zlý', 'súbor', 'vnútri']) {
        expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
        expect(screen.getByText(name)).toBeInTheDocument();
      }
      // The tags are dropped; what stood between them is plain text.
      expect(container.querySelector('b, script, [onerror]')).toBeNull();
      expect(screen.getByText(/tučné/).tagName).toBe('P');
      expect(screen.queryByRole('img', { name: /Bratislava|Could not|Image/ })).not.toBeInTheDocument();
    });
    it('opens web links through Telegram; mail, chat and irc links keep their own handler', async () => {
      const user = userEvent.setup();
      const content =
        '[web](https://example.sk/a) [http](http://example.sk) [pošta](mailto:jana@example.sk) [chat](xmpp:jana@example.sk) [irc](irc://irc.example.sk)';
      renderPublication(1, { state: withPublication({ content }) });
      // What the browser would do after React: record whether the default was prevented, then stop jsdom navigating.
      const prevented: Record<string, boolean> = {};
      const record = (event: MouseEvent) => {
        const link = (event.target as Element).closest('a');
        if (link) prevented[link.textContent ?? ''] = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', record);
      try {
        await user.click(await screen.findByRole('link', { name: 'web' }));
        await user.click(screen.getByRole('link', { name: 'http' }));
        for (const name of ['pošta', 'chat', 'irc']) await user.click(screen.getByRole('link', { name }));
      } finally {
        window.removeEventListener('click', record);
      }
      expect(jest.mocked(openLink).mock.calls).toEqual([['https://example.sk/a'], ['http://example.sk']]);
      expect(prevented).toEqual({ web: true, http: true, pošta: false, chat: false, irc: false });
      // Still real links.
      expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', 'https://example.sk/a');
    });
  });

  describe('audio', () => {
    it('shows main image, player, description, date and the PDF transcript', async () => {
      renderPublication(2);
      expect(await screen.findByRole('heading', { level: 1, name: 'Pozdravy v praxi – podcast' })).toBeInTheDocument();
      expect(screen.getByText('Epizóda 2 · Cyklus "Slovenčina na každý deň"')).toBeInTheDocument();
      expect(screen.getByText('3 min.')).toBeInTheDocument();
      expect(screen.getByText('Peter Horváth')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Pozdravy v praxi – podcast' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image/),
      );
      const player = document.querySelector('audio');
      expect(player).toHaveAttribute('src', 'http://localhost/media/blog/pozdravy.mp3');
      expect(player).toHaveAttribute('controls');
      expect(screen.getByText('Vypočujte si, ako sa zdravia ľudia v obchode, v práci a na ulici.')).toBeInTheDocument();
      expect(screen.getByText('Publikované 18. novembra 2026')).toBeInTheDocument();

      expect(screen.getByText('pozdravy-prepis.pdf')).toBeInTheDocument();
      expect(screen.getByText('PDF dokument')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Stiahnuť pozdravy-prepis.pdf' })).toHaveAttribute(
        'href',
        'http://localhost/media/blog/pozdravy-prepis.pdf',
      );
    });

    it('downloads the transcript through the Telegram wrapper, keeping a real download link', async () => {
      const user = userEvent.setup();
      renderPublication(2);
      const link = await screen.findByRole('link', { name: 'Stiahnuť pozdravy-prepis.pdf' });
      expect(link).toHaveAttribute('download', 'pozdravy-prepis.pdf');
      let prevented: boolean | undefined;
      const record = (event: MouseEvent) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', record);
      try {
        await user.click(link);
      } finally {
        window.removeEventListener('click', record);
      }
      expect(downloadFile).toHaveBeenCalledWith('http://localhost/media/blog/pozdravy-prepis.pdf', 'pozdravy-prepis.pdf');
      expect(prevented).toBe(true);
    });
  });

  describe('video', () => {
    it('shows the player with the first image as poster, description, date and a non-PDF document', async () => {
      renderPublication(3);
      expect(await screen.findByRole('heading', { level: 1, name: 'Na trhu v Bratislave' })).toBeInTheDocument();
      const video = document.querySelector('video');
      expect(video).toHaveAttribute('poster', expect.stringMatching(/^data:image\/svg\+xml/));
      expect(video?.querySelector('source')).toHaveAttribute('src', 'http://localhost/media/blog/trh.mp4');
      expect(screen.queryByText(/^Epizóda/)).not.toBeInTheDocument();
      expect(screen.getByText('Krátke video o nakupovaní na trhu: čísla, ceny a zdvorilé frázy.')).toBeInTheDocument();
      expect(screen.getByText('Publikované 15. novembra 2026')).toBeInTheDocument();
      expect(screen.getByText('slovnik.txt')).toBeInTheDocument();
      expect(screen.getByText('Dokument')).toBeInTheDocument();
      expect(screen.queryByText('PDF dokument')).not.toBeInTheDocument();
    });
  });

  describe('errors', () => {
    it("says 'Publikácia sa nenašla.' for an unknown publication", async () => {
      const spy = silenceErrors();
      renderPublication(404);
      expect(await screen.findByRole('alert')).toHaveTextContent('Publikácia sa nenašla.');
      spy.mockRestore();
    });

    it("says 'Nepodarilo sa načítať publikáciu.' when loading fails, and retries", async () => {
      const spy = silenceErrors();
      const user = userEvent.setup();
      let calls = 0;
      renderPublication(1, { handlers: [http.get('*/api/blog/1/', () => (++calls === 1 ? failure(500) : undefined))] });
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať publikáciu.');
      await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Ako sa pozdraviť po slovensky' })).toBeInTheDocument();
      spy.mockRestore();
    });

    it('keeps the publication on screen when a refetch fails (a star fails offline, then its refetch too)', async () => {
      const spy = silenceErrors();
      const user = userEvent.setup();
      let loads = 0;
      const { client } = renderPublication(1, {
        handlers: [
          http.post('*/api/blog/1/star', offline),
          http.get('*/api/blog/1/', () => (++loads === 1 ? undefined : offline())),
        ],
      });
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Označiť'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Zmenu sa nepodarilo uložiť.');
      // The refetch after the failure fails too: the query is in error, but it still has the publication.
      await waitFor(() => expect(client.getQueryState(publicationQuery(1).queryKey)?.status).toBe('error'));
      expect(loads).toBe(2);
      expect(screen.getByRole('heading', { level: 1, name: 'Ako sa pozdraviť po slovensky' })).toBeInTheDocument();
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.queryByText('Nepodarilo sa načítať publikáciu.')).not.toBeInTheDocument();
      spy.mockRestore();
    });

    it("says 'Publikácia nenájdená.' for a malformed id without asking the server", async () => {
      const { requests } = renderPublication('abc');
      expect(await screen.findByRole('alert')).toHaveTextContent('Publikácia nenájdená.');
      expect(requests.filter((r) => r.includes('/blog/'))).toEqual([]);
    });
  });

  describe('bottom bar', () => {
    // Like and dislike are named by their word and their count ('Páči sa mi 12').
    const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}( \\d+)?$`) });

    it('stars and unstars, and the star is kept by the server', async () => {
      const user = userEvent.setup();
      const { state, requests } = renderPublication(1);
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'false');
      await user.click(button('Označiť'));
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(state.publications[0]!.starred).toBe(true));
      expect(requests).toContain('POST /api/blog/1/star');
      await user.click(button('Označiť'));
      await waitFor(() => expect(state.publications[0]!.starred).toBe(false));
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'false');
      expect(requests).toContain('DELETE /api/blog/1/star');
    });

    it('sets, switches and removes the reaction', async () => {
      const user = userEvent.setup();
      const { state, requests } = renderPublication(1);
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      expect(button('Páči sa mi')).toHaveTextContent('12');
      // The accessible name holds the visible count (WCAG 2.5.3), not only the word.
      expect(screen.getByRole('button', { name: 'Páči sa mi 12' })).not.toHaveAttribute('aria-label');
      expect(screen.getByRole('button', { name: 'Nepáči sa mi 1' })).toBeInTheDocument();
      expect(button('Nepáči sa mi')).toHaveTextContent('1');

      await user.click(button('Páči sa mi'));
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveTextContent('13');
      await waitFor(() => expect(state.publications[0]!.reaction).toBe('like'));
      expect(requests).toContain('POST /api/blog/1/react?is_positive=true');

      await user.click(button('Nepáči sa mi'));
      expect(button('Nepáči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Páči sa mi')).toHaveTextContent('12');
      expect(button('Nepáči sa mi')).toHaveTextContent('2');
      await waitFor(() => expect(state.publications[0]!.reaction).toBe('dislike'));
      expect(requests).toContain('POST /api/blog/1/react?is_positive=false');

      await user.click(button('Nepáči sa mi'));
      expect(button('Nepáči sa mi')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Nepáči sa mi')).toHaveTextContent('1');
      await waitFor(() => expect(state.publications[0]!.reaction).toBeNull());
      expect(requests).toContain('DELETE /api/blog/1/react');
    });

    it('rolls the star back when the server refuses', async () => {
      const spy = silenceErrors();
      const user = userEvent.setup();
      const { handler, release } = held('post', '*/api/blog/1/star', () => failure(500));
      const { state } = renderPublication(1, { handlers: [handler] });
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Označiť'));
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'true');
      release();
      await waitFor(() => expect(button('Označiť')).toHaveAttribute('aria-pressed', 'false'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Zmenu sa nepodarilo uložiť.');
      expect(state.publications[0]!.starred).toBe(false);
      spy.mockRestore();
    });

    it('rolls the reaction and its count back when the server refuses', async () => {
      const spy = silenceErrors();
      const user = userEvent.setup();
      const { handler, release } = held('post', '*/api/blog/1/react', () => failure(500));
      renderPublication(1, {
        state: withPublication({ reaction: 'dislike', like_count: 12, dislike_count: 1 }),
        handlers: [handler],
      });
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Páči sa mi'));
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Nepáči sa mi')).toHaveTextContent('0');
      release();
      await waitFor(() => expect(button('Nepáči sa mi')).toHaveAttribute('aria-pressed', 'true'));
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Páči sa mi')).toHaveTextContent('12');
      expect(button('Nepáči sa mi')).toHaveTextContent('1');
      expect(await screen.findByRole('alert')).toHaveTextContent('Zmenu sa nepodarilo uložiť.');
      spy.mockRestore();
    });

    it('sends a reaction tapped while the star is on its way after it, and keeps the answers without refetching', async () => {
      const user = userEvent.setup();
      const { handler, release } = held('post', '*/api/blog/1/star');
      const { state, requests, client } = renderPublication(1, { handlers: [handler] });
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Označiť'));
      await user.click(button('Páči sa mi'));
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveTextContent('13');
      // The reaction waits in the publication's mutation scope behind the star: queued, not sent.
      await waitFor(() =>
        expect(
          client
            .getMutationCache()
            .findAll({ mutationKey: publicationMutationKey(1, 'react') })
            .map((mutation) => mutation.state.isPaused),
        ).toEqual([true]),
      );
      expect(requests.filter((r) => r.includes('/react'))).toEqual([]);

      release();
      await waitFor(() => expect(state.publications[0]!.reaction).toBe('like'));
      await waitFor(() => expect(client.isMutating()).toBe(0));
      expect(requests.filter((r) => /\/(star|react)/.test(r))).toEqual([
        'POST /api/blog/1/star',
        'POST /api/blog/1/react?is_positive=true',
      ]);
      // The server's answers are merged into the cache: the publication is not fetched again.
      expect(requests.filter((r) => r === 'GET /api/blog/1/')).toHaveLength(1);
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveTextContent('13');
    });

    it('a failed star rolls back only the star: a reaction tapped meanwhile stays', async () => {
      const spy = silenceErrors();
      const user = userEvent.setup();
      const star = held('post', '*/api/blog/1/star', () => failure(500));
      // Any reload of the publication waits, so the screen shows what the cache holds after the rollback.
      let loads = 0;
      let releaseReloads = () => {};
      const reloads = new Promise<void>((resolve) => (releaseReloads = resolve));
      const { state, client } = renderPublication(1, {
        handlers: [
          star.handler,
          http.get('*/api/blog/1/', async () => {
            if (++loads > 1) await reloads;
          }),
        ],
      });
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Označiť'));
      await user.click(button('Páči sa mi'));
      star.release();
      expect(await screen.findByRole('alert')).toHaveTextContent('Zmenu sa nepodarilo uložiť.');
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Páči sa mi')).toHaveTextContent('13');
      await waitFor(() => expect(client.isMutating()).toBe(0));
      expect(state.publications[0]).toMatchObject({ starred: false, reaction: 'like', like_count: 13 });
      expect(button('Označiť')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(loads).toBe(1);
      releaseReloads();
      spy.mockRestore();
    });

    it('offline, two reactions that both fail end where they started', async () => {
      const spy = silenceErrors();
      const user = userEvent.setup();
      let loads = 0;
      const { handler, release } = held('post', '*/api/blog/1/react', offline);
      const { client } = renderPublication(1, {
        handlers: [handler, http.get('*/api/blog/1/', () => (++loads === 1 ? undefined : offline()))],
      });
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Páči sa mi'));
      await user.click(button('Nepáči sa mi'));
      expect(button('Nepáči sa mi')).toHaveAttribute('aria-pressed', 'true');
      expect(button('Nepáči sa mi')).toHaveTextContent('2');
      release();
      await waitFor(() => expect(client.isMutating()).toBe(0));
      await waitFor(() => expect(loads).toBe(2));
      expect(button('Páči sa mi')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Nepáči sa mi')).toHaveAttribute('aria-pressed', 'false');
      expect(button('Páči sa mi')).toHaveTextContent('12');
      expect(button('Nepáči sa mi')).toHaveTextContent('1');
      expect(screen.getByRole('alert')).toHaveTextContent('Zmenu sa nepodarilo uložiť.');
      spy.mockRestore();
    });

    it("shares through the messenger with 'Pozrite si túto publikáciu!'", async () => {
      const user = userEvent.setup();
      renderPublication(3);
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Zdieľať'));
      expect(share).toHaveBeenCalledWith('http://localhost/blog/3', 'Pozrite si túto publikáciu!');
      expect(screen.queryByText('Odkaz bol skopírovaný.')).not.toBeInTheDocument();
    });

    it('says so when sharing could only copy the link (no share sheet outside Telegram)', async () => {
      jest.mocked(share).mockResolvedValueOnce('copied');
      const user = userEvent.setup();
      renderPublication(3);
      await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
      await user.click(button('Zdieľať'));
      expect(await screen.findByText('Odkaz bol skopírovaný.')).toBeInTheDocument();
    });
  });

  it("a publication starred on its page appears under 'Označené' (the cached list is refetched)", async () => {
    const user = userEvent.setup();
    const { state, client } = renderBlog('/blog?tab=starred');
    // Označené is loaded (and cached) first, while nothing is starred yet.
    expect(await screen.findByText('Zatiaľ ste si neoznačili žiadnu publikáciu.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Všetky' }));
    const card = await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    await user.click(within(card).getByRole('link', { name: 'Na trhu v Bratislave' }));
    await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
    await user.click(button('Označiť'));
    await waitFor(() => expect(state.publications[2]!.starred).toBe(true));
    await waitFor(() => expect(client.isMutating()).toBe(0));

    await user.click(screen.getByRole('link', { name: 'Späť' }));
    await user.click(await screen.findByRole('tab', { name: 'Označené' }));
    const starred = await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    expect(within(starred).getByRole('link', { name: 'Prehrať (2 min.)' })).toHaveAttribute('href', '/blog/3');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

function button(name: string) {
  return screen.getByRole('button', { name });
}

describe('back from a publication', () => {
  it('returns to the tab it was opened from: Označené, not Všetky', async () => {
    const user = userEvent.setup();
    const state = createBlogMockState();
    state.publications[2]!.starred = true;
    renderBlog('/blog?tab=starred', { state });
    const card = await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    await user.click(within(card).getByRole('link', { name: 'Na trhu v Bratislave' }));
    await screen.findByRole('toolbar', { name: 'Akcie publikácie' });
    expect(screen.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/blog?tab=starred');
    await user.click(screen.getByRole('link', { name: 'Späť' }));
    expect(await screen.findByRole('tab', { name: 'Označené' })).toHaveAttribute('aria-selected', 'true');
  });
});
