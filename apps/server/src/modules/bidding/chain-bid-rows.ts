/**
 * The hash chain of a sub-event's bids (bid-hash.ts): the engine's bid records of one accepted
 * command become bid rows with fresh UUIDs handed out in ascending order along the records, so the
 * chain order (seq, createdAt, id) is the engine's order, each row's prevHash the previous hash.
 */
import { randomUUID } from 'node:crypto';
import type { BidRecord } from '@neelami/engine/types';
import type { BidReceipt } from '@neelami/shared/bid-receipts';
import { bidDigest, chainLinkOf, type HashedBidFields, newSalt } from './bid-hash';
import type { StepRecord } from './views';

/** A bid the engine recorded (its bidId is provisional: 'new' for the commander's own bid). */
export type EngineBidRecord = Pick<BidRecord, 'bidId' | 'bidderId' | 'amount' | 'kind' | 'serial'>;

/** The commander of the command, when it bid: its own record gets the client bid id and IP. */
export interface Commander {
  clientBidId: string | null;
  ip: string;
}

/** A bid row to insert (bid-queries.ts `insertBids`). */
export type ChainedBidRow = HashedBidFields & {
  serial: number;
  status: 'accepted';
  ip: string;
  prevHash: string;
  hash: string;
};

export interface ChainedRows {
  rows: ChainedBidRow[];
  /** The same bids as `new_bid` carries them. */
  records: StepRecord[];
  /** Provisional engine bid id → row UUID. */
  ids: Map<string, string>;
  /** The commander's own new row, if any. */
  ownBidId: string | null;
  /** That row's receipt (API.md "Bid receipts"). */
  ownReceipt: BidReceipt | null;
  /** The chain's new head. */
  lastHash: string;
}

/** Chains `records` (accepted at `seq`, time `at`) after `lastHash`. `uuid` is for tests. */
export function chainBidRows(
  input: {
    subEventId: string;
    seq: number;
    at: Date;
    lastHash: string;
    records: EngineBidRecord[];
    commander: Commander | null;
  },
  uuid: () => string = randomUUID,
): ChainedRows {
  const { subEventId, seq, at, records, commander } = input;
  const uuids = records.map(() => uuid()).sort();
  const ids = new Map(records.map((r, i) => [r.bidId, uuids[i]]));
  const out: ChainedRows = {
    rows: [],
    records: [],
    ids,
    ownBidId: null,
    ownReceipt: null,
    lastHash: input.lastHash,
  };
  for (const r of records) {
    const id = ids.get(r.bidId) as string;
    const own = commander !== null && r.bidId === 'new' ? commander : null;
    if (own) out.ownBidId = id;
    const fields = {
      id,
      subEventId,
      bidderId: r.bidderId,
      amount: r.amount,
      kind: r.kind,
      clientBidId: own ? own.clientBidId : null,
      seq,
      createdAt: at,
      salt: newSalt(),
    };
    const digest = bidDigest(fields);
    const hash = chainLinkOf(out.lastHash, digest);
    if (own) out.ownReceipt = { subEventId, seq, digest, chainHash: hash, salt: fields.salt };
    // The row's own fields first, then the hashed ones: views.ts says why.
    out.rows.push({
      serial: r.serial,
      status: 'accepted',
      // The IP the bidder bid from; automatic answers are the server's, not from any IP.
      ip: own ? own.ip.slice(0, 64) : '',
      prevHash: out.lastHash,
      hash,
      ...fields,
    });
    out.lastHash = hash;
    const { amount, bidderId, kind } = r;
    out.records.push({ id, bidderId, amount, kind, createdAt: at.toISOString() });
  }
  return out;
}
