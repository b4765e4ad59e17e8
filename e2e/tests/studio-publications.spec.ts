import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eAdmin, launchUrl, newUser, type TelegramUser } from '../support/telegram';

/*
 * Publications and news written in the studio, through the emulated Telegram client: an editor
 * granted by the admin writes a publication with an uploaded cover, previews it with the blog's
 * own renderer, schedules it (learners do not see it), publishes it; a news item points at it; a
 * learner reads both in /blog and on home. Withdrawn, it is gone for the learner, and the news
 * link answers the blog's not-found.
 */

const COVER = path.join(__dirname, '../../server/media/blog/bratislava.jpg');
const VIDEO = path.join(__dirname, '../../server/media/blog/trh.mp4');

async function pageFor(browser: Browser) {
  const context = await browser.newContext(test.info().project.use);
  return context.newPage();
}

async function openApp(page: Page, user: TelegramUser) {
  await page.goto(launchUrl('/', user));
  const home = page.getByRole('heading', { name: `Ahoj, ${user.first_name}` });
  const activate = page.getByRole('button', { name: 'Aktivovať' });
  await expect(home.or(activate)).toBeVisible();
  if (await activate.isVisible()) await activate.click();
  await expect(home).toBeVisible();
}

async function grantEditor(browser: Browser, editor: TelegramUser) {
  const adminPage = await pageFor(browser);
  await adminPage.goto(launchUrl('/staff/roles', e2eAdmin()));
  await adminPage.getByLabel('Hľadať používateľa').fill(`@${editor.username}`);
  const card = adminPage.getByRole('group', { name: `${editor.first_name} Skúšobný` });
  await card.getByRole('button', { name: 'Prideliť: Editor obsahu' }).click();
  await expect(card.getByRole('button', { name: 'Odobrať: Editor obsahu' })).toBeVisible();
  await adminPage.context().close();
}

