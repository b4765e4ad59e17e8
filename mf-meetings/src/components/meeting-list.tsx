import { useState } from 'react';
import { SearchableList } from '@app/shared/widgets';
import { useMeetings, type MeetingList } from '../api/get-meetings';
import { text } from '../text';
import { MeetingCard } from './meeting-card';

/** One tab of /meetings (Všetky or Zúčastnené) with its own search; the behaviour is SearchableList's. */
export function MeetingListPanel({ list }: { list: MeetingList }) {
  // One clock per panel: cards of meetings that have begun are greyed.
  const [now] = useState(() => Date.now());
  const usePanelList = (search: string | null) => useMeetings(list, search);
  return (
    <SearchableList
      useList={usePanelList}
      itemKey={(meeting) => meeting.id}
      renderItem={(meeting, index) => <MeetingCard meeting={meeting} now={now} first={index === 0} />}
      searchLabel={text.searchLabel}
      loadingText={text.listLoading}
      errorText={text.listLoadFailed}
      emptyText={list === 'feed' ? text.feedEmpty : text.attendedEmpty}
    />
  );
}
