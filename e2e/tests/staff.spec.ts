import { expect, test, type Browser, type Page } from '@playwright/test';
import { SCHOOL_ZONE, schoolDay } from '../support/school-clock';
import { e2eAdmin, launchUrl, newUser, signInitData, type TelegramUser } from '../support/telegram';

/*
 * The staff side through the emulated Telegram client: the admin (ADMIN_TELEGRAM_IDS) grants a
 * user the organiser and teacher roles; the organiser scans a learner's ticket with Telegram's QR
 * scanner (the test plays the client: it answers web_app_open_scan_qr_popup with qr_text_received
 * carrying the ticket's qr_token) and sees 'Vstup potvrdený', then 'Vstup už bol potvrdený'; the teacher
 * scores the learner's speaking section and the learner's section shows the result.
 */

/** A Telegram Android bridge that records what the page posts (the scanner, haptics). */
async function telegramBridge(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { TelegramWebviewProxy: unknown; __posted: Array<[string, string | undefined]> };
    w.__posted = [];
    w.TelegramWebviewProxy = { postEvent: (name: string, data?: string) => w.__posted.push([name, data]) };
  });
}
const posted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __posted: Array<[string, string | undefined]> }).__posted);
const clientEvent = (page: Page, eventType: string, eventData?: unknown) =>
  page.evaluate(([type, data]) => window.postMessage(JSON.stringify({ eventType: type, eventData: data }), '*'), [
    eventType,
    eventData,
  ] as const);

/** A page of its own for one Telegram user (launch parameters stay per tab). */
async function pageFor(browser: Browser, bridge = false) {
  const context = await browser.newContext(test.info().project.use);
  const page = await context.newPage();
  if (bridge) await telegramBridge(page);
  return page;
}

/** Opens the app as `user` and activates Basic, the way onboarding does. */
async function openApp(page: Page, user: TelegramUser) {
  await page.goto(launchUrl('/', user));
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Aktivovať' }).click();
  await expect(page.getByRole('heading', { name: `Ahoj, ${user.first_name}` })).toBeVisible();
}

