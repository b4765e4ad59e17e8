import { expect, test, type APIRequestContext } from '@playwright/test';
import type { DemoOutbox } from '@app/shared/contract';
import { schoolDay } from '../support/school-clock';
import { grantEditor, openApp, pageFor } from '../support/studio';
import { newUser, signInitData, type TelegramUser } from '../support/telegram';

/*
 * Meetings in the studio through the emulated Telegram client: an editor writes a meeting, a
 * learner registers on the meeting's page and another pays for a seat; the editor moves the time
 * (the learner is told what changed) and then cancels it (both are told, the paid seat is
 * refunded, the learner's page says it is cancelled). The e2e server runs in demo mode: the bot's
 * messages are read from its outbox (GET /api/demo/outbox), where they wait exactly as they would
 * for Telegram; refunds go through the same outbox job.
 */

const auth = (user: TelegramUser) => ({ Authorization: `tma ${signInitData(user)}` });

/** The learner's message of `kind` about the meeting, once the worker has handled it (demo: kept, not sent). */
async function messageTo(request: APIRequestContext, user: TelegramUser, kind: string) {
  let row: DemoOutbox['results'][number] | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/demo/outbox?limit=500')).json()) as DemoOutbox;
      row = outbox.results.find((entry) => entry.telegram_id === user.id && entry.kind === kind);
      return row && !['pending', 'sending'].includes(row.status) ? row.status : 'waiting';
    })
    .toBe('demo');
  return row!;
}

