import { Hint, Page } from '@app/shared/ui';

/** /activity/section/:id: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function SectionScreen() {
  return (
    <Page back={'/activity'} title="Sekcia">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
