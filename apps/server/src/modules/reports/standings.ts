import type { BestBid } from '../bidding/report-reads';
import { isReverse, type SubEventRow } from './report';

/** A bidder's place on a sub-event: rank 1 is the best valid bid. */
export interface Standing {
  bidderId: string;
  best: BestBid;
  rank: number;
  /** `H1`, `H2`… in forward auctions, `L1`, `L2`… in reverse (SPEC §3 "Report result"). */
  label: string;
}

/**
 * Orders the bidders of one sub-event by their best valid bid: highest first in
 * forward, lowest first in reverse. Equal amounts: the sub-event's recorded
 * leader first (the engine decided it, e.g. SPEC §5 "a manual bid equal to an
 * auto bid prevails"), then whoever bid the amount first. Ranks are distinct.
 */
export function rankBidders(
  subEvent: Pick<SubEventRow, 'subEventType' | 'leaderId' | 'leadingAmount'>,
  bests: BestBid[],
): Standing[] {
  const reverse = isReverse(subEvent);
  const isLeader = (b: BestBid) =>
    subEvent.leaderId === b.bidderId &&
    subEvent.leadingAmount !== null &&
    subEvent.leadingAmount === b.amount;
  const sorted = [...bests].sort((a, b) => {
    if (a.amount !== b.amount) return reverse ? a.amount - b.amount : b.amount - a.amount;
    const la = isLeader(a) ? 0 : 1;
    const lb = isLeader(b) ? 0 : 1;
    if (la !== lb) return la - lb;
    const t = a.createdAt.getTime() - b.createdAt.getTime();
    if (t !== 0) return t;
    if (a.seq !== b.seq) return a.seq - b.seq;
    return a.bidId < b.bidId ? -1 : a.bidId > b.bidId ? 1 : 0;
  });
  const prefix = reverse ? 'L' : 'H';
  return sorted.map((best, i) => ({
    bidderId: best.bidderId,
    best,
    rank: i + 1,
    label: `${prefix}${i + 1}`,
  }));
}
