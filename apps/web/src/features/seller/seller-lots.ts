/**
 * The seller's lots as GET /api/seller/subEvents answers them (API.md: the seller's own
 * sub-events with their leading bids), read defensively: amounts in whole rupees, times ISO.
 */

/** A decision the owner may take on a bid (API.md POST /api/seller/bids/:bidId/status). */
export type BidStatus = 'accepted' | 'rejected' | 'cancelled';

/** A bid on one of the user's lots. */
export interface SellerBid {
  _id: string;
  amount: number;
  status: string;
  createdAt: string;
  bidder: { _id: string; name: string; email?: string; cellNumber?: string } | null;
}

/** The owner's decision on the highest bidder, newest in force. */
export interface SellerAuthorization {
  bidId: string;
  authorized: boolean;
  notified: string[];
  decidedAt: string;
}

/** One of the user's lots (a sub-event it owns). */
export interface SellerLot {
  _id: string;
  eventId: string;
  auctionName: string;
  auctionNo: number;
  name: string;
  direction: 'forward' | 'reverse';
  quantityOrTypesOfTrunk: string;
  unit: string;
  status: string;
  closesAt: string;
  leadingBid: SellerBid | null;
  bids: SellerBid[];
  authorization: SellerAuthorization | null;
  letterUrl: string | null;
}

type Loose = Record<string, unknown>;

const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const obj = (v: unknown): Loose | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : null;

function toBid(v: unknown): SellerBid | null {
  const b = obj(v);
  if (!b || typeof b._id !== 'string') return null;
  const who = obj(b.bidder);
  return {
    _id: b._id,
    amount: num(b.amount),
    status: str(b.status, 'accepted'),
    createdAt: str(b.createdAt),
    bidder: who
      ? {
          _id: str(who._id),
          name: str(who.name),
          email: typeof who.email === 'string' ? who.email : undefined,
          cellNumber: typeof who.cellNumber === 'string' ? who.cellNumber : undefined,
        }
      : null,
  };
}

function toAuthorization(v: unknown): SellerAuthorization | null {
  const a = obj(v);
  if (!a || typeof a.bidId !== 'string' || typeof a.authorized !== 'boolean') return null;
  return {
    bidId: a.bidId,
    authorized: a.authorized,
    notified: Array.isArray(a.notified) ? a.notified.filter((x): x is string => typeof x === 'string') : [],
    decidedAt: str(a.decidedAt),
  };
}

/** Reads the answer of GET /api/seller/subEvents (`{ success, data: [...] }`) into lots. */
export function toSellerLots(body: unknown): SellerLot[] {
  const data = obj(body)?.data;
  if (!Array.isArray(data)) return [];
  const lots: SellerLot[] = [];
  for (const item of data) {
    const s = obj(item);
    if (!s || typeof s._id !== 'string') continue;
    const bids = Array.isArray(s.bids) ? s.bids.map(toBid).filter((b): b is SellerBid => b !== null) : [];
    const direction =
      s.direction === 'reverse' || str(s.subEventType).trim().toLowerCase() === 'reverse'
        ? 'reverse'
        : 'forward';
    lots.push({
      _id: s._id,
      eventId: str(s.eventId),
      auctionName: str(s.auctionName),
      auctionNo: num(s.auctionNo),
      name: str(s.name),
      direction,
      quantityOrTypesOfTrunk: str(s.quantityOrTypesOfTrunk),
      unit: str(s.unit),
      status: str(s.status, 'open'),
      closesAt: str(s.closesAt),
      leadingBid: toBid(s.leadingBid),
      bids,
      authorization: toAuthorization(s.authorization),
      letterUrl: typeof s.letterUrl === 'string' ? s.letterUrl : null,
    });
  }
  return lots;
}

/** Where the letter of acceptance of an authorised lot is downloaded from. */
export function letterPath(lot: SellerLot): string {
  return lot.letterUrl ?? `/api/seller/subEvents/${encodeURIComponent(lot._id)}/letter`;
}
