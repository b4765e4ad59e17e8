import { LinkRow, ListGroup, Page } from '@app/shared/ui';
import { holds, StaffGate } from '../components/staff-gate';
import { text } from '../text';

const s = text.sections;
/** mf-studio's course list, where its home row on /main leads too. */
const STUDIO = '/studio/course';

/** /staff: one row per part of the staff side the user's roles open, the studio (mf-studio) included. */
export function StaffHomeScreen() {
  return (
    <StaffGate>
      {(me) => (
        <Page back="/main" title={text.title}>
          <ListGroup>
            {holds(me, 'teacher') && <LinkRow to="/staff/speaking" title={s.speaking} subtitle={s.speakingHint} />}
            {holds(me, 'organiser') && <LinkRow to="/staff/meetings" title={s.meetings} subtitle={s.meetingsHint} />}
            {me.speaker && <LinkRow to="/staff/calls" title={s.calls} subtitle={s.callsHint} />}
            {holds(me, 'admin') && <LinkRow to="/staff/roles" title={s.roles} subtitle={s.rolesHint} />}
            {/* The studio is mf-studio's: a link, never an import. Staff without the plan have no /main row to it. */}
            {holds(me, 'editor') && <LinkRow to={STUDIO} title={s.studio} subtitle={s.studioHint} />}
          </ListGroup>
        </Page>
      )}
    </StaffGate>
  );
}
