/** How a message went out. */
export type OutboxChannel = 'email' | 'sms';

/**
 * Where a message stands: 'pending' while being sent, 'sent' once the SMTP
 * server (or SMS provider) accepted it, 'failed' when it refused, 'recorded'
 * when no transport is configured and the outbox is the only copy.
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'recorded';

/** One e-mail or SMS the platform sent (GET /api/admin/outbox, newest first). */
export interface OutboxMessage {
  _id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  /** The text as sent, with one-time codes masked (they never stay in clear anywhere). */
  body: string;
  purpose: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}
