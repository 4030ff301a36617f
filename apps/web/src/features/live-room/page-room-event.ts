import { ROOM_EVENT_DATA_ID, ROOM_EVENT_FIELDS, type RoomEventData } from '@neelami/shared/prerender';
import type { ShellRoomEventLine } from '../../app/shell-render';

let fromPage: { id: string; line: ShellRoomEventLine } | null | undefined;

/**
 * The event the live room's page came with (@neelami/shared/prerender ROOM_EVENT_DATA_ID: the server
 * renders the room's first render naming it), when it is `eventId`: the room names it from the first
 * render instead of hiding the line the member already sees until the event's own answer has come.
 * Read once; anything unreadable is no event.
 */
export function pageRoomEvent(eventId: string): ShellRoomEventLine | undefined {
  if (fromPage === undefined) {
    fromPage = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(ROOM_EVENT_DATA_ID);
    try {
      const e = JSON.parse(text?.textContent ?? '') as Record<string, unknown>;
      if (ROOM_EVENT_FIELDS.every((f) => typeof e[f] === 'string')) {
        const { _id, ...line } = e as RoomEventData;
        fromPage = { id: _id, line };
      }
    } catch {
      // no event in the page
    }
  }
  return fromPage?.id === eventId ? fromPage.line : undefined;
}
