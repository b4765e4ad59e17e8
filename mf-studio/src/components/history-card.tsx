import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { StudioHistory } from '@app/studio-contract';
import { Card, Hint, QueryView, Title } from '@app/shared/ui';
import { text } from '../text';

/** Every studio item's history reads the same: who did what, when, and the change's summary. */
const historyText = {
  title: 'História zmien',
  empty: 'Zatiaľ bez zmien.',
  someone: 'Niekto',
  action: {
    created: 'vytvoril(a)',
    saved: 'upravil(a)',
    published: 'publikoval(a)',
    scheduled: 'naplánoval(a)',
    withdrawn: 'stiahol/stiahla',
    cancelled: 'zrušil(a)',
  } as Record<string, string>,
};

/** An item's history (a day, a meeting, a speaker, a publication or news item), newest first. */
export function HistoryCard<Key extends readonly unknown[]>({
  options,
}: {
  options: UseQueryOptions<StudioHistory, Error, StudioHistory, Key>;
}) {
  const query = useQuery(options);
  return (
    <Card aria-label={historyText.title} role="region">
      <Title>{historyText.title}</Title>
      <QueryView query={query} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) =>
          data.results.length === 0 ? (
            <Hint>{historyText.empty}</Hint>
          ) : (
            <ol>
              {data.results.map((entry) => (
                <li key={entry.version}>
                  {entry.by ?? historyText.someone} {historyText.action[entry.action] ?? entry.action} ·{' '}
                  {new Date(entry.at).toLocaleString('sk-SK')}
                  {entry.summary && ` · ${entry.summary}`}
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </Card>
  );
}
