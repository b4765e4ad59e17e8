import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { sk } from 'date-fns/locale/sk';
import { SCHOOL_ZONE, schoolDate, schoolDay } from '../support/school-clock';
import { grantEditor, openApp, pageFor } from '../support/studio';
import { launchUrl, newUser, signInitData } from '../support/telegram';

/*
 * Speakers in the content studio (mf-studio, /studio/speakers) through the emulated Telegram
 * client: an editor adds a speaker with weekly hours and a day off; a learner is offered the new
 * slots and not the day off; an edit that would leave a booked call outside the hours is reported
 * before saving, the save keeps the call, and the learner still has it.
 */

const WEEKDAY = ['Nedeľa', 'Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota'];

const iso = (day: Date) => format(day, 'yyyy-MM-dd');

/** Adds a 10:00–11:00 range on the day's weekday in the hours form. */
async function addMorning(page: Page, day: Date) {
  const name = WEEKDAY[day.getDay()]!;
  const weekday = page.getByRole('group', { name, exact: true });
  await weekday.getByRole('button', { name: `+ Pridať čas (${name})` }).click();
  const range = weekday.getByRole('group', { name: `${name}, čas 1` });
  await range.getByLabel('Od', { exact: true }).fill('10:00');
  await range.getByLabel('Do', { exact: true }).fill('11:00');
}

/** The learner's calendar on /calls: the day's button in react-day-picker ('štvrtok 26. novembra 2026'). */
async function dayButton(page: Page, day: Date) {
  await page.getByRole('button', { name: 'Dátum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vyberte dátum' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  const button = dialog.getByRole('button', { name: new RegExp(`^${format(day, 'PPPP', { locale: sk })}`) });
  if ((await button.count()) === 0) await dialog.getByRole('button', { name: 'Prejsť na ďalší mesiac' }).click();
  return button;
}

test('an editor adds a speaker with hours and a day off; a learner sees the new slots and not the day off; an edit that collides with a booked call is reported and the call stays', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const editor = newUser('Vierka');
  const page = await pageFor(browser);
  await openApp(page, editor);
  await grantEditor(browser, editor);

  // Three and four days ahead: inside the booking window whatever the hour, two different weekdays.
  const open = schoolDate(3);
  const off = schoolDate(4);
  const suffix = String(editor.id).slice(-5);
  const lastName = `Hodinová${suffix}`;

  await page.goto(launchUrl('/studio/course', editor));
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Hovorcovia' }).click();
  await expect(page.getByRole('link', { name: 'Katarína Horváthová' })).toBeVisible();
  await page.getByRole('link', { name: '+ Pridať hovorcu' }).click();
  await page.getByLabel('Meno', { exact: true }).fill('Alžbeta');
  await page.getByLabel('Priezvisko').fill(lastName);
  await page.getByLabel('Používateľské meno v Telegrame').fill(`alzbeta_${suffix}`);
  await page.getByLabel('Sadzba (€ za hodinu)').fill('22');
  await addMorning(page, open);
  await addMorning(page, off);
  await page.getByRole('button', { name: '+ Pridať voľný deň' }).click();
  // A day off in the past is refused at its field, and what was typed stays.
  await page.getByRole('textbox', { name: /^Voľný deň 1/ }).fill(schoolDay(-2));
  await page.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(page.getByText('Voľný deň nemôže byť v minulosti.').first()).toBeVisible();
  await expect(page.getByLabel('Priezvisko')).toHaveValue(lastName);
  await page.getByRole('textbox', { name: /^Voľný deň 1/ }).fill(iso(off));
  await page.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(page).toHaveURL(/\/studio\/speakers\/\d+$/);
  const speakerId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('region', { name: 'História zmien' })).toContainText('Vytvorenie · Vierka Skúšobný · ');

  // The learner is offered 10:00 on the open day, and nothing on the day off.
  const learner = newUser('Lenka');
  const learnerPage = await pageFor(browser);
  await openApp(learnerPage, learner);
  await learnerPage.getByRole('link', { name: /^Hovory/ }).click();
  await learnerPage.getByText(`Alžbeta ${lastName}`).click();
  await expect(await dayButton(learnerPage, off)).toBeDisabled();
  await learnerPage.keyboard.press('Escape');
  await (await dayButton(learnerPage, open)).click();
  const slot = learnerPage.getByRole('combobox', { name: 'Čas' });
  await expect(slot).toBeEnabled();
  await expect(slot.locator('option', { hasText: '10:00 - 10:10' })).toHaveCount(1);
  await expect(slot.locator('option', { hasText: '10:50 - 11:00' })).toHaveCount(1);

  // The learner books 10:00–10:30 on the open day (through the API the screen uses).
  const asLearner = { Authorization: `tma ${signInitData(learner)}` };
  const slots = await request.get(`/api/calls/slots?speaker_id=${speakerId}&date=${iso(open)}&duration=30&tz=${SCHOOL_ZONE}`, {
    headers: asLearner,
  });
  const [first] = (await slots.json()) as Array<{ start_dt: string; end_dt: string; slot_start: string }>;
  expect(first?.slot_start).toBe('10:00');
  const booked = await request.post('/api/calls', {
    headers: asLearner,
    data: { speaker: speakerId, start_dt: first!.start_dt, end_dt: first!.end_dt, comment: '', tz: SCHOOL_ZONE },
  });
  expect(booked.status()).toBe(201);

  // The editor moves the open day's hours to start at 10:30: the booked call is reported first.
  await page.reload();
  const name = WEEKDAY[open.getDay()]!;
  const range = page.getByRole('group', { name: `${name}, čas 1` });
  await range.getByLabel('Od', { exact: true }).fill('10:30');
  const report = page.getByRole('region', { name: 'Rezervované hovory mimo nových hodín' });
  const collision = `${format(open, 'd. MMMM yyyy', { locale: sk })} 10:00–10:30, Lenka (mimo hodín)`;
  await expect(report).toContainText(collision);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  const saved = page.getByRole('status', { name: 'Uložené.' });
  await expect(saved).toContainText('Tieto hovory zostali rezervované:');
  await expect(saved).toContainText(collision);

  // The call stays in the learner's list, scheduled.
  await learnerPage.goto(launchUrl('/calls?tab=list', learner));
  await expect(learnerPage.getByRole('article').filter({ hasText: `Alžbeta ${lastName}` })).toContainText('Naplánovaný');
  await page.context().close();
  await learnerPage.context().close();
});
