import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { newsFixtures, newsHandlers } from '@app/news-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';
import { homeHandlers, registrationExports, stubRegistrations } from './home-test-handlers';
import { NEWS_IMAGE_SIZES } from './news-image';

function held() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: http.get('*/api/news', async () => void (await gate)), release };
}

// News codes lead where the remotes say (their registrations' newsTargets); the shell names none.
const newsTargets = {
  mf_blog: registrationExports(() => ({
    routes: [{ path: '/blog', back: '/main' }],
    homeRow: { order: 10, title: 'Blog', subtitle: 'Blog neutral', target: '/blog' },
    newsTargets: { blog: '/blog/:blog_publication_id' },
  })),
  mf_meetings: registrationExports(() => ({ routes: [], newsTargets: { meetings: '/meetings/:meeting_id' } })),
};

const renderHome = (handlers = newsHandlers(), registrations: Record<string, unknown> = newsTargets) => {
  stubRegistrations(registrations);
  return renderScreen(<HomeScreen />, { route: '/main', handlers: homeHandlers(handlers) });
};
const news = () => screen.getByRole('region', { name: 'Novinky' });

describe('home news feed', () => {
  it('shows two placeholder cards until the news arrive', async () => {
    const { handler, release } = held();
    renderHome([handler, ...newsHandlers()]);
    const loading = await screen.findByRole('status', { name: 'Načítavam novinky' });
    expect(loading.querySelectorAll('li')).toHaveLength(2);
    // The status wraps the list: a <ul> may not take role="status" (axe aria-allowed-role).
    expect(loading.tagName).not.toBe('UL');
    release();
    expect(await within(news()).findByText('Nový podcast o pozdravoch')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Načítavam novinky' })).not.toBeInTheDocument();
    expect(within(news()).getAllByRole('listitem')).toHaveLength(newsFixtures.length);
  });

  it('shows chip tag, thumbnail or placeholder, title and description', async () => {
    renderHome();
    const blog = await screen.findByRole('link', { name: /Nový podcast o pozdravoch/ });
    // Named by all it shows, title first (WCAG 2.5.3: the name contains the visible text), no aria-labelledby.
    expect(blog).toHaveAccessibleName(
      'Nový podcast o pozdravoch Blog Vypočujte si, ako sa Slováci zdravia v obchode aj v práci.',
    );
    expect(blog).not.toHaveAttribute('aria-labelledby');
    expect(within(blog).getByText('Blog')).toBeInTheDocument();
    expect(within(blog).getByText('Vypočujte si, ako sa Slováci zdravia v obchode aj v práci.')).toBeInTheDocument();
    expect(blog.querySelector('img')).toHaveAttribute('src', newsFixtures[0]!.thumbnail_file!.file_url);
    // The first card's image is home's largest paint: fetched at once and first; later ones lazily.
    expect(blog.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(blog.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    const meeting = screen.getByRole('link', { name: /Večer slovenskej poézie/ });
    expect(meeting.querySelector('img')).toBeNull();
    expect(meeting.querySelector('[data-placeholder]')).not.toBeNull();
  });

  it('gives the pictures the sizes the server made: the first eager with the preload’s srcset and sizes, the next lazy', async () => {
    const sized = (hash: string) => ({
      srcset: `/api/media/${hash}112 112w, /api/media/${hash}320 320w, /api/media/${hash}640 640w`,
      width: 640,
      height: 360,
    });
    const [first, second, ...rest] = newsFixtures;
    const items = [
      { ...first!, thumbnail_file: { ...first!.thumbnail_file!, variants: sized('a') } },
      { ...second!, thumbnail_file: { ...first!.thumbnail_file!, id: 999, variants: sized('b') } },
      ...rest,
    ];
    renderHome([http.get('*/api/news', () => HttpResponse.json(items))]);
    const [eager, lazy] = await waitFor(() => {
      const images = news().querySelectorAll('img');
      expect(images).toHaveLength(2);
      return [...images];
    });
    expect(eager).toHaveAttribute('srcset', sized('a').srcset);
    expect(eager).toHaveAttribute('sizes', NEWS_IMAGE_SIZES);
    // The box is reserved before the picture arrives.
    expect(eager).toHaveAttribute('width', '640');
    expect(eager).toHaveAttribute('height', '360');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
    expect(lazy).toHaveAttribute('srcset', sized('b').srcset);
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('fetchpriority', 'auto');
  });

  it('links instant-redirect items by redirect code and leaves the others plain', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: /Nový podcast o pozdravoch/ })).toHaveAttribute('href', '/blog/2');
    expect(screen.getByRole('link', { name: /Večer slovenskej poézie/ })).toHaveAttribute('href', '/meetings/7');
    // Its target would be /, which only bounces back here: plain text, no link, no history entry.
    const nowhere = screen.getByRole('article', { name: 'Nové úlohy každý deň' });
    expect(nowhere.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Nové úlohy každý deň/ })).not.toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Údržba aplikácie v nedeľu' });
    expect(plain.closest('a')).toBeNull();
    expect(within(plain).getByText('V nedeľu od 6:00 do 7:00 môže byť aplikácia nedostupná.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Údržba aplikácie/ })).not.toBeInTheDocument();
  });

  it('leaves a card plain when no loaded remote declares its redirect code', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome(newsHandlers(), { mf_blog: newsTargets.mf_blog, mf_meetings: new Error('registration.js did not load') });
    expect(await screen.findByRole('link', { name: /Nový podcast o pozdravoch/ })).toHaveAttribute('href', '/blog/2');
    expect(screen.getByRole('article', { name: 'Večer slovenskej poézie' }).closest('a')).toBeNull();
    spy.mockRestore();
  });

  it('only logs a failed load: no news, the rest of home works', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome([http.get('*/api/news', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Načítavam novinky' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Novinky' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Blog/ })).toHaveAttribute('href', '/blog');
    spy.mockRestore();
  });

  it('shows nothing when there is no news', async () => {
    renderHome(newsHandlers([]));
    await screen.findByRole('heading', { name: 'Ahoj, Emma' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Načítavam novinky' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Novinky' })).not.toBeInTheDocument();
  });
});
