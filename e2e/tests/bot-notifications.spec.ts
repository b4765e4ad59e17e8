import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { settledRow } from '../support/outbox';
import { signInitData, type TelegramUser } from '../support/telegram';

/**
 * Books two calls through the API: the plan's included one, then a charged one (a pending payment).
 * Both on one Bratislava calendar day, the first and the last slot the server lists for it, so they
 * share the quota month by construction (two calls a few days apart may fall in two months).
 */
async function bookTwoCalls(request: APIRequestContext, user: TelegramUser) {
  const headers = { authorization: `tma ${signInitData(user)}` };
  const speakers = (await (await request.get('/api/calls/speakers', { headers })).json()) as Array<{ id: number }>;
  for (const { id } of speakers) {
    for (let days = 2; days < 20; days += 1) {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const slots = (await (
        await request.get(`/api/calls/slots?speaker_id=${id}&date=${date}&tz=Europe/Bratislava`, { headers })
      ).json()) as Array<{ start_dt: string; end_dt: string }>;
      if (slots.length < 2) continue;
      for (const slot of [slots[0]!, slots.at(-1)!]) {
        const response = await request.post('/api/calls', {
          headers,
          data: { speaker: id, start_dt: slot.start_dt, end_dt: slot.end_dt, tz: 'Europe/Bratislava' },
        });
        expect(response.status()).toBe(201);
      }
      return;
    }
  }
  throw new Error('no speaker offers two slots on one day in the next 20 days');
}

test.describe('bot notifications follow the toggles (demo outbox)', () => {
  test('a toggle switched off on the screen stops its message; with it on, the message goes', async ({ page, request }) => {
    const off = await signUpAndActivate(page, 'Vypnutá');
    await page.goto('/settings/notifications/sys');
    const payments = page.getByRole('switch', { name: 'Blížiace sa platby' });
    await expect(payments).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().includes('/api/users/me/settings') && r.request().method() === 'PATCH');
    await payments.click();
    expect((await saved).status()).toBe(200);
    await expect(payments).not.toBeChecked();

    await bookTwoCalls(request, off);
    const skipped = await settledRow(request, off, 'payment_pending');
    expect(skipped.status).toBe('skipped');
    expect(skipped.last_error).toContain('notify_on_upcoming_payment');

    // Another learner, toggle left on: the same message would have gone out (demo: not sent).
    const on = await signUpAndActivate(page, 'Zapnutá');
    await bookTwoCalls(request, on);
    const sent = await settledRow(request, on, 'payment_pending');
    expect(sent.status).toBe('demo');
    expect(sent.text).toMatch(/^Čaká na Vás nezaplatená platba: Hovor: /);
    expect(sent.url).toMatch(/\/profile\/payments$/);
  });
});
