import { expect, test, type Page } from '@playwright/test';
import { holdRequests, signUpAndActivate } from '../support/app';

/** What Telegram sends when the user presses the native back button. */
async function pressNativeBack(page: Page) {
  await page.evaluate(() => window.postMessage(JSON.stringify({ eventType: 'back_button_pressed' }), '*'));
}

test('the native back button works while a remote is still loading', async ({ page }) => {
  await signUpAndActivate(page, 'Späťová');
  const release = await holdRequests(page, '**/remotes/mf-blog/**');
  await page.getByRole('link', { name: /Blog/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { name: 'Ahoj, Späťová' })).toBeVisible();
  release();
});

test('the native back button works while a screen’s data is still loading', async ({ page }) => {
  await signUpAndActivate(page, 'Späťová');
  await page.getByRole('link', { name: /Blog/ }).click();
  await expect(page.getByRole('tab', { name: 'Všetky' })).toBeVisible();
  const release = await holdRequests(page, '**/api/blog/*/');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/blog/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Načítavam publikáciu...')).toBeVisible();
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/blog$/);
  release();
});

test('one press navigates once, to the route’s target', async ({ page }) => {
  await signUpAndActivate(page, 'Späťová');
  await page.getByRole('link', { name: 'Nastavenia' }).click();
  await expect(page.getByText('Moje Predplatné')).toBeVisible();
  await page.getByText('Moje Predplatné').click();
  await expect(page).toHaveURL(/\/settings\/subscriptions$/);
  const lengthBefore = await page.evaluate(() => history.length);
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/main$/);
});

test('a loaded screen refines the route’s target: a section goes back to its own activity', async ({ page }) => {
  await signUpAndActivate(page, 'Späťová');
  await page.getByRole('link', { name: /Aktivity/ }).click();
  await page.getByRole('link', { name: 'Prejsť na úlohu' }).first().click();
  await expect(page).toHaveURL(/\/activity\/section\/\d+$/);
  await expect(page.getByRole('button', { name: 'Ukončiť' })).toBeVisible();
  await pressNativeBack(page);
  // The route table alone knows only /activity; the section knows its activity.
  await expect(page).toHaveURL(/\/activity\/\d+$/);
});
