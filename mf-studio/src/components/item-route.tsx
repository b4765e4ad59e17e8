import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorStatus } from '@app/shared/http';
import { ErrorScreen, Page, QueryView, type QueryLike } from '@app/shared/ui';
import { text } from '../text';
import { EditorGate } from './editor-gate';
import { StudioNav } from './studio-nav';

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
          <StudioNav />
          <ErrorScreen title={missing} />
        </Page>
      )}
    </EditorGate>
  );
}

/**
 * A stored item's page: loading, then its editor; a 404 reads `missing` (a deleted or mistyped
 * id), anything else `loadFailed` with a retry.
 */
export function ItemPage<T>({
  query,
  back,
  title,
  missing,
  loadFailed = text.loadFailed,
  nav = <StudioNav />,
  children,
}: {
  query: QueryLike<T>;
  back: string;
  title: (item: T) => string;
  missing: string;
  loadFailed?: string;
  /** The studio's navigation above the editor (every studio screen has it). */
  nav?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <Page back={back} title={query.data === undefined ? undefined : title(query.data)} wide>
      {nav}
      <QueryView
        query={query}
        loading={text.loading}
        errorTitle={(error) => (errorStatus(error) === 404 ? missing : loadFailed)}
        retryLabel={text.retry}
      >
        {children}
      </QueryView>
    </Page>
  );
}
