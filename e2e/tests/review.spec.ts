import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { answerListeningWithTwoSlips } from '../support/day-one';
import { launchUrl, signInitData } from '../support/telegram';

/*
 * 'Opakovanie' (issue 39): day 1's listening section 'Ahoj, ja som Lucia' answered with two slips;
 * the next day both come back, and only they. The server's clock cannot move in e2e: demo mode's
 * /api/demo/review/age moves the learner's review history one day into the past instead.
 */

test('a learner misses two items on day 1 and the next day reviews exactly those: one right, one wrong', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await signUpAndActivate(page, 'Ivana');
  // No card yet: no row.
  await expect(page.getByRole('link', { name: /^Aktivity/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Opakovanie/ })).toHaveCount(0);

  await answerListeningWithTwoSlips(page);
  await page.goto(launchUrl('/main', learner));
  // The mistakes are cards now, due tomorrow.
  await expect(page.getByRole('link', { name: 'Opakovanie Na dnes máte všetko zopakované' })).toBeVisible();

  const asLearner = { Authorization: `tma ${signInitData(learner)}` };
  expect((await request.post('/api/demo/review/age', { headers: asLearner, data: { days: 1 } })).status()).toBe(204);
  await page.reload();
  await page.getByRole('link', { name: 'Opakovanie Na dnes: 2 položky' }).click();
  await expect(page).toHaveURL(/\/activity\/review$/);

  await expect(page.getByText('Položka 1 z 2')).toBeVisible();
  await expect(page.getByText('Deň 1 · Ahoj, ja som Lucia')).toBeVisible();
  await page.getByLabel('Odkiaľ je Lucia?').selectOption('Z Košíc');
  await page.getByRole('button', { name: 'Skontrolovať' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Správne$/ })).toBeAttached();
  await page.getByRole('button', { name: 'Ďalej' }).click();

  await expect(page.getByText('Položka 2 z 2')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Lucia je lekárka.' }).getByRole('radio', { name: 'Pravda' }).check();
  await page.getByRole('button', { name: 'Skontrolovať' }).click();
  await expect(page.getByText('Správna odpoveď: Lož')).toBeVisible();
  await page.getByRole('button', { name: 'Dokončiť' }).click();

  await expect(page.getByRole('heading', { name: 'Opakovanie je hotové' })).toBeVisible();
  await expect(page.getByText('Správne ste odpovedali na 1 z 2.')).toBeVisible();
  // The server has both answers and the session: nothing due today, the session's day studied.
  await expect
    .poll(async () => (await request.get('/api/review/summary?tz=Europe/Bratislava', { headers: asLearner })).json())
    .toMatchObject({ due: 0, total: 2 });
  const statistics = await (await request.get('/api/users/me/statistics?tz=Europe/Bratislava', { headers: asLearner })).json();
  expect(statistics.current_streak_days).toBe(1);
  await page.getByRole('link', { name: 'Späť na hlavnú stránku' }).click();
  await expect(page.getByRole('link', { name: 'Opakovanie Na dnes máte všetko zopakované' })).toBeVisible();
});
