import type { Key } from 'react';
import { EmptyState, LinkRow, ListGroup, QueryView, Stack, type LinkRowProps, type QueryLike } from '@app/shared/ui';
import { LoadMore, type LoadMoreQuery } from '@app/shared/widgets';
import { text } from '../text';

export interface PagedLinksProps<T> {
  query: QueryLike<{ pages: ReadonlyArray<{ results: T[] }> }> & LoadMoreQuery;
  empty: string;
  row: (item: T) => LinkRowProps & { key: Key };
}

/** A staff list read a page at a time, each item a row linking to its screen: loading, error, empty, 'Načítať ďalšie'. */
export function PagedLinks<T>({ query, empty, row }: PagedLinksProps<T>) {
  return (
    <QueryView query={query} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.results);
        if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
        return (
          <Stack>
            <ListGroup>
              {items.map((item) => {
                const { key, ...props } = row(item);
                return <LinkRow key={key} {...props} />;
              })}
            </ListGroup>
            <LoadMore query={query} label={text.loadMore} failedText={text.loadFailed} />
          </Stack>
        );
      }}
    </QueryView>
  );
}
