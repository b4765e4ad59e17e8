import { mediaFile, newsItem, publication, publicationPage } from '../contract';
import { blogFileFixtures, publicationFixtures, toSummary } from './blog-fixtures';
import { newsFixtures } from './news-fixtures';

// The blog and news mocks must answer what the real server answers: the contract is the judge.
describe('blog and news fixtures conform to the contract', () => {
  it.each(publicationFixtures.map((p) => [p.title, p] as const))('publication %s', (_title, fixture) => {
    expect(publication.safeParse(fixture).error).toBeUndefined();
  });

  it('a feed page of summaries', () => {
    const page = { count: 1, next: null, previous: null, results: [toSummary(publicationFixtures[0]!)] };
    expect(publicationPage.safeParse(page).error).toBeUndefined();
    expect(page.results[0]).not.toHaveProperty('content');
  });

  it.each(blogFileFixtures.map((f) => [f.original_filename, f] as const))('file %s', (_name, fixture) => {
    expect(mediaFile.safeParse(fixture).error).toBeUndefined();
  });

  it.each(newsFixtures.map((n) => [n.title, n] as const))('news %s', (_title, fixture) => {
    expect(newsItem.safeParse(fixture).error).toBeUndefined();
  });
});
