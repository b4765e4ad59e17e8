import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { launchUrl, signInitData, type TelegramUser } from '../support/telegram';

interface MeetingSummary {
  id: number;
  is_joinable: boolean;
}

/**
 * A Telegram Android bridge: the page's postEvent calls are recorded (web_app_open_invoice among
 * them), and the test answers with Telegram's events through window.Telegram.WebView.receiveEvent.
 */
async function emulateTelegram(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { TelegramWebviewProxy: unknown; __posted: Array<[string, unknown]> };
    w.__posted = [];
    w.TelegramWebviewProxy = {
      postEvent(name: string, data?: string) {
        w.__posted.push([name, data ? JSON.parse(data) : null]);
      },
    };
  });
}

const posted = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __posted: Array<[string, unknown]> }).__posted.filter(([n]) => n === wanted).map(([, d]) => d),
    name,
  );

/**
 * A meeting this user would pay for: the plan covers one meeting a month, so the month's included
 * one is taken first (by API) when needed; its sibling in the same month is then charged.
 */
async function chargedMeeting(request: APIRequestContext, user: TelegramUser): Promise<number> {
  const headers = { Authorization: `tma ${signInitData(user)}` };
  const feed = (await (await request.get('/api/meetings/feed?page_size=50', { headers })).json()) as {
    results: MeetingSummary[];
  };
  for (const meeting of feed.results.filter((m) => m.is_joinable)) {
    const rate = (await (await request.get(`/api/meetings/${meeting.id}/rate`, { headers })).json()) as {
      price: number;
      is_included: boolean;
      status: string | null;
    };
    if (rate.status !== null || rate.price === 0) continue;
    if (!rate.is_included) return meeting.id;
    const joined = await request.post(`/api/meetings/${meeting.id}/participate`, {
      headers,
      data: { first_name: user.first_name, last_name: user.last_name, email: '' },
    });
    expect(joined.status()).toBe(201);
  }
  throw new Error('the seeded meetings offer no charged meeting to this user');
}

test('a charged meeting: Zaplatiť opens Telegram’s invoice (web_app_open_invoice); paid, the ticket’s QR code shows', async ({
  page,
}) => {
  await emulateTelegram(page);
  const user = await signUpAndActivate(page, 'Platiaca');
  const meetingId = await chargedMeeting(page.request, user);

  await page.goto(launchUrl(`/meetings/${meetingId}`, user));
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByText('Po prihlásení zaplatíte v Telegram Stars.', { exact: false })).toBeVisible();
  const registered = page.waitForResponse((r) => /\/participate$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Prejsť k platbe' }).click();
  const participation = (await (await registered).json()) as { status: string; payment: { id: number; stars: number } };
  expect(participation.status).toBe('pending');

  // The price in euros beside Stars, and until when the seat is held.
  await expect(page.getByText(new RegExp(`€ · ${participation.payment.stars} ⭐`)).first()).toBeVisible();
  await expect(page.getByText(/^Rezervované do \d{2}:\d{2}\./)).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatiť' }).click();

  // The app asks Telegram to open the invoice sheet.
  await expect.poll(async () => (await posted(page, 'web_app_open_invoice')).length).toBe(1);
  const [opened] = (await posted(page, 'web_app_open_invoice')) as Array<{ slug: string }>;
  const slug = opened!.slug;
  expect(slug).toMatch(new RegExp(`^demo-${participation.payment.id}-`));

  // Telegram's side: the pre-checkout and the successful payment reach the server (the demo server
  // plays both updates through the webhook's handlers), then the sheet closes as paid.
  const played = await page.request.post(`/api/payments/${participation.payment.id}/demo-checkout`, {
    headers: { Authorization: `tma ${signInitData(user)}` },
  });
  expect(((await played.json()) as { status: string }).status).toBe('paid');
  await page.evaluate((invoiceSlug) => {
    (
      window as unknown as { Telegram: { WebView: { receiveEvent: (name: string, data: unknown) => void } } }
    ).Telegram.WebView.receiveEvent('invoice_closed', { slug: invoiceSlug, status: 'paid' });
  }, slug);

  await expect(page).toHaveURL(new RegExp(`/meetings/${meetingId}/ticket$`));
  const qr = page.getByRole('img', { name: 'QR kód lístka' });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  await expect(page.getByText('Potvrdené')).toBeVisible();
});

test('without Telegram, Zaplatiť opens the labelled demo sheet; cancelled, the seat stays held and the page says until when', async ({
  page,
}) => {
  const user = await signUpAndActivate(page, 'Ukážka');
  const meetingId = await chargedMeeting(page.request, user);
  await page.goto(launchUrl(`/meetings/${meetingId}`, user));
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await page.getByRole('button', { name: 'Prejsť k platbe' }).click();
  await page.getByRole('button', { name: 'Zaplatiť' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ukážková platba' });
  await expect(sheet.getByText(/žiadne hviezdy sa neminú/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(page.getByText(/^Platba bola zrušená\. Rezervácia platí do \d{2}:\d{2}\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Zaplatiť' }).click();
  await page
    .getByRole('dialog', { name: 'Ukážková platba' })
    .getByRole('button', { name: /^Zaplatiť \d+ ⭐ \(ukážka\)$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/meetings/${meetingId}/ticket$`));
  await expect(page.getByRole('img', { name: 'QR kód lístka' })).toBeVisible();
});

test('Prehľad Platieb reads the paged list: the paid meeting and its total from the server, nothing more to load (issue 30)', async ({
  page,
}) => {
  const user = await signUpAndActivate(page, 'Prehľad');
  const headers = { Authorization: `tma ${signInitData(user)}` };
  const meetingId = await chargedMeeting(page.request, user);
  const joined = await page.request.post(`/api/meetings/${meetingId}/participate`, {
    headers,
    data: { first_name: user.first_name, last_name: user.last_name, email: '' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  // The unpaged call (remotes built before paging) still answers the array; pay the hold it lists.
  const held = (await (await page.request.get('/api/users/me/payments', { headers })).json()) as Array<{
    id: number;
    amount: number;
    title: string;
  }>;
  expect(held).toHaveLength(1);
  const paid = await page.request.post(`/api/payments/${held[0]!.id}/demo-checkout`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);

  const pageRead = page.waitForResponse((r) => /\/api\/users\/me\/payments\?page_size=20$/.test(r.url()));
  await page.goto(launchUrl('/profile/payments', user));
  expect((await (await pageRead).json()).total_paid).toBe(held[0]!.amount);
  const list = page.getByRole('list', { name: 'Platby' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(held[0]!.title);
  await expect(list.getByRole('listitem').first()).toContainText('Zaplatené');
  const euros = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(held[0]!.amount);
  await expect(page.getByText('Spolu zaplatené').locator('xpath=following-sibling::span')).toHaveText(
    new RegExp(`^${euros.replace(/\s/g, '\\s')}\\s€$`),
  );
  await expect(page.getByRole('button', { name: 'Načítať ďalšie' })).toHaveCount(0);
});
