import { Hint, Page } from '@app/shared/ui';

/** /profile/study/level: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function StudyLevelScreen() {
  return (
    <Page back={'/settings'} title="Jazyková úroveň">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
