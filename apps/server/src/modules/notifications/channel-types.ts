/** What the alert channels take and give (channels.ts builds them; whatsapp.ts, web-push.ts are some). */
import type { NotificationChannel, NotificationKind } from '@neelami/shared/notifications';

/** What a channel did with one alert: sent, failed (tried again later), or recorded only (no provider). */
export interface SendResult {
  status: 'sent' | 'failed' | 'recorded';
  /** The provider's answer, or why it failed, for the outbox's record (never shown to the member). */
  detail?: string;
  /** A failure that another try cannot get past (a bad number, a refused template): not retried. */
  permanent?: boolean;
}

/** The alert and the member it goes to. */
export interface Outgoing {
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  email: string;
  phone: string;
  /** The member's language, which the alert's text is in. */
  language: 'en' | 'hi';
}

export type Sender = (m: Outgoing) => Promise<SendResult>;
export type ChannelSenders = Record<NotificationChannel, Sender>;
