import { blogHandlers, createBlogMockState } from '@app/blog-contract/mocks';
import { http } from '@app/shared/http';
import { server, testRuntime } from '@app/shared/testing';
import { getPublication } from '../api/get-publication';
import { getPublications } from '../api/get-publications';
import { register, routes } from '../registration';

const subtitle = async () => {
  const { query } = register(testRuntime).homeRow!;
  return query!.subtitle(await query!.queryFn(testRuntime));
};

describe("mf-blog's registration", () => {
  it('names the newest publication under its home row', async () => {
    server.use(...blogHandlers());
    expect(await subtitle()).toBe('Najnovšie: Ako sa pozdraviť po slovensky');
  });

  it('keeps the neutral subtitle while the blog is empty', async () => {
    server.use(...blogHandlers(createBlogMockState([])));
    expect(await subtitle()).toBeNull();
    expect(register(testRuntime).homeRow!.subtitle).toBe('Články, podcasty a videá');
  });

  it('declares its routes and back targets, and lets deep links open the blog', () => {
    const registration = register(testRuntime);
    expect(registration.routes.map(({ path, back }) => ({ path, back }))).toEqual([
      { path: '/blog', back: '/main' },
      { path: '/blog/:id', back: '/blog' },
    ]);
    expect(registration.deepLinkSections).toEqual(['blog']);
  });

  it("declares as each route's firstData the very URL its screen's first request asks for", async () => {
    const asked: string[] = [];
    server.use(...blogHandlers());
    const interceptor = http.interceptors.request.use((config) => {
      asked.push(http.getUri(config));
      return config;
    });
    try {
      // The feed's first page without a search (the list screen), and a publication (its detail).
      await getPublications('feed', null, 1);
      await getPublication(1);
    } finally {
      http.interceptors.request.eject(interceptor);
    }
    const [list, detail] = routes;
    expect(asked).toEqual([`/api${list.firstData[0]}`, `/api${detail.firstData[0].replace(':id', '1')}`]);
  });
});
