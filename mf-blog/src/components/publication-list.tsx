import { useEffect, useRef, useState } from 'react';
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

const List = styled.ul`
  margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px;
`;

/**
 * One tab of /blog: its own search box (Enter with non-blank text searches, spec section 5) and
 * its list, a page at a time. Spec section 8: a failed load is only logged and the list stays as
 * it was, so a failed search falls back to the last search that worked.
 */
export function PublicationListPanel({ list }: { list: PublicationList }) {
  const [search, setSearch] = useState<string | null>(null);
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const lastGoodSearch = useRef<string | null>(null);
  const query = usePublications(list, search);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = query;

  useEffect(() => {
    if (data) lastGoodSearch.current = search;
  }, [data, search]);
  useEffect(() => {
    if (isError && !data && search !== lastGoodSearch.current) setSearch(lastGoodSearch.current);
  }, [isError, data, search]);

  const clearSearch = () => {
    setSearch(null);
    setSearchBoxKey((n) => n + 1);
  };

  const items: PublicationSummary[] = data?.pages.flatMap((page) => page.results) ?? [];
  const emptyText = search ? text.searchEmpty : list === 'feed' ? text.feedEmpty : text.starredEmpty;

  return (
    <Stack>
      <SearchBox key={searchBoxKey} label={text.searchLabel} placeholder={text.searchPlaceholder} onSearch={setSearch} />
      {search && (
        <SearchInfo>
          <span>{text.searchResults(search)}</span>
          <Button variant="plain" onClick={clearSearch}>
            {text.clearSearch}
          </Button>
        </SearchInfo>
      )}
      {isPending ? (
        <EmptyState role="status">{text.feedLoading}</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <List>
          {items.map((publication) => (
            <li key={publication.id}>
              <PublicationCard publication={publication} />
            </li>
          ))}
        </List>
      )}
      {hasNextPage && (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {text.loadMore}
        </Button>
      )}
    </Stack>
  );
}
