import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Hint, Page } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { text } from '../text';

/** Editors and admins (who pass every check). The server checks every request anyway. */
export const canEdit = (roles: readonly string[] | undefined) => (roles ?? []).some((r) => r === 'editor' || r === 'admin');

/** Anyone else reads 'Nemáte prístup' with a way back, instead of a screen of 403s. */
export function EditorGate({ children }: { children: ReactNode }) {
  const user = useUser();
  if (canEdit(user.staff_roles)) return <>{children}</>;
  return (
    <Page back="/main" title={text.noAccess}>
      <Card>
        <Hint>{text.noAccessHint}</Hint>
        <Link to="/main">{text.backHome}</Link>
      </Card>
    </Page>
  );
}
