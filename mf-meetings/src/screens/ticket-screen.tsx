import { useParams } from 'react-router-dom';
import { Hint, Page } from '@app/shared/ui';

/** /meetings/:id/ticket: placeholder until its feature issue builds the screen; back target per spec section 2. */
export function TicketScreen() {
  const { id } = useParams();
  return (
    <Page back={`/meetings/${id}`} title="Lístok">
      <Hint>Pripravujeme.</Hint>
    </Page>
  );
}
