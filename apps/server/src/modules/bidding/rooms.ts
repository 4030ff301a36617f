/**
 * The live room's Socket.IO rooms (API.md "Realtime" › Rooms) and which role room a viewer joins.
 */
import type { Role } from '@neelami/shared/roles';

/** The three kinds of viewer (SPEC §6). */
export type ViewerRole = 'bidder' | 'guest' | 'admin';

/** Admin → admin, Guest/Client → guest, every other role (Buyer, Seller) → bidder. */
export const viewerRoleOf = (role: Role | string): ViewerRole =>
  role === 'Admin' ? 'admin' : role === 'Guest/Client' ? 'guest' : 'bidder';

export const VIEWER_ROLES: readonly ViewerRole[] = ['bidder', 'guest', 'admin'];

/** Room names. */
export const rooms = {
  /** Everybody watching the sub-event (countdown, admin messages about it). */
  subEvent: (id: string) => `se:${id}`,
  /** The viewers who get the countdown every second (all but COUNTDOWN_SPARSE clients). */
  tick: (id: string) => `se:${id}:tick`,
  /** The viewers of one role. */
  role: (id: string, role: ViewerRole) => `se:${id}:${role}`,
  /** The viewers of one role who asked for one `new_bid` per accepted bid (BIDS_EACH); also in `role`. */
  each: (id: string, role: ViewerRole) => `se:${id}:${role}:each`,
  /** Everybody in the event's live room (admin broadcasts). */
  event: (id: string) => `ev:${id}`,
  /** The one live-room socket of an account (SPEC §5 terms: no multiple logins). */
  liveUser: (userId: string) => `live-user:${userId}`,
};

const SUB_EVENT_ROOM = /^se:([0-9a-f-]{36})$/;
const ROLE_ROOM = /^se:([0-9a-f-]{36}):(bidder|guest|admin)$/;

/** The sub-event of a `se:<id>` room, or null for any other room. */
export function subEventOfRoom(room: string): string | null {
  return SUB_EVENT_ROOM.exec(room)?.[1] ?? null;
}

/** The sub-event of a role room (`se:<id>:bidder|guest|admin`), or null for any other room. */
export function subEventOfRoleRoom(room: string): string | null {
  return ROLE_ROOM.exec(room)?.[1] ?? null;
}

/** Every room of a sub-event a socket may be in (to leave it). */
export const roomsOfSubEvent = (id: string): string[] => [
  rooms.subEvent(id),
  rooms.tick(id),
  ...VIEWER_ROLES.flatMap((role) => [rooms.role(id, role), rooms.each(id, role)]),
];
