import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import styled from 'styled-components';
import type { StudioHistory } from '@app/studio-contract';
import { formatDateTime } from '@app/shared/format';
import { Card, Hint, QueryView, Title } from '@app/shared/ui';
import { text } from '../text';

/**
 * Every studio item's history reads the same: what was done (a noun, so no gendered verb for a
 * name whose gender is unknown), who, when in the kernel's Slovak format, and the change's summary.
 */
export const historyText = {
  title: 'História zmien',
  empty: 'Zatiaľ bez zmien.',
  /** No person behind it: the demo content the server seeds (or an account since deleted). */
  system: 'Systém',
  action: {
    created: 'Vytvorenie',
    saved: 'Úprava',
    published: 'Zverejnenie',
    scheduled: 'Naplánovanie',
    withdrawn: 'Stiahnutie',
    cancelled: 'Zrušenie',
  } as Record<string, string>,
};

const Action = styled.strong`font-weight: 600;`;
const Entries = styled.ol`margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 6px;`;

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
            <Entries>
              {data.results.map((entry) => (
                <li key={entry.version}>
                  <Action>{historyText.action[entry.action] ?? entry.action}</Action> · {entry.by ?? historyText.system} ·{' '}
                  {formatDateTime(entry.at)}
                  {entry.summary && ` · ${entry.summary}`}
                </li>
              ))}
            </Entries>
          )
        }
      </QueryView>
    </Card>
  );
}
