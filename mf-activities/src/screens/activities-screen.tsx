import { Hint, Page } from '@app/shared/ui';

/** /activity: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function ActivitiesScreen() {
  return (
    <Page back={'/main'} title="Aktivity">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
