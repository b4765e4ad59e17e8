import { Hint, Page } from '@app/shared/ui';

/** /settings/subscriptions: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function SubscriptionsScreen() {
  return (
    <Page back={'/settings'} title="Moje Predplatné">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
