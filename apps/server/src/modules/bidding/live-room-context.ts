/**
 * What the live room's use cases (join-auction.ts, live-room-entry.ts, place-bid.ts,
 * admin-room-actions.ts) work with: the bidding service, the Socket.IO server (rooms on every
 * instance) and the rooms' state as the fan-out knows it (`RoomReads`, passed in by app.ts through
 * the socket handlers).
 */
import type { RealtimeServer } from '../../realtime/socket-types';
import type { BiddingService } from './bidding-service';
import type { RoomReads } from './room-announcer';

export interface LiveRoom {
  service: BiddingService;
  io: RealtimeServer;
  room: RoomReads;
}
