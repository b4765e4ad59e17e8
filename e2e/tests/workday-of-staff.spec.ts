import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pageFor } from '../support/studio';
import { e2eAdmin, launchUrl, newUser, signInitData, type TelegramUser } from '../support/telegram';

/*
 * The school's people as issue 38 found them, at 390 px: an editor who does not learn Slovak (no
 * plan) gets from '/' to a published day and its preview and back by taps alone; the admin's
 * revoking of a role asks first (cancel keeps it); a refused save names its part and task at the
 * field, marked and focused.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** What Telegram sends when the user presses the native back button. */
const pressNativeBack = (page: Page) =>
  page.evaluate(() => window.postMessage(JSON.stringify({ eventType: 'back_button_pressed' }), '*'));

/**
 * A new user who has opened the app once (their first request makes them known) and whom the admin
 * made an editor, through the API: the screens for both are another spec's (staff.spec.ts, support/studio.ts).
 * They stay without the learner plan.
 */
async function newEditor(request: APIRequestContext, firstName: string): Promise<TelegramUser> {
  const user = newUser(firstName);
  const me = await request.get('/api/users/me', { headers: { Authorization: `tma ${signInitData(user)}` } });
  expect(me.status()).toBe(200);
  const asAdmin = { Authorization: `tma ${signInitData(e2eAdmin())}` };
  const found = await (await request.get(`/api/staff/users?search=${user.username}`, { headers: asAdmin })).json();
  const id = (found.results as Array<{ id: number; username: string }>).find((u) => u.username === user.username)!.id;
  expect((await request.put(`/api/staff/users/${id}/roles/editor`, { headers: asAdmin, data: {} })).status()).toBe(200);
  return user;
}

const studioDay = (title: string, available_on: string) => ({
  available_on,
  sections: [
    {
      section_type: 'reading',
      title: 'Úvod',
      text: 'Dobrý deň.',
      time_required: 1,
      audio_file_id: null,
      tasks: [{ type: 'EvaluationTask', instructions: '', statements: [{ text: 'Je deň.', value: 'true' }] }],
    },
    {
      section_type: 'reading',
      title,
      text: 'Vlak do Žiliny odchádza o ôsmej.',
      time_required: 3,
      audio_file_id: null,
      tasks: [
        {
          type: 'QuestionTask',
          instructions: '',
          queries: [{ question: 'Kam ide vlak?', options: ['Do Žiliny', 'Do Nitry'], accepted: ['Do Žiliny'] }],
        },
      ],
    },
  ],
});

/**
 * A day the editor wrote through the API, published unless told otherwise; dated far ahead so no
 * learner of another spec is served it. It still lengthens the one course every spec shares, so
 * this file runs after studio.spec.ts, which counts the learners waiting after the seeded 8 days
 * and writes day 9 itself (files run in name order, one worker: hence this file's name).
 */
async function writeDay(request: APIRequestContext, editor: TelegramUser, title: string, publish: boolean) {
  const headers = { Authorization: `tma ${signInitData(editor)}` };
  const created = await request.post('/api/studio/days', { headers, data: studioDay(title, '2031-06-01') });
  expect(created.status()).toBe(201);
  const day = (await created.json()) as { id: number; version: number };
  if (publish) {
    const published = await request.post(`/api/studio/days/${day.id}/publish`, { headers, data: { version: day.version } });
    expect(published.status()).toBe(200);
  }
  return day.id;
}

test("an editor without the learner plan goes from '/' to a published day, its preview and back, by taps alone", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const editor = await newEditor(request, 'Eliška');
  const dayId = await writeDay(request, editor, 'Na stanici', true);

  const page = await pageFor(browser);
  await page.goto(launchUrl('/', editor));
  // Where an editor's roles lead: the studio, not an empty staff home.
  // (A first visit loads every remote's registration and the studio's code: on a loaded machine, more than 10 s.)
  await expect(page.getByRole('heading', { name: 'Kurz' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/studio\/course$/);
  await page.locator(`a[href="/studio/course/${dayId}"]`).click();
  await expect(page.getByLabel('Názov', { exact: true }).last()).toHaveValue('Na stanici');
  await expect(page.getByText('publikované', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Náhľad' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/preview/${dayId}$`));
  await expect(page.getByText(/^Publikované\. Odpovede sa v náhľade/)).toBeVisible();
  await page.getByLabel('Kam ide vlak?').selectOption('Do Žiliny');
  // The question is in the day's second (last) part.
  await page.getByRole('button', { name: 'Skontrolovať' }).last().click();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();

  // Back from the preview is the day, still in the studio.
  await page.getByRole('link', { name: 'Späť', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/course/${dayId}$`));
  await expect(page.getByLabel('Názov', { exact: true }).last()).toHaveValue('Na stanici');
  // Telegram's back button from the day: the course; from there nowhere (the studio is this editor's home).
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/studio\/course$/);
  await expect(page.getByRole('heading', { name: 'Kurz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Späť', exact: true })).toHaveCount(0);
});

test("the admin revoking a role is asked first: 'Zrušiť' keeps the role, confirming removes it", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const editor = await newEditor(request, 'Róberta');
  const roles = async () =>
    (
      (await (await request.get('/api/users/me', { headers: { Authorization: `tma ${signInitData(editor)}` } })).json()) as {
        staff_roles?: string[];
      }
    ).staff_roles ?? [];
  expect(await roles()).toEqual(['editor']);

  const admin = await pageFor(browser);
  await admin.goto(launchUrl('/staff/roles', e2eAdmin()));
  await admin.getByLabel('Hľadať používateľa').fill(`@${editor.username}`);
  const card = admin.getByRole('group', { name: `${editor.first_name} Skúšobný` });
  await card.getByRole('button', { name: 'Odobrať: Editor obsahu' }).click();
  const dialog = admin.getByRole('dialog', { name: /Odobrať rolu Editor obsahu/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${editor.first_name} Skúšobný`);
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Odobrať: Editor obsahu' })).toBeVisible();
  expect(await roles()).toEqual(['editor']);

  await card.getByRole('button', { name: 'Odobrať: Editor obsahu' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Odobrať', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Prideliť: Editor obsahu' })).toBeVisible();
  expect(await roles()).toEqual([]);
});

test('a refused save is shown at its field, naming the part and the task, marked and focused', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const editor = await newEditor(request, 'Fedora');
  const dayId = await writeDay(request, editor, 'Cestovanie', false);

  const page = await pageFor(browser);
  await page.goto(launchUrl('/', editor));
  await page.locator(`a[href="/studio/course/${dayId}"]`).click();
  const question = page.getByRole('group', { name: /^2\. Čítanie/ }).getByRole('group', { name: '1. Otázky' });
  await expect(question.getByLabel('Otázka', { exact: true })).toHaveValue('Kam ide vlak?');
  await question.getByLabel('Otázka', { exact: true }).fill(' ');
  await page.getByRole('button', { name: 'Uložiť' }).click();

  const field = question.getByLabel('Otázka', { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Časť 2, úloha 1, otázka 1: Napíšte otázku.');
  await expect(field).toBeInViewport();
  // What the editor typed elsewhere stays.
  await expect(page.getByRole('group', { name: /^2\. Čítanie/ }).getByLabel('Názov', { exact: true })).toHaveValue('Cestovanie');
});
