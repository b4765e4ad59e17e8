import { mediaFile } from '@app/file-contract';
import { publication, publicationPage } from '..';
import { blogFileFixtures, publicationFixtures, toSummary } from './fixtures';

// The blog mocks must answer what the real server answers: the contract is the judge.
describe('blog fixtures conform to the contract', () => {
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
});
