import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Publication } from '@app/blog-contract';
import { blogHandlers, createBlogMockState, publicationFixtures } from '@app/blog-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { LIST_CARD_SIZES } from '@app/shared/widgets';
import { FeedScreen } from '../screens/feed-screen';

const renderFeed = (
  options: { route?: string; state?: ReturnType<typeof createBlogMockState>; handlers?: RequestHandler[] } = {},
) => {
  const state = options.state ?? createBlogMockState();
  const requests: URL[] = [];
  const spy = http.all('*/api/blog/*', ({ request }) => {
    requests.push(new URL(request.url));
  });
  const view = renderScreen(<FeedScreen />, {
    route: options.route ?? '/blog',
    path: '/blog',
    handlers: [spy, ...(options.handlers ?? []), ...blogHandlers(state)],
  });
  return { ...view, state, requests };
};

const cards = () => screen.getAllByRole('article');
const card = (title: string) => screen.getByRole('article', { name: title });

/** Twelve text publications, to see the second page; Lekcia 1 is the newest (the feed is newest first). */
const many = (n: number): Publication[] =>
  Array.from({ length: n }, (_, i) => ({
    ...publicationFixtures[0]!,
    id: i + 1,
    title: `Lekcia ${i + 1}`,
    published_at: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
    sequence_order: null,
    series: null,
  }));

const silenceErrors = () => jest.spyOn(console, 'error').mockImplementation(() => {});
const searchBox = () => screen.getByRole('searchbox', { name: 'Hľadať publikácie' });

/** Feed searches for `term` wait until released, then fail; everything else is answered. */
function failingSearch(term: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = http.get('*/api/blog/feed', async ({ request }) => {
    if (new URL(request.url).searchParams.get('search') !== term) return undefined;
    await gate;
    return HttpResponse.json({ message: 'boom' }, { status: 500 });
  });
  return { handler, release };
}

/** Every text that appeared on screen, even for one commit: to catch a flash of the loading or empty text. */
function watchTexts(texts: string[]) {
  const seen = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        for (const t of texts) if (node.textContent?.includes(t)) seen.add(t);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return [...seen];
  };
}
const loadingOrEmpty = ['Načítavam publikácie...', 'Oops, zatiaľ sme nepridali žiadne publikácie...', 'Nič sme nenašli.'];

