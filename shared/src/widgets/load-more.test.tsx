import { QueryClient, QueryClientProvider, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@app/shared/ui';
import { LoadMore } from './load-more';

type Page = { results: string[]; next: number | null };

function List({ fetchPage }: { fetchPage: (page: number) => Promise<Page> }) {
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['items'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: Page) => last.next,
    }),
  );
  return (
    <>
      <ul>
        {query.data?.pages
          .flatMap((p) => p.results)
          .map((item) => (
            <li key={item}>{item}</li>
          ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function renderList(fetchPage: (page: number) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <List fetchPage={fetchPage} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('LoadMore', () => {
  it('loads the next page, says when it failed keeping the pages shown, and retries on the next press', async () => {
    const user = userEvent.setup();
    let secondFails = true;
    renderList(async (page) => {
      if (page === 1) return { results: ['a', 'b'], next: 2 };
      if (secondFails) {
        secondFails = false;
        throw new Error('offline');
      }
      return { results: ['c'], next: null };
    });

    await user.click(await screen.findByRole('button', { name: 'Načítať ďalšie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ďalšiu stránku sa nepodarilo načítať.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);

    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    expect(await screen.findByText('c')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The last page has no next: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Načítať ďalšie' })).not.toBeInTheDocument();
  });
});
