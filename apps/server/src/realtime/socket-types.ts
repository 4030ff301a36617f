/**
 * The gateway's Socket.IO server and sockets as typed by the shared event maps, and what a module
 * receives to reach the other instances. Modules and the gateway's own files import these types
 * from here, so a module never imports the gateway and the gateway imports no module's internals.
 */
import type { Language } from '@neelami/shared/language';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@neelami/shared/realtime';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../plugins/access';

/** What the gateway keeps per socket. */
export interface SocketData {
  user: AuthUser | null;
  /** The language of acks and refusals (API.md "Conventions"): `auth.language` or `Accept-Language`. */
  language?: Language;
  /** Asked for countdowns every few seconds only (COUNTDOWN_SPARSE in shared/realtime). */
  sparseCountdown?: boolean;
  /** One `new_bid` per accepted bid (the client connected with `auth.bids: 'each'`). */
  eachBid?: boolean;
  /** The views of a join only in its answer (`auth.join: 'answer'`, JOIN_ANSWER_ONLY). */
  joinAnswerOnly?: boolean;
  /** A join's big answer gzip-compressed (`auth.pictures: 'gzip'`, VIEWS_GZIP). */
  gzipViews?: boolean;
}

/**
 * What instances tell each other travels through the adapter unread by the gateway: the module
 * that sent it checks it on arrival, as anything from the network.
 */
type InstanceEvents = InterServerEvents<unknown>;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InstanceEvents, SocketData>;

/** A connected socket of the gateway, typed by the shared event maps. */
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InstanceEvents, SocketData>;

/**
 * How a module's committed changes reach the other server instances (the gateway implements it over
 * the Socket.IO adapter, `serverSideEmit`; without Redis there are no others and nothing is sent).
 */
export interface InstanceBroadcaster<Change> {
  /** Tells the other instances. */
  send(change: Change): void;
  /** Hands what another instance sent to `receive`, unchecked. */
  listen(receive: (change: unknown) => void): void;
}
