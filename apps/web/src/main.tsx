import './zod-config';
import {
  PRERENDER_SKIP_ATTR,
  ROOM_EVENT_DATA_ID,
  SHELL_ATTR,
  SHELL_DATA_ID,
} from '@neelami/shared/prerender';
import { LIVE_ROOM_PATHS } from '@neelami/shared/web-paths';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyColorScheme, COLOR_SCHEME_KEY, storedColorScheme } from './app/color-scheme';
import { guestRoutes, preloadScreen } from './app/routes';
import { startLanguage, storedLanguage } from './i18n/i18n';
import { markTookOver } from './lib/early-form';
import { getToken, getUser } from './lib/session';
import { startSessionSharing } from './lib/session-share';

// A member opening a live room: its event, its socket and its join are asked for first, beside the
// screen's code (features/live-room/preload-room.ts). The room's page has asked for them already
// when its own script came first (room-start.ts).
const roomEventId = new URLSearchParams(window.location.search).get('eventId');
if (getToken() && roomEventId && LIVE_ROOM_PATHS.includes(window.location.pathname)) {
  void import('./features/live-room/preload-room').then(({ preloadRoom }) => preloadRoom(roomEventId));
}
// The screen's own code and strings are fetched beside the language, not after the first render.
const screenLoaded = preloadScreen(window.location.pathname).catch(() => undefined);

/**
 * Whether the root holds the build's markup of this screen to take over (the server's page of
 * /login and /register, @neelami/shared/prerender) and that markup is what this visitor sees: a
 * guest, in English, in the light theme (the theme switch's label names the other theme).
 */
function prerenderedForThisVisitor(root: HTMLElement): boolean {
  // A member screen's first render (both languages) is rendered over, never taken over.
  if (!root.hasChildNodes() || root.querySelector(`[${SHELL_ATTR}]`)) return false;
  try {
    return (
      !getToken() &&
      !getUser() &&
      storedLanguage() === 'en' &&
      sessionStorage.getItem(COLOR_SCHEME_KEY) !== 'dark'
    );
  } catch {
    return false;
  }
}

/**
 * Once the app's own first render replaced the prerendered markup: the root is shown again and the
 * head script keeps no more forms (see FIRST_PAINT_SCRIPT). Where the markup is hydrated instead, the
 * screen's form marks that itself once it has taken over what was typed (lib/early-form.ts).
 */
function TookOver() {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(PRERENDER_SKIP_ATTR);
    markTookOver();
  }, []);
  return null;
}

// The remembered language first (Hindi is fetched before the first paint; English is at hand).
// Rendered as a transition, so React yields to the browser every few milliseconds instead of
// holding the main thread for the whole first render (long tasks on a slow phone's CPU).
// A member list rendered by the server with its events, or a live room with its event's name, stays
// on screen until the screen's code has come: rendered before, the app would put its loader over
// them. (A page without data, such as the live room of an event not in the live list, is rendered
// over at once: the app's own work overlaps the code's download.)
// A tab opened without a session asks the open ones for theirs (lib/session-share.ts).
startSessionSharing(
  { current: storedColorScheme, apply: applyColorScheme },
  !guestRoutes.some((r) => r.path === window.location.pathname),
);
const container = document.getElementById('root')!;
const dataOnScreen =
  document.getElementById(SHELL_DATA_ID) !== null || document.getElementById(ROOM_EVENT_DATA_ID) !== null;
void Promise.all([startLanguage(), dataOnScreen ? screenLoaded : null]).then(() => {
  if (prerenderedForThisVisitor(container)) {
    // The markup is on screen already; React takes it over instead of rendering it again.
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
    return;
  }
  // Anyone else gets the app's own render, which replaces any prerendered markup in one commit.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <>
        <App />
        <TookOver />
      </>,
    ),
  );
});
