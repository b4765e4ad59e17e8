import { expect, test } from '@playwright/test';
import { schoolDay } from '../support/school-clock';
import { e2eAdmin, launchUrl, newUser, signInitData, type TelegramUser } from '../support/telegram';

/*
 * Issue 38, item 7: a meeting the studio cancelled must not look live at the door. The organiser
 * (a phone, 390 px) finds it marked 'Zrušené' in the door list and on its screen, with the door
 * said to be closed: no 'Skenovať vstupenky', no 'Vstup sa otvára …', no 'Potvrdiť vstup' by name.
 */

const auth = (user: TelegramUser) => ({ Authorization: `tma ${signInitData(user)}` });

test.use({ viewport: { width: 390, height: 844 } });

test("an organiser at the door of a cancelled meeting sees it 'Zrušené' with the door closed", async ({ page, request }) => {
  test.setTimeout(60_000);
  const admin = e2eAdmin();
  // Two days ahead on the school's clock: before the door opens at any hour of the run (it opens 6 days ahead in e2e).
  const day = schoolDay(2);
  const title = `Zrušený večer ${Date.now()}`;
  const created = await request.post('/api/studio/meetings', {
    headers: auth(admin),
    data: {
      title,
      subtitle: '',
      subdescription: '',
      description: '',
      format: 'offline',
      place: 'Panenská 7, Bratislava',
      link: '',
      starts_at: `${day}T18:00`,
      ends_at: `${day}T20:00`,
      capacity: 5,
      price: 0,
      registration_open: true,
      categories: [],
      photo_file_ids: [],
    },
  });
  expect(created.status()).toBe(201);
  const meeting = (await created.json()) as { id: number; version: number };

  // A learner holds a ticket, then the studio cancels the meeting.
  const learner = newUser('Lívia');
  expect((await request.post('/api/subscription/request?code=basic', { headers: auth(learner) })).status()).toBeLessThan(300);
  const seat = await request.post(`/api/meetings/${meeting.id}/participate`, {
    headers: auth(learner),
    data: { first_name: 'Lívia', last_name: 'Skúšobná', email: '' },
  });
  expect(seat.status()).toBe(201);
  const cancelled = await request.post(`/api/studio/meetings/${meeting.id}/cancel`, {
    headers: auth(admin),
    data: { version: meeting.version },
  });
  expect(cancelled.status()).toBe(200);

  // The organiser: opened the app once, granted the role by the admin.
  const organiser = newUser('Olga');
  const me = await (await request.get('/api/users/me', { headers: auth(organiser) })).json();
  expect((await request.put(`/api/staff/users/${me.id}/roles/organiser`, { headers: auth(admin), data: {} })).status()).toBe(200);

  await page.goto(launchUrl('/staff', organiser));
  await page.getByRole('link', { name: /^Stretnutia a vstup/ }).click();
  const row = page.getByRole('link', { name: new RegExp(`^${title}`) });
  await expect(row).toContainText('Zrušené');
  await row.click();

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The meeting's own mark comes first; a participant's cancelled registration reads 'Zrušené' too.
  await expect(page.getByText('Zrušené', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Stretnutie je zrušené: vstup je zatvorený.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skenovať vstupenky' })).toHaveCount(0);
  await expect(page.getByText(/^Vstup sa otvára/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Potvrdiť vstup/ })).toHaveCount(0);
});
