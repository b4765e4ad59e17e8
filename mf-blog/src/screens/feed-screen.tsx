import { Hint, Page } from '@app/shared/ui';

/** /blog: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function FeedScreen() {
  return (
    <Page back={'/main'} title="Blog">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
