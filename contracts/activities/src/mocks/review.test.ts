import { reviewAnswerResult, reviewNext, reviewSessionSummary, reviewSummary } from '../review';
import { createReviewMockState, reviewHandlers } from './review';
import { server } from '@app/shared/testing';

describe('review mocks conform to the contract', () => {
  it('serves the fixtures due today, scores an answer, ends the session', async () => {
    server.use(...reviewHandlers(createReviewMockState()));
    const call = async (path: string, body?: unknown) =>
      (
        await fetch(`http://localhost/api${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json' },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        })
      ).json();
    expect(reviewSummary.parse(await call('/review/summary?tz=Europe/Bratislava'))).toMatchObject({ due: 2, total: 2 });
    const { items } = reviewNext.parse(await call('/review/next?tz=Europe/Bratislava'));
    expect(items.map((item) => item.card_id)).toEqual([1, 2]);
    const session = '6f1c2a9e-3b8d-4c1e-9a7f-2d5e8b0c4a11';
    const answered = reviewAnswerResult.parse(
      await call('/review/answers', {
        client_key: '0b7d3f3e-1c55-4c6a-8f0e-6a2b9c1d7e01',
        session_key: session,
        card_id: 1,
        answer: { task_id: 11, task_type: 'QuestionTask', data: { queries: [{ query_id: 1, answer: 'Z Košíc' }] } },
      }),
    );
    expect(answered).toMatchObject({ correct: true, rating: 'good' });
    expect(reviewSessionSummary.parse(await call(`/review/sessions/${session}/finish`, {}))).toMatchObject({
      answered: 1,
      correct: 1,
    });
  });
});
