import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { requestsSettled, trackRequests } from '../support/settle';
import { DARK_THEME, LIGHT_THEME, launchUrl, newUser, signInitData, type TelegramUser } from '../support/telegram';

test.beforeEach(({ page }) => trackRequests(page));

/**
 * Every screen, in every theme variant, stays legible and passes axe-core: every text (disabled
 * controls included: an inactive button may carry a score) reaches 4.5:1 against what is behind it,
 * and axe's WCAG 2.1 A/AA and best-practice rules find nothing. Themes: light, a dark theme with
 * every key (as Telegram for Android sends it), a dark theme with only the seven basic keys every
 * client sends (no section_bg_color, subtitle, accent...) and Telegram Desktop's grey night theme.
 */
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const DARK_FULL = {
  bg_color: '#212d3b',
  text_color: '#ffffff',
  hint_color: '#7d8b99',
  link_color: '#5eabe1',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  secondary_bg_color: '#151e27',
  header_bg_color: '#242d39',
  accent_text_color: '#64b5ef',
  section_bg_color: '#1d2733',
  section_header_text_color: '#79c4fc',
  subtitle_text_color: '#7b8790',
  destructive_text_color: '#ee686f',
  section_separator_color: '#0d1218',
  bottom_bar_bg_color: '#151e27',
};
const BASIC_KEYS = [
  'bg_color',
  'text_color',
  'hint_color',
  'link_color',
  'button_color',
  'button_text_color',
  'secondary_bg_color',
] as const;
const DARK_BASIC = Object.fromEntries(BASIC_KEYS.map((key) => [key, DARK_THEME[key]]));

/** Telegram Desktop's night theme: grey #212121 under the carousel's dots and the calendar. */
const DARK_GREY = {
  bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#0f0f0f',
};

const THEMES = {
  light: LIGHT_THEME,
  'dark, every key': DARK_FULL,
  'dark, basic seven keys': DARK_BASIC,
  'dark grey (Desktop)': DARK_GREY,
} as Record<string, Record<string, string>>;

/** Texts whose contrast is under 4.5:1, described for the failure message. Runs in the page. */
function lowContrastTexts(): string[] {
  type Rgba = [number, number, number, number];
  const canvas = document.createElement('canvas').getContext('2d')!;
  const parse = (colour: string): Rgba => {
    // Let the browser turn any syntax (rgb, color(srgb ...), color-mix results) into RGBA.
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const failures: string[] = [];
  /** What is painted behind the element, or null when it is an image or gradient we cannot read. */
  const backdrop = (element: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  // Text nodes, and what form fields show (their value is no text node).
  const texts: Array<[Element, string]> = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && node.textContent?.trim()) texts.push([node.parentElement, node.textContent]);
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
  )) {
    if (field.value.trim()) texts.push([field, field.value]);
  }
  // Placeholders are text too (the free-text answer's 'Napíšte odpoveď').
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[placeholder], textarea[placeholder]',
  )) {
    if (field.value || !field.placeholder.trim()) continue;
    const rect = field.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const behind = backdrop(field);
    if (!behind) continue;
    const placeholder = getComputedStyle(field, '::placeholder');
    const [r, g, b, a] = parse(placeholder.color);
    const fore = over([r, g, b, a * Number(placeholder.opacity || 1)], behind);
    const [light, dark] = [luminance(fore), luminance(behind)].sort((x, y) => y - x) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 4.5) failures.push(`${ratio.toFixed(2)}:1 placeholder "${field.placeholder.slice(0, 40)}"`);
  }
  // Indicators (carousel and slider dots) are non-text: 3:1 against what is behind them.
  for (const dot of document.querySelectorAll('.swiper-pagination-bullet')) {
    const rect = dot.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(dot);
    const parent = dot.parentElement;
    const behind = parent ? backdrop(parent) : null;
    if (!behind) continue;
    const [r, g, b, a] = parse(style.backgroundColor);
    const fore = over([r, g, b, a * Number(style.opacity)], behind);
    const [light, dark] = [luminance(fore), luminance(behind)].sort((x, y) => y - x) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 3) failures.push(`${ratio.toFixed(2)}:1 dot (${style.backgroundColor} at ${style.opacity})`);
  }
  for (const [element, content] of texts) {
    const node = { textContent: content };
    if (seen.has(element)) continue;
    seen.add(element);
    if (element.closest('[aria-hidden="true"], svg, video, audio, #eruda, script, style')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom < 0 || rect.right < 0 || rect.left > innerWidth) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') continue;
    let opacity = 1;
    for (let n: Element | null = element; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
    if (opacity < 0.05) continue;
    const behind = backdrop(element);
    if (!behind) continue;
    const [r, g, b, a] = parse(style.color);
    const fore = over([r, g, b, a * opacity], behind);
    const [light, dark] = [luminance(fore), luminance(behind)].sort((x, y) => y - x) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 4.5)
      failures.push(
        `${ratio.toFixed(2)}:1 "${node.textContent.trim().slice(0, 40)}" (${style.color} on rgb(${behind.slice(0, 3).map(Math.round).join(', ')}))`,
      );
  }
  return failures;
}

