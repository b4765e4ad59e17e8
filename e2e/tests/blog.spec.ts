import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';

test.describe('news and blog', () => {
  test('a news card with a blog redirect opens that publication; a plain one is no link', async ({ page }) => {
    await signUpAndActivate(page);
    await page.getByRole('link', { name: /Nová epizóda: V kaviarni/ }).click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.getByRole('heading', { name: 'V kaviarni' })).toBeVisible();
    await page.goto('/main');
    await expect(page.getByText('Plánovaná údržba v nedeľu')).toBeVisible();
    await expect(page.getByRole('link', { name: /Plánovaná údržba v nedeľu/ })).toHaveCount(0);
  });

  test('read a text publication, star it, and find it under Označené after a reload', async ({ page }) => {
    await signUpAndActivate(page);
    await page.getByRole('link', { name: /Blog/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const card = page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' });
    await expect(card.getByRole('link', { name: 'Prečítať' })).toBeVisible();
    await card.getByRole('link', { name: 'Prečítať' }).click();
    await expect(page.getByRole('heading', { name: 'Vianočné zvyky na Slovensku' })).toBeVisible();
    // The markdown body renders, with its headings and lists.
    await expect(page.getByRole('heading', { name: 'Štedrá večera' })).toBeVisible();
    await expect(page.getByText('oblátky s medom', { exact: false }).first()).toBeVisible();

    const star = page.getByRole('toolbar', { name: 'Akcie publikácie' }).getByRole('button', { name: 'Označiť' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => /\/api\/blog\/\d+\/star/.test(r.url()) && r.request().method() === 'POST');
    await star.click();
    expect((await saved).ok()).toBe(true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/blog');
    await page.getByRole('tab', { name: 'Označené' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Označené' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('like then dislike switches the reaction, and it is kept', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/blog');
    await page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' }).getByRole('link', { name: 'Prečítať' }).click();
    const bar = page.getByRole('toolbar', { name: 'Akcie publikácie' });
    const like = bar.getByRole('button', { name: /^Páči sa mi \d+$/ });
    const dislike = bar.getByRole('button', { name: /^Nepáči sa mi \d+$/ });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const switched = page.waitForResponse((r) => /\/react\?is_positive=false/.test(r.url()) && r.request().method() === 'POST');
    await dislike.click();
    await switched;
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Nepáči sa mi \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('searching the feed on Enter finds publications, even without diacritics', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Hľadať publikácie' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page.getByText(/Výsledky pre/)).toHaveCount(0);
    await search.fill('halusky');
    await search.press('Enter');
    await expect(page.getByText('Výsledky pre „halusky“')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bryndzové halušky: recept krok za krokom' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' })).toHaveCount(0);
  });

  test('an audio publication plays from the app and shows its series episode', async ({ page }) => {
    await signUpAndActivate(page);
    await page.getByRole('link', { name: /Nová epizóda: V kaviarni/ }).click();
    await expect(page.getByText(/Epizóda 2 · Cyklus "/)).toBeVisible();
    const audio = page.locator('audio');
    await expect(audio).toHaveCount(1);
    const duration = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (element.readyState >= 1) resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
          element.load();
        }),
    );
    expect(duration).toBeGreaterThan(1);
  });

  test('an unknown publication shows the spec message', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/blog/999999');
    await expect(page.getByText('Publikácia sa nenašla.')).toBeVisible();
  });
});
