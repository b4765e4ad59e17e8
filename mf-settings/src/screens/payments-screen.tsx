import { Hint, Page } from '@app/shared/ui';

/** /profile/payments: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function PaymentsScreen() {
  return (
    <Page back={'/settings'} title="Prehľad Platieb">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
