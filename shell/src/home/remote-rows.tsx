import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@app/shared/contract';
import type { HomeRow, HomeRowQuery, RemoteRegistration } from '@app/shared/remotes';
import { LinkRow } from '@app/shared/ui';
import { useAllRegistrations } from '../registrations/use-registrations';
import { shellRuntime } from '../registrations/shell-runtime';

/** Calls a remote's function; what it throws is logged and read as "nothing to say" (neutral). */
function guarded<T>(what: string, call: () => T): T | null {
  try {
    return call();
  } catch (error) {
    console.error(`A remote's ${what} failed`, error);
    return null;
  }
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The row's subtitle from the remote's own query; null (the neutral subtitle) while loading, on a
 * failure the remote says nothing about, and when the remote's code throws.
 */
function useRemoteSubtitle(query: HomeRowQuery | undefined): { subtitle: string | null; hidden: boolean } {
  const { data, error, status } = useQuery(
    queryOptions({
      queryKey: query ? [...query.queryKey] : ['home-row', 'none'],
      queryFn: () => query!.queryFn(shellRuntime),
      enabled: Boolean(query),
      staleTime: query?.staleTime ?? 60_000,
      retry: false,
    }),
  );
  if (!query) return { subtitle: null, hidden: false };
  // A row its query may hide shows only on an answer that says so (a rule that throws hides it).
  const hidden =
    Boolean(query.hidden) && (status !== 'success' || guarded('home row hidden rule', () => query.hidden!(data)) !== false);
  if (status === 'success') return { subtitle: guarded('home row subtitle', () => query.subtitle(data)), hidden };
  if (status === 'error')
    return {
      subtitle: query.errorSubtitle ? guarded('home row error subtitle', () => query.errorSubtitle!(statusOf(error))) : null,
      hidden,
    };
  return { subtitle: null, hidden };
}

function RemoteRow({ row }: { row: HomeRow }) {
  const live = useRemoteSubtitle(row.query);
  if (live.hidden) return null;
  return <LinkRow to={row.target} title={row.title} subtitle={live.subtitle ?? row.subtitle} />;
}

/** A row shows only when its rule says so for this user; a rule that throws hides it (fail closed). */
const visibleTo = (row: HomeRow, user: User) =>
  !row.visibleTo || guarded('home row visibility rule', () => row.visibleTo!(user)) === true;

/**
 * The remotes' rows on home, as their registrations declare them, by `order`. A remote whose
 * registration has not arrived has no row yet; one whose registration failed has none (its title
 * and its audience are its own, so the shell cannot stand in for it); one whose query fails keeps
 * its neutral subtitle.
 */
export function RemoteRows({ user }: { user: User }) {
  const rows = useAllRegistrations()
    .flatMap(({ state }, index) => {
      const registration: RemoteRegistration | undefined = state.status === 'ready' ? state.registration : undefined;
      const own = [...(registration?.homeRow ? [registration.homeRow] : []), ...(registration?.moreHomeRows ?? [])];
      return own.map((row: HomeRow, n) => ({ index, key: `${index}:${n}`, row }));
    })
    .filter(({ row }) => visibleTo(row, user))
    .sort((a, b) => a.row.order - b.row.order || a.index - b.index);
  return (
    <>
      {rows.map(({ row, key }) => (
        <RemoteRow key={key} row={row} />
      ))}
    </>
  );
}
