/**
 * early-start.js preloads home's largest paint (the first news card's picture) as soon as the
 * news it started arrive. It cannot import the card's sizes: this runs the script and fails when
 * its preload would fetch another picture than the card shows (another srcset or sizes).
 */
import { NEWS_IMAGE_SIZES } from '../home/news-image';
import { earlyStartScript } from '../testing/early-start-script';

const script = earlyStartScript();

async function preloadFor(news: unknown) {
  window.history.replaceState(null, '', '/main#tgWebAppData=user%3D1%26hash%3Dabc');
  document.head.innerHTML = '';
  const original = window.fetch;
  window.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/news') ? new Response(JSON.stringify(news)) : new Response('null'),
  ) as typeof fetch;
  try {
    new Function(script)();
    await window.__earlyNews!.response;
  } finally {
    window.fetch = original;
    delete window.__earlyNews;
    delete window.__earlyUser;
    delete window.__earlyRemotes;
  }
  return document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
}

const item = (thumbnail_file: unknown) => ({ id: 1, title: 'Správa', thumbnail_file });

describe('early-start.js preloads the first news picture as the card shows it', () => {
  it('with the card’s srcset and sizes, at high priority', async () => {
    const srcset = '/api/media/a 112w, /api/media/b 320w, /api/media/c 640w';
    const link = await preloadFor([item({ file_url: '/api/media/o', variants: { srcset, width: 640, height: 360 } })]);
    expect(link).not.toBeNull();
    expect(link!.getAttribute('imagesrcset')).toBe(srcset);
    expect(link!.getAttribute('imagesizes')).toBe(NEWS_IMAGE_SIZES);
    expect(link!.getAttribute('href')).toBe('/api/media/o');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
  });

  it('a picture without sizes (a static file, an older server) is preloaded by its URL alone', async () => {
    const link = await preloadFor([item({ file_url: '/media/news/x.jpg' })]);
    expect(link!.getAttribute('href')).toBe('/media/news/x.jpg');
    expect(link!.hasAttribute('imagesrcset')).toBe(false);
  });

  it('no picture, nothing preloaded', async () => {
    expect(await preloadFor([item(null)])).toBeNull();
  });
});
