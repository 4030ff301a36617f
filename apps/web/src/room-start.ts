import { ROOM_START_ATTR } from '@neelami/shared/room-start';
import { preloadRoom } from './features/live-room/preload-room';
import { storedToken } from './lib/stored-session';

/**
 * The live room's early start, run by a page script of its own: the server names this file (with
 * the socket's module in it) in a live room's page (apps/server/src/plugins/web-app.ts). It needs
 * neither React nor the main bundle (build/screen-chunks.ts), so on a slow link the socket connects
 * and joins the room as soon as this one file has arrived, while the rest of the code is still on
 * its way, instead of once all of it has arrived and run. Other screens load the same file for the
 * socket: only a page whose script says so starts a room. A member's room only: without a session
 * the app sends the visitor to the login.
 */
const eventId = new URLSearchParams(window.location.search).get('eventId');
if (document.querySelector(`script[${ROOM_START_ATTR}]`) && eventId && storedToken()) preloadRoom(eventId);
