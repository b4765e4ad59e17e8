import { activityFeed, activityList, section, sectionProgress, taskResults, todayActivity } from '..';
import { activitiesHandlers, createActivitiesMockState } from './handlers';
import { activityFixtures } from './fixtures';
import { server } from '@app/shared/testing';

// The mocks must answer what the real server answers: the contract is the judge.
describe('activities mocks conform to the contract', () => {
  it.each(activityFixtures.flatMap((activity) => activity.sections.map((item) => [item.title, item] as const)))(
    'section %s',
    (_title, item) => {
      expect(section.safeParse(item).success).toBe(true);
    },
  );

  it('every answer', async () => {
    const state = createActivitiesMockState();
    server.use(...activitiesHandlers(state));
    const get = async (path: string) => (await fetch(`http://localhost/api${path}`)).json();
    expect(todayActivity.safeParse(await get('/activities/today?tz=Europe/Bratislava')).success).toBe(true);
    expect(activityList.safeParse(await get('/activities/status')).success).toBe(true);
    expect(activityFeed.safeParse(await get('/activities/1/feed')).success).toBe(true);
    const submitted = await fetch('http://localhost/api/activities/submit?section_id=11', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { task_id: 101, task_type: 'QuestionTask', data: { queries: [{ query_id: 1, answer: 'v bratislave' }] } },
      ]),
    });
    expect(taskResults.safeParse(await submitted.json()).success).toBe(true);
    expect(sectionProgress.parse(await get('/activities/section/11/status'))).toEqual({ status: 'evaluated', score: 0.1 });
    expect(taskResults.safeParse(await get('/activities/section/11/submissions')).success).toBe(true);
    const again = await fetch('http://localhost/api/activities/submit?section_id=11', { method: 'POST', body: '[]' });
    expect(again.status).toBe(409);
  });

  it('answers bad input with 400 naming the field, like the server', async () => {
    server.use(...activitiesHandlers());
    const post = (body: unknown) =>
      fetch('http://localhost/api/activities/submit?section_id=11', { method: 'POST', body: JSON.stringify(body) });
    expect(await (await post([{ task_id: 999, task_type: 'QuestionTask', data: { queries: [] } }])).json()).toMatchObject({
      field: '0.task_id',
    });
    expect(await (await post([{ task_id: 101, task_type: 'GapsTask', data: { options: [] } }])).json()).toMatchObject({
      field: '0.task_type',
    });
    expect((await fetch('http://localhost/api/activities/today?tz=Mars/Base')).status).toBe(400);
  });
});
