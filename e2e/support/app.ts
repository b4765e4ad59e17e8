import { expect, type Page } from '@playwright/test';
import { launchUrl, newUser, type TelegramUser } from './telegram';

/** Opens the app as a fresh user and activates the free Basic plan, ending on /main. */
export async function signUpAndActivate(page: Page, firstName = 'Tester'): Promise<TelegramUser> {
  const user = newUser(firstName);
  await page.goto(launchUrl('/', user));
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Aktivovať' }).click();
  await expect(page.getByRole('heading', { name: `Ahoj, ${firstName}` })).toBeVisible();
  return user;
}

/** Holds the page's requests matching `pattern` until the returned release() is called, so a screen stays in its loading state. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}
