/** The answers of the notification centre's calls (API.md "Alerts, watchlist and saved searches"). */
import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationPreferencesSchema } from './notifications';

/** One alert as the centre lists it (in the member's language, as stored). */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const preferencesResponse = z.object({
  success: z.literal(true),
  data: notificationPreferencesSchema,
});

export const unreadResponse = z.object({ success: z.literal(true), unread: z.number().int() });

export const notificationListResponse = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  unread: z.number().int(),
});

/** The realtime `notification` event to every open connection of the member. */
export interface NotificationEvent {
  notification: NotificationItem;
  unread: number;
  serverTime: string;
}

/** GET /api/notifications/push-key: the platform's VAPID public key, for `PushManager.subscribe`. */
export const pushKeyResponse = z.object({ success: z.literal(true), publicKey: z.string() });
