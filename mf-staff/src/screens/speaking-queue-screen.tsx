import { Button, EmptyState, LinkRow, ListGroup, Page, QueryView, Stack } from '@app/shared/ui';
import { useSpeakingQueue } from '../api/speaking';
import { StaffGate } from '../components/staff-gate';
import { dateTime, personName } from '../components/time';
import { text } from '../text';

const t = text.speaking;

/** /staff/speaking: submitted speaking sections, oldest first. */
export function SpeakingQueueScreen() {
  return <StaffGate need="teacher">{() => <Queue />}</StaffGate>;
}

function Queue() {
  const queue = useSpeakingQueue();
  return (
    <Page back="/staff" title={t.title}>
      <QueryView query={queue} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) =>
          data.pages.every((page) => page.results.length === 0) ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <Stack>
              <ListGroup>
                {data.pages
                  .flatMap((page) => page.results)
                  .map((item) => (
                    <LinkRow
                      key={`${item.section_id}-${item.learner.id}`}
                      to={`/staff/speaking/${item.section_id}/${item.learner.id}`}
                      title={`${personName(item.learner)}${item.learner.username ? ` (@${item.learner.username})` : ''}`}
                      subtitle={`${item.section_title} · ${t.submitted(dateTime(item.submitted_at))}`}
                    />
                  ))}
              </ListGroup>
              {queue.hasNextPage && (
                <Button variant="secondary" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
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
