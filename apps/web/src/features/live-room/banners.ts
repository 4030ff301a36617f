import type { FlashMessage } from '@neelami/shared/events';
import type { AdminMessagePayload } from '@neelami/shared/realtime';

/** A message shown as a banner: a broadcast from the admin room or a flash message of the event. */
export interface Banner {
  id: string;
  kind: 'admin' | 'flash';
  message: string;
  at: string;
}

/** How many admin broadcasts stay on screen (the newest). */
export const MAX_BROADCASTS = 5;

/** The broadcasts after a new `admin_message`: newest first, at most MAX_BROADCASTS. */
export function withBroadcast(list: Banner[], m: AdminMessagePayload): Banner[] {
  const banner: Banner = {
    id: `${m.serverTime}-${list.length}`,
    kind: m.kind ?? 'admin',
    message: m.message,
    at: m.serverTime,
  };
  return [banner, ...list].slice(0, MAX_BROADCASTS);
}

/** The banners shown: the broadcasts, then the event's flash messages, less those dismissed. */
export function shownBanners(
  broadcasts: Banner[],
  flash: FlashMessage[] | undefined,
  dismissed: Set<string>,
): Banner[] {
  const fromFlash: Banner[] = (flash ?? []).map((f) => ({
    id: `flash-${f._id}`,
    kind: 'flash',
    message: f.message,
    at: f.createdAt,
  }));
  return [...broadcasts, ...fromFlash].filter((b) => !dismissed.has(b.id));
}
