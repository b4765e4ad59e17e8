import { Hint, Page } from '@app/shared/ui';

/** /meetings: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function MeetingsScreen() {
  return (
    <Page back={'/main'} title="Stretnutia">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