/** axe-core's findings on the page: WCAG 2.1 A and AA, best practices, and visible text in the accessible name. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the Content-Security-Policy allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: false } },
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
      ),
    );
  });
}

async function expectLegible(page: Page, screen: string) {
  await requestsSettled(page);
  // Let transitions (carousel, fades) settle.
  await page.waitForTimeout(400);
  const failures = await page.evaluate(lowContrastTexts);
  expect(failures, `low contrast on ${screen}`).toEqual([]);
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([]);
}

async function go(page: Page, path: string, visible?: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (visible) await expect(page.getByText(visible, { exact: false }).first()).toBeVisible();
}

async function activate(page: Page, user: TelegramUser) {
  await page.getByRole('button', { name: 'Aktivovať' }).click();
  await expect(page.getByRole('heading', { name: `Ahoj, ${user.first_name}` })).toBeVisible();
}

for (const [name, theme] of Object.entries(THEMES)) {
  test.describe(`${name} theme`, () => {
    test('every screen is legible and passes axe', async ({ page }) => {
      test.setTimeout(240_000);
      const user = newUser('Čitateľná');
      const headers = { authorization: `tma ${signInitData(user)}` };
      const api = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
        const response = await page.request.fetch(`/api${path}`, { method, headers, data });
        expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
        return (await response.json()) as T;
      };
      await page.goto(launchUrl('/onboarding', user, { theme }));
      await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
      await expectLegible(page, '/onboarding');
      await go(page, '/onboarding/activities', 'Hovorenie');
      await expectLegible(page, '/onboarding/activities');
      await go(page, '/onboarding');
      await activate(page, user);
      await expect(page.locator('main, body').getByRole('link').first()).toBeVisible();
      await expectLegible(page, '/main');
      for (const [path, visible] of [
        ['/settings', 'Moje Predplatné'],
        ['/settings/subscriptions', 'Basic'],
        ['/settings/notifications/edu', 'Študijné'],
        ['/settings/notifications/sys', 'Systémové'],
        ['/profile', 'Meno'],
        ['/blog', 'Všetky'],
        ['/meetings', 'Všetky'],
        ['/activity', 'Dnešná úloha'],
      ] as const) {
        await go(page, path, visible);
        await expectLegible(page, path);
      }

      // Blog: the starred tab and a publication of each type.
      await go(page, '/blog', 'Všetky');
      await page.getByRole('tab', { name: 'Označené' }).click();
      await expectLegible(page, '/blog (Označené)');
      const { results } = await api<{ results: Array<{ id: number; title: string; type: string }> }>(
        'GET',
        '/blog/feed?page_size=50',
      );
      for (const type of ['text', 'audio', 'video']) {
        const publication = results.find((p) => p.type === type);
        if (!publication) continue;
        await go(page, `/blog/${publication.id}`, publication.title);
        await expectLegible(page, `/blog/${publication.id} (${type})`);
      }

      // Calls: booking with a speaker chosen and the calendar open (today's date, days one cannot pick), then the list.
      await go(page, '/calls', 'Rezervovať');
      await expectLegible(page, '/calls (Rezervovať)');
      await page.getByRole('radio').first().check({ force: true });
      const dateButton = page.getByRole('button', { name: /^Dátum/ });
      await expect(dateButton).toBeEnabled();
      await dateButton.click();
      // Today's date is drawn in the calendar (today's month is the first one shown).
      await expect(page.locator('.rdp-today')).toBeVisible();
      await expectLegible(page, '/calls (calendar)');
      await page.keyboard.press('Escape');
      await go(page, '/calls', 'Zoznam');
      await page.getByRole('tab', { name: 'Zoznam' }).click();
      await expectLegible(page, '/calls (Zoznam)');

      // Meetings: a detail, then its ticket once registered.
      const meetings = await api<{ results: Array<{ id: number; title: string; is_joinable: boolean }> }>(
        'GET',
        '/meetings/feed',
      );
      const meeting = meetings.results.find((m) => m.is_joinable)!;
      await go(page, `/meetings/${meeting.id}`, meeting.title);
      await expectLegible(page, `/meetings/${meeting.id}`);
      const rate = await api<{ price: number; is_included: boolean }>('GET', `/meetings/${meeting.id}/rate`);
      await api('POST', `/meetings/${meeting.id}/participate`, {
        first_name: user.first_name,
        last_name: 'Testová',
        email: 'citatelna@example.com',
        expected_price: rate.is_included ? 0 : rate.price,
      });
      await go(page, `/meetings/${meeting.id}/ticket`, 'Stav');
      await expectLegible(page, `/meetings/${meeting.id}/ticket`);

      // Activities: the day's details, a started section, and the same section checked.
      const today = await api<{
        activity: { activity_id: number; sections: Array<{ section_id: number; section_type: string }> };
      }>('GET', '/activities/today?tz=Europe%2FBratislava');
      await go(page, `/activity/${today.activity.activity_id}`, 'Prejsť na úlohu');
      await expectLegible(page, `/activity/${today.activity.activity_id}`);
      for (const type of ['listening', 'reading']) {
        const section = today.activity.sections.find((s) => s.section_type === type)!;
        await go(page, `/activity/section/${section.section_id}`, 'Ukončiť');
        await expectLegible(page, `/activity/section/${section.section_id} (${type}, started)`);
        await api('POST', `/activities/submit?section_id=${section.section_id}`, []);
        await page.reload();
        await expect(page.getByRole('button', { name: /^Výsledok - \d+%$/ })).toBeVisible();
        await expectLegible(page, `/activity/section/${section.section_id} (${type}, checked)`);
      }
    });

    test('the old-client screen is legible and wears the theme', async ({ page }) => {
      await page.goto(launchUrl('/', newUser(), { version: '6.0', signed: false, theme }));
      await expect(page.getByRole('heading', { name: /^Oops – You are using too old Telegram client/ })).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const hex = theme.secondary_bg_color!;
      expect(background).toBe(`rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`);
      await expectLegible(page, 'old client');
    });
  });
}

test('a theme_changed that drops section_bg_color turns the cards dark too', async ({ page }) => {
  const user = newUser('Prepínač');
  await page.goto(launchUrl('/onboarding', user, { theme: LIGHT_THEME }));
  await activate(page, user);
  await go(page, '/settings', 'Moje Predplatné');
  await page.evaluate((theme_params) => {
    window.postMessage(JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params } }), '*');
  }, DARK_BASIC);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(245, 245, 245)');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--tg-theme-section-bg-color'))).toBe('');
  await expectLegible(page, '/settings after theme_changed');
});
