import { preloadRoom } from './features/live-room/preload-room';
import { storedToken } from './lib/stored-session';

/**
 * The live room's early start, a page script of its own: the server names it in a live room's page
 * (apps/server/src/plugins/web-app.ts) beside the room's code. It needs neither React nor the main
 * bundle (build/screen-chunks.ts), so on a slow link the socket connects and joins the room as soon
 * as this small file and the socket's have arrived, while the rest of the code is still on its way,
 * instead of once all of it has arrived and run. A member's room only: without a session the app
 * sends the visitor to the login.
 */
const eventId = new URLSearchParams(window.location.search).get('eventId');
if (eventId && storedToken()) preloadRoom(eventId);
