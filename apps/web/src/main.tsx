import './zod-config';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { startLanguage } from './i18n/i18n';
import { getToken } from './lib/session';

// A member opening a live room: its socket and its event are asked for first, beside the screen's
// code (features/live-room/preload-room.ts).
const roomEventId = new URLSearchParams(window.location.search).get('eventId');
if (
  getToken() &&
  roomEventId &&
  /^\/(auction\/auctionRoom|admin\/liveAuctionAdmin)$/.test(window.location.pathname)
) {
  void import('./features/live-room/preload-room').then(({ preloadRoom }) => preloadRoom(roomEventId));
}
// The screen's own code and strings are fetched beside the language, not after the first render.
preloadScreen(window.location.pathname);

// The remembered language first (Hindi is fetched before the first paint; English is at hand).
// Rendered as a transition, so React yields to the browser every few milliseconds instead of
// holding the main thread for the whole first render (long tasks on a slow phone's CPU).
void startLanguage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
});
