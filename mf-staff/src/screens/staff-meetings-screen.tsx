import { Button, EmptyState, LinkRow, ListGroup, Page, QueryView, Stack } from '@app/shared/ui';
import { useStaffMeetings } from '../api/meetings';
import { StaffGate } from '../components/staff-gate';
import { dateTime } from '../components/time';
import { text } from '../text';

const t = text.meetings;

/** /staff/meetings: upcoming meetings, then recent ones, with their counts. */
export function StaffMeetingsScreen() {
  return <StaffGate need="organiser">{() => <Meetings />}</StaffGate>;
}

function Meetings() {
  const meetings = useStaffMeetings();
  return (
    <Page back="/staff" title={t.title}>
      <QueryView query={meetings} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) =>
          data.pages.every((page) => page.results.length === 0) ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <Stack>
              <ListGroup>
                {data.pages
                  .flatMap((page) => page.results)
                  .map((m) => (
                    <LinkRow
                      key={m.id}
                      to={`/staff/meetings/${m.id}`}
                      title={m.title}
                      subtitle={`${dateTime(m.start_time)} · ${t.counts(m.counts)}`}
                    />
                  ))}
              </ListGroup>
              {meetings.hasNextPage && (
                <Button variant="secondary" loading={meetings.isFetchingNextPage} onClick={() => void meetings.fetchNextPage()}>
                  {text.loadMore}
                </Button>
              )}
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
