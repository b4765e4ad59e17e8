import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorScreen, Page } from '@app/shared/ui';
import { EditorGate } from './editor-gate';

/**
 * An item's editor at `/studio/<area>/:id`, behind the editor gate: `load(id)` for an id the path
 * can hold, `create` for `/new` where the area creates items, and `missing` with a way back to the
 * list for anything else (the server would only answer 404).
 */
export function ItemRoute({
  back,
  missing,
  load,
  create,
}: {
  back: string;
  missing: string;
  load: (id: number) => ReactNode;
  create?: ReactNode;
}) {
  const param = useParams().id;
  const id = Number(param);
  return (
    <EditorGate>
      {create && param === 'new' ? (
        create
      ) : Number.isInteger(id) && id > 0 ? (
        load(id)
      ) : (
        <Page back={back}>
          <ErrorScreen title={missing} />
        </Page>
      )}
    </EditorGate>
  );
}
