import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderScreen } from '@app/shared/testing';
import { MarkdownField } from '../forms/publications/markdown-field';

jest.setTimeout(20_000);

const stored: { current: string } = { current: '' };
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  stored.current = value;
  return <MarkdownField label="Text článku" value={value} path="content" onChange={setValue} />;
}
const uploaded: string[] = [];
const render = (initial: string) =>
  renderScreen(<Harness initial={initial} />, {
    handlers: [
      http.post('*/api/studio/media', ({ request }) => {
        uploaded.push(new URL(request.url).searchParams.get('name') ?? '');
        return HttpResponse.json({ file_id: 42, url: '/media/42.jpg', filename: 'namestie.jpg', duration_seconds: null });
      }),
    ],
  });
const area = () => screen.getByLabelText('Text článku') as HTMLTextAreaElement;
const select = (phrase: string) => {
  const at = area().value.indexOf(phrase);
  area().focus();
  area().setSelectionRange(at, at + phrase.length);
};
// A tool puts the caret back once React has written the text (the next frame): the next
// selection is made after that, as a person's would be.
const tool = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name }));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
};

describe('the markdown editor with a toolbar (issue 38, item 8)', () => {
  it('offers the toolbar instead of syntax hints', async () => {
    render('');
    const toolbar = await screen.findByRole('toolbar', { name: 'Úpravy textu' });
    for (const name of ['Nadpis', 'Tučné', 'Kurzíva', 'Zoznam', 'Odkaz'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(toolbar).toHaveTextContent('Obrázok');
    expect(document.body.textContent).not.toMatch(/\*\*tučné\*\*|!\[popis\]/);
  });

  it('makes the selection bold, italic, a heading, a list and a link', async () => {
    render('Bratislava je hlavné mesto.\nŽije tu 475 000 ľudí.\nMá hrad.');
    await screen.findByLabelText('Text článku');
    select('hlavné');
    await tool('Tučné');
    expect(stored.current).toBe('Bratislava je **hlavné** mesto.\nŽije tu 475 000 ľudí.\nMá hrad.');
    select('hrad');
    await tool('Kurzíva');
    expect(stored.current).toMatch(/Má \*hrad\*\.$/);
    select('Bratislava');
    await tool('Nadpis');
    expect(stored.current.split('\n')[0]).toBe('## Bratislava je **hlavné** mesto.');
    // Two lines touched by one selection: both become list items.
    const start = area().value.indexOf('Žije');
    area().setSelectionRange(start, area().value.indexOf('hrad'));
    await tool('Zoznam');
    expect(stored.current.split('\n').slice(1)).toEqual(['- Žije tu 475 000 ľudí.', '- Má *hrad*.']);
    select('475 000');
    await tool('Odkaz');
    expect(stored.current).toContain('[475 000](https://)');
  });

  it('with nothing selected, bold inserts a placeholder to type over', async () => {
    render('Ahoj ');
    await screen.findByLabelText('Text článku');
    area().setSelectionRange(5, 5);
    await tool('Tučné');
    expect(stored.current).toBe('Ahoj **tučný text**');
  });

  it('uploads an image through the studio upload and inserts its reference where the caret stands', async () => {
    render('Prvý odsek.\nDruhý odsek.');
    await screen.findByLabelText('Text článku');
    area().setSelectionRange('Prvý odsek.'.length, 'Prvý odsek.'.length);
    await userEvent.upload(
      screen.getByLabelText('Vložiť obrázok do textu'),
      new File(['x'], 'namestie.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(stored.current).toContain('/files/42'));
    expect(uploaded).toEqual(['namestie.jpg']);
    expect(stored.current).toBe('Prvý odsek.\n\n![popis obrázka](/files/42)\n\nDruhý odsek.');
  });
});
