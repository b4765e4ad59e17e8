import { useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Stack } from '@app/shared/ui';
import { LoadMore } from './load-more';
import { SearchBox } from './search-box';

const SearchInfo = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  color: ${({ theme }) => theme.colors.hint}; font-size: 14px;
`;

const List = styled.ul<{ $stale: boolean }>`
  margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)}; transition: opacity 0.2s;
`;

/** What the list reads of a paginated infinite query (TanStack Query's result fits). */
export interface SearchableListQuery<T> {
  data?: { pages: ReadonlyArray<{ results: T[] }> };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface SearchableListProps<T> {
  /** The list's query for a search (null: no search); called as a hook on every render. */
  useList: (search: string | null) => SearchableListQuery<T>;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The search box's accessible name ('Hľadať publikácie'). */
  searchLabel: string;
  /** Shown while the first page loads. */
  loadingText: string;
  /** Shown when the list (not a search) loaded empty: the spec's 'Oops, zatiaľ sme nepridali…'. */
  emptyText: string;
  /** Shown, with a retry, when the list never loaded: a failure is not an empty list. */
  errorText?: string;
  searchEmptyText?: string;
}

/**
 * One searchable, paginated list (a tab of /blog or /meetings): its own search box (Enter with
 * non-blank text searches, spec section 5) and its list, a page at a time. While a search runs the
 * list on screen stays (the query keeps previous data); its results replace it when they arrive.
 * Spec section 8: a failed load is only logged and the list stays as it was, so a failed search
 * leaves the last list that loaded and no 'Výsledky pre' line for it; the box keeps what was typed,
 * so Enter tries again. A list that never loaded says so (errorText) with a retry, as calls and
 * activities do, rather than claiming there is no content.
 */
export function SearchableList<T>({
  useList,
  itemKey,
  renderItem,
  searchLabel,
  loadingText,
  emptyText,
  errorText = 'Nepodarilo sa načítať zoznam.',
  searchEmptyText = 'Nič sme nenašli.',
}: SearchableListProps<T>) {
  const [search, setSearch] = useState<string | null>(null);
  // The search whose results are on screen; it follows `search` once that one's results arrive.
  const [shown, setShown] = useState<string | null>(null);
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const {
    data,
    isPending,
    isError,
    isFetching,
    isPlaceholderData,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    refetch,
  } = useList(search);

  // Both adjustments are made while rendering: React renders again before committing, so the
  // failed search never shows as an empty list, not even for a frame.
  if (data && !isPlaceholderData && shown !== search) setShown(search);
  if (isError && !data && search !== shown) setSearch(shown);

  const clearSearch = () => {
    setSearch(null);
    setSearchBoxKey((n) => n + 1);
  };

  const items: T[] = data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack>
      <SearchBox key={searchBoxKey} label={searchLabel} onSearch={setSearch} />
      {shown && (
        <SearchInfo>
          <span>{`Výsledky pre „${shown}“`}</span>
          <Button variant="plain" onClick={clearSearch}>
            Zrušiť vyhľadávanie
          </Button>
        </SearchInfo>
      )}
      {isError && !data ? (
        // Never loaded (section 8: the failure is also logged): say so and offer to try again.
        <Stack role="alert">
          <EmptyState>{errorText}</EmptyState>
          <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            Skúsiť znova
          </Button>
        </Stack>
      ) : isPending ? (
        <EmptyState role="status">{loadingText}</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState aria-busy={isPlaceholderData}>{shown ? searchEmptyText : emptyText}</EmptyState>
      ) : (
        <List aria-busy={isPlaceholderData} $stale={isPlaceholderData}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </List>
      )}
      {!isPlaceholderData && <LoadMore query={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }} />}
    </Stack>
  );
}