test('admin grants a role, the organiser scans a ticket at the door, the teacher scores speaking and the learner sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The learner: registered for a meeting, speaking section of day 1 sent.
  const learner = newUser('Lucia');
  const learnerPage = await pageFor(browser);
  await openApp(learnerPage, learner);
  await expect(learnerPage.getByText('Pre lektorov')).toHaveCount(0);
  const asLearner = { Authorization: `tma ${signInitData(learner)}` };
  const feed = await (await request.get('/api/meetings/feed?search=Prechádzka', { headers: asLearner })).json();
  const meetingId = feed.results[0].id as number;
  const registered = await request.post(`/api/meetings/${meetingId}/participate`, {
    headers: asLearner,
    data: { first_name: 'Lucia', last_name: 'Skúšobný', email: '', expected_price: 0 },
  });
  expect(registered.status()).toBe(201);
  const qrToken = (await registered.json()).qr_token as string;
  const today = await (await request.get('/api/activities/today?tz=Europe/Bratislava', { headers: asLearner })).json();
  const speakingId = today.activity.sections.find((s: { section_type: string }) => s.section_type === 'speaking').section_id;
  const section = await (await request.get(`/api/activities/section/${speakingId}`, { headers: asLearner })).json();
  const taskId = section.tasks[0].id;
  expect(
    (
      await request.post(`/api/activities/submit?section_id=${speakingId}`, {
        headers: asLearner,
        data: [{ task_id: taskId, task_type: 'SpeakingTask', data: { is_skipped: false } }],
      })
    ).status(),
  ).toBe(200);

  // The future organiser opens the app once (the admin finds only users who have).
  const staffer = newUser('Oskar');
  const stafferPage = await pageFor(browser, true);
  await openApp(stafferPage, staffer);
  await expect(stafferPage.getByText('Pre lektorov')).toHaveCount(0);

  // The admin grants organiser and teacher.
  const adminPage = await pageFor(browser);
  const admin = e2eAdmin();
  // The admin (from ADMIN_TELEGRAM_IDS) needs no learner plan: staff routes open to the role
  // (issue 29, item 1), whether or not another test activated Basic for them.
  await adminPage.goto(launchUrl('/staff', admin));
  await expect(adminPage.getByRole('link', { name: /^Roly/ })).toBeVisible();
  await adminPage.getByRole('link', { name: /^Roly/ }).click();
  await adminPage.getByLabel('Hľadať používateľa').fill(`@${staffer.username}`);
  const card = adminPage.getByRole('group', { name: 'Oskar Skúšobný' });
  await card.getByRole('button', { name: 'Prideliť: Organizátor' }).click();
  await expect(card.getByRole('button', { name: 'Odobrať: Organizátor' })).toBeVisible();
  await card.getByRole('button', { name: 'Prideliť: Lektor' }).click();
  await expect(card.getByRole('button', { name: 'Odobrať: Lektor' })).toBeVisible();

  // The organiser opens the app again: the home row appears; then the meeting's door, Telegram's scanner.
  await stafferPage.goto(launchUrl('/', staffer));
  await stafferPage.getByRole('link', { name: /^Pre lektorov/ }).click();
  await stafferPage.getByRole('link', { name: /^Stretnutia a vstup/ }).click();
  await stafferPage.getByRole('link', { name: /^Prechádzka starým mestom/ }).click();
  await expect(stafferPage.getByText('Lucia Skúšobný')).toBeVisible();
  await stafferPage.getByRole('button', { name: 'Skenovať vstupenky' }).click();
  await expect.poll(async () => (await posted(stafferPage)).map(([name]) => name)).toContain('web_app_open_scan_qr_popup');

  await clientEvent(stafferPage, 'qr_text_received', { data: qrToken });
  const result = stafferPage.getByRole('status', { name: 'Posledná kontrola' });
  await expect(result.getByRole('heading', { name: 'Vstup potvrdený' })).toBeVisible();
  await expect(result).toContainText('Lucia Skúšobný');
  await expect
    .poll(async () =>
      (await posted(stafferPage)).filter(([name]) => name === 'web_app_trigger_haptic_feedback').map(([, data]) => data),
    )
    .toContainEqual(expect.stringContaining('"notification_type":"success"'));

  // The same ticket again, the scanner still open.
  await clientEvent(stafferPage, 'qr_text_received', { data: qrToken });
  await expect(result.getByRole('heading', { name: 'Vstup už bol potvrdený' })).toBeVisible();
  await expect(result).toContainText(/Prvé skenovanie o \d{1,2}:\d{2}/);
  expect((await posted(stafferPage)).map(([name]) => name)).not.toContain('web_app_close_scan_qr_popup');
  await clientEvent(stafferPage, 'scan_qr_popup_closed');

  // The teacher scores the speaking section.
  await stafferPage.goto(launchUrl('/staff/speaking', staffer));
  await stafferPage.getByRole('link', { name: new RegExp(`^Lucia Skúšobný \\(@${learner.username}\\)`) }).click();
  await stafferPage.getByLabel('Hodnotenie (0–100 %)').fill('80');
  await stafferPage.getByLabel('Spätná väzba').fill('Pekne, pozor na dĺžne.');
  await stafferPage.getByRole('button', { name: 'Uložiť hodnotenie' }).click();
  await expect(stafferPage.getByRole('heading', { name: 'Výsledok - 80%' })).toBeVisible();

  // The learner's section shows the result and the feedback.
  await learnerPage.goto(launchUrl(`/activity/section/${speakingId}`, learner));
  await expect(learnerPage.getByRole('button', { name: 'Výsledok - 80%' })).toBeVisible();
  await expect(learnerPage.getByText('80% + spätná väzba')).toBeVisible();
  await expect(learnerPage.getByText('Pekne, pozor na dĺžne.')).toBeVisible();
});

