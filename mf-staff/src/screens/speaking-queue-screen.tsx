import { Page } from '@app/shared/ui';
import { useSpeakingQueue } from '../api/speaking';
import { PagedLinks } from '../components/paged-links';
import { StaffGate } from '../components/staff-gate';
import { clockLength, dateTime, personName } from '../components/time';
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
      <PagedLinks
        query={queue}
        empty={t.empty}
        row={(item) => ({
          key: `${item.section_id}-${item.learner.id}`,
          to: `/staff/speaking/${item.section_id}/${item.learner.id}`,
          title: `${personName(item.learner)}${item.learner.username ? ` (@${item.learner.username})` : ''}`,
          subtitle: [
            item.section_title,
            t.submitted(dateTime(item.submitted_at)),
            ...item.tasks.flatMap((task) => (task.recording ? [t.recording(clockLength(task.recording.duration_seconds))] : [])),
          ].join(' · '),
        })}
      />
    </Page>
  );
}
