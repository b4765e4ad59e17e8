import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioHandlers } from '@app/studio-contract/mocks';
import { createStudioPublicationsMockState, studioPublicationsHandlers } from '@app/studio-contract/publications-mocks';
import type { As } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import StudioRoutes from '../routes';

jest.setTimeout(30_000);

// The preview's renderer (react-markdown) is a lazy chunk: transformed once here, with its own timeout.
beforeAll(() => Promise.all([import('@app/blog-markdown'), import('../screens/publications/publication-screen')]), 60_000);

const render = (route: string, state = createStudioPublicationsMockState(), as: As = 'editor') =>
  renderScreen(<StudioRoutes />, {
    route,
    path: '/*',
    handlers: [...studioPublicationsHandlers(state), ...studioHandlers()],
    as,
  });

/** Says yes in the question every publish, schedule and withdraw asks first (confirmAction's dialog outside Telegram). */
const confirm = async (button: string) =>
  userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));

describe('/studio/publications', () => {
  it("keeps a learner out with 'Nemáte prístup'", async () => {
    render('/studio/publications', undefined, 'learner');
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
  });

  it('lists publications with their state and date, and filters by state', async () => {
    render('/studio/publications');
    const list = await screen.findByRole('list', { name: 'Publikácie' });
    const published = within(list).getByRole('link', { name: 'Pozdravy a predstavenie, publikované' });
    expect(within(published).getByText('vyšlo 5. januára 2026, 09:00')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Káva po slovensky, koncept' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Stav'), 'koncept');
    expect(await screen.findByRole('link', { name: 'Káva po slovensky, koncept' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pozdravy a predstavenie/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Stav'), 'stiahnuté');
    expect(await screen.findByText('V tomto stave tu nič nie je.')).toBeInTheDocument();
  });

  it('creates a draft and opens its editor', async () => {
    const state = createStudioPublicationsMockState();
    render('/studio/publications', state);
    await screen.findByRole('list', { name: 'Publikácie' });
    await userEvent.click(screen.getByRole('button', { name: 'Nová publikácia' }));
    expect(await screen.findByLabelText('Názov')).toHaveValue('Nová publikácia');
    expect(state.publications.at(-1)).toMatchObject({ title: 'Nová publikácia', state: 'draft', author_id: 1 });
  });
});

describe('/studio/publications/:id', () => {
  it('shows the 400 at the field it names and keeps what was typed', async () => {
    render('/studio/publications/2');
    const title = await screen.findByLabelText('Názov');
    await userEvent.clear(title);
    await userEvent.type(screen.getByLabelText('Text článku'), ' Ešte jedna veta.');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    const alerts = await screen.findAllByText('Napíšte názov.');
    expect(alerts.some((a) => a.id === 'err-title')).toBe(true);
    // The message sits in the field's label, right under the input.
    expect(screen.getByLabelText(/^Názov/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Názov/)).toHaveValue('');
    expect(screen.getByLabelText('Text článku')).toHaveValue('## Káva\n\nDám si **kávu**, prosím. Ešte jedna veta.');
  });

  it("tells the second editor 'Medzitým to upravil(a) …' and keeps their text until they ask for the new version", async () => {
    const state = createStudioPublicationsMockState();
    render('/studio/publications/2', state);
    const title = await screen.findByLabelText('Názov');
    state.publications[1]!.version = 7; // another editor saved in between
    state.publications[1]!.title = 'Jánov názov';
    await userEvent.clear(title);
    await userEvent.type(title, 'Môj názov');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(/^Medzitým to upravil\(a\) Ján Druhý/)).toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Môj názov');
    await userEvent.click(screen.getByRole('button', { name: 'Zahodiť moje úpravy a načítať novú verziu' }));
    expect(await screen.findByDisplayValue('Jánov názov')).toBeInTheDocument();
  });

  it("previews the markdown with the blog's renderer: formatting shown, raw HTML and unsafe links not", async () => {
    const state = createStudioPublicationsMockState();
    state.publications[1]!.content =
      '## Káva\n\nDám si **kávu**.\n\n<script>alert(1)</script><b>surové</b>\n\n[zlý odkaz](javascript:alert(1)) a [dobrý](https://example.sk)';
    render('/studio/publications/2', state);
    await userEvent.click(await screen.findByRole('button', { name: 'Náhľad' }));
    const preview = await screen.findByRole('region', { name: 'Náhľad: takto to uvidia študenti' });
    expect(await within(preview).findByRole('heading', { name: 'Káva' })).toBeInTheDocument();
    expect(within(preview).getByText('kávu').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).queryByText('surové')).not.toBeInTheDocument();
    expect(within(preview).queryByRole('link', { name: 'zlý odkaz' })).not.toBeInTheDocument();
    expect(within(preview).getByText('zlý odkaz')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'dobrý' })).toHaveAttribute('href', 'https://example.sk');
  });

  it('an audio publication needs its recording: the 400 shows at the recording; an upload fills it', async () => {
    const state = createStudioPublicationsMockState();
    Object.assign(state.publications[1]!, { type: 'audio', audio_file_id: null, audio: null });
    render('/studio/publications/2', state);
    await userEvent.click(await screen.findByRole('button', { name: 'Publikovať teraz' }));
    await confirm('Publikovať');
    const recording = await screen.findByRole('group', { name: 'Nahrávka' });
    expect(await within(recording).findByText('Audio publikácia potrebuje nahrávku.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Nahrať zvuk'),
      new File([new Uint8Array([1, 2, 3])], 'rozhovor.mp3', { type: 'audio/mpeg' }),
    );
    expect(await within(recording).findByText('rozhovor.mp3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prepis nahrávky'), 'Dobrý deň.');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené.')).toBeInTheDocument();
    expect(state.publications[1]).toMatchObject({ audio_file_id: 77, transcript: 'Dobrý deň.' });
  });

  it('makes a video publication: the 400 shows at the video; an upload fills it with its length; the cover is the poster', async () => {
    const state = createStudioPublicationsMockState();
    render('/studio/publications/2', state);
    await userEvent.selectOptions(await screen.findByLabelText('Typ'), 'Video');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publikovať teraz' }));
    await confirm('Publikovať');
    const video = await screen.findByRole('group', { name: 'Video' });
    expect(await within(video).findByText('Video publikácia potrebuje video.')).toBeInTheDocument();
    expect(screen.getByText('Titulný obrázok sa zobrazí pred spustením videa.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Nahrať video (MP4, WebM)'),
      new File([new Uint8Array([1, 2, 3])], 'na-trhu.mp4', { type: 'video/mp4' }),
    );
    expect(await within(video).findByText('na-trhu.mp4')).toBeInTheDocument();
    // The upload's 32.5 s, as the card rounds it.
    expect(within(video).getByText('Dĺžka: 1 min.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené.')).toBeInTheDocument();
    expect(state.publications[1]).toMatchObject({ type: 'video', video_file_id: 77 });
  });

  it("asks before 'Stiahnuť': 'Zrušiť' leaves it published (issue 38, item 5)", async () => {
    render('/studio/publications/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Stiahnuť' }));
    const ask = await screen.findByRole('dialog', { name: 'Stiahnuť?' });
    expect(ask).toHaveAccessibleDescription(/prestanú vidieť/);
    await userEvent.click(within(ask).getByRole('button', { name: 'Zrušiť' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('publikované')).toBeInTheDocument();
    expect(screen.queryByText('stiahnuté')).not.toBeInTheDocument();
  });

  it('publishes now, withdraws, and shows who did it in the history', async () => {
    render('/studio/publications/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Publikovať teraz' }));
    await confirm('Publikovať');
    expect(await screen.findByText('publikované')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stiahnuť' }));
    await confirm('Stiahnuť');
    expect(await screen.findByText('stiahnuté')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'História zmien' });
    // What was done, who did it (by name, never 'Niekto'), when in the school's Slovak format.
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Stiahnutie · Emma Demo · \d{1,2}\. [a-zľščťžýáíéúäôň]+ \d{4}, \d{2}:\d{2}/),
      expect.stringMatching(/^Zverejnenie · Emma Demo · /),
      expect.stringMatching(/^Vytvorenie · Eva Editorová · /),
    ]);
  });

  it('schedules at a time on the school clock; a time already past is refused at that field', async () => {
    render('/studio/publications/2');
    const when = await screen.findByLabelText('Čas zverejnenia (čas školy)');
    await userEvent.type(when, '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Naplánovať' }));
    await confirm('Naplánovať');
    expect(await screen.findAllByText('Čas zverejnenia musí byť v budúcnosti.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Čas zverejnenia \(čas školy\)/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(when);
    await userEvent.type(when, '2099-01-15T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Naplánovať' }));
    await confirm('Naplánovať');
    expect(await screen.findByText('naplánované')).toBeInTheDocument();
    expect(screen.getByText('vyjde 15. januára 2099, 10:00')).toBeInTheDocument();
    // Scheduled is not published (issue 38, item 6): no 'Je zverejnená', and pulling it cancels the plan.
    expect(screen.getByText(/^Naplánovaná: študenti ju zatiaľ nevidia/)).toBeInTheDocument();
    expect(screen.queryByText(/^Je zverejnená/)).not.toBeInTheDocument();
    expect(screen.queryByText(/prestanú vidieť/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stiahnuť' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť naplánovanie' }));
    expect(await screen.findByRole('dialog', { name: 'Zrušiť naplánovanie?' })).toBeInTheDocument();
    await confirm('Zrušiť naplánovanie');
    expect(await screen.findByText('stiahnuté')).toBeInTheDocument();
  });
});

describe('/studio/news', () => {
  it('lists news items and edits one: a blog link without its publication is named at that field', async () => {
    render('/studio/news');
    await userEvent.click(await screen.findByRole('link', { name: 'Nová epizóda: V kaviarni, publikované' }));
    const target = await screen.findByLabelText('Publikácia');
    await userEvent.selectOptions(target, 'Vyberte publikáciu');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findAllByText('Vyberte publikáciu, na ktorú novinka vedie.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Popis')).toHaveValue('Podcast pokračuje.');
  });
});
