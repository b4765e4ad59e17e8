import type { DemoOutbox, OutboxStatus } from '@app/shared/contract';
import type { Queryable } from '../../db/types';
import { webAppUrl } from './links';
import type { MessagePayload } from './outbox';

interface Row {
  id: number;
  telegram_id: number | null;
  kind: string;
  subject: string;
  lead: string;
  toggle: string | null;
  status: OutboxStatus;
  payload: { message?: MessagePayload };
  due_at: Date;
  finished_at: Date | null;
  last_error: string | null;
}

export async function listOutboxForDemo(db: Queryable, miniAppUrl: string, limit: number): Promise<DemoOutbox> {
  const rows = await db.query<Row>(
    `SELECT o.id, u.telegram_id, o.kind, o.subject, o.lead, o.toggle, o.status, o.payload, o.due_at, o.finished_at, o.last_error
     FROM outbox o LEFT JOIN users u ON u.id = o.user_id
     ORDER BY o.id DESC LIMIT $1`,
    [limit],
  );
  return {
    results: rows.map((row) => ({
      id: row.id,
      telegram_id: row.telegram_id,
      kind: row.kind,
      subject: row.subject,
      lead: row.lead,
      toggle: row.toggle,
      status: row.status,
      text: row.payload.message?.text ?? null,
      url: row.payload.message?.path ? webAppUrl(miniAppUrl, row.payload.message.path) : null,
      due_at: row.due_at.toISOString(),
      finished_at: row.finished_at?.toISOString() ?? null,
      last_error: row.last_error,
    })),
  };
}
