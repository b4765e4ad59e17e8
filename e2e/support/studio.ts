import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eAdmin, launchUrl, type TelegramUser } from './telegram';

/** A page in a context of its own (another person on another phone). */
export async function pageFor(browser: Browser) {
  const context = await browser.newContext(test.info().project.use);
  return context.newPage();
}

/** Opens the app as `user`, activating Basic when onboarding asks (the admin may have done it in another spec). */
export async function openApp(page: Page, user: TelegramUser) {
  await page.goto(launchUrl('/', user));
  const home = page.getByRole('heading', { name: `Ahoj, ${user.first_name}` });
  const activate = page.getByRole('button', { name: 'Aktivovať' });
  await expect(home.or(activate)).toBeVisible();
  if (await activate.isVisible()) await activate.click();
  await expect(home).toBeVisible();
}

/** The admin grants `editor` the editor role at /staff/roles (they must have opened the app). */
export async function grantEditor(browser: Browser, editor: TelegramUser) {
  const adminPage = await pageFor(browser);
  // Staff routes open by role, plan or not (the admin may or may not have activated one elsewhere).
  await adminPage.goto(launchUrl('/staff/roles', e2eAdmin()));
  await adminPage.getByLabel('Hľadať používateľa').fill(`@${editor.username}`);
  const card = adminPage.getByRole('group', { name: `${editor.first_name} Skúšobný` });
  await card.getByRole('button', { name: 'Prideliť: Editor obsahu' }).click();
  await expect(card.getByRole('button', { name: 'Odobrať: Editor obsahu' })).toBeVisible();
  await adminPage.context().close();
}
