import { Hint, Page } from '@app/shared/ui';

/** /meetings/:id: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function MeetingScreen() {
  return (
    <Page back={'/meetings'} title="Stretnutie">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
