/**
 * The attribute of a live room page's early start script (`<script type="module" … data-room-start>`,
 * named by the server: apps/server/src/plugins/web-app.ts). That script's file is also the room's
 * socket module, which other screens load as well: it starts the room only in a page whose script
 * carries this attribute (apps/web/src/room-start.ts).
 */
export const ROOM_START_ATTR = 'data-room-start';
