import { LinkRow, ListGroup, Page } from '@app/shared/ui';
import { holds, StaffGate } from '../components/staff-gate';
import { text } from '../text';

const s = text.sections;

/** /staff: one row per part of the staff side the user's roles open. */
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
          </ListGroup>
        </Page>
      )}
    </StaffGate>
  );
}
