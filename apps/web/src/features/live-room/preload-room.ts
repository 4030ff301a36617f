import { sendEarlyGet } from '../../lib/early-get';
import { acquireChannel } from '../../lib/room-channel';
import { storedRole } from '../../lib/stored-session';
import { EARLY_JOIN_MS, earlyJoinUnderWay, startEarlyJoin } from './early-join';

/**
 * The live room's early start: the socket connects and joins the room, and the room's event (and a
 * bidder's EMD ledger, for the lots' EMD lines) is asked for, while the room's code is still on its
 * way, so the room has its views, its event's lots and the holds the moment it mounts, and
 * renders its rows once (early-join.ts, lib/early-get.ts). A live room's page starts it with a
 * script of its own as soon as that small file has arrived (room-start.ts); main.tsx starts it
 * too, which does nothing when the page's script came first. This file and what it uses are a
 * small file of their own that needs neither React nor the main bundle (build/screen-chunks.ts).
 * The room takes its own share of the socket; this one is given back after a while.
 */
export function preloadRoom(eventId: string): void {
  if (earlyJoinUnderWay(eventId)) return;
  sendEarlyGet(`general/event/${encodeURIComponent(eventId)}`);
  // The room shows a Buyer's or Seller's EMD holds (room-rows.tsx useMyLedger: lib/api/get-my-emd-ledger.ts).
  const role = storedRole();
  if (role === 'Buyer' || role === 'Seller') sendEarlyGet('emd/ledger');
  const lease = acquireChannel();
  setTimeout(lease.release, EARLY_JOIN_MS);
  startEarlyJoin(lease.channel, eventId);
}
