import { Hint, Page } from '@app/shared/ui';

/** /activity/:id: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function ActivityScreen() {
  return (
    <Page back={'/activity'} title="Aktivita">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
