import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { authorHandlers, createAuthorMockState } from '@app/studio-contract/authors-mocks';
import { currentPath, renderScreen } from '@app/shared/testing';
import { AuthorScreen } from '../screens/authors/author-screen';
import { AuthorsScreen } from '../screens/authors/authors-screen';

jest.setTimeout(20_000);

const renderList = (handlers = authorHandlers()) =>
  renderScreen(<AuthorsScreen />, { route: '/studio/authors', handlers, as: 'editor' });
const renderAuthor = (route: string, state = createAuthorMockState(), extra: { handlers?: RequestHandler[] } = {}) =>
  renderScreen(<AuthorScreen />, {
    route,
    path: '/studio/authors/:id',
    handlers: [...(extra.handlers ?? []), ...authorHandlers(state)],
    as: 'editor',
  });

describe('/studio/authors', () => {
  it('lists the authors with their photo and publications, and links to a new one', async () => {
    renderList();
    const card = await screen.findByRole('link', { name: 'Jana Kováčová' });
    expect(within(card).getByText('3 publikácie')).toBeInTheDocument();
    expect(card).toHaveAttribute('href', '/studio/authors/1');
    expect(screen.getByRole('link', { name: '+ Pridať autora' })).toHaveAttribute('href', '/studio/authors/new');
  });

  it('says when there is no author yet', async () => {
    renderList(authorHandlers(createAuthorMockState({ authors: [] })));
    expect(await screen.findByText('Zatiaľ tu nie je žiadny autor.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderList([http.get('*/api/studio/authors', () => HttpResponse.json({ message: 'down' }, { status: 500 }))]);
    expect(await screen.findByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });

  it("tells a learner 'Nemáte prístup'", async () => {
    renderScreen(<AuthorsScreen />, {
      route: '/studio/authors',
      handlers: authorHandlers(),
      as: 'learner',
    });
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
  });
});

describe('/studio/authors/:id', () => {
  it('creates an author with an uploaded photo and opens them', async () => {
    const state = createAuthorMockState();
    state.photos.set(77, '/api/media/maria');
    const upload = http.post('*/api/studio/media', () =>
      HttpResponse.json(
        {
          file_id: 77,
          url: '/api/media/maria',
          hash: 'a'.repeat(64),
          mime: 'image/jpeg',
          size: 10,
          duration_seconds: null,
          filename: 'maria.jpg',
        },
        { status: 201 },
      ),
    );
    const view = renderAuthor('/studio/authors/new', state, { handlers: [upload] });
    await userEvent.type(await screen.findByLabelText('Meno'), 'Mária');
    await userEvent.type(screen.getByLabelText('Priezvisko'), 'Nováková');
    await userEvent.upload(screen.getByLabelText('Nahrať fotografiu'), new File(['x'], 'maria.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Fotografia' })).toHaveAttribute('src', '/api/media/maria');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť' }));
    await waitFor(() => expect(currentPath(view)).toBe('/studio/authors/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mária Nováková' })).toBeInTheDocument();
    expect(state.authors[1]).toMatchObject({
      first_name: 'Mária',
      last_name: 'Nováková',
      photo_file_id: 77,
      photo_url: '/api/media/maria',
    });
  });

  it('saves a new name and shows it in the history', async () => {
    const state = createAuthorMockState();
    renderAuthor('/studio/authors/1', state);
    const last = await screen.findByLabelText('Priezvisko');
    await userEvent.clear(last);
    await userEvent.type(last, 'Kováčová-Malá');
    expect(screen.getByText('Máte neuložené zmeny.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené.')).toBeInTheDocument();
    expect(state.authors[0]).toMatchObject({ last_name: 'Kováčová-Malá', version: 2 });
    const history = screen.getByRole('region', { name: 'História zmien' });
    // What was done, then who by name, then when (issue 38, item 8).
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/^Úprava · Emma Demo · \d{1,2}\. /),
    );
  });

  it('shows a 400 at the field it names and keeps what was typed', async () => {
    renderAuthor('/studio/authors/new');
    await userEvent.type(await screen.findByLabelText('Meno'), 'Jana');
    await userEvent.type(screen.getByLabelText('Priezvisko'), 'Kováčová');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť' }));
    const problems = await screen.findAllByText('Autor s týmto menom už existuje.');
    expect(problems.some((p) => p.id === 'err-last-name')).toBe(true);
    expect(screen.getByLabelText(/^Priezvisko/)).toHaveValue('Kováčová');
    expect(screen.getByLabelText(/^Meno/)).toHaveValue('Jana');
  });

  it("tells the second editor 'Medzitým to upravil(a) …', keeps their edit, and loads the newer version on request", async () => {
    const state = createAuthorMockState();
    renderAuthor('/studio/authors/1', state);
    const first = await screen.findByLabelText('Meno');
    Object.assign(state.authors[0]!, { version: 2, first_name: 'Janka' }); // another editor saved in between
    await userEvent.clear(first);
    await userEvent.type(first, 'Johana');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(/^Medzitým to upravil\(a\) Ján Druhý/)).toBeInTheDocument();
    expect(screen.getByLabelText('Meno')).toHaveValue('Johana');
    await userEvent.click(screen.getByRole('button', { name: 'Zahodiť moje úpravy a načítať novú verziu' }));
    expect(await screen.findByDisplayValue('Janka')).toBeInTheDocument();
  });

  it("says 'Tento autor neexistuje.' for an unknown id", async () => {
    renderAuthor('/studio/authors/99');
    expect(await screen.findByRole('heading', { name: 'Tento autor neexistuje.' })).toBeInTheDocument();
  });
});
