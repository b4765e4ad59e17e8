import { newsItem } from '..';
import { publicationFixtures } from '@app/blog-contract/mocks';
import { meetingFixtures } from '@app/meetings-contract/mocks';
import { newsFixtures } from './fixtures';

// The news mocks must answer what the real server answers: the contract is the judge.
describe('news fixtures conform to the contract', () => {
  it.each(newsFixtures.map((n) => [n.title, n] as const))('news %s', (_title, fixture) => {
    expect(newsItem.safeParse(fixture).error).toBeUndefined();
  });

  // The home's news cards open these in standalone runs: each must exist in its domain's mocks.
  it('a news card points at a meeting and a publication that exist', () => {
    const meetings = meetingFixtures().map((m) => m.id);
    const publications = publicationFixtures.map((p) => p.id);
    for (const item of newsFixtures) {
      if (item.meeting_id !== null) expect(meetings).toContain(item.meeting_id);
      if (item.blog_publication_id !== null) expect(publications).toContain(item.blog_publication_id);
    }
  });
});
