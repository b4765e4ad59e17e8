import { useState } from 'react';
import styled from 'styled-components';
import type { Meeting } from '@app/shared/contract';
import { Button, EmptyState, SearchBox, Stack } from '@app/shared/ui';
import { useMeetings, type MeetingList } from '../api/get-meetings';
import { text } from '../text';
import { MeetingCard } from './meeting-card';

const SearchInfo = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  color: ${({ theme }) => theme.colors.hint}; font-size: 14px;
`;

const List = styled.ul<{ $stale: boolean }>`
  margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)}; transition: opacity 0.2s;
`;

/**
 * One tab of /meetings: its own search box (Enter with non-blank text searches, spec section 5)
 * and its list, a page at a time. As on the blog, a search keeps the list on screen until its
 * results arrive, and a failed load is only logged: the last list that loaded stays, the search
 * box is reset and no 'Výsledky pre' line is shown for the search that failed.
 */
export function MeetingListPanel({ list }: { list: MeetingList }) {
  const [search, setSearch] = useState<string | null>(null);
  // The search whose results are on screen; it follows `search` once that one's results arrive.
  const [shown, setShown] = useState<string | null>(null);
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  // One clock per panel render: cards of meetings that have begun are greyed.
  const [now] = useState(() => Date.now());
  const { data, isPending, isError, isFetching, refetch, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMeetings(list, search);

  // Adjusted while rendering, so a failed search never shows as an empty list, not even for a frame.
  if (data && !isPlaceholderData && shown !== search) setShown(search);
  if (isError && !data && search !== shown) {
    setSearch(shown);
    setSearchBoxKey((n) => n + 1);
  }

  const clearSearch = () => {
    setSearch(null);
    setSearchBoxKey((n) => n + 1);
  };

  const items: Meeting[] = data?.pages.flatMap((page) => page.results) ?? [];
  const emptyText = shown ? text.searchEmpty : list === 'feed' ? text.feedEmpty : text.attendedEmpty;

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
        <EmptyState role="status">{text.listLoading}</EmptyState>
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
          {items.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard meeting={meeting} now={now} />
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
