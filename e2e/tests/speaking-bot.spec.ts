import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageFor } from '../support/studio';
import { e2eAdmin, launchUrl, newUser, signInitData } from '../support/telegram';

/*
 * Speaking inside Telegram (issue 40), through the app as served. The demo server has no bot
 * token and so no webhook: POST /api/demo/speaking/voice plays what Telegram would deliver (the
 * deep link's /start and a voice message) through the webhook's own functions, and the download
 * job stores the demo's recording. For the length of this spec day 1's speaking task answers to
 * the bot (an admin edits it in the studio API as an editor would), and it is put back to its chat
 * link at the end, so the specs after this one see the course as seeded.
 */

const headersOf = (user = e2eAdmin()) => ({ Authorization: `tma ${signInitData(user)}` });

/** Day 1's speaking task switched to 'odpoveď botovi' (or back to the chat); answers the day's id. */
async function answerViaBot(request: APIRequestContext, via: 'bot' | 'chat') {
  const admin = headersOf();
  const course = await (await request.get('/api/studio/course', { headers: admin })).json();
  const dayId = course.days[0].id as number;
  const day = await (await request.get(`/api/studio/days/${dayId}`, { headers: admin })).json();
  const save = {
    version: day.version,
    available_on: day.available_on,
    sections: day.sections.map(({ audio: _a, opened: _o, ...section }: Record<string, unknown>) => ({
      ...section,
      tasks: (section.tasks as Array<Record<string, unknown>>).map(({ answered: _n, versions: _v, ...task }) =>
        task.type === 'SpeakingTask' ? { ...task, answer_via: via } : task,
      ),
    })),
  };
  const saved = await request.put(`/api/studio/days/${dayId}`, { headers: admin, data: save });
  expect(saved.status(), await saved.text()).toBe(200);
  // A published day's edit is its draft until it goes live (learners never see half an edit).
  const { day: draft } = await saved.json();
  const published = await request.post(`/api/studio/days/${dayId}/draft/publish`, {
    headers: admin,
    data: { version: draft.version },
  });
  expect(published.status(), await published.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await answerViaBot(request, 'chat');
});

test("a voice message to the bot: the task shows 'Odoslané' with a player, the teacher plays and scores it, the learner sees the feedback", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await answerViaBot(request, 'bot');

  const learner = newUser('Hlasová');
  const asLearner = headersOf(learner);
  const learnerPage = await pageFor(browser);
  await learnerPage.goto(launchUrl('/', learner));
  await learnerPage.getByRole('button', { name: 'Aktivovať' }).click();
  await expect(learnerPage.getByRole('heading', { name: `Ahoj, ${learner.first_name}` })).toBeVisible();
  const today = await (await request.get('/api/activities/today?tz=Europe/Bratislava', { headers: asLearner })).json();
  const sectionId = today.activity.sections.find((s: { section_type: string }) => s.section_type === 'speaking').section_id;

  // The task offers the bot's deep link and waits for the recording (nothing sent on open).
  await learnerPage.goto(launchUrl(`/activity/section/${sectionId}`, learner));
  const deepLink = learnerPage.getByRole('link', { name: /Nahrať odpoveď v Telegrame/ });
  await expect(deepLink).toHaveAttribute('href', /^https:\/\/t\.me\/\w+\?start=speak_\d+$/);
  await expect(learnerPage.getByRole('button', { name: 'Čaká na Vašu nahrávku' })).toBeDisabled();
  const taskId = Number(/speak_(\d+)$/.exec((await deepLink.getAttribute('href'))!)![1]);

  // Telegram's side: /start speak_<task>, then the voice message.
  const played = await request.post('/api/demo/speaking/voice', { headers: asLearner, data: { task_id: taskId, seconds: 32 } });
  expect(await played.json()).toEqual({ outcome: 'downloading' });

  // Stored: the task shows it as sent, with a player of the recording and its length.
  await expect(learnerPage.getByText('Odoslané', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(learnerPage.getByText(/^Dĺžka \d+:\d{2}$/)).toBeVisible();
  const player = learnerPage.getByLabel('Vaša nahrávka');
  const src = await player.getAttribute('src');
  expect(src).toMatch(/^\/api\/speaking\/recordings\/\d+\?expires=\d+&signature=/);
  const audio = await request.get(src!, { headers: { Range: 'bytes=0-99' } });
  expect(audio.status()).toBe(206);
  await expect(learnerPage.getByRole('button', { name: 'Čaká na overenie' })).toBeDisabled();

  // The teacher (the admin passes every role) plays it in the queue and scores it.
  const teacherPage = await pageFor(browser);
  await teacherPage.goto(launchUrl('/staff/speaking', e2eAdmin()));
  await teacherPage.getByRole('link', { name: new RegExp(`^Hlasová Skúšobný \\(@${learner.username}\\)`) }).click();
  await expect(teacherPage.getByText(/^Nahrávka \d+:\d{2}$/)).toBeVisible();
  await expect(teacherPage.getByLabel(`Nahrávka od @${learner.username}`)).toHaveAttribute(
    'src',
    /^\/api\/speaking\/recordings\//,
  );
  await teacherPage.getByLabel('Hodnotenie (0–100 %)').fill('90');
  await teacherPage.getByLabel('Spätná väzba').fill('Výborne, len pozor na mäkčene.');
  await teacherPage.getByRole('button', { name: 'Uložiť hodnotenie' }).click();
  await expect(teacherPage.getByRole('heading', { name: 'Výsledok - 90%' })).toBeVisible();

  // The learner sees the score and the feedback in the task.
  await learnerPage.reload();
  await expect(learnerPage.getByRole('button', { name: 'Výsledok - 90%' })).toBeVisible();
  await expect(learnerPage.getByText('90% + spätná väzba')).toBeVisible();
  await expect(learnerPage.getByText('Výborne, len pozor na mäkčene.')).toBeVisible();
  await expect(learnerPage.getByText('Odoslané', { exact: true })).toBeVisible();
});