test("a learner who opens /staff is told 'Nemáte prístup' and can go back", async ({ page }) => {
  const user = newUser('Zvedavá');
  await openApp(page, user);
  await page.goto(launchUrl('/staff', user));
  await expect(page.getByRole('heading', { name: 'Nemáte prístup' })).toBeVisible();
  await page.getByRole('link', { name: 'Späť na hlavnú stránku' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('a staff member without the learner plan lands on the staff home, not on onboarding (issue 29, item 1)', async ({
  page,
  request,
}) => {
  // Someone who opened the app once (the admin finds only users who have) and never activated Basic.
  const organiser = newUser('Ondrej');
  const asOrganiser = { Authorization: `tma ${signInitData(organiser)}` };
  const me = await (await request.get('/api/users/me', { headers: asOrganiser })).json();
  expect(me.subscription).toBeFalsy();
  const asAdmin = { Authorization: `tma ${signInitData(e2eAdmin())}` };
  expect((await request.put(`/api/staff/users/${me.id}/roles/organiser`, { headers: asAdmin, data: {} })).status()).toBe(200);

  await page.goto(launchUrl('/', organiser));
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('link', { name: /^Stretnutia a vstup/ })).toBeVisible();
  await page.getByRole('link', { name: /^Stretnutia a vstup/ }).click();
  await expect(page).toHaveURL(/\/staff\/meetings$/);
  // A learner's screen still asks for the plan: the staff member lands back on the staff home.
  await page.goto(launchUrl('/calls', organiser));
  await expect(page).toHaveURL(/\/staff$/);
  // Onboarding stays open to them, to activate the plan and learn too.
  await page.goto(launchUrl('/onboarding', organiser));
  await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
});

test("a speaker with more calls than a page sees the first 20, and the rest after 'Načítať ďalšie' (issue 30)", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const asAdmin = { Authorization: `tma ${signInitData(e2eAdmin())}` };
  await request.get('/api/users/me', { headers: asAdmin });
  // A speaker of this test's own, free every day from 8:00 to 20:00 (an admin may do what an editor may).
  const suffix = Math.random().toString(36).slice(2, 8);
  const created = await request.post('/api/studio/speakers', {
    headers: asAdmin,
    data: {
      first_name: 'Stránka',
      last_name: `Hovorová${suffix}`,
      username: `strankova_${suffix}`,
      bio: '',
      photo_file_id: null,
      languages: ['slovenčina'],
      price_per_hour: 20,
      hidden: false,
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
      days_off: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const speakerId = (await created.json()).id as number;
  let learner: TelegramUser | undefined;

  // Three learners book 21 calls with them, two and three days ahead (inside the window at any
  // hour): a learner books at most 10 a day and holds at most 3 unpaid, so each pays (demo checkout).
  for (let i = 0; i < 21; i += 1) {
    if (i % 7 === 0) {
      learner = newUser('Paula');
      const learnerPage = await pageFor(browser);
      await openApp(learnerPage, learner);
      await learnerPage.context().close();
    }
    const asLearner = { Authorization: `tma ${signInitData(learner!)}` };
    const date = schoolDay(2 + Math.floor(i / 12));
    const slots = await request.get(`/api/calls/slots?speaker_id=${speakerId}&date=${date}&duration=30&tz=${SCHOOL_ZONE}`, {
      headers: asLearner,
    });
    const [free] = (await slots.json()) as Array<{ start_dt: string; end_dt: string }>;
    const booked = await request.post('/api/calls', {
      headers: asLearner,
      data: { speaker: speakerId, start_dt: free!.start_dt, end_dt: free!.end_dt, comment: `Hovor ${i + 1}`, tz: SCHOOL_ZONE },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const payment = ((await booked.json()) as { payment: { id: number } | null }).payment;
    if (payment) {
      const paid = await request.post(`/api/payments/${payment.id}/demo-checkout`, { headers: asLearner });
      expect(paid.status(), await paid.text()).toBe(200);
    }
  }

  // The speaker: linked to that speaker by the admin, opens their calls.
  const speaker = newUser('Stanislava');
  const me = await (await request.get('/api/users/me', { headers: { Authorization: `tma ${signInitData(speaker)}` } })).json();
  const granted = await request.put(`/api/staff/users/${me.id}/roles/speaker`, {
    headers: asAdmin,
    data: { speaker_id: speakerId },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await page.goto(launchUrl('/staff/calls', speaker));
  const cards = page.getByRole('group', { name: 'Paula Skúšobný' });
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText('Komentár: Hovor 1');
  await page.getByRole('button', { name: 'Načítať ďalšie' }).click();
  await expect(cards).toHaveCount(21);
  await expect(cards.last()).toContainText('Komentár: Hovor 21');
  await expect(page.getByRole('button', { name: 'Načítať ďalšie' })).toHaveCount(0);
});
