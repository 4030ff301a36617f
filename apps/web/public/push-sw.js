// Neelami's Web Push service worker (registered as /push-sw.js). The server pushes each alert as
// JSON { id, kind, title, body, link } (apps/server/src/modules/notifications/web-push.ts); this
// shows it, and a click opens its link in a tab of the app (one already open, else a new one).
/* eslint-env serviceworker */

// Take the app's open tabs at once, so a click can navigate them (a worker navigates only its own).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  const title = alert.title || 'Neelami';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: alert.body || '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      // One notification per alert: a second push of the same alert replaces the first.
      tag: alert.id || undefined,
      data: { link: alert.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === link.origin);
      if (tab) {
        try {
          await (await tab.focus()).navigate(link.href);
          return;
        } catch {
          // A tab this worker does not control cannot be navigated: open the link instead.
        }
      }
      await self.clients.openWindow(link.href);
    })(),
  );
});
