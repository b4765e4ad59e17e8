import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@app/shared/testing';
import { FieldProblemProvider } from '../components/field-errors';
import { GapsField } from '../forms/gaps-field';
import { fromReadable, toReadable } from '../forms/gaps-text';

jest.setTimeout(20_000);

type Gaps = { text: string; gaps: string[] };
const stored: { current: Gaps | null } = { current: null };

/** The field as the task form holds it: the wire's text and phrases, whatever the editor shows. */
function Harness({ initial, problem = null }: { initial: Gaps; problem?: { field: string; message: string } | null }) {
  const [value, setValue] = useState(initial);
  stored.current = value;
  return (
    <FieldProblemProvider value={problem}>
      <GapsField value={value} path="sections.0.tasks.1" onChange={setValue} />
    </FieldProblemProvider>
  );
}
const render = (initial: Gaps, problem?: { field: string; message: string }) =>
  renderScreen(<Harness initial={initial} problem={problem} />);
const area = () => screen.getByLabelText('Text úlohy') as HTMLTextAreaElement;
/** Selects `phrase` in the text as a finger or a mouse would. */
const select = (phrase: string) => {
  const at = area().value.indexOf(phrase);
  area().focus();
  area().setSelectionRange(at, at + phrase.length);
};
// Marking puts the caret back once React has written the text (the next frame): the next
// selection is made after that, as a person's would be.
const mark = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Označiť ako medzeru' }));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
};

describe('the gaps task edited where its gaps stand (issue 38, item 8)', () => {
  it('shows each gap as its phrase in the text and in the list, never {gapN}', async () => {
    const { container } = render({ text: 'Cestujem {gap1} do {gap2}.', gaps: ['vlakom', 'Košíc'] });
    expect(await screen.findByLabelText('Text úlohy')).toHaveValue('Cestujem [vlakom] do [Košíc].');
    const list = screen.getByRole('list', { name: 'Medzery v texte' });
    expect(list).toHaveTextContent('1. vlakom');
    expect(list).toHaveTextContent('2. Košíc');
    expect(container.textContent).not.toMatch(/\{gap/);
  });

  it('marks a selected phrase as a gap, numbered by where it stands, and stores the wire format', async () => {
    render({ text: '', gaps: [] });
    await userEvent.type(await screen.findByLabelText('Text úlohy'), 'Idem autobusom domov so sestrou.');
    select('autobusom');
    await mark();
    expect(stored.current).toEqual({ text: 'Idem {gap1} domov so sestrou.', gaps: ['autobusom'] });
    select('sestrou');
    await mark();
    // A gap marked before the others takes number 1: the order is the text's.
    select('Idem');
    await mark();
    expect(stored.current).toEqual({ text: '{gap1} {gap2} domov so {gap3}.', gaps: ['Idem', 'autobusom', 'sestrou'] });
    expect(area()).toHaveValue('[Idem] [autobusom] domov so [sestrou].');
  });

  it('keeps spaces outside the gap, refuses an empty selection or one inside a gap, and unmarks a gap', async () => {
    render({ text: 'Cestujem {gap1} do Košíc.', gaps: ['vlakom'] });
    await screen.findByLabelText('Text úlohy');
    area().setSelectionRange(3, 3);
    await mark();
    expect(screen.getByText(/^Najprv v texte označte slovo alebo frázu/)).toHaveAttribute('role', 'status');
    select('lak');
    await mark();
    expect(stored.current).toEqual({ text: 'Cestujem {gap1} do Košíc.', gaps: ['vlakom'] });
    select(' Košíc');
    await mark();
    expect(stored.current).toEqual({ text: 'Cestujem {gap1} do {gap2}.', gaps: ['vlakom', 'Košíc'] });
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť medzeru: vlakom' }));
    expect(stored.current).toEqual({ text: 'Cestujem vlakom do {gap1}.', gaps: ['Košíc'] });
  });

  it("shows the server's 400 about a gap at the list, in words without {gapN}", async () => {
    render({ text: 'Cestujem {gap1}.', gaps: [''] }, { field: 'sections.0.tasks.1.gaps.0', message: 'Medzera č. 1 nemá výraz.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Medzera č. 1 nemá výraz.');
    expect(screen.getByRole('list', { name: 'Medzery v texte' })).toHaveTextContent('1. (prázdna)');
  });

  it('converts both ways without loss for text in order, unmatched brackets included', () => {
    const wire = { text: 'A {gap1} b [c {gap2}', gaps: ['x', 'y z'] };
    expect(toReadable(wire.text, wire.gaps)).toBe('A [x] b [c [y z]');
    expect(fromReadable(toReadable(wire.text, wire.gaps))).toEqual(wire);
  });
});
