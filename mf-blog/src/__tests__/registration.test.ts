import { blogHandlers, createBlogMockState } from '@app/blog-contract/mocks';
import { server, testRuntime } from '@app/shared/testing';
import { register } from '../registration';

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
    expect(registration.routes).toEqual([
      { path: '/blog', back: '/main' },
      { path: '/blog/:id', back: '/blog' },
    ]);
    expect(registration.deepLinkSections).toEqual(['blog']);
  });
});
