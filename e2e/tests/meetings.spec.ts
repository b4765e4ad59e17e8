import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndActivate } from '../support/app';

const meetingsRow = (page: Page) => page.getByRole('link', { name: /^Stretnutia/ });

test.describe('meetings and tickets', () => {
  test('open a meeting from its news card, register, open the ticket with its QR code, find it under Zúčastnené', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpAndActivate(page, 'Marta');
    await expect(meetingsRow(page)).toContainText('Zatiaľ nemáte naplánované žiadne stretnutie');

    // The meetings news card leads to the meeting it names.
    await page.getByRole('link', { name: /Stretnite sa so Slovákmi/ }).click();
    await expect(page).toHaveURL(/\/meetings\/\d+$/);
    const meetingPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Prechádzka starým mestom' })).toBeVisible();
    await expect(page.getByText('Bratislava krok za krokom so sprievodkyňou Luciou')).toBeVisible();
    await expect(page.getByText('Naživo', { exact: true })).toBeVisible();
    await expect(page.getByText('V sadzbe')).toBeVisible();

    // Register with the prefilled form.
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page.getByText('Prihlasovanie na podujatie')).toBeVisible();
    await expect(page.getByLabel('Meno')).toHaveValue('Marta');
    await expect(page.getByLabel('Priezvisko')).toHaveValue('Skúšobný');
    await page.getByLabel('Email').fill('marta@example.sk');
    const registered = page.waitForResponse(
      (r) => /\/api\/meetings\/\d+\/participate$/.test(r.url()) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Potvrdiť' }).click();
    expect((await registered).status()).toBe(201);
    await expect(page.getByText('Prihlasovanie na podujatie')).toHaveCount(0);

    // The ticket: QR code, status and the registrant's details; the link copies.
    await page.getByRole('link', { name: 'Super! Už máte lístok' }).click();
    await expect(page).toHaveURL(`${meetingPath}/ticket`);
    const qr = page.getByRole('img', { name: 'QR kód lístka' });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    await expect(page.getByText('Potvrdené')).toBeVisible();
    await expect(page.getByText('marta@example.sk')).toBeVisible();
    await page.getByRole('button', { name: 'Kopírovať odkaz' }).click();
    await expect(page.getByText('Skopírované')).toBeVisible();
    await expect(page.getByText('Použite odkaz na pripojenie k stretnutiu')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https:\/\//);

    // Add to calendar: an .ics download of this meeting.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pridať do kalendára' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('prechadzka-starym-mestom.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Prechádzka starým mestom');

    // The registration shows under Zúčastnené, and on home.
    await page.goto('/meetings');
    await page.getByRole('tab', { name: 'Zúčastnené' }).click();
    await expect(page.getByRole('article', { name: 'Prechádzka starým mestom' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.goto('/main');
    await expect(meetingsRow(page)).toContainText(/Najbližšie stretnutie je (dnes|zajtra|\d+\. \p{L}+)/u);

    // Back on the meeting the button now leads to the ticket.
    await page.goto(meetingPath);
    await expect(page.getByRole('link', { name: 'Super! Už máte lístok' })).toBeVisible();
  });

  test('the list searches without diacritics and cards open their meeting', async ({ page }) => {
    await signUpAndActivate(page);
    await page.getByRole('link', { name: /^Stretnutia/ }).click();
    await expect(page).toHaveURL(/\/meetings$/);
    await expect(page.getByRole('tab', { name: 'Všetky' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Hľadať stretnutia' });
    await search.fill('halusky');
    await search.press('Enter');
    await expect(page.getByText('Výsledky pre „halusky“')).toBeVisible();
    const card = page.getByRole('article', { name: 'Varíme bryndzové halušky' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    // The card's button is labelled with the start time and opens the meeting.
    await card.getByRole('link', { name: /\d{1,2}\. \d{1,2}\. \d{2}:\d{2}/ }).click();
    await expect(page.getByRole('heading', { name: 'Varíme bryndzové halušky' })).toBeVisible();
    await expect(page.getByText('Kapacita')).toBeVisible();
    await expect(page.getByText('8', { exact: true })).toBeVisible();
  });

  test('an online meeting with unlimited seats slides through its pictures; a full one cannot be joined', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/meetings');
    await page
      .getByRole('article', { name: 'Večer slovenských rozprávok' })
      .getByRole('link', { name: 'Večer slovenských rozprávok' })
      .click();
    await expect(page.getByRole('heading', { name: 'Večer slovenských rozprávok' })).toBeVisible();
    const cell = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
    await expect(cell('Formát')).toHaveText('Online');
    await expect(cell('Kapacita')).toHaveText('Neobmedzená');

    // Swiping left moves to the next picture; from the last one it wraps to the first.
    const dots = page.locator('.swiper-pagination-bullet');
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);
    const slider = page.locator('.swiper').first();
    const box = (await slider.boundingBox())!;
    // A swipe starts only once the previous slide has come to rest under the frame.
    const settled = async () =>
      expect
        .poll(async () => Math.abs(((await page.locator('.swiper-slide-active').boundingBox())?.x ?? -999) - box.x))
        .toBeLessThan(2);
    const swipeLeft = async () => {
      await settled();
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 3);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 3, { steps: 8 });
      await page.mouse.up();
    };
    await swipeLeft();
    await expect(dots.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
    await swipeLeft();
    await expect(dots.nth(2)).toHaveClass(/swiper-pagination-bullet-active/);
    await swipeLeft();
    await expect(dots.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);

    await page.goto('/meetings');
    await page
      .getByRole('article', { name: 'Fujara a ľudové piesne' })
      .getByRole('link', { name: 'Fujara a ľudové piesne' })
      .click();
    await expect(page.getByRole('button', { name: 'Lístky? Už len vo sne' })).toBeDisabled();
  });

  test('unknown meetings and tickets show the spec messages', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/meetings/999999');
    await expect(page.getByText('Stretnutie nenájdené.')).toBeVisible();
    await page.goto('/meetings');
    await page
      .getByRole('article', { name: 'Varíme bryndzové halušky' })
      .getByRole('link', { name: 'Varíme bryndzové halušky' })
      .click();
    await expect(page).toHaveURL(/\/meetings\/\d+$/);
    await page.goto(`${new URL(page.url()).pathname}/ticket`);
    await expect(page.getByText('Lístok sa nenašiel.')).toBeVisible();
  });
});