test('an editor writes a publication with a cover, previews, schedules and publishes it with a news item; a learner reads it; withdrawn, it is gone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Trhy v Bratislave ${Date.now().toString(36)}`;
  const editor = newUser('Petra');
  const page = await pageFor(browser);
  await openApp(page, editor);
  await grantEditor(browser, editor);

  const learner = newUser('Laura');
  const learnerPage = await pageFor(browser);
  await openApp(learnerPage, learner);

  // The editor: home 'Obsah' → the studio → Publikácie → a new draft.
  await page.goto(launchUrl('/', editor));
  await page.getByRole('link', { name: /^Obsah/ }).click();
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Publikácie' }).click();
  await expect(page).toHaveURL(/\/studio\/publications$/);
  await page.getByRole('button', { name: 'Nová publikácia' }).click();
  await expect(page).toHaveURL(/\/studio\/publications\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // A blank title is refused at its field; what was typed elsewhere stays.
  await page.getByLabel(/^Názov/).fill('');
  await page.getByLabel('Krátky popis (na karte)').fill('Čo kúpiť na trhu a ako sa opýtať na cenu.');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Napíšte názov.').first()).toBeVisible();
  await expect(page.getByLabel('Krátky popis (na karte)')).toHaveValue('Čo kúpiť na trhu a ako sa opýtať na cenu.');

  await page.getByLabel(/^Názov/).fill(title);
  await page.getByLabel('Text článku').fill('## Na trhu\n\nKoľko stoja **jablká**?\n\n<b>surové html</b>');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/studio/media') && r.request().method() === 'POST');
  await page.getByLabel('Nahrať obrázok: Titulný obrázok').setInputFiles(COVER);
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByRole('img', { name: 'Titulný obrázok' })).toBeVisible();
  await page.getByRole('button', { name: 'Pridať kategóriu' }).click();
  await page.getByLabel(/^Kategória 1/).fill('Kultúra');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Uložené.')).toBeVisible();

  // The preview is the blog's renderer: markdown formatted, raw HTML tags dropped.
  await page.getByRole('button', { name: 'Náhľad' }).click();
  const preview = page.getByRole('region', { name: 'Náhľad: takto to uvidia študenti' });
  await expect(preview.getByRole('heading', { name: 'Na trhu' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'jablká' })).toBeVisible();
  // Raw HTML tags are dropped (their text stays, as plain text), as on the blog.
  await expect(preview.getByText('surové html')).toBeVisible();
  await expect(preview.locator('b')).toHaveCount(0);
  // As the blog's article shows a text (issue 38, item 12): no cover in it; the cover is the feed card's.
  await expect(preview.getByRole('img')).toHaveCount(0);
  await expect(preview.getByText(/^Titulný obrázok študenti uvidia na karte v zozname blogu/)).toBeVisible();

  // Scheduled a year ahead on the school's clock: the learner does not see it.
  const next = new Date().getFullYear() + 1;
  await page.getByLabel(/^Čas zverejnenia/).fill(`${next}-01-15T10:00`);
  await page.getByRole('button', { name: 'Naplánovať' }).click();
  await page.getByRole('dialog', { name: 'Naplánovať zverejnenie?' }).getByRole('button', { name: 'Naplánovať' }).click();
  await expect(page.getByText('naplánované')).toBeVisible();
  await expect(page.getByText(`vyjde 15. januára ${next}, 10:00`)).toBeVisible();
  // Scheduled is not yet published (issue 38, item 6).
  await expect(page.getByText(/^Naplánovaná: študenti ju zatiaľ nevidia/)).toBeVisible();
  await expect(page.getByText(/^Je zverejnená/)).toHaveCount(0);
  await learnerPage.goto('/blog');
  await expect(learnerPage.getByRole('article').first()).toBeVisible();
  await expect(learnerPage.getByRole('article', { name: title })).toHaveCount(0);
  await learnerPage.goto(`/blog/${id}`);
  await expect(learnerPage.getByText('Publikácia sa nenašla.')).toBeVisible();

  // Published now.
  await page.getByRole('button', { name: 'Publikovať teraz' }).click();
  await page.getByRole('dialog', { name: 'Publikovať teraz?' }).getByRole('button', { name: 'Publikovať' }).click();
  await expect(page.getByText('publikované', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'História zmien' });
  // What was done, then who by name (issue 38, item 8).
  await expect(history.getByRole('listitem').filter({ hasText: /^Zverejnenie · Petra Skúšobný · / })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: /^Naplánovanie · Petra Skúšobný · / })).toBeVisible();

  // A news item pointing at it, published.
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Novinky' }).click();
  await page.getByRole('button', { name: 'Nová novinka' }).click();
  await expect(page).toHaveURL(/\/studio\/news\/\d+$/);
  await page.getByLabel(/^Názov/).fill(`Novinka: ${title}`);
  await page.getByLabel(/^Popis/).fill('Nová publikácia o trhoch.');
  await page.getByLabel(/^Priorita/).fill('500');
  await page.getByLabel('Karta je odkaz').check();
  await page.getByLabel('Kam vedie').selectOption('blog');
  await page.getByRole('combobox', { name: 'Publikácia', exact: true }).selectOption({ label: `${title} (publikované)` });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Uložené.')).toBeVisible();
  await page.getByRole('button', { name: 'Publikovať teraz' }).click();
  await page.getByRole('dialog', { name: 'Publikovať teraz?' }).getByRole('button', { name: 'Publikovať' }).click();
  await expect(page.getByText('publikované', { exact: true })).toBeVisible();

  // The learner: the news card on home leads to the publication, which /blog lists with its cover.
  await learnerPage.goto('/main');
  await learnerPage.getByRole('link', { name: new RegExp(`Novinka: ${title}`) }).click();
  await expect(learnerPage).toHaveURL(new RegExp(`/blog/${id}$`));
  await expect(learnerPage.getByRole('heading', { name: 'Na trhu' })).toBeVisible();
  await learnerPage.goto('/blog');
  const card = learnerPage.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img[src^="/api/media/"]')).toHaveCount(1);

  // Withdrawn: gone from /blog; the news link answers the blog's not-found.
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Publikácie' }).click();
  await page.getByRole('link', { name: `${title}, publikované` }).click();
  await page.getByRole('button', { name: 'Stiahnuť' }).click();
  await page.getByRole('dialog', { name: 'Stiahnuť?' }).getByRole('button', { name: 'Stiahnuť' }).click();
  await expect(page.getByText('stiahnuté')).toBeVisible();
  await learnerPage.goto('/blog');
  await expect(learnerPage.getByRole('article').first()).toBeVisible();
  await expect(learnerPage.getByRole('article', { name: title })).toHaveCount(0);
  await learnerPage.goto('/main');
  await learnerPage.getByRole('link', { name: new RegExp(`Novinka: ${title}`) }).click();
  await expect(learnerPage.getByText('Publikácia sa nenašla.')).toBeVisible();
});

