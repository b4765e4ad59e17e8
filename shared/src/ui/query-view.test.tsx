import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { QueryView, type QueryLike } from './query-view';

const renderView = (query: QueryLike<string[]>, canRetry?: (error: unknown) => boolean) =>
  render(
    <ThemeProvider theme={theme}>
      <QueryView
        query={query}
        loading="Načítavam..."
        errorTitle={(e) => (e === 404 ? 'Nenašlo sa.' : 'Chyba.')}
        canRetry={canRetry}
      >
        {(items) => <p>{items.join(', ')}</p>}
      </QueryView>
    </ThemeProvider>,
  );

describe('QueryView', () => {
  it('shows the loading text while the first load runs', () => {
    renderView({ data: undefined, isPending: true, error: null, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Načítavam...');
  });

  it('shows the error with a retry when the first load failed', async () => {
    const refetch = jest.fn();
    renderView({ data: undefined, isPending: false, error: 500, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Chyba.');
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('offers no retry where it cannot help', () => {
    renderView({ data: undefined, isPending: false, error: 404, refetch: jest.fn() }, (e) => e !== 404);
    expect(screen.getByRole('alert')).toHaveTextContent('Nenašlo sa.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the data when a later refetch failed', () => {
    renderView({ data: ['A', 'B'], isPending: false, error: 500, refetch: jest.fn() });
    expect(screen.getByText('A, B')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