describe('blog feed (/blog)', () => {
  it('shows the loading text, then a card per publication linking to its detail', async () => {
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByText('Načítavam publikácie...')).toBeInTheDocument();

    const text = await screen.findByRole('article', { name: 'Ako sa pozdraviť po slovensky' });
    expect(cards()).toHaveLength(publicationFixtures.length);
    expect(screen.queryByText('Načítavam publikácie...')).not.toBeInTheDocument();
    expect(within(text).getByText('Gramatika')).toBeInTheDocument();
    expect(within(text).getByText('Začiatočníci')).toBeInTheDocument();
    expect(within(text).getByText('Ahoj, dobrý deň a dovidenia: kedy ktorý pozdrav použiť.')).toBeInTheDocument();
    expect(within(text).getByRole('link', { name: 'Ako sa pozdraviť po slovensky' })).toHaveAttribute('href', '/blog/1');
    expect(within(text).getByRole('link', { name: 'Prečítať' })).toHaveAttribute('href', '/blog/1');
    expect(text.querySelector('img')).toHaveAttribute('src', publicationFixtures[0]!.thumbnail_url);
  });

  it('gives the covers their sizes: the first card’s fetched at once, the others when scrolled near', async () => {
    const sized = (n: number) => ({ srcset: `/api/media/${n}a 320w, /api/media/${n}b 640w`, width: 640, height: 360 });
    const publications = many(3).map((p, i) => ({ ...p, thumbnail_variants: sized(i) }));
    renderFeed({ state: createBlogMockState(publications) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [first, second] = cards().map((article) => article.querySelector('img')!);
    expect(first).toHaveAttribute('srcset', sized(0).srcset);
    expect(first).toHaveAttribute('sizes', LIST_CARD_SIZES);
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '360');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('srcset', sized(1).srcset);
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
  });

  it("labels audio and video with 'Prehrať ({duration} min.)' and text with 'Prečítať'", async () => {
    renderFeed();
    const audio = await screen.findByRole('article', { name: 'Pozdravy v praxi – podcast' });
    expect(within(audio).getByRole('link', { name: 'Prehrať (3 min.)' })).toHaveAttribute('href', '/blog/2');
    expect(within(card('Na trhu v Bratislave')).getByRole('link', { name: 'Prehrať (2 min.)' })).toHaveAttribute(
      'href',
      '/blog/3',
    );
    const noThumbnail = card('Vianočné zvyky na Slovensku');
    expect(within(noThumbnail).getByRole('link', { name: 'Prečítať' })).toBeInTheDocument();
    expect(noThumbnail.querySelector('img')).toBeNull();
    expect(within(noThumbnail).getByTitle('Bez obrázka')).toBeInTheDocument();
  });

  it('says so when there are no publications yet', async () => {
    renderFeed({ state: createBlogMockState([]) });
    expect(await screen.findByText('Oops, zatiaľ sme nepridali žiadne publikácie...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a failed load says so with a retry that loads the list, never that there are no publications', async () => {
    const spy = silenceErrors();
    const user = userEvent.setup();
    let failures = 1;
    renderFeed({
      handlers: [
        http.get('*/api/blog/feed', () => {
          if (failures-- > 0) return HttpResponse.json({ message: 'boom' }, { status: 500 });
          return undefined;
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať publikácie.');
    expect(screen.queryByText('Oops, zatiaľ sme nepridali žiadne publikácie...')).not.toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('article', { name: 'Na trhu v Bratislave' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('an empty feed that loaded fine offers no retry', async () => {
    renderFeed({ state: createBlogMockState([]) });
    expect(await screen.findByText('Oops, zatiaľ sme nepridali žiadne publikácie...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
  });

  it('a failed starred tab says it failed, not that nothing is starred, and offers a retry', async () => {
    const spy = silenceErrors();
    renderFeed({
      route: '/blog?tab=starred',
      handlers: [http.get('*/api/blog/starred', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať publikácie.');
    expect(screen.queryByText('Zatiaľ ste si neoznačili žiadnu publikáciu.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('searches on Enter with non-blank text only, and the search can be cleared', async () => {
    const user = userEvent.setup();
    const { requests } = renderFeed();
    await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    const box = screen.getByRole('searchbox', { name: 'Hľadať publikácie' });

    await user.type(box, '   {Enter}');
    expect(requests.filter((url) => url.searchParams.has('search'))).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'kapustnica{Enter}');
    expect(await screen.findByText('Výsledky pre „kapustnica“')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Found by its content, not its title.
    expect(card('Vianočné zvyky na Slovensku')).toBeInTheDocument();
    expect(requests.some((url) => url.pathname.endsWith('/blog/feed') && url.searchParams.get('search') === 'kapustnica')).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Zrušiť vyhľadávanie' }));
    await waitFor(() => expect(cards()).toHaveLength(publicationFixtures.length));
    expect(screen.getByRole('searchbox', { name: 'Hľadať publikácie' })).toHaveValue('');
  });

  it('tells when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderFeed();
    await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať publikácie' }), 'halušky{Enter}');
    expect(await screen.findByText('Nič sme nenašli.')).toBeInTheDocument();
  });

  it('keeps the list on screen while a search runs; a failed one leaves it as it was and keeps the typed text', async () => {
    const spy = silenceErrors();
    const user = userEvent.setup();
    const search = failingSearch('trh');
    const { requests } = renderFeed({ handlers: [search.handler] });
    await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    const seen = watchTexts(loadingOrEmpty);

    await user.type(searchBox(), 'trh{Enter}');
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('search') === 'trh')).toBe(true));
    // While the search runs, the list stays (no loading text).
    expect(cards()).toHaveLength(publicationFixtures.length);
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();

    search.release();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument());
    expect(searchBox()).toHaveValue('trh');
    expect(cards()).toHaveLength(publicationFixtures.length);
    expect(screen.queryByText(/Výsledky pre/)).not.toBeInTheDocument();
    expect(seen()).toEqual([]);
    spy.mockRestore();
  });

  it('a failed search after one that worked leaves that one on screen', async () => {
    const spy = silenceErrors();
    const user = userEvent.setup();
    const search = failingSearch('trh');
    renderFeed({ handlers: [search.handler] });
    await screen.findByRole('article', { name: 'Na trhu v Bratislave' });
    await user.type(searchBox(), 'kapustnica{Enter}');
    expect(await screen.findByText('Výsledky pre „kapustnica“')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const seen = watchTexts(loadingOrEmpty);

    await user.clear(searchBox());
    await user.type(searchBox(), 'trh{Enter}');
    search.release();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument());
    expect(searchBox()).toHaveValue('trh');
    expect(cards()).toHaveLength(1);
    expect(card('Vianočné zvyky na Slovensku')).toBeInTheDocument();
    expect(screen.getByText('Výsledky pre „kapustnica“')).toBeInTheDocument();
    expect(screen.queryByText('Výsledky pre „trh“')).not.toBeInTheDocument();
    expect(seen()).toEqual([]);
    spy.mockRestore();
  });

  it('loads the next page on request', async () => {
    const user = userEvent.setup();
    renderFeed({ state: createBlogMockState(many(12)) });
    await screen.findByRole('article', { name: 'Lekcia 1' });
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    expect(await screen.findByRole('article', { name: 'Lekcia 12' })).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Načítať ďalšie' })).not.toBeInTheDocument();
  });

  it("lists starred publications under 'Označené' with their own search", async () => {
    const user = userEvent.setup();
    const state = createBlogMockState();
    state.publications[1]!.starred = true;
    state.publications[2]!.starred = true;
    const { requests } = renderFeed({ state });
    await screen.findByRole('article', { name: 'Ako sa pozdraviť po slovensky' });

    await user.click(screen.getByRole('tab', { name: 'Označené' }));
    expect(screen.getByRole('tab', { name: 'Označené' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('article', { name: 'Pozdravy v praxi – podcast' });
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Pozdravy v praxi – podcast',
      'Na trhu v Bratislave',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Hľadať publikácie' }), 'video{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card('Na trhu v Bratislave')).toBeInTheDocument();
    expect(requests.some((url) => url.pathname.endsWith('/blog/starred') && url.searchParams.get('search') === 'video')).toBe(
      true,
    );
  });

  it("opens on 'Označené' from the URL, shows the loading text, then says when nothing is starred", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderFeed({ route: '/blog?tab=starred', handlers: [http.get('*/api/blog/starred', async () => void (await answered))] });
    expect(await screen.findByRole('tab', { name: 'Označené' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Načítavam publikácie...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Zatiaľ ste si neoznačili žiadnu publikáciu.')).toBeInTheDocument();
  });
});
