import { Hint, Page } from '@app/shared/ui';

/** /calls: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function CallsScreen() {
  return (
    <Page back={'/main'} title="Hovory">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
