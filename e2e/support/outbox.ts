import { expect, type APIRequestContext } from '@playwright/test';
import type { DemoOutbox } from '@app/shared/contract';
import type { TelegramUser } from './telegram';

/** The user's row of a kind in the demo outbox, once the worker has decided about it (demo mode: not sent). */
export async function settledRow(request: APIRequestContext, user: TelegramUser, kind: string) {
  let row: DemoOutbox['results'][number] | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/demo/outbox?limit=500')).json()) as DemoOutbox;
      row = outbox.results.find((entry) => entry.telegram_id === user.id && entry.kind === kind);
      return row && !['pending', 'sending'].includes(row.status) ? row.status : 'waiting';
    })
    .not.toBe('waiting');
  return row!;
}
