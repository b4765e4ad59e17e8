import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Call } from '@app/calls-contract';
import { callFixtures, createCallsMockState, toInstant } from '@app/calls-contract/mocks';
import { held, renderCalls } from '../test-helpers';

// After 'v' the weekday is in the accusative, and 'v' becomes 'vo' before 'štvrtok'.
const ON_WEEKDAY = ['v nedeľu', 'v pondelok', 'v utorok', 'v stredu', 'vo štvrtok', 'v piatok', 'v sobotu'];
const list = (state = createCallsMockState(), handlers: RequestHandler[] = []) =>
  renderCalls({ route: '/calls?tab=list', state, handlers });
const cards = () => screen.findAllByRole('article');
const row = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling as HTMLElement;

/** A scheduled call `hours` from now (paid unless told otherwise). */
function scheduledIn(hours: number, fields: Partial<Call> = {}): Call {
  const start = new Date(Date.now() + hours * 3_600_000);
  return {
    ...callFixtures()[0]!,
    start_dt: toInstant(start),
    end_dt: toInstant(new Date(start.getTime() + 600_000)),
    ...fields,
  };
}

// Whole flows with many user events; two shared cores under load can take a while.
jest.setTimeout(20_000);

describe('/calls, Zoznam', () => {
  it('shows the loading text, then a card per call with its title, badge and rows', async () => {
    const gate = held();
    list(undefined, [http.get('*/api/calls', async () => void (await gate.wait()))]);
    expect(await screen.findByRole('tab', { name: 'Zoznam' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Načítavam hovory...')).toBeInTheDocument();
    gate.release();

    const [scheduled, toReview, reviewed, cancelled] = await cards();
    const fixtures = callFixtures();
    fixtures.forEach((call, index) => {
      const card = [scheduled, toReview, reviewed, cancelled][index]!;
      expect(within(card).getByRole('heading')).toHaveTextContent(`Hovor ${ON_WEEKDAY[new Date(call.start_dt).getDay()]}`);
    });
    expect(within(scheduled!).getByText('Naplánovaný')).toBeInTheDocument();
    expect(within(toReview!).getByText('Ukončený')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Zrušený')).toBeInTheDocument();

    expect(row(scheduled!, 'Hovorca')).toHaveTextContent('Marek Kováč');
    expect(row(scheduled!, 'Dátum a čas')).toHaveTextContent(/^[a-zňšťýčžľá]+ \d{1,2}\. [a-zňšťýčžľá]+, 18:00 - 18:10$/);
    expect(row(scheduled!, 'Formát')).toHaveTextContent('Online, Telegram');
    expect(row(scheduled!, 'Cena')).toHaveTextContent(/^4,50\s€ · 225 ⭐$/);
    expect(row(toReview!, 'Dátum a čas')).toHaveTextContent(/, 09:00 - 09:30$/);
  });

  it('an unpaid held call waits for payment: its badge says so, Zaplatiť is on the card, the price shows once (issue 29, items 4 and 8)', async () => {
    const expires = toInstant(new Date(Date.now() + 10 * 60_000));
    list(
      createCallsMockState({
        calls: [scheduledIn(48, { payment: { id: 950, status: 'pending', amount: 4.5, stars: 225, expires_at: expires } })],
      }),
    );
    const [card] = await cards();
    expect(within(card!).getByText('Čaká na platbu')).toBeInTheDocument();
    expect(within(card!).queryByText('Naplánovaný')).not.toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Zaplatiť' })).toBeEnabled();
    expect(within(card!).getAllByText(/4,50\s€/)).toHaveLength(1);
    // Cancelling an unpaid hold costs nothing (item 3: no card, no refund to wait for).
    await userEvent.click(within(card!).getByRole('button', { name: 'Zrušiť hovor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušenie hovoru' });
    expect(within(dialog).getByText('Hovor ešte nie je zaplatený, zrušenie Vás nič nestojí.')).toBeInTheDocument();
  });

  it('a call included in the plan costs Zadarmo', async () => {
    list(createCallsMockState({ calls: [scheduledIn(48, { is_paid: false, is_included: true, price: 0 })] }));
    const [card] = await cards();
    expect(row(card!, 'Cena')).toHaveTextContent('Zadarmo');
  });

  it('a cancelled call shows what it costs in the end: refunded reads Zadarmo, cancelled too late keeps its price', async () => {
    const cancelled = { status: 'cancelled', is_paid: true, is_included: false, price: 4.5 } as const;
    list(
      createCallsMockState({
        calls: [
          scheduledIn(-48, { ...cancelled, id: 1, is_refunded: true }),
          scheduledIn(-72, { ...cancelled, id: 2, is_refunded: false }),
          scheduledIn(-96, { status: 'cancelled', id: 3, is_paid: false, is_included: true, price: 0, is_refunded: false }),
        ],
      }),
    );
    const [refunded, late, included] = await cards();
    expect(row(refunded!, 'Cena')).toHaveTextContent('Zadarmo (platba vrátená)');
    expect(row(late!, 'Cena')).toHaveTextContent(/^4,50\s€ · 225 ⭐$/);
    expect(row(included!, 'Cena')).toHaveTextContent(/^Zadarmo$/);
  });

  it('cancelling a paid call in time turns its Cena into Zadarmo (platba vrátená)', async () => {
    list(createCallsMockState({ calls: [scheduledIn(72)] }));
    const [card] = await cards();
    expect(row(card!, 'Cena')).toHaveTextContent(/^4,50\s€ · 225 ⭐$/);
    await userEvent.click(within(card!).getByRole('button', { name: 'Zrušiť hovor' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Zrušenie hovoru' })).getByRole('button', { name: 'Zrušiť' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hovor bol zrušený' })).getByRole('button', { name: 'Zatvoriť' }),
    );
    await waitFor(() => expect(row(card!, 'Cena')).toHaveTextContent('Zadarmo (platba vrátená)'));
  });

  it('shows the actions of each status', async () => {
    list();
    const [scheduled, toReview, reviewed, cancelled] = await cards();
    expect(
      within(scheduled!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Zrušiť hovor', 'Napísať správu']);
    expect(
      within(toReview!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ohodnotiť']);
    expect(within(reviewed!).queryAllByRole('button')).toHaveLength(0);
    expect(within(reviewed!).getByText('Vaše hodnotenie: 5 z 5')).toBeInTheDocument();
    expect(within(cancelled!).queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps a 100px bottom margin under the last card only', async () => {
    list();
    const items = (await cards()).map((card) => card.closest('li')!);
    expect(getComputedStyle(items.at(-1)!).marginBottom).toBe('100px');
    expect(getComputedStyle(items[0]!).marginBottom).not.toBe('100px');
  });

  it('says Zatiaľ nemáte žiadne hovory. when there are none', async () => {
    list(createCallsMockState({ calls: [] }));
    expect(await screen.findByText('Zatiaľ nemáte žiadne hovory.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says Hovory sa nepodarilo načítať. when the list fails, and can try again', async () => {
    let fail = true;
    list(undefined, [
      http.get('*/api/calls', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)),
    ]);
    expect(await screen.findByText('Hovory sa nepodarilo načítať.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await cards()).toHaveLength(4);
  });

  it('opens a chat with the speaker through Telegram (a t.me link outside Telegram)', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    list();
    const [scheduled] = await cards();
    await userEvent.click(within(scheduled!).getByRole('button', { name: 'Napísať správu' }));
    expect(open).toHaveBeenCalledWith('https://t.me/marek_kovac_sk', '_blank', 'noopener');
    open.mockRestore();
  });

  describe('review', () => {
    it('starts at 4 of 5 stars, sends rating and text, and thanks on 201', async () => {
      let body: unknown;
      const { state } = list(undefined, [
        http.post('*/api/calls/:id/review', async ({ request }) => void (body = await request.clone().json())),
      ]);
      const [, toReview] = await cards();
      await userEvent.click(within(toReview!).getByRole('button', { name: 'Ohodnotiť' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nechajte spätnú väzbu' });
      const stars = within(dialog).getByRole('radiogroup', { name: 'Ako sa Vám páčilo?' });
      expect(within(stars).getAllByRole('radio')).toHaveLength(5);
      expect(within(stars).getByRole('radio', { name: '4 z 5' })).toBeChecked();

      await userEvent.click(within(stars).getByRole('radio', { name: '5 z 5' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Chcete sa s nami o tom podeliť?' }), 'Super hovor!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať' }));

      const thanks = await screen.findByRole('dialog', { name: 'Ďakujeme' });
      expect(within(thanks).getByText('Vážime si Vašu spätnú väzbu')).toBeInTheDocument();
      expect(body).toEqual({ rating: 5, comment: 'Super hovor!' });
      expect(state.calls.find((c) => c.id === 2)!.review).toMatchObject({ rating: 5, comment: 'Super hovor!' });

      await userEvent.click(within(thanks).getByRole('button', { name: 'Zatvoriť' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Reviewed once: the card now shows the rating instead of the button.
      await waitFor(() => expect(within(toReview!).queryByRole('button', { name: 'Ohodnotiť' })).not.toBeInTheDocument());
      expect(within(toReview!).getByText('Vaše hodnotenie: 5 z 5')).toBeInTheDocument();
    });

    it.each([
      ['a failure', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
      ['an answer other than 201', () => HttpResponse.json({ rating: 4, comment: '' }, { status: 200 })],
      ['no answer at all', () => HttpResponse.error()],
    ])('%s shows Chyba / Skúste to ešte raz, prosím. and keeps what was written', async (_name, answer) => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      list(undefined, [http.post('*/api/calls/:id/review', answer)]);
      const [, toReview] = await cards();
      await userEvent.click(within(toReview!).getByRole('button', { name: 'Ohodnotiť' }));
      let dialog = await screen.findByRole('dialog', { name: 'Nechajte spätnú väzbu' });
      await userEvent.click(within(dialog).getByRole('radio', { name: '2 z 5' }));
      await userEvent.type(within(dialog).getByRole('textbox'), 'Zvuk sa sekal.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať' }));

      const failed = await screen.findByRole('dialog', { name: 'Chyba' });
      expect(within(failed).getByText('Skúste to ešte raz, prosím.')).toBeInTheDocument();
      await userEvent.click(within(failed).getByRole('button', { name: 'Zatvoriť' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await userEvent.click(within(toReview!).getByRole('button', { name: 'Ohodnotiť' }));
      dialog = await screen.findByRole('dialog', { name: 'Nechajte spätnú väzbu' });
      expect(within(dialog).getByRole('textbox')).toHaveValue('Zvuk sa sekal.');
      expect(within(dialog).getByRole('radio', { name: '2 z 5' })).toBeChecked();
      log.mockRestore();
    });

    it('the failure sheet can go straight back to the review', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      list(undefined, [http.post('*/api/calls/:id/review', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
      const [, toReview] = await cards();
      await userEvent.click(within(toReview!).getByRole('button', { name: 'Ohodnotiť' }));
      await userEvent.type(within(await screen.findByRole('dialog')).getByRole('textbox'), 'Text');
      await userEvent.click(screen.getByRole('button', { name: 'Odoslať' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Chyba' })).getByRole('button', { name: 'Skúsiť znova' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nechajte spätnú väzbu' });
      expect(within(dialog).getByRole('textbox')).toHaveValue('Text');
      log.mockRestore();
    });
  });

  describe('cancel', () => {
    it('asks for the cancellation info, then Zrušenie hovoru with the call, the refund notice and both buttons', async () => {
      const gate = held();
      let infoAsked = 0;
      const { state } = list(undefined, [
        http.get('*/api/calls/:id/cancel', async () => {
          infoAsked++;
          await gate.wait();
        }),
      ]);
      const [scheduled] = await cards();
      const cancel = within(scheduled!).getByRole('button', { name: 'Zrušiť hovor' });
      await userEvent.click(cancel);
      await waitFor(() => expect(cancel).toHaveAttribute('aria-busy', 'true'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      gate.release();

      const dialog = await screen.findByRole('dialog', { name: 'Zrušenie hovoru' });
      expect(infoAsked).toBe(1);
      expect(within(dialog).getByText(/^Hovor: Marek Kováč, .*, 18:00 - 18:10\.$/)).toBeInTheDocument();
      // Three days ahead and paid in Stars: the Stars come back to Telegram, within minutes (issue 29, item 3).
      expect(
        within(dialog).getByText('225 ⭐ Vám vrátime na účet v Telegrame hneď po zrušení, zvyčajne do niekoľkých minút.'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(/kart/)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Ponechať si hovor' })).toBeEnabled();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
      const done = await screen.findByRole('dialog', { name: 'Hovor bol zrušený' });
      expect(within(done).getByText('Nový si môžete objednať v Rezervovať')).toBeInTheDocument();
      expect(state.calls[0]!.status).toBe('cancelled');
      await userEvent.click(within(done).getByRole('button', { name: 'Zatvoriť' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(within(scheduled!).getByText('Zrušený')).toBeInTheDocument());
    });

    it('less than 24 hours ahead: the Stars are not returned', async () => {
      list(createCallsMockState({ calls: [scheduledIn(5)] }));
      const [card] = await cards();
      await userEvent.click(within(card!).getByRole('button', { name: 'Zrušiť hovor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zrušenie hovoru' });
      expect(
        within(dialog).getByText('Za hovor zrušený menej ako 24 hodín pred začiatkom hviezdy (225 ⭐) nevraciame.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Zrušiť' })).toBeEnabled();
    });

    it('an included call: the plan call comes back when cancelled in time', async () => {
      list(createCallsMockState({ calls: [scheduledIn(72, { is_paid: false, is_included: true, price: 0 })] }));
      const [card] = await cards();
      await userEvent.click(within(card!).getByRole('button', { name: 'Zrušiť hovor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zrušenie hovoru' });
      expect(within(dialog).getByText('Hovor v sadzbe sa Vám vráti a môžete si ho znova rezervovať.')).toBeInTheDocument();
    });

    it('a call that can no longer be cancelled offers only Ponechať si hovor', async () => {
      list(undefined, [
        http.get('*/api/calls/:id/cancel', () =>
          HttpResponse.json({
            is_refunded: false,
            is_cancellable: false,
            is_paid: true,
            price: 4.5,
            refund_deadline: '2026-11-20T10:00:00Z',
          }),
        ),
      ]);
      const [scheduled] = await cards();
      await userEvent.click(within(scheduled!).getByRole('button', { name: 'Zrušiť hovor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zrušenie hovoru' });
      expect(within(dialog).getByText('Hovor sa už začal, nedá sa zrušiť.')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Zrušiť' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ponechať si hovor' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('Ponechať si hovor closes without cancelling', async () => {
      let cancelled = 0;
      const { state } = list(undefined, [http.post('*/api/calls/:id/cancel', () => void cancelled++)]);
      const [scheduled] = await cards();
      await userEvent.click(within(scheduled!).getByRole('button', { name: 'Zrušiť hovor' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ponechať si hovor' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(cancelled).toBe(0);
      expect(state.calls[0]!.status).toBe('scheduled');
    });

    it('a failed cancel shows Chyba / Skúste to ešte raz, prosím.', async () => {
      const { state } = list(undefined, [
        http.post('*/api/calls/:id/cancel', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      ]);
      const [scheduled] = await cards();
      await userEvent.click(within(scheduled!).getByRole('button', { name: 'Zrušiť hovor' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zrušiť' }));
      const failed = await screen.findByRole('dialog', { name: 'Chyba' });
      expect(within(failed).getByText('Skúste to ešte raz, prosím.')).toBeInTheDocument();
      await userEvent.click(within(failed).getByRole('button', { name: 'Zatvoriť' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(state.calls[0]!.status).toBe('scheduled');
      expect(within(scheduled!).getByText('Naplánovaný')).toBeInTheDocument();
    });

    it('a failed cancellation-info call is ignored silently (spec section 8)', async () => {
      list(undefined, [http.get('*/api/calls/:id/cancel', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
      const [scheduled] = await cards();
      const cancel = within(scheduled!).getByRole('button', { name: 'Zrušiť hovor' });
      await userEvent.click(cancel);
      await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(cancel).toBeEnabled();
    });
  });
});
