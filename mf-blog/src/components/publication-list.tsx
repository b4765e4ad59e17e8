import { useState } from 'react';
import styled from 'styled-components';
import type { PublicationSummary } from '@app/shared/contract';
import { Button, EmptyState, SearchBox, Stack } from '@app/shared/ui';
import { usePublications, type PublicationList } from '../api/get-publications';
import { text } from '../text';
import { PublicationCard } from './publication-card';

const SearchInfo = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  color: ${({ theme }) => theme.colors.hint}; font-size: 14px;
`;

const List = styled.ul<{ $stale: boolean }>`
  margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)}; transition: opacity 0.2s;
`;

/**
 * One tab of /blog: its own search box (Enter with non-blank text searches, spec section 5) and
 * its list, a page at a time. While a search runs the list on screen stays (keepPreviousData);
 * its results replace it when they arrive. Spec section 8: a failed load is only logged and the
 * list stays as it was, so a failed search leaves the last list that loaded, with the search box
 * reset and no 'Výsledky pre' line for the search that failed.
 */
export function PublicationListPanel({ list }: { list: PublicationList }) {
  const [search, setSearch] = useState<string | null>(null);
  // The search whose results are on screen; it follows `search` once that one's results arrive.
  const [shown, setShown] = useState<string | null>(null);
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const { data, isPending, isError, isFetching, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    usePublications(list, search);

  // Both adjustments are made while rendering: React renders again before committing, so the
  // failed search never shows as an empty list, not even for a frame.
  if (data && !isPlaceholderData && shown !== search) setShown(search);
  if (isError && !data && search !== shown) {
    setSearch(shown);
    setSearchBoxKey((n) => n + 1);
  }

  const clearSearch = () => {
    setSearch(null);
    setSearchBoxKey((n) => n + 1);
  };

  const items: PublicationSummary[] = data?.pages.flatMap((page) => page.results) ?? [];
  const emptyText = shown ? text.searchEmpty : list === 'feed' ? text.feedEmpty : text.starredEmpty;

  return (
    <Stack>
      <SearchBox key={searchBoxKey} label={text.searchLabel} placeholder={text.searchPlaceholder} onSearch={setSearch} />
      {shown && (
        <SearchInfo>
          <span>{text.searchResults(shown)}</span>
          <Button variant="plain" onClick={clearSearch}>
            {text.clearSearch}
          </Button>
        </SearchInfo>
      )}
      {isPending ? (
        <EmptyState role="status">{text.feedLoading}</EmptyState>
      ) : items.length === 0 ? (
        <>
          <EmptyState aria-busy={isPlaceholderData}>{emptyText}</EmptyState>
          {/* A list that failed to load keeps the spec's text (section 8: failures are only
              logged) but may not really be empty: offer to try again. */}
          {isError && !data && (
            <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
              {text.retry}
            </Button>
          )}
        </>
      ) : (
        <List aria-busy={isPlaceholderData} $stale={isPlaceholderData}>
          {items.map((publication) => (
            <li key={publication.id}>
              <PublicationCard publication={publication} />
            </li>
          ))}
        </List>
      )}
      {hasNextPage && !isPlaceholderData && (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {text.loadMore}
        </Button>
      )}
    </Stack>
  );
}
