/**
 * Alerts as Web Push to each browser the member allowed (`push_subscriptions`), with the `web-push`
 * library: the payload `{ id, kind, title, body, link }` is encrypted for the browser (aes128gcm,
 * RFC 8291) and signed for the push service with the platform's VAPID key (RFC 8292). The web
 * app's service worker (apps/web/public/push-sw.js) shows it and opens its link.
 *
 * A subscription the push service answers 404 or 410 is gone (the browser unsubscribed or
 * expired it) and is deleted. The send counts as sent when one browser took it; when none did
 * and one failed otherwise, it fails and is tried again (the outbox's back-off).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import { URGENT_KINDS } from '@neelami/shared/notifications';
import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { AlertChannelConfig } from '../../channel-config';
import type { Db } from '../../db/client';
import { trimDetail } from '../../lib/provider-call';
import type { Outgoing, SendResult } from './channel-types';
import { pushSubscriptions } from './tables';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** A day: an alert older than that is not worth showing. */
const TTL_SECONDS = 86_400;

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else the pair kept in DATA_DIR/vapid.json,
 * generated there (mode 0600) on the first start. Subscriptions are made for the public key, so
 * it stays the same across restarts.
 */
export function vapidDetailsOf(config: AlertChannelConfig, dataDir: string): VapidDetails {
  if (config.vapidKeys) return { subject: config.vapidSubject, ...config.vapidKeys };
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { subject: config.vapidSubject, publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { subject: config.vapidSubject, ...keys };
}

export function createPushSender(deps: {
  db: Db;
  vapid: VapidDetails;
  timeoutMs: number;
  /** For a push service with its own certificate authority (tests). */
  agent?: Agent;
}): (m: Outgoing) => Promise<SendResult> {
  return async (m) => {
    const subs = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.userId));
    if (subs.length === 0) return { status: 'recorded', detail: 'no browser subscribed to push' };
    const payload = JSON.stringify({
      id: m.notificationId,
      kind: m.kind,
      title: m.title,
      body: m.body,
      link: m.link,
    });
    const options = {
      vapidDetails: deps.vapid,
      TTL: TTL_SECONDS,
      urgency: URGENT_KINDS.includes(m.kind) ? ('high' as const) : ('normal' as const),
      timeout: deps.timeoutMs,
      ...(deps.agent ? { agent: deps.agent } : {}),
    };
    const notes: string[] = [];
    let sent = 0;
    let failed = 0;
    for (const sub of subs) {
      const host = new URL(sub.endpoint).host;
      try {
        const res = await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payload,
          options,
        );
        sent++;
        notes.push(`${host} ${res.statusCode}`);
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
          notes.push(`${host} ${err.statusCode}: gone, subscription deleted`);
        } else {
          failed++;
          const why = err instanceof WebPushError ? `${err.statusCode} ${err.body}` : (err as Error).message;
          notes.push(`${host} ${why.trim()}`);
        }
      }
    }
    const detail = trimDetail(`push: ${notes.join('; ')}`);
    if (sent > 0) return { status: 'sent', detail };
    if (failed > 0) return { status: 'failed', detail };
    return { status: 'recorded', detail };
  };
}
