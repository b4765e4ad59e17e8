import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { DARK_THEME, DEMO_BOT_TOKEN, launchUrl, LIGHT_THEME, newUser, signInitData } from '../support/telegram';

test.describe('guard and onboarding', () => {
  test('a new user lands on onboarding from any path', async ({ page }) => {
    await page.goto(launchUrl('/calls', newUser()));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Pridajte sa k slovenskej kultúre' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Basic' })).toContainText('Zadarmo');
  });

  test('activating Basic lands on home, and a reload keeps the user there', async ({ page }) => {
    await signUpAndActivate(page, 'Zuzana');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('link', { name: 'Nastavenia' })).toHaveAttribute('href', '/settings');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ahoj, Zuzana' })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/main$/);
  });

  test('the activities overview opens from onboarding and goes back', async ({ page }) => {
    await page.goto(launchUrl('/onboarding', newUser()));
    await page.getByRole('article', { name: 'Aktivity' }).first().getByRole('button', { name: 'Pozrite si' }).click();
    await expect(page).toHaveURL(/\/onboarding\/activities$/);
    await expect(page.getByRole('article', { name: 'Hovorenie' })).toBeVisible();
    await page.getByRole('link', { name: 'Späť' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('an unknown path goes to / and on through the guard', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/main$/);
  });
});

for (const version of ['6.0', '7.10']) {
  test(`an old Telegram client (${version}) is refused with nothing else on screen`, async ({ page }) => {
    // Clients before 8.0 send no signature field, which the SDK's parser would reject.
    await page.goto(launchUrl('/', newUser(), { version, signed: false }));
    await expect(
      page.getByRole('heading', { name: 'Oops – You are using too old Telegram client to run this application' }),
    ).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
  });
}

test('a plain browser gets the demo Telegram user', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Pridajte sa k slovenskej kultúre|Ahoj, Emma/ })).toBeVisible();
});

test.describe('theme follows Telegram', () => {
  for (const [name, theme] of [
    ['light', LIGHT_THEME],
    ['dark', DARK_THEME],
  ] as const) {
    test(`${name} theme colours the page`, async ({ page }) => {
      await page.goto(launchUrl('/onboarding', newUser(), { theme }));
      await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
      const colours = await page.evaluate(() => ({
        page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      }));
      const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      expect(colours.page).toBe(rgb(theme.secondary_bg_color));
      expect(colours.text).toBe(rgb(theme.text_color));
    });
  }
});

test('a remote that cannot load breaks only its own routes', async ({ page }) => {
  await signUpAndActivate(page);
  await page.route('**/remotes/mf-blog/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('link', { name: /Blog/ }).click();
  await expect(page.getByText('Túto časť sa nepodarilo načítať')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible();
  await page.getByRole('link', { name: 'Späť' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('link', { name: 'Nastavenia' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Túto časť sa nepodarilo načítať')).toHaveCount(0);
  // Once the remote is back, retry loads it.
  await page.unroute('**/remotes/mf-blog/**');
  await page.goto('/blog');
  await expect(page.getByText('Túto časť sa nepodarilo načítať')).toHaveCount(0);
});

test.describe('API authorisation', () => {
  test('requests without init data get 401 with a message', async ({ request }) => {
    const response = await request.get('/api/users/me');
    expect(response.status()).toBe(401);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  test('init data signed with another token gets 401', async ({ request }) => {
    const forged = signInitData(newUser(), { token: '123456:not-the-server-token' });
    const response = await request.get('/api/users/me', { headers: { Authorization: `tma ${forged}` } });
    expect(response.status()).toBe(401);
  });

  test('expired init data gets 401', async ({ request }) => {
    const old = signInitData(newUser(), { authDate: new Date(Date.now() - 25 * 3600 * 1000) });
    const response = await request.get('/api/users/me', { headers: { Authorization: `tma ${old}` } });
    expect(response.status()).toBe(401);
  });

  test('valid init data is accepted and creates the user', async ({ request }) => {
    const user = newUser('Peter');
    const response = await request.get('/api/users/me', {
      headers: { Authorization: `tma ${signInitData(user, { token: DEMO_BOT_TOKEN })}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ first_name: 'Peter', subscription: null });
  });
});

test('a start parameter with the debug marker opens the on-device console', async ({ page }) => {
  await page.goto(launchUrl('/', newUser(), { startParam: 'debug' }));
  await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
  await expect(page.locator('#eruda')).toBeAttached();
});

test('without the debug marker there is no console', async ({ page }) => {
  await page.goto(launchUrl('/', newUser(), { startParam: 'lesson1' }));
  await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
  await expect(page.locator('#eruda')).not.toBeAttached();
});

test('a deep link in the start parameter opens its screen', async ({ page }) => {
  const user = await signUpAndActivate(page);
  await page.goto(launchUrl('/', user, { startParam: 'settings_subscriptions' }));
  await expect(page).toHaveURL(/\/settings\/subscriptions$/);
  await expect(page.getByRole('article', { name: 'Basic' })).toBeVisible();
});

test('a deep link cannot skip onboarding', async ({ page }) => {
  await page.goto(launchUrl('/', newUser(), { startParam: 'settings_subscriptions' }));
  await expect(page).toHaveURL(/\/onboarding$/);
});
