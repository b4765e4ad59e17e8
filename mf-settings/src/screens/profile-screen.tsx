import { Hint, Page } from '@app/shared/ui';

/** /profile: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function ProfileScreen() {
  return (
    <Page back={'/settings'} title="Profil">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
