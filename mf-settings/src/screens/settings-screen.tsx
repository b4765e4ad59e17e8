import { Hint, Page } from '@app/shared/ui';

/** /settings: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function SettingsScreen() {
  return (
    <Page back={'/main'} title="Nastavenia">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
