import { Hint, Page } from '@app/shared/ui';

/** /settings/notifications/edu: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function StudyNotificationsScreen() {
  return (
    <Page back={'/settings'} title="Študijné">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
