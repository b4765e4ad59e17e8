import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { buildRemote, root } from '../support/remote-build';

/**
 * A team ships its remote alone: it builds a new version into a folder of its own, deploys it
 * next to the current one (/remotes/mf-blog/<release>/, same origin: the CSP allows scripts from
 * this server only) and points remotes.json at it. The running shell is not rebuilt.
 */
const remotesJson = path.join(root, 'shell/dist/remotes.json');
const shellStamp = path.join(root, 'shell/dist/.build-stamp');
let original: string;
const pointRemote = (name: string, entry: string) =>
  writeFileSync(remotesJson, JSON.stringify({ ...JSON.parse(original), [name]: entry }, null, 2));

test.beforeEach(() => {
  original = readFileSync(remotesJson, 'utf8');
});
test.afterEach(() => writeFileSync(remotesJson, original));

interface Release {
  /** Its manifest's URL, for remotes.json. */
  entry: string;
  /** The paths the page requested from this release. */
  requests: string[];
  remove(): void;
}

/** Builds an edited remote and deploys it beside the current build, under its own path. */
function deployEdited(page: Page, folder: string, edit: (dir: string) => void): Release & { outDir: string } {
  const release = `release-${randomBytes(4).toString('hex')}`;
  const outDir = path.join(root, folder, 'dist', release);
  buildRemote({ folder, outDir, publicPath: `/remotes/${folder}/${release}/`, edit });
  const requests: string[] = [];
  const prefix = `/remotes/${folder}/${release}/`;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) requests.push(pathname.slice(prefix.length - 1));
  });
  return { entry: `${prefix}mf-manifest.json`, requests, outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

const deployEditedBlog = (page: Page, edit: (dir: string) => void) => deployEdited(page, 'mf-blog', edit);

const replaceIn = (file: string, from: string, to: string) => {
  const content = readFileSync(file, 'utf8');
  if (!content.includes(from)) throw new Error(`${from} not found in ${file}`);
  writeFileSync(file, content.replace(from, to));
};

const errorScreen = (page: Page) => page.getByText('Túto časť sa nepodarilo načítať');

test.describe('shipping a remote without rebuilding the shell', () => {
  test.setTimeout(180_000);

  test('a new mf-blog deployed to another folder is what the next visit gets', async ({ page }) => {
    const stampBefore = readFileSync(shellStamp, 'utf8');
    await signUpAndActivate(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();

    const next = deployEditedBlog(page, (dir) =>
      replaceIn(path.join(dir, 'src/text.ts'), "blogTitle: 'Blog'", "blogTitle: 'Blog – nová verzia'"),
    );
    try {
      pointRemote('mf_blog', next.entry);
      await page.goto('/blog');
      await expect(page.getByRole('heading', { name: 'Blog – nová verzia' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' })).toBeVisible();
      expect(next.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
      expect(readFileSync(shellStamp, 'utf8')).toBe(stampBefore);
    } finally {
      next.remove();
    }
  });

  /**
   * A release of mf-blog built against kernel `version` of @app/shared: its folder gets its own
   * installed copy of the kernel (node_modules/@app/shared, as a team's separate checkout would),
   * and the build requires ^major.minor of what it was built against.
   */
  const builtAgainst = (page: Page, version: string) =>
    deployEditedBlog(page, (dir) => {
      // Linked like a workspace (node_modules/@app/shared -> the kernel's folder), so the build
      // compiles its TypeScript sources as it does shared/'s.
      const kernel = path.join(dir, 'kernel');
      cpSync(path.join(root, 'shared'), kernel, { recursive: true, filter: (from) => !from.includes('node_modules') });
      const file = path.join(kernel, 'package.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }));
      // @app/shared/remotes reads the list of remotes beside the kernel's folder (the repo's root).
      cpSync(path.join(root, 'remotes.config.json'), path.join(dir, 'remotes.config.json'));
      mkdirSync(path.join(dir, 'node_modules/@app'), { recursive: true });
      symlinkSync(kernel, path.join(dir, 'node_modules/@app/shared'));
    });

  const [major, minor] = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'))
    .version.split('.')
    .map(Number) as [number, number];

  test(`a remote built against an older minor of the kernel (${major}.${minor - 1}) loads in this shell (${major}.${minor}); one built against the previous major is refused with the retry screen`, async ({
    page,
  }) => {
    test.skip(minor === 0, 'the kernel has no older minor yet');
    const olderMinor = builtAgainst(page, `${major}.${minor - 1}.9`);
    const olderMajor = builtAgainst(page, `${major - 1}.${minor}.0`);
    try {
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      await signUpAndActivate(page);
      pointRemote('mf_blog', olderMinor.entry);
      await page.goto('/blog');
      await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
      expect(olderMinor.requests).toContain('/remoteEntry.js');

      pointRemote('mf_blog', olderMajor.entry);
      await page.goto('/blog');
      await expect(errorScreen(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible();
      expect(warnings.join('\n')).toContain(`which needs ^${major - 1}.${minor}.0`);
    } finally {
      olderMinor.remove();
      olderMajor.remove();
    }
  });

  test('a remote built against a newer kernel refuses to load: the retry screen, not a broken screen', async ({ page }) => {
    const newer = `^${major}.${minor + 1}.0`;
    const next = builtAgainst(page, `${major}.${minor + 1}.0`);
    try {
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      await signUpAndActivate(page);
      pointRemote('mf_blog', next.entry);
      await page.goto('/blog');
      await expect(errorScreen(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toHaveCount(0);
      expect(warnings.join('\n')).toContain(`which needs ${newer}`);

      // Put the compatible build back; the retry button reads remotes.json again and loads it, no reload.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      writeFileSync(remotesJson, original);
      await page.getByRole('button', { name: 'Skúsiť znova' }).click();
      await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      next.remove();
    }
  });

  /**
   * The calls team adds a field to its contract (@app/calls-contract: a speaker's languages) and
   * shows it. Only mf-calls is rebuilt, against its edited copy of the contract (linked into its
   * node_modules, as the team's checkout would have it); the shell and the kernel stay as deployed.
   * The new mf-calls loads in that shell, shows the field once the server sends it and works
   * without it before; its build shares no contract at run time and requires the kernel the shell
   * already provides.
   */
  test('a field added to the calls contract ships with mf-calls alone and works in the deployed shell', async ({ page }) => {
    const stampBefore = readFileSync(shellStamp, 'utf8');
    const kernel = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version as string;
    const next = deployEdited(page, 'mf-calls', (dir) => {
      const contract = path.join(dir, 'calls-contract');
      cpSync(path.join(root, 'contracts/calls'), contract, { recursive: true, filter: (from) => !from.includes('node_modules') });
      replaceIn(
        path.join(contract, 'src/index.ts'),
        '\n});\nexport type Speaker = ',
        '\n  /** Added by this release: the languages the speaker teaches in. */\n  languages: z.array(z.string()).optional(),\n});\nexport type Speaker = ',
      );
      mkdirSync(path.join(dir, 'node_modules/@app'), { recursive: true });
      symlinkSync(contract, path.join(dir, 'node_modules/@app/calls-contract'));
      replaceIn(
        path.join(dir, 'src/components/speaker-picker.tsx'),
        '<span>{name}</span>',
        "<span>{name}</span>\n            {speaker.languages && <span>{speaker.languages.join(', ')}</span>}",
      );
    });
    try {
      const manifest = JSON.parse(readFileSync(path.join(next.outDir, 'mf-manifest.json'), 'utf8')) as {
        shared: { name: string; requiredVersion?: string }[];
      };
      expect(manifest.shared.map((entry) => entry.name).filter((name) => name.includes('-contract'))).toEqual([]);
      const [major, minor] = kernel.split('.');
      for (const entry of manifest.shared.filter((e) => e.name.startsWith('@app/shared/'))) {
        expect(entry.requiredVersion).toBe(`^${major}.${minor}.0`);
      }

      await signUpAndActivate(page);
      pointRemote('mf_calls', next.entry);
      // Before the server sends the field: the new remote works without it.
      await page.goto('/calls');
      await expect(page.getByRole('radio', { name: 'Peter Šimko' })).toBeVisible();
      await expect(page.getByText('slovenčina, angličtina')).toHaveCount(0);
      expect(next.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

      // The server sends it (here: its answer with the field added): the new remote shows it.
      await page.route('**/api/calls/speakers*', async (route) => {
        const response = await route.fetch();
        const speakers = (await response.json()) as object[];
        await route.fulfill({
          response,
          json: speakers.map((speaker) => ({ ...speaker, languages: ['slovenčina', 'angličtina'] })),
        });
      });
      await page.goto('/calls');
      await expect(page.getByRole('radio', { name: 'Peter Šimko' })).toBeVisible();
      await expect(page.getByText('slovenčina, angličtina').first()).toBeVisible();
      // The booking flow's next step still works in the new remote: picking the speaker opens the date.
      await page.getByText('Peter Šimko').click();
      await expect(page.getByRole('button', { name: 'Dátum' })).toBeEnabled();
      expect(readFileSync(shellStamp, 'utf8')).toBe(stampBefore);
      expect(JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version).toBe(kernel);
    } finally {
      next.remove();
    }
  });

  test("the error screen's retry re-registers a remote whose manifest failed, without a reload", async ({ page }) => {
    await signUpAndActivate(page);
    const manifest = '**/remotes/mf-blog/mf-manifest.json';
    await page.route(manifest, (route) => route.abort('connectionrefused'));
    await page.goto('/blog');
    await expect(errorScreen(page)).toBeVisible();

    await page.unroute(manifest);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Skúsiť znova' }).click();
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
