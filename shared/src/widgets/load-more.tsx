import styled from 'styled-components';
import { Button } from '@app/shared/ui';

const Problem = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive};`;

/** What LoadMore reads of a paginated infinite query (TanStack Query's result fits). */
export interface LoadMoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: LoadMoreQuery;
  label?: string;
  /** Said when the next page failed; the button stays, so pressing it again retries. */
  failedText?: string;
}

/**
 * The 'Načítať ďalšie' button under a paged list, while the list has more. A next page that failed
 * to load is said beside it (the pages already shown stay), not swallowed.
 */
export function LoadMore({
  query,
  label = 'Načítať ďalšie',
  failedText = 'Ďalšiu stránku sa nepodarilo načítať.',
}: LoadMoreProps) {
  return (
    <>
      {query.hasNextPage && (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {label}
        </Button>
      )}
      {query.isFetchNextPageError && !query.isFetchingNextPage && <Problem role="alert">{failedText}</Problem>}
    </>
  );
}
