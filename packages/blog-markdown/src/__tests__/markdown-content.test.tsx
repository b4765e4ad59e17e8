/**
 * A publication's markdown as learners read it: links only for the spec's protocols (a
 * `javascript:` link is text), raw HTML dropped, a web link a real link that opens outside.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@app/shared/testing';
import MarkdownContent from '../markdown-content';

const source = [
  '# Bratislava',
  '',
  'Viac na [stránke mesta](https://www.bratislava.sk) alebo [napíšte nám](mailto:skola@example.sk).',
  '',
  '[Klikni sem](javascript:alert(1)) a <b>hrubé</b> <script>alert(2)</script>koniec.',
].join('\n');

describe('MarkdownContent', () => {
  it('links the spec’s protocols only, as links that open outside, and drops raw HTML', async () => {
    const { container } = renderScreen(<MarkdownContent source={source} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bratislava' })).toBeInTheDocument());

    const web = screen.getByRole('link', { name: 'stránke mesta' });
    expect(web).toHaveAttribute('href', 'https://www.bratislava.sk');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'napíšte nám' })).toHaveAttribute('href', 'mailto:skola@example.sk');

    expect(screen.queryByRole('link', { name: 'Klikni sem' })).not.toBeInTheDocument();
    expect(screen.getByText('Klikni sem')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(container).toHaveTextContent('hrubé');
  });
});
