import { expect, type Page } from '@playwright/test';

/**
 * From home: day 1's listening section 'Ahoj, ja som Lucia' answered with two slips, 'Odkiaľ je
 * Lucia?' (answered 'Z Bratislavy', it is 'Z Košíc') and 'Lucia je lekárka.' (answered Pravda,
 * it is Lož); every other item right.
 */
export async function answerListeningWithTwoSlips(page: Page) {
  await page.getByRole('link', { name: /Aktivity/ }).click();
  await page
    .getByRole('article', { name: 'Počúvanie: Ahoj, ja som Lucia' })
    .getByRole('link', { name: 'Prejsť na úlohu' })
    .click();
  await expect(page).toHaveURL(/\/activity\/section\/\d+$/);
  await page.getByLabel('Odkiaľ je Lucia?').selectOption('Z Bratislavy'); // it is 'Z Košíc'
  await page.getByLabel('Koľko rokov má Lucia?').selectOption('25');
  await page.getByLabel('Ako sa volá Luciin brat?').fill('Peter');
  await page.getByLabel('Aký jazyk Lucia učí?').fill('angličtinu');
  const statement = (name: string) => page.getByRole('radiogroup', { name });
  await statement('Lucia teraz býva v Bratislave.').getByRole('radio', { name: 'Pravda' }).check();
  await statement('Lucia je lekárka.').getByRole('radio', { name: 'Pravda' }).check(); // it is 'Lož'
  await statement('Peter má dve deti.').getByRole('radio', { name: 'Nie je uvedené' }).check();
  await statement('Lucia rada chodí do hôr.').getByRole('radio', { name: 'Pravda' }).check();
  await page.getByRole('button', { name: 'Ukončiť' }).click();
  // 6 of 8 items right: the two slips are the only mistakes.
  await expect(page.getByRole('button', { name: 'Výsledok - 75%' })).toBeVisible();
}
