import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { StudioMeetingListItem, StudioMeetingState } from '@app/studio-contract';
import { Badge, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useMeetings } from '../../api/meetings';
import { text } from '../../text';
import { EditorGate } from '../../components/editor-gate';
import { formatLocal, meetingsText as t } from '../../text/meetings';
import { AddLink } from '../../components/add-link';
import { StudioNav } from '../../components/studio-nav';

const states: StudioMeetingState[] = ['upcoming', 'past', 'cancelled'];

const Tabs = styled.div`display: flex; gap: 8px; flex-wrap: wrap;`;
const Tab = styled.button<{ $on: boolean }>`
  font: inherit; font-weight: 600; padding: 8px 14px; min-height: 40px; border-radius: 999px; cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.separator};
  background: ${({ theme, $on }) => ($on ? theme.colors.button : theme.colors.sectionBg)};
  color: ${({ theme, $on }) => ($on ? theme.colors.buttonText : theme.colors.text)};
`;
// One column on a phone, as many as fit on a desktop window.
const Grid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;
const ItemLink = styled(Link)`text-decoration: none; color: inherit; display: block;`;

/** /studio/meetings: upcoming, past and cancelled meetings with their registrations. */
export function MeetingsScreen() {
  return (
    <EditorGate>
      <Meetings />
    </EditorGate>
  );
}

function Meetings() {
  const list = useMeetings();
  const [tab, setTab] = useState<StudioMeetingState>('upcoming');
  return (
    <Page back="/studio/course" title={t.title} wide>
      <StudioNav />
      <AddLink to="/studio/meetings/new">+ {t.add}</AddLink>
      <Tabs role="tablist" aria-label={t.title}>
        {states.map((state) => (
          <Tab
            key={state}
            type="button"
            role="tab"
            aria-selected={tab === state}
            $on={tab === state}
            onClick={() => setTab(state)}
          >
            {t.tabs[state]}
            {list.data ? ` (${list.data[state].length})` : ''}
          </Tab>
        ))}
      </Tabs>
      <QueryView query={list} loading={text.loading} errorTitle={t.loadFailed} retryLabel={text.retry}>
        {(data) => (
          <div role="tabpanel" aria-label={t.tabs[tab]}>
            <Hint>{t.zone(data.zone)}</Hint>
            {data[tab].length === 0 ? (
              <EmptyState>{t.empty[tab]}</EmptyState>
            ) : (
              <Grid>
                {data[tab].map((meeting) => (
                  <li key={meeting.id}>
                    <MeetingCard meeting={meeting} />
                  </li>
                ))}
              </Grid>
            )}
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function MeetingCard({ meeting }: { meeting: StudioMeetingListItem }) {
  return (
    <ItemLink to={`/studio/meetings/${meeting.id}`} aria-label={meeting.title}>
      <Card>
        <Title>{meeting.title}</Title>
        <Badge $tone={meeting.state === 'cancelled' ? 'danger' : meeting.state === 'past' ? 'neutral' : 'success'}>
          {t.editor.state[meeting.state]}
        </Badge>
        <Hint>
          {formatLocal(meeting.starts_at)} · {t.format[meeting.format]}
          {meeting.place ? ` · ${meeting.place}` : ''}
        </Hint>
        <Hint>{t.participants(meeting.participants.joined, meeting.participants.pending, meeting.capacity)}</Hint>
        <Hint>{meeting.price > 0 ? t.price(meeting.price) : t.free}</Hint>
      </Card>
    </ItemLink>
  );
}
