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

/**
 * A press that comes while the next screen is still loading (its code held back here, as on a slow
 * phone) is about the URL the learner opened, not the screen still painted: it goes to that URL's
 * target, once. Each round opens a screen whose code has not loaded yet.
 */
test('a press while the screen is still settling navigates once, to the new URL’s target', async ({ page }) => {
  await signUpAndActivate(page, 'Späťová');
  await page.getByRole('link', { name: 'Nastavenia' }).click();
  await expect(page.getByText('Moje Predplatné')).toBeVisible();
  for (const [link, url] of [
    ['Moje Predplatné', /\/settings\/subscriptions$/],
    ['Študijné', /\/settings\/notifications\/edu$/],
    ['Systémové', /\/settings\/notifications\/sys$/],
  ] as const) {
    const release = await holdRequests(page, '**/remotes/mf-settings/**');
    const lengthBefore = await page.evaluate(() => history.length);
    await page.getByText(link, { exact: true }).first().click();
    await expect(page).toHaveURL(url);
    await pressNativeBack(page);
    await expect(page).toHaveURL(/\/settings$/);
    release();
    await page.unroute('**/remotes/mf-settings/**');
    await expect(page.getByText('Moje Predplatné')).toBeVisible();
    expect(await page.evaluate(() => history.length), `one entry per press after ${link}`).toBe(lengthBefore + 2);
  }
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

test('with a sheet open, the back button closes the sheet and the screen keeps what was typed', async ({ page }) => {
  await signUpAndActivate(page, 'Späťová');
  await page.getByRole('link', { name: 'Nastavenia' }).click();
  await page.getByRole('link', { name: 'Upraviť profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Email').fill('spatova@example.com');
  await page.getByRole('button', { name: 'Vybrať dátum v kalendári' }).click();
  await expect(page.getByRole('dialog', { name: 'Dátum narodenia' })).toBeVisible();

  await pressNativeBack(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue('spatova@example.com');

  // With no sheet open, the same button leaves the screen as before.
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/settings$/);
});
