import { Hint, Page } from '@app/shared/ui';

/** /blog/:id: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function PublicationScreen() {
  return (
    <Page back={'/blog'} title="Publikácia">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