test('the studio lists (and the authors) work at 390 px and use the width on a desktop window', async ({ browser }) => {
  const editor = newUser('Sára');
  const page = await pageFor(browser);
  await openApp(page, editor);
  await grantEditor(browser, editor);
  for (const [width, columns] of [
    [390, 1],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(launchUrl('/studio/publications', editor));
    const list = page.getByRole('list', { name: 'Publikácie' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const tops = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 6).map((i) => i.getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(columns);

    // The authors' list and an author's editor fit the width too.
    await page.goto(launchUrl('/studio/authors', editor));
    await expect(page.getByRole('link', { name: 'Jana Kováčová' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('link', { name: 'Jana Kováčová' }).click();
    await expect(page.getByLabel(/^Priezvisko/)).toHaveValue('Kováčová');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('an editor adds an author with a photo and writes a video publication by them; the learner plays it with the author shown', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const title = `Na trhu vo videu ${suffix}`;
  const surname = `Autorka ${suffix}`;
  const editor = newUser('Vanda');
  const page = await pageFor(browser);
  await openApp(page, editor);
  await grantEditor(browser, editor);

  // Autori → '+ Pridať autora': a blank surname is refused at its field, then the author is created.
  await page.goto(launchUrl('/studio/publications', editor));
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Autori' }).click();
  await expect(page).toHaveURL(/\/studio\/authors$/);
  await page.getByRole('link', { name: '+ Pridať autora' }).click();
  await page.getByLabel(/^Meno/).fill('Mária');
  await page.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(page.getByText('Zadajte priezvisko autora.').first()).toBeVisible();
  await expect(page.getByLabel(/^Meno/)).toHaveValue('Mária');
  await page.getByLabel(/^Priezvisko/).fill(surname);
  const photo = page.waitForResponse((r) => r.url().includes('/api/studio/media') && r.request().method() === 'POST');
  await page.getByLabel('Nahrať fotografiu').setInputFiles(COVER);
  expect((await photo).status()).toBe(201);
  await expect(page.getByRole('img', { name: 'Fotografia' })).toBeVisible();
  await page.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(page).toHaveURL(/\/studio\/authors\/\d+$/);
  await expect(
    page
      .getByRole('region', { name: 'História zmien' })
      .getByRole('listitem')
      .filter({ hasText: /^Vytvorenie · Vanda Skúšobný · / }),
  ).toBeVisible();

  // A video publication by the new author: the video uploaded, its length shown, the cover as poster.
  await page.getByRole('navigation', { name: 'Štúdio' }).getByRole('link', { name: 'Publikácie' }).click();
  await page.getByRole('button', { name: 'Nová publikácia' }).click();
  await expect(page).toHaveURL(/\/studio\/publications\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await page.getByLabel(/^Názov/).fill(title);
  await page.getByLabel('Typ').selectOption({ label: 'Video' });
  await page.getByLabel('Autor').selectOption({ label: `Mária ${surname}` });
  await page.getByLabel('Krátky popis (na karte)').fill('Krátke video: pýtame sa na cenu a platíme.');
  const video = page.waitForResponse((r) => r.url().includes('/api/studio/media') && r.request().method() === 'POST');
  await page.getByLabel('Nahrať video (MP4, WebM)').setInputFiles(VIDEO);
  expect((await video).status()).toBe(201);
  const videoField = page.getByRole('group', { name: 'Video' });
  await expect(videoField.getByText('trh.mp4')).toBeVisible();
  await expect(videoField.getByText('Dĺžka: 1 min.')).toBeVisible();
  await page.getByLabel('Nahrať obrázok: Titulný obrázok').setInputFiles(COVER);
  await expect(page.getByRole('img', { name: 'Titulný obrázok' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Uložené.')).toBeVisible();
  await page.getByRole('button', { name: 'Publikovať teraz' }).click();
  await page.getByRole('dialog', { name: 'Publikovať teraz?' }).getByRole('button', { name: 'Publikovať' }).click();
  await expect(page.getByText('publikované', { exact: true })).toBeVisible();

  // The learner: the card says 'Prehrať (1 min.)', the detail names the author and plays the video.
  const learner = newUser('Lea');
  const learnerPage = await pageFor(browser);
  await openApp(learnerPage, learner);
  await learnerPage.goto('/blog');
  const card = learnerPage.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Prehrať (1 min.)')).toBeVisible();
  await learnerPage.goto(`/blog/${id}`);
  await expect(learnerPage.getByText(`Mária ${surname}`)).toBeVisible();
  const player = learnerPage.getByLabel(title).and(learnerPage.locator('video'));
  await expect(player).toHaveAttribute('poster', /\/api\/media\/[0-9a-f]{64}$/);
  await expect(player.locator('source')).toHaveAttribute('src', /\/api\/media\/[0-9a-f]{64}$/);
  // The browser reads the video's metadata from the server (range requests): it can be played.
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? Math.round(v.duration) : null))).toBe(15);
});
