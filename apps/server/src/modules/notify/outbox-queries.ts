import type { OutboxChannel, OutboxMessage, OutboxStatus } from '@neelami/shared/notify';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from './tables';

type Row = typeof outbox.$inferSelect;

const toMessage = (r: Row): OutboxMessage => ({
  _id: r.id,
  channel: r.channel as OutboxChannel,
  recipient: r.recipient,
  subject: r.subject,
  body: r.body,
  purpose: r.purpose,
  status: r.status as OutboxStatus,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});

/** Records a message before it is handed to a transport. */
export async function insertOutbox(
  db: Db,
  m: {
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    body: string;
    purpose: string;
    status: OutboxStatus;
  },
): Promise<string> {
  const [row] = await db.insert(outbox).values(m).returning({ id: outbox.id });
  return row.id;
}

/** Notes how the delivery went. */
export async function markOutbox(db: Db, id: string, status: OutboxStatus, error: string | null = null) {
  await db
    .update(outbox)
    .set({ status, error, sentAt: status === 'sent' ? sql`now()` : null })
    .where(eq(outbox.id, id));
}

/** The newest messages first (GET /api/admin/outbox), at most `limit`. */
export async function listOutbox(db: Db, limit = 500): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map(toMessage);
}