test('an editor writes a meeting, a learner registers, the editor moves its time (the learner is told) and cancels it (both told, the paid seat refunded)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // 20 days ahead on the school's clock: ahead at any hour, and one month for both meetings.
  const day = schoolDay(20);
  const title = `Večer poézie ${Date.now()}`;
  const editor = newUser('Edita');
  const page = await pageFor(browser);
  await openApp(page, editor);
  await grantEditor(browser, editor);

  // The editor writes the meeting in the studio's form (a 400 first: an offline meeting needs a place).
  await page.goto('/studio/course');
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Stretnutia' }).click();
  await expect(page).toHaveURL(/\/studio\/meetings$/);
  await page.getByRole('link', { name: '+ Pridať stretnutie' }).click();
  await page.getByLabel(/^Názov/).fill(title);
  await page.getByLabel(/^Začiatok/).fill(`${day}T18:00`);
  await page.getByLabel(/^Koniec/).fill(`${day}T20:00`);
  await page.getByLabel(/^Počet miest/).fill('5');
  await page.getByLabel(/^Cena/).fill('4');
  await page.getByRole('button', { name: 'Vytvoriť stretnutie' }).click();
  await expect(page.locator('#err-place')).toHaveText('Zadajte miesto stretnutia.');
  await expect(page.getByLabel(/^Názov/)).toHaveValue(title);
  await page.getByLabel(/^Miesto/).fill('Panenská 7, Bratislava');
  await page.getByRole('button', { name: 'Vytvoriť stretnutie' }).click();
  await expect(page).toHaveURL(/\/studio\/meetings\/\d+$/);
  const meetingId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('region', { name: 'História zmien' })).toContainText('Vytvorenie · Edita Skúšobný · ');

  // A learner registers on the meeting's page (the plan's meeting of the month: 'Potvrdiť').
  const learner = newUser('Lea');
  const learnerPage = await pageFor(browser);
  await openApp(learnerPage, learner);
  await learnerPage.goto(`/meetings/${meetingId}`);
  await expect(learnerPage.getByRole('heading', { name: title })).toBeVisible();
  await learnerPage.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await learnerPage.getByLabel('Email').fill('lea@example.sk');
  await learnerPage.getByRole('button', { name: 'Potvrdiť' }).click();
  await expect(learnerPage.getByRole('link', { name: 'Super! Už máte lístok' })).toBeVisible();

  // Another learner pays for a seat: the plan's meeting spent on a sibling meeting that day, this one charged.
  const payer = newUser('Pavol');
  expect((await request.post('/api/subscription/request?code=basic', { headers: auth(payer) })).status()).toBeLessThan(300);
  const sibling = await request.post('/api/studio/meetings', {
    headers: auth(editor),
    data: {
      title: `${title} (ráno)`,
      subtitle: '',
      subdescription: '',
      description: '',
      format: 'online',
      place: '',
      link: 'https://meet.jit.si/e2e-rano',
      starts_at: `${day}T09:00`,
      ends_at: `${day}T10:00`,
      capacity: 5,
      price: 4,
      registration_open: true,
      categories: [],
      photo_file_ids: [],
    },
  });
  expect(sibling.status()).toBe(201);
  const registrant = { first_name: 'Pavol', last_name: 'Skúšobný', email: '' };
  const included = await request.post(`/api/meetings/${(await sibling.json()).id}/participate`, {
    headers: auth(payer),
    data: registrant,
  });
  expect((await included.json()).status).toBe('joined');
  const charged = await request.post(`/api/meetings/${meetingId}/participate`, { headers: auth(payer), data: registrant });
  const seat = (await charged.json()) as { status: string; payment: { id: number } };
  expect(seat.status).toBe('pending');
  const paid = await request.post(`/api/payments/${seat.payment.id}/demo-checkout`, { headers: auth(payer) });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');

  // The editor moves the time: both participants are told what changed.
  await page.reload();
  await expect(page.getByText('2 prihlásení z 5 miest')).toBeVisible();
  await page.getByLabel(/^Začiatok/).fill(`${day}T19:30`);
  await page.getByLabel(/^Koniec/).fill(`${day}T21:00`);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('status')).toHaveText('Uložené. 2 prihláseným píšeme, čo sa zmenilo: čas.');
  const moved = await messageTo(request, learner, 'meeting_changed');
  expect(moved.text).toContain(`Stretnutie „${title}“, na ktoré ste prihlásený/á, sa zmenilo:`);
  expect(moved.text).toMatch(/čas: .* o 19:30 – 21:00/);
  expect(moved.url).toMatch(new RegExp(`/meetings/${meetingId}$`));

  // The editor cancels it: everyone is told, the paid seat is refunded, the learner's page says so.
  await page.getByRole('button', { name: 'Zrušiť stretnutie' }).click();
  await page.getByRole('button', { name: 'Áno, zrušiť' }).click();
  await expect(page.getByRole('status')).toHaveText('Stretnutie je zrušené. Správu dostanú 2 prihlásení, vraciame 1 platbu.');
  await expect(page.getByLabel(/^Názov/)).toBeDisabled();
  const told = await messageTo(request, learner, 'meeting_cancelled');
  expect(told.text).toMatch(
    new RegExp(`^Stretnutie „${title}“ \\(.* o 19:30 – 21:00\\) je zrušené\\. Váš lístok už neplatí\\.$`),
  );
  const refundedText = await messageTo(request, payer, 'meeting_cancelled');
  expect(refundedText.text).toMatch(/Zaplatených \d+ ⭐ Vám vraciame\./);
  await expect
    .poll(async () => {
      const payments = (await (await request.get('/api/users/me/payments', { headers: auth(payer) })).json()) as Array<{
        id: number;
        status: string;
      }>;
      return payments.find((p) => p.id === seat.payment.id)?.status;
    })
    .toBe('refunded');

  await learnerPage.goto(`/meetings/${meetingId}`);
  await expect(learnerPage.getByRole('button', { name: 'Stretnutie je zrušené' })).toBeDisabled();
  await expect(learnerPage.getByText(/Lístok už neplatí/)).toBeVisible();
  await page.goto('/studio/meetings');
  await page.getByRole('tab', { name: /Zrušené/ }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await learnerPage.context().close();
  await page.context().close();
});
