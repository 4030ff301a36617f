import type { RoomEventData } from '@neelami/shared/prerender';
import { createContext, useContext } from 'react';

/**
 * True while the build renders a member screen's first render for its page (prerender.tsx,
 * @neelami/shared/prerender SHELL_PATHS): there is no session then, and the markup is for every
 * member, so the screen is shown without a user and the header without the role's menus.
 */
export const ShellRender = createContext(false);

/** Whether this render is a member screen's build-time first render (see ShellRender). */
export const useShellRender = () => useContext(ShellRender);

/** The event a live room's first render names, when the server renders it for one (prerender.tsx). */
export type ShellRoomEventLine = Omit<RoomEventData, '_id'>;

/**
 * The event of the live room's first render, while the server renders the room's page for an event
 * of the live list (@neelami/shared/prerender ROOM_EVENT_DATA_ID); null in the build's render.
 */
export const ShellRoomEvent = createContext<ShellRoomEventLine | null>(null);
