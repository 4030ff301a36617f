import type { OutboxChannel, OutboxStatus } from '@neelami/shared/notify';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { insertOutbox, markOutbox } from './outbox-queries';
import type { SmsProvider } from './sms';

/** An e-mail to send. `secrets` (one-time codes) are masked in the outbox copy. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Why it is sent, e.g. 'password-reset'. */
  purpose: string;
  secrets?: string[];
}

/** An SMS to send. */
export interface OutgoingSms {
  to: string;
  text: string;
  purpose: string;
  /** The registered text it follows (India's DLT template, by SMS_DLT_TEMPLATES); default: `purpose`. */
  template?: string;
  secrets?: string[];
}

/** How a delivery ended: the transport's answer or error, and whether another try could help. */
export interface SendOutcome {
  status: OutboxStatus;
  detail?: string;
  /** A failure that another try cannot get past (a bad number, a refused template). */
  permanent?: boolean;
}

/** A recorded message; `delivered` and `outcome` settle (never reject) when the transport is done. */
export interface Sent {
  id: string;
  delivered: Promise<OutboxStatus>;
  outcome: Promise<SendOutcome>;
}

/**
 * Sends mail and SMS. Every message is first written to the outbox, then handed
 * to the transport in the background, so a caller never waits on (or learns
 * from the timing of) an SMTP server.
 */
export interface Notifier {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (recorded only). */
  readonly mail: 'smtp' | 'outbox';
  email(m: OutgoingEmail): Promise<Sent>;
  sms(m: OutgoingSms): Promise<Sent>;
  /** Waits for deliveries in flight, then closes the transports. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and SMS with an outbox record (module notify). */
    notifier: Notifier;
  }
}

const MASK = '••••••';

const mask = (text: string, secrets: string[] = []) =>
  secrets.filter((s) => s.length > 0).reduce((t, s) => t.replaceAll(s, MASK), text);

/**
 * Builds the notifier. Without a mailer the outbox is the only copy; `echo`
 * (development without SMTP) also prints each e-mail to the log, so a developer
 * can read a one-time code.
 */
export function createNotifier(deps: {
  db: Db;
  mailer: Mailer | null;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  echo: boolean;
}): Notifier {
  const inFlight = new Set<Promise<OutboxStatus>>();

  const record = async (
    channel: OutboxChannel,
    m: { to: string; subject: string; text: string; purpose: string; secrets?: string[] },
    transport: ((m: { to: string; subject: string; text: string }) => Promise<unknown>) | null,
  ): Promise<Sent> => {
    const id = await insertOutbox(deps.db, {
      channel,
      recipient: m.to,
      subject: mask(m.subject, m.secrets),
      body: mask(m.text, m.secrets),
      purpose: m.purpose,
      status: transport ? 'pending' : 'recorded',
    });
    if (!transport) {
      if (deps.echo) deps.log.info(`[${channel} not sent, no transport] to ${m.to}: ${m.subject}\n${m.text}`);
      return { id, delivered: Promise.resolve('recorded'), outcome: Promise.resolve({ status: 'recorded' }) };
    }
    const outcome = (async (): Promise<SendOutcome> => {
      try {
        const answer = await transport(m);
        await markOutbox(deps.db, id, 'sent');
        return { status: 'sent', detail: typeof answer === 'string' ? answer : undefined };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        deps.log.warn({ err: message, channel, purpose: m.purpose }, 'message delivery failed');
        await markOutbox(deps.db, id, 'failed', message.slice(0, 500)).catch(() => {});
        const permanent = (err as { permanent?: unknown }).permanent === true;
        return { status: 'failed', detail: message.slice(0, 500), permanent };
      }
    })();
    const delivered = outcome.then((o) => o.status);
    inFlight.add(delivered);
    void delivered.finally(() => inFlight.delete(delivered));
    return { id, delivered, outcome };
  };

  return {
    mail: deps.mailer ? 'smtp' : 'outbox',
    email: (m) => record('email', m, deps.mailer ? (x) => deps.mailer!.send(x) : null),
    sms: (m) =>
      record(
        'sms',
        { ...m, subject: '' },
        deps.sms.delivers
          ? (x) => deps.sms.send({ to: x.to, text: x.text, template: m.template ?? m.purpose })
          : null,
      ),
    async close() {
      await Promise.allSettled([...inFlight]);
      deps.mailer?.close();
    },
  };
}
