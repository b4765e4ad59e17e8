import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffMe, StaffRole } from '@app/staff-contract';
import { Card, Hint, Page, QueryView } from '@app/shared/ui';
import { useStaffMe } from '../api/get-staff-me';
import { text } from '../text';

/** An admin may do what every role may. */
export const holds = (me: StaffMe, role: StaffRole) => me.roles.includes('admin') || me.roles.includes(role);

/** `need`: the role the screen wanted from a staff member who lacks it; absent: someone with no staff role. */
export function NoAccess({ need }: { need?: StaffRole }) {
  return (
    <Page back="/main" title={text.noAccess}>
      <Card>
        <Hint>{need ? text.noAccessFor[need] : text.noAccessHint}</Hint>
        <Link to="/main">{text.backHome}</Link>
      </Card>
    </Page>
  );
}

/**
 * The client side of the role check: a user without the role `need` sees 'Nemáte prístup' with a way back
 * instead of a screen whose requests would all be 403s (the server checks every request anyway).
 */
export function StaffGate({ need, children }: { need?: StaffRole; children: (me: StaffMe) => ReactNode }) {
  const me = useStaffMe();
  return (
    <QueryView query={me} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
      {(data) =>
        data.roles.length === 0 ? <NoAccess /> : need && !holds(data, need) ? <NoAccess need={need} /> : children(data)
      }
    </QueryView>
  );
}
