/**
 * The notification centre (API.md "Alerts, watchlist and saved searches"): the kinds of alert, the
 * channels they go out on, a member's preferences, and the shapes of the calls and the realtime
 * `notification` event.
 */
import { z } from 'zod';
import { textField } from './text';

/** Every kind of alert, in the order the preferences screen lists them. */
export const NOTIFICATION_KINDS = [
  'outbid',
  'lot_opening',
  'closing_soon',
  'lot_result',
  'lot_closed',
  'lot_decision',
  'award',
  'payment_due',
  'payment_decided',
  'delivery_order',
  'lifting',
  'sale_completed',
  'deposit_decided',
  'refund_paid',
  'event_changed',
  'saved_search',
  'account',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels besides the in-app centre, which is always on. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationMessages = {
  notificationNotFound: 'Notification not found',
  unknownKind: 'Choose kinds from the list of alerts',
  unknownChannel: 'Choose channels from e-mail, SMS, WhatsApp and push',
  quietHoursTime: 'Enter the time as HH:MM (24-hour), e.g. 22:00',
  preferencesSaved: 'Alert preferences saved',
  pushEndpointHttps: 'The push subscription endpoint must be an https address',
  pushKeys: 'The push subscription keys are missing or not in base64url',
  pushSubscriptionNotFound: 'No push subscription at that address',
  pushOn: 'Push notifications are on for this browser',
  pushOff: 'Push notifications are off for this browser',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const channelSchema = z.enum(NOTIFICATION_CHANNELS, { message: notificationMessages.unknownChannel });
const kindSchema = z.enum(NOTIFICATION_KINDS, { message: notificationMessages.unknownKind });

/** A member's choices: which channels are on, which channels each kind goes on, and quiet hours. */
export const notificationPreferencesSchema = z.strictObject({
  channels: z.strictObject({
    email: z.boolean(),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    push: z.boolean(),
  }),
  kinds: z.partialRecord(kindSchema, z.array(channelSchema).max(NOTIFICATION_CHANNELS.length), {
    error: notificationMessages.unknownKind,
  }),
  quietHours: z
    .strictObject({
      from: textField({ error: notificationMessages.quietHoursTime }).regex(
        HH_MM,
        notificationMessages.quietHoursTime,
      ),
      to: textField({ error: notificationMessages.quietHoursTime }).regex(
        HH_MM,
        notificationMessages.quietHoursTime,
      ),
    })
    .nullable(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/**
 * The kinds whose step the platform already mails with its documents (the EMD mails, the letter of
 * acceptance, the payment reminders, the delivery order): by default their alert adds no second mail.
 */
export const MAILED_ELSEWHERE: readonly NotificationKind[] = [
  'award',
  'payment_due',
  'payment_decided',
  'delivery_order',
  'deposit_decided',
  'refund_paid',
];

/** Urgent kinds: SMS and WhatsApp too, when the member turns those channels on. */
export const URGENT_KINDS: readonly NotificationKind[] = ['outbid', 'closing_soon', 'award', 'payment_due'];

/** A member's preferences until it chooses: e-mail (unless mailed elsewhere) and push for every kind, SMS and WhatsApp for the urgent ones. */
export function defaultPreferences(): NotificationPreferences {
  const kinds: Partial<Record<NotificationKind, NotificationChannel[]>> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const channels: NotificationChannel[] = MAILED_ELSEWHERE.includes(kind) ? ['push'] : ['email', 'push'];
    if (URGENT_KINDS.includes(kind)) channels.push('sms', 'whatsapp');
    kinds[kind] = channels;
  }
  return {
    channels: { email: true, sms: false, whatsapp: false, push: true },
    kinds,
    quietHours: { from: '22:00', to: '07:00' },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** A browser's Web Push subscription (`PushSubscription.toJSON()`). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: notificationMessages.pushEndpointHttps })
    .max(2000)
    .refine((u) => u.startsWith('https://'), notificationMessages.pushEndpointHttps),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: textField({ error: notificationMessages.pushKeys })
        .min(20)
        .max(200)
        .regex(BASE64URL, notificationMessages.pushKeys),
      auth: textField({ error: notificationMessages.pushKeys })
        .min(8)
        .max(100)
        .regex(BASE64URL, notificationMessages.pushKeys),
    },
    { error: notificationMessages.pushKeys },
  ),
});

export const pushUnsubscribeSchema = z.strictObject({
  endpoint: textField({ error: notificationMessages.pushSubscriptionNotFound }).min(1).max(2000),
});

export const notificationListQuerySchema = z.strictObject({
  unread: z.enum(['true', 'false']).optional(),
  before: z.uuid({ error: 'Invalid id' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
