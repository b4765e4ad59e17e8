import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndActivate } from '../support/app';

/*
 * Day 1 of the seeded course (server/src/seed/activities-content.ts) is what every new learner
 * gets: listening 'Ahoj, ja som Lucia', reading 'Moja rodina' (matching + gaps), speaking
 * 'Predstavte sa'. The right column and the phrase bank come shuffled per learner.
 */
const PAIRS: Array<[string, string]> = [
  ['Jana', 'Tomášova manželka'],
  ['Martin', 'syn, chodí do školy'],
  ['Eva', 'dcéra, chodí do škôlky'],
  ['Bobík', 'pes Tomášových rodičov'],
];
const GAPS = ['Trnave', 'nemocnici', 'školy', 'škôlky'];

async function openSection(page: Page, card: string) {
  await page.getByRole('link', { name: /Aktivity/ }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await page.getByRole('article', { name: card }).getByRole('link', { name: 'Prejsť na úlohu' }).click();
  await expect(page).toHaveURL(/\/activity\/section\/\d+$/);
}

const rightTile = (page: Page, position: number) => page.getByRole('button', { name: new RegExp(`, pozícia ${position}$`) });
const tileWith = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(`^${text}, pozícia \\d$`) });

/** A real mouse drag: press, move past the 5 px threshold, glide to the target, release. */
async function mouseDrag(page: Page, source: Locator, target: Locator) {
  // Keep both away from the auto-scroll zones near the edges.
  await source.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  // Let the drop animation (at most 0.55 s) finish before the next drag.
  await page.waitForTimeout(650);
}

