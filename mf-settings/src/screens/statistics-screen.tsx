import { Hint, Page } from '@app/shared/ui';

/** /profile/study/statistics: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function StatisticsScreen() {
  return (
    <Page back={'/settings'} title="Štatistika">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
