/**
 * Sends the letter of acceptance by e-mail with the PDF attached. The notify module's notifier has
 * no attachments, so this keeps its rules with its own parts: every message is first written to the
 * outbox (insertOutbox), then handed to SMTP in the background (markOutbox notes the result); without
 * SMTP_URL the outbox row is the only copy ('recorded').
 */

import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { insertOutbox, markOutbox } from '../notify/outbox-queries';

const DEFAULT_FROM = 'Neelami e-Auctions <no-reply@neelami.local>';

export interface MailWithAttachment {
  to: string;
  subject: string;
  text: string;
  purpose: string;
  attachment: { filename: string; content: Buffer; contentType: string };
}

export interface LetterMailer {
  /** Records the mail in the outbox and sends it in the background; resolves with the outbox id. */
  send(m: MailWithAttachment): Promise<string>;
  /** Waits for mails in flight, then closes the transport. */
  close(): Promise<void>;
}

export function createLetterMailer(deps: {
  db: Db;
  smtpUrl: string | null;
  log: FastifyBaseLogger;
}): LetterMailer {
  let transport: Transporter | null = null;
  let from = DEFAULT_FROM;
  if (deps.smtpUrl) {
    // SMTP_URL as the notify module reads it: a `from` query parameter sets the sender.
    const url = new URL(deps.smtpUrl);
    from = url.searchParams.get('from') || DEFAULT_FROM;
    url.searchParams.delete('from');
    transport = nodemailer.createTransport(url.toString());
  }
  const inFlight = new Set<Promise<void>>();
  return {
    async send(m) {
      const id = await insertOutbox(deps.db, {
        channel: 'email',
        recipient: m.to,
        subject: m.subject,
        body: `${m.text}\n\n[Attachment: ${m.attachment.filename}, ${m.attachment.content.length} bytes]`,
        purpose: m.purpose,
        status: transport ? 'pending' : 'recorded',
      });
      if (!transport) return id;
      const t = transport;
      const p = (async () => {
        try {
          await t.sendMail({
            from,
            to: m.to,
            subject: m.subject,
            text: m.text,
            attachments: [
              {
                filename: m.attachment.filename,
                content: m.attachment.content,
                contentType: m.attachment.contentType,
              },
            ],
          });
          await markOutbox(deps.db, id, 'sent');
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          deps.log.warn({ err: message, purpose: m.purpose }, 'letter delivery failed');
          await markOutbox(deps.db, id, 'failed', message.slice(0, 500)).catch(() => {});
        }
      })();
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      return id;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      transport?.close();
    },
  };
}