/** A finger: press, hold `holdMs`, slide to the target, lift (Chrome DevTools touch events). */
async function touchDrag(page: Page, source: Locator, target: Locator, holdMs: number) {
  await source.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  await page.waitForTimeout(holdMs);
  for (let step = 1; step <= 12; step++) {
    const t = step / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(650);
  await cdp.detach();
}

test.describe('daily activities', () => {
  test('solve the reading section by dragging with the mouse and see Výsledok - 100%', async ({ page }) => {
    // Eight glided drags, each with the pause a person makes: 19 s on a quiet machine, over 30 s
    // on CI's two busy cores (both tries of a clean clone), so it gets the slow tests' time.
    test.slow();
    await signUpAndActivate(page, 'Zuzana');
    await openSection(page, 'Čítanie: Moja rodina');
    await expect(page.getByRole('heading', { name: 'Moja rodina' })).toBeVisible();

    for (const [index, [, right]] of PAIRS.entries()) {
      const position = index + 1;
      if ((await rightTile(page, position).textContent())?.trim() === right) continue;
      await mouseDrag(page, tileWith(page, right), rightTile(page, position));
      await expect(rightTile(page, position)).toHaveText(right);
    }

    const bank = page.getByRole('region', { name: 'Frázy' });
    for (const [index, phrase] of GAPS.entries()) {
      await mouseDrag(
        page,
        bank.getByRole('button', { name: phrase, exact: true }),
        page.getByRole('button', { name: `Medzera ${index + 1}, prázdna` }),
      );
      await expect(page.getByRole('button', { name: `Medzera ${index + 1}: ${phrase}` })).toBeVisible();
    }

    // A reload keeps what was entered (answers are saved on the device until submitted).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Medzera 4: škôlky' })).toBeVisible();
    await expect(rightTile(page, 1)).toHaveText(PAIRS[0]![1]);

    await page.getByRole('button', { name: 'Ukončiť' }).click();
    await expect(page.getByRole('button', { name: 'Výsledok - 100%' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Spájanie\s*100%/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Doplňte medzery\s*100%/ })).toBeVisible();
    // Locked: nothing left to drag.
    await expect(page.getByRole('region', { name: 'Frázy' })).toHaveCount(0);
  });

  test('solve the reading section by tapping, one thumb, and see Výsledok - N%', async ({ page }) => {
    await signUpAndActivate(page, 'Marek');
    await openSection(page, 'Čítanie: Moja rodina');

    for (const [index, [, right]] of PAIRS.entries()) {
      const position = index + 1;
      if ((await rightTile(page, position).textContent())?.trim() === right) continue;
      await rightTile(page, position).tap();
      await tileWith(page, right).tap();
      await expect(rightTile(page, position)).toHaveText(right);
    }
    const bank = page.getByRole('region', { name: 'Frázy' });
    // Three right, one wrong (a distractor in gap 4): 7 of 8 items.
    const answers = ['Trnave', 'nemocnici', 'školy', 'Bratislave'];
    for (const [index, phrase] of answers.entries()) {
      await bank.getByRole('button', { name: phrase, exact: true }).tap();
      await page.getByRole('button', { name: `Medzera ${index + 1}, prázdna` }).tap();
    }
    await page.getByRole('button', { name: 'Ukončiť' }).tap();
    await expect(page.getByRole('button', { name: 'Výsledok - 88%' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Doplňte medzery\s*75%/ })).toBeVisible();
  });

  test('checked, every pair shows its right answer, and long phrases stay inside their tiles', async ({ page }) => {
    await signUpAndActivate(page, 'Tomáš');
    await openSection(page, 'Čítanie: Moja rodina');
    await page.getByRole('button', { name: 'Ukončiť' }).click();
    await page.getByRole('dialog', { name: 'Odoslať odpovede?' }).getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('button', { name: 'Výsledok - 0%' })).toBeDisabled();
    // Nothing was paired: each left item says which right one belongs to it, each gap its phrase.
    for (const [, right] of PAIRS) await expect(page.getByText(`Správna odpoveď: ${right}`, { exact: true })).toBeVisible();
    for (const phrase of GAPS) await expect(page.getByText(`Správna odpoveď: ${phrase}`, { exact: true })).toBeVisible();

    const tiles = page.getByRole('group', { name: / – / });
    await expect(tiles).toHaveCount(PAIRS.length);
    const layout = await tiles.evaluateAll((elements) =>
      elements.map((tile) => {
        const phrase = tile.firstElementChild as HTMLElement;
        const style = getComputedStyle(phrase);
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4;
        return {
          text: phrase.textContent,
          spills: tile.scrollWidth > tile.clientWidth + 1,
          lines: Math.round(phrase.getBoundingClientRect().height / lineHeight),
        };
      }),
    );
    for (const tile of layout) {
      expect(tile.spills, `"${tile.text}" spills past its border`).toBe(false);
      expect(tile.lines, `"${tile.text}" wraps a word per line`).toBeLessThanOrEqual(2);
    }
  });

  test('on a phone a phrase moves after a short press; a quick swipe only scrolls', async ({ page }) => {
    await signUpAndActivate(page, 'Jana');
    await openSection(page, 'Čítanie: Moja rodina');
    const bank = page.getByRole('region', { name: 'Frázy' });
    // No press before moving: the page's own gesture, nothing is dragged.
    await touchDrag(
      page,
      bank.getByRole('button', { name: 'nemocnici', exact: true }),
      page.getByRole('button', { name: 'Medzera 2, prázdna' }),
      0,
    );
    await expect(page.getByRole('button', { name: 'Medzera 2, prázdna' })).toBeVisible();
    // Held past 120 ms: the phrase follows the finger into the gap.
    await touchDrag(
      page,
      bank.getByRole('button', { name: 'nemocnici', exact: true }),
      page.getByRole('button', { name: 'Medzera 2, prázdna' }),
      250,
    );
    await expect(page.getByRole('button', { name: 'Medzera 2: nemocnici' })).toBeVisible();
  });

  test('a speaking section waits for the teacher; finishing the day starts the countdown', async ({ page }) => {
    // Three sections submitted, the course, the list and the statistics: 15 s quiet, past 30 s on CI.
    test.slow();
    await signUpAndActivate(page, 'Peter');

    await openSection(page, 'Hovorenie: Predstavte sa');
    await expect(page.getByRole('button', { name: 'Čaká na overenie' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /Nahrať hlasovú správu/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);

    await page.goto('/main');
    await expect(page.getByRole('link', { name: /Aktivity.*Nedokončené úlohy: 2/ })).toBeVisible();

    // Listening: submitted with nothing answered (after confirming), it still counts as done (0%).
    await openSection(page, 'Počúvanie: Ahoj, ja som Lucia');
    await expect(page.locator('audio')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ukončiť' }).click();
    await expect(page.getByRole('dialog', { name: 'Odoslať odpovede?' })).toContainText('Nevyplnili ste 8 z 8 odpovedí.');
    await page.getByRole('dialog').getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('button', { name: 'Výsledok - 0%' })).toBeVisible();

    await page.goto('/main');
    await openSection(page, 'Čítanie: Moja rodina');
    await page.getByRole('button', { name: 'Ukončiť' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByRole('button', { name: /^Výsledok - \d+%$/ })).toBeVisible();

    await page.goto('/activity');
    await expect(page.getByText('Do ďalšej aktivity zostáva')).toBeVisible();
    await expect(page.locator('time')).toHaveText(/^\d\d:\d\d(:\d\d)?$|^\d\ds$/);
    await expect(page.getByRole('article', { name: 'Hovorenie: Predstavte sa' }).getByText('Odoslané')).toBeVisible();

    await page.getByRole('tab', { name: 'Všetky úlohy' }).click();
    await expect(page.getByRole('article', { name: /^Aktivita / })).toHaveCount(1);
    await page.getByRole('link', { name: 'Viac' }).click();
    await expect(page).toHaveURL(/\/activity\/\d+$/);
    await expect(page.getByText('Hodnotenie: Manuálne')).toBeVisible();

    // The statistics screen (mf-settings) reads the same progress: three finished sections,
    // listening scored 0%, speaking still without a score.
    await page.goto('/profile/study/statistics');
    await expect(page.getByRole('region', { name: 'Dokončené sekcie' })).toContainText('3');
    const averages = page.getByRole('region', { name: 'Priemerné skóre' });
    await expect(averages.getByRole('definition').nth(0)).toHaveText('0%');
    await expect(averages.getByRole('definition').nth(2)).toHaveText('-');
  });
});
