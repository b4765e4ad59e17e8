import { Badge, Page } from '@app/shared/ui';
import { useStaffMeetings } from '../api/meetings';
import { PagedLinks } from '../components/paged-links';
import { StaffGate } from '../components/staff-gate';
import { dateTime } from '../components/time';
import { text } from '../text';

const t = text.meetings;

/** /staff/meetings: upcoming meetings, then recent ones, with their counts; a cancelled one marked 'Zrušené'. */
export function StaffMeetingsScreen() {
  return <StaffGate need="organiser">{() => <Meetings />}</StaffGate>;
}

function Meetings() {
  const meetings = useStaffMeetings();
  return (
    <Page back="/staff" title={t.title}>
      <PagedLinks
        query={meetings}
        empty={t.empty}
        row={(m) => ({
          key: m.id,
          to: `/staff/meetings/${m.id}`,
          title: m.cancelled_at ? (
            <>
              {m.title} <Badge $tone="danger">{t.cancelled}</Badge>
            </>
          ) : (
            m.title
          ),
          subtitle: `${dateTime(m.start_time)} · ${t.counts(m.counts)}`,
        })}
      />
    </Page>
  );
}
