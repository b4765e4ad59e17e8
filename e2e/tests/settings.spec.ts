import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';

test.describe('settings, profile and subscription', () => {
  test('settings links every section and the profile', async ({ page }) => {
    await signUpAndActivate(page, 'Lenka');
    await page.getByRole('link', { name: 'Nastavenia' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const links: Array<[string, string]> = [
      ['Moje Predplatné', '/settings/subscriptions'],
      ['Prehľad Platieb', '/profile/payments'],
      ['Študijné', '/settings/notifications/edu'],
      ['Systémové', '/settings/notifications/sys'],
      ['Jazyková úroveň', '/profile/study/level'],
      ['Štatistika', '/profile/study/statistics'],
    ];
    for (const [name, target] of links) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', target);
    }
    await page.getByRole('link', { name: /Upraviť profil/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an edited profile is saved and still there after a reload', async ({ page }) => {
    await signUpAndActivate(page, 'Lenka');
    await page.goto('/profile');
    const firstName = page.getByLabel('Meno*');
    await expect(firstName).toHaveValue('Lenka');
    await expect(page.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);
    await firstName.fill('Katarína');
    await page.getByLabel('Email').fill('katarina@example.sk');
    await page.getByLabel('Dátum narodenia').fill('1995-06-15');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Profil je uložený.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Meno*')).toHaveValue('Katarína');
    await expect(page.getByLabel('Email')).toHaveValue('katarina@example.sk');
    await expect(page.getByLabel('Dátum narodenia')).toHaveValue('1995-06-15');
    await page.goto('/main');
    await expect(page.getByRole('heading', { name: 'Ahoj, Katarína' })).toBeVisible();
  });

  test('a rejected profile keeps what the user typed', async ({ page }) => {
    await signUpAndActivate(page, 'Lenka');
    await page.goto('/profile');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Profil sa nepodarilo uložiť.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('turning off study notifications clears its children, also after a reload', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/settings/notifications/edu');
    const parent = page.getByRole('switch', { name: 'Študijné upozornenia' });
    const children = [
      page.getByRole('switch', { name: 'Nové úlohy' }),
      page.getByRole('switch', { name: 'Skontrolované úlohy' }),
      page.getByRole('switch', { name: 'Pripomienka štúdia' }),
    ];
    await expect(parent).toBeChecked();
    for (const child of children) await expect(child).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/settings') && r.request().method() === 'PATCH');
    await parent.click();
    expect((await saved).status()).toBe(200);
    for (const child of children) {
      await expect(child).not.toBeChecked();
      await expect(child).toBeDisabled();
    }
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Študijné upozornenia' })).not.toBeChecked();
    for (const name of ['Nové úlohy', 'Skontrolované úlohy', 'Pripomienka štúdia']) {
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
      await expect(page.getByRole('switch', { name })).toBeDisabled();
    }
  });

  test('the study reminder’s hour and days are saved with the browser’s zone, also after a reload', async ({ page }) => {
    // Sign-up, two saves and a reload: a journey, not one screen.
    test.setTimeout(60_000);
    await signUpAndActivate(page);
    await page.goto('/settings/notifications/edu');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const hour = page.getByRole('combobox', { name: 'Hodina' });
    await expect(hour).toHaveValue('');
    await expect(page.getByText('Vyberte hodinu a pripomienka začne chodiť.')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/settings') && r.request().method() === 'PATCH');
    await hour.selectOption('19:00');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ study_reminder_hour: 19, time_zone: zone });
    await expect(page.getByText(`Čas podľa pásma ${zone}.`)).toBeVisible();
    const dayOff = page.waitForResponse((r) => r.url().endsWith('/api/users/me/settings') && r.request().method() === 'PATCH');
    await page.getByRole('checkbox', { name: 'nedeľa' }).click();
    expect(await (await dayOff).json()).toMatchObject({ study_reminder_days: [1, 2, 3, 4, 5, 6] });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Hodina' })).toHaveValue('19');
    await expect(page.getByRole('checkbox', { name: 'sobota' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'nedeľa' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Pripomienka štúdia' })).toBeChecked();
  });

  test('the study level is saved on the server', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/profile/study/level');
    // click, not check(): the radio is controlled by the settings query, which the optimistic
    // update changes a tick after the click (check() fails if it looks within that tick).
    await page.getByRole('radio', { name: /B1/ }).click();
    await expect(page.getByRole('radio', { name: /B1/ })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: /B1/ })).toBeChecked();
  });

  test('cancelling the subscription marks it cancelled and disables cancel; premium stays disabled', async ({ page }) => {
    await signUpAndActivate(page);
    await page.goto('/settings/subscriptions');
    const plan = page.getByRole('article', { name: 'Basic' });
    await expect(plan).toContainText('Aktívne');
    const premium = page.getByRole('article', { name: 'Premium' });
    await expect(premium).toContainText(/9,99\s€ \/ mesiac/);
    await expect(premium.getByRole('button')).toBeDisabled();
    await page.getByRole('button', { name: 'Zrušiť predplatné' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Áno, zrušiť' }).click();
    await expect(plan).toContainText('Zrušené');
    await expect(page.getByRole('button', { name: 'Zrušiť predplatné' })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('article', { name: 'Basic' })).toContainText('Zrušené');
  });
});
