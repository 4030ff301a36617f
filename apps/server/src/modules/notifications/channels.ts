/**
 * How a stored alert goes out on each channel beyond the in-app centre. E-mail and SMS go through
 * the notify module's notifier (its own outbox records each message); WhatsApp and Web Push are
 * recorded only until their providers are configured.
 */
import type { NotificationChannel } from '@neelami/shared/notifications';
import type { Notifier } from '../notify/notifier';

/** What a channel did with one alert: sent, failed (tried again later), or recorded only (no provider). */
export interface SendResult {
  status: 'sent' | 'failed' | 'recorded';
  /** Why it failed, for the outbox's record (Admin's diagnosis; never shown to the member). */
  detail?: string;
}

/** The alert and the member it goes to. */
export interface Outgoing {
  notificationId: string;
  userId: string;
  title: string;
  body: string;
  link: string;
  email: string;
  phone: string;
}

export type ChannelSenders = Record<NotificationChannel, (m: Outgoing) => Promise<SendResult>>;

/** Channels over the notifier (e-mail, SMS) with WhatsApp and push recorded only. */
export function notifierChannels(notifier: Notifier, publicOrigin: string): ChannelSenders {
  const settle = async (sent: { delivered: Promise<string> }): Promise<SendResult> => {
    const status = await sent.delivered;
    if (status === 'sent') return { status: 'sent' };
    if (status === 'recorded') return { status: 'recorded' };
    return { status: 'failed', detail: 'the transport refused the message' };
  };
  return {
    email: async (m) =>
      settle(
        await notifier.email({
          to: m.email,
          subject: m.title,
          text: `${m.body}\n\n${publicOrigin}${m.link}`,
          purpose: 'alert',
        }),
      ),
    sms: async (m) =>
      settle(await notifier.sms({ to: m.phone, text: `${m.title}: ${m.body}`, purpose: 'alert' })),
    whatsapp: async () => ({ status: 'recorded' }),
    push: async () => ({ status: 'recorded' }),
  };
}
