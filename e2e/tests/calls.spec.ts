import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { sk } from 'date-fns/locale/sk';
import { signUpAndActivate } from '../support/app';
import { schoolDate } from '../support/school-clock';
import { LIGHT_THEME } from '../support/telegram';

const ON_WEEKDAY = ['v nedeľu', 'v pondelok', 'v utorok', 'v stredu', 'vo štvrtok', 'v piatok', 'v sobotu'];

/** Opens the booking calendar and picks `day` (react-day-picker names each day 'štvrtok 26. novembra 2026'). */
async function pickDay(page: Page, day: Date) {
  await page.getByRole('button', { name: 'Dátum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vyberte dátum' });
  // The calendar is its own chunk: wait for it before deciding whether the day is in this month.
  await expect(dialog.getByRole('grid')).toBeVisible();
  const button = dialog.getByRole('button', { name: new RegExp(`^${format(day, 'PPPP', { locale: sk })}`) });
  if ((await button.count()) === 0) await dialog.getByRole('button', { name: 'Prejsť na ďalší mesiac' }).click();
  await button.click();
  await expect(dialog).toHaveCount(0);
}

test.describe('calls', () => {
  test('book a call through the screen, see it under Zoznam and on /main, then cancel it', async ({ page }) => {
    await signUpAndActivate(page, 'Miro');
    const row = page.getByRole('link', { name: /^Hovory/ });
    await expect(row).toContainText('Zatiaľ nemáte rezervovaný žiadny hovor');
    await row.click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(page.getByRole('tab', { name: 'Rezervovať' })).toHaveAttribute('aria-selected', 'true');

    // Gating: nothing but the speaker can be chosen first.
    await expect(page.getByRole('button', { name: 'Dátum' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Čas' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Komentár' })).toBeDisabled();

    // Peter Šimko speaks every day 07:00–09:00 (Bratislava); three days ahead the refund still applies.
    await page.getByText('Peter Šimko').click();
    await expect(page.getByRole('radio', { name: 'Peter Šimko' })).toBeChecked();
    const day = schoolDate(3);
    await pickDay(page, day);
    const slot = page.getByRole('combobox', { name: 'Čas' });
    await expect(slot).toBeEnabled();
    await slot.selectOption({ label: '07:00 - 07:10' });
    await page.getByRole('textbox', { name: 'Komentár' }).fill('Rád by som si precvičil predstavovanie.');
    const book = page.getByRole('button', { name: 'Rezervovať · V SADZBE' });
    await expect(book).toBeEnabled();

    const booked = page.waitForResponse((r) => r.url().endsWith('/api/calls') && r.request().method() === 'POST');
    await book.click();
    expect((await booked).status()).toBe(201);
    const success = page.getByRole('dialog', { name: 'Máte rezerváciu!' });
    await expect(success).toContainText('Peter Šimko');
    await expect(success).toContainText('07:00 - 07:10');
    await success.getByRole('button', { name: 'Zobraziť v Zozname' }).click();

    await expect(page).toHaveURL(/\/calls\?tab=list$/);
    const card = page.getByRole('article', { name: `Hovor ${ON_WEEKDAY[day.getDay()]}` });
    await expect(card).toContainText('Naplánovaný');
    await expect(card).toContainText('Peter Šimko');
    await expect(card).toContainText(`${format(day, 'EEEE d. MMMM', { locale: sk })}, 07:00 - 07:10`);
    await expect(card).toContainText('Online, Telegram');
    await expect(card).toContainText('Zadarmo');

    // The same call is the next one on /main.
    await page.getByRole('link', { name: 'Späť' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('link', { name: /^Hovory/ })).toContainText(/Najbližší hovor: .* o 07:00/);
    await page.getByRole('link', { name: /^Hovory/ }).click();
    await page.getByRole('tab', { name: 'Zoznam' }).click();

    await card.getByRole('button', { name: 'Zrušiť hovor' }).click();
    const sheet = page.getByRole('dialog', { name: 'Zrušenie hovoru' });
    await expect(sheet).toContainText('Hovor: Peter Šimko');
    await expect(sheet).toContainText('Hovor v sadzbe sa Vám vráti a môžete si ho znova rezervovať.');
    await expect(sheet.getByRole('button', { name: 'Ponechať si hovor' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Zrušiť', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Hovor bol zrušený' });
    await expect(done).toContainText('Nový si môžete objednať v Rezervovať');
    await done.getByRole('button', { name: 'Zatvoriť' }).click();
    await expect(card).toContainText('Zrušený');
    await expect(card.getByRole('button')).toHaveCount(0);

    // The included call came back: the same slot is free and 'V SADZBE' again.
    await page.getByRole('tab', { name: 'Rezervovať' }).click();
    await page.getByText('Peter Šimko').click();
    await pickDay(page, day);
    await page.getByRole('combobox', { name: 'Čas' }).selectOption({ label: '07:00 - 07:10' });
    await expect(page.getByRole('button', { name: 'Rezervovať · V SADZBE' })).toBeEnabled();
  });

  test('a slot taken by someone else meanwhile: Rezerváciu sa nepodarilo dokončiť., and the slots are reloaded', async ({
    page,
    browser,
  }) => {
    await signUpAndActivate(page, 'Ivana');
    await page.goto('/calls');
    await page.getByText('Lucia Vargová').click();
    // Lucia speaks Monday to Saturday evenings.
    const day = schoolDate(4).getDay() === 0 ? schoolDate(5) : schoolDate(4);
    await pickDay(page, day);
    const slot = page.getByRole('combobox', { name: 'Čas' });
    await expect(slot).toBeEnabled();
    const first = (await slot.locator('option').nth(1).textContent())!;
    await slot.selectOption({ label: first });
    await page.getByRole('textbox', { name: 'Komentár' }).fill('Ostane tu.');
    await expect(page.getByRole('button', { name: 'Rezervovať · V SADZBE' })).toBeEnabled();

    // Another user books that very slot first.
    const other = await browser.newPage();
    await signUpAndActivate(other, 'Rival');
    await other.goto('/calls');
    await other.getByText('Lucia Vargová').click();
    await pickDay(other, day);
    await other.getByRole('combobox', { name: 'Čas' }).selectOption({ label: first });
    await other.getByRole('button', { name: 'Rezervovať · V SADZBE' }).click();
    await expect(other.getByRole('dialog', { name: 'Máte rezerváciu!' })).toBeVisible();
    await other.close();

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/calls') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Rezervovať · V SADZBE' }).click();
    expect((await answer).status()).toBe(409);
    const error = page.getByRole('dialog', { name: 'Vyskytla sa chyba!' });
    await expect(error).toContainText('Rezerváciu sa nepodarilo dokončiť.');
    await error.getByRole('button', { name: 'Zatvoriť' }).click();
    await expect(slot.locator('option', { hasText: first })).toHaveCount(0);
    await expect(slot).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Komentár' })).toHaveValue('Ostane tu.');
  });

  test('Emma reviews her completed call once, and can chat with the speaker of her scheduled one', async ({ page, request }) => {
    // The demo user, signed by the server itself in demo mode.
    const { initDataRaw } = (await (await request.get('/api/demo/init-data')).json()) as { initDataRaw: string };
    const params = new URLSearchParams({
      tgWebAppData: initDataRaw,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify(LIGHT_THEME),
    });
    await page.goto(`/#${params.toString()}`);
    // Emma starts without a plan, like a new user (a rerun on the same database finds it active).
    const activate = page.getByRole('button', { name: 'Aktivovať' });
    const greeting = page.getByRole('heading', { name: 'Ahoj, Emma' });
    await expect(activate.or(greeting)).toBeVisible();
    if (await activate.isVisible()) await activate.click();
    await expect(page.getByRole('heading', { name: 'Ahoj, Emma' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Hovory/ })).toContainText('Najbližší hovor:');
    await page.goto('/calls?tab=list');

    const completed = page.getByRole('article').filter({ hasText: 'Ukončený' }).filter({ hasText: 'Katarína Horváthová' });
    await expect(completed).toHaveCount(1);
    await expect(completed).toContainText(/12,00\s€/);
    await completed.getByRole('button', { name: 'Ohodnotiť' }).click();
    const review = page.getByRole('dialog', { name: 'Nechajte spätnú väzbu' });
    await expect(review.getByRole('radio', { name: '4 z 5' })).toBeChecked();
    await review.getByText('★').nth(4).click();
    await expect(review.getByRole('radio', { name: '5 z 5' })).toBeChecked();
    await review.getByRole('textbox', { name: 'Chcete sa s nami o tom podeliť?' }).fill('Katka je skvelá, ďakujem!');
    const sent = page.waitForResponse((r) => /\/api\/calls\/\d+\/review$/.test(r.url()));
    await review.getByRole('button', { name: 'Odoslať' }).click();
    expect((await sent).status()).toBe(201);
    const thanks = page.getByRole('dialog', { name: 'Ďakujeme' });
    await expect(thanks).toContainText('Vážime si Vašu spätnú väzbu');
    await thanks.getByRole('button', { name: 'Zatvoriť' }).click();
    await expect(completed).toContainText('Vaše hodnotenie: 5 z 5');
    await expect(completed.getByRole('button', { name: 'Ohodnotiť' })).toHaveCount(0);
    await page.reload();
    await expect(completed).toContainText('Vaše hodnotenie: 5 z 5');

    // Her scheduled call with Marek: the chat opens his Telegram profile (a t.me link outside Telegram).
    const scheduled = page.getByRole('article').filter({ hasText: 'Naplánovaný' }).filter({ hasText: 'Marek Kováč' });
    await expect(scheduled).toHaveCount(1);
    // No internet here: t.me answers from the test, which is enough to see where the tap goes.
    await page
      .context()
      .route('https://t.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }));
    const popup = page.waitForEvent('popup');
    await scheduled.getByRole('button', { name: 'Napísať správu' }).click();
    const chat = await popup;
    await chat.waitForLoadState();
    expect(chat.url()).toBe('https://t.me/marek_kovac_sk');
  });
});
