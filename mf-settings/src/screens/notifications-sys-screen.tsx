import { Hint, Page } from '@app/shared/ui';

/** /settings/notifications/sys: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function SystemNotificationsScreen() {
  return (
    <Page back={'/settings'} title="Systémové">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
