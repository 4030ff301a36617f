/**
 * A batch of bids decided on the state the last batch committed and written in one statement
 * (ARCHITECTURE "The bidding path" step 3, the common case): no transaction of eight round trips,
 * no read of the sub-event's ~70 columns. The statement writes the bid rows, the auto bids and the
 * new state only if
 *
 * * the sub-event's row and its event's row are still the versions the state was kept at (any
 *   write to either, by another instance, an admin or anything else, gives them another), and
 * * every bidder of the batch may bid: the facts `bidder-checks.ts` reads in the transaction,
 *   asked here as one condition (open session, verified, a bidding role, assigned, terms accepted,
 *   not the lot's seller, not suspended nor on probation with two other lots led, the EMD hold
 *   and the transaction-password pass where the lot asks), and
 * * none of the batch's client bid ids is stored yet (a retry after a restart).
 *
 * Otherwise it writes nothing and the caller runs the batch as a transaction (apply-sub-event-jobs.ts),
 * which reads everything under the row lock and gives each job its exact answer. A bid the engine
 * refuses is answered so only when the statement wrote: its bidder may bid, so the transaction
 * would have asked the engine too (a bidder who may not bid hears why, not the engine's view of
 * the amount). A batch with nothing to write goes to the transaction.
 */
import { canBid, ROLES } from '@neelami/shared/roles';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuiltSql } from '../../db/prebuilt';
import { isLotSellerSql } from '../catalog/lot-queries';
import { holdsEmdSql } from '../emd/holds';
import { stateWriteValues, writeStateIfUnchangedSql } from '../events/bidding-state-rows';
import { acceptedTermsSql, isMemberSql } from '../events/member-sql';
import { openSessionOfVerifiedSql } from '../users/member-facts';
import { passedTransactionPasswordSql } from './bid-queries';
import { standingAllowsBidSql } from './bidder-checks';
import { applyBidJob, type BatchWithState, type KeptState, openBatch, stateWriteOf } from './sub-event-batch';
import type { BidJob } from './sub-event-jobs';
import { snapshotOf } from './sub-event-state';
import { autoBids, bids } from './tables';

const p = (name: string) => sql.placeholder(name);
const PAIR_USER = sql`pair.user_id`;
const PAIR_SESSION = sql`pair.session_id`;
const BIDDING_ROLES = ROLES.filter(canBid);

/** The number of the batch's (bidder, session) pairs that may bid now (bidder-checks.ts `checkBidder`). */
const allowedPairs = sql`(select count(*) from unnest(${p('pairUsers')}::uuid[], ${p('pairSessions')}::uuid[]) as pair(user_id, session_id)
  where ${openSessionOfVerifiedSql(PAIR_USER, PAIR_SESSION, BIDDING_ROLES)}
    and ${isMemberSql(p('subEventId'), PAIR_USER)}
    and ${acceptedTermsSql(p('eventId'), PAIR_USER)}
    and not ${isLotSellerSql(p('lotId'), PAIR_USER)}
    and ${standingAllowsBidSql(p('subEventId'), PAIR_USER)}
    and (not ${p('needsHold')}::boolean or ${holdsEmdSql(p('subEventId'), PAIR_USER)})
    and (not ${p('needsPass')}::boolean or ${passedTransactionPasswordSql({ id: PAIR_SESSION, userId: PAIR_USER })}))`;

/** Whether one of the batch's client bid ids is stored already (known-client-bids.ts reads them). */
const storedClientIds = sql`exists (select 1 from unnest(${p('clientBidders')}::uuid[], ${p('clientIds')}::text[]) as k(bidder_id, client_bid_id)
  where exists (select 1 from ${bids} b where b.sub_event_id = ${p('subEventId')} and b.bidder_id = k.bidder_id and b.client_bid_id = k.client_bid_id)
     or exists (select 1 from ${autoBids} a where a.sub_event_id = ${p('subEventId')} and a.bidder_id = k.bidder_id and a.client_bid_id = k.client_bid_id))`;

const writeBatch = prebuiltSql<{ version: string }>('write_bid_batch', () => {
  const guard = sql`${allowedPairs} = ${p('pairCount')}::integer and not ${storedClientIds}`;
  return sql`with written as (${writeStateIfUnchangedSql(guard)}),
    new_bids as (
      insert into ${bids} (id, sub_event_id, bidder_id, amount, kind, status, client_bid_id, seq, serial, ip, created_at, prev_hash, hash, salt)
      select r.id, ${p('subEventId')}::uuid, r.bidder_id, r.amount, r.kind, 'accepted', r.client_bid_id, r.seq, r.serial, r.ip, r.created_at, r.prev_hash, r.hash, r.salt
      from unnest(${p('ids')}::uuid[], ${p('bidders')}::uuid[], ${p('amounts')}::bigint[], ${p('kinds')}::text[],
        ${p('bidClientIds')}::text[], ${p('seqs')}::bigint[], ${p('serials')}::integer[], ${p('ips')}::text[],
        ${p('createdAts')}::timestamptz[], ${p('prevHashes')}::text[], ${p('hashes')}::text[], ${p('salts')}::text[])
        as r(id, bidder_id, amount, kind, client_bid_id, seq, serial, ip, created_at, prev_hash, hash, salt)
      where exists (select 1 from written)
    ),
    new_auto_bids as (
      insert into ${autoBids} (sub_event_id, bidder_id, limit_amount, client_bid_id, created_at, updated_at)
      select ${p('subEventId')}::uuid, a.bidder_id, a.limit_amount, a.client_bid_id, a.at, a.at
      from unnest(${p('autoBidders')}::uuid[], ${p('autoLimits')}::bigint[], ${p('autoClientIds')}::text[], ${p('autoAts')}::timestamptz[])
        as a(bidder_id, limit_amount, client_bid_id, at)
      where exists (select 1 from written)
      on conflict (sub_event_id, bidder_id) do update
        set limit_amount = excluded.limit_amount, client_bid_id = excluded.client_bid_id, updated_at = excluded.updated_at
    )
    select version from written`;
});

/**
 * `jobs` (bids and auto bids only) decided on `kept` and written in one statement; null when the
 * batch must run as a transaction instead (see the file's comment): nothing was written then.
 * Throws on a database error, like the transaction (the caller answers "unavailable").
 */
export async function applyBidsInOneStatement(
  db: Db,
  kept: KeptState,
  jobs: BidJob[],
  clock: () => Date,
): Promise<BatchWithState | null> {
  const { row, event } = kept;
  // What the statement does not ask: the sub-event's event and owner are the kept row's, whose
  // version the statement checks. A bid that fails them goes to the transaction (its checks come
  // in an order that may name another reason first).
  let declined = false;
  const b = openBatch(row, event, clock, {
    known: new Map(),
    check: (job) => {
      if (job.eventId === row.eventId && job.bidderId !== row.ownerId) return null;
      declined = true;
      return { code: 'FORBIDDEN', message: '' };
    },
  });
  // Every other refusal is the engine's (or the lot's auto-bid switch), which the transaction gives
  // too once the bidder may bid: the statement writes only when every bidder of the batch may.
  const outcomes = jobs.map((job) => applyBidJob(b, job));
  // Nothing to write (every bid refused) goes to the transaction as well, which reads the facts;
  // so does a pre-bid, whose row the transaction adds (pre-bids are few).
  if (declined || b.seq === row.seq || b.preBids.length > 0) return null;
  const state = stateWriteOf(b);
  const pairs = new Map(jobs.map((j) => [`${j.bidderId}|${j.sessionId}`, j] as const));
  const withIds = new Map(
    jobs.filter((j) => j.clientBidId).map((j) => [`${j.bidderId}|${j.clientBidId}`, j] as const),
  );
  const autos = [...b.autoUpserts];
  const [written] = await writeBatch(db, {
    // The statement's own values first, the state's spread last: views.ts says why.
    subEventId: row.id,
    eventId: row.eventId,
    lotId: row.lotId,
    needsHold: row.emdAmount > 0,
    needsPass: event.requireTransactionPassword,
    pairUsers: [...pairs.values()].map((j) => j.bidderId),
    pairSessions: [...pairs.values()].map((j) => j.sessionId),
    pairCount: pairs.size,
    clientBidders: [...withIds.values()].map((j) => j.bidderId),
    clientIds: [...withIds.values()].map((j) => j.clientBidId),
    ids: b.newRows.map((r) => r.id),
    bidders: b.newRows.map((r) => r.bidderId),
    amounts: b.newRows.map((r) => r.amount),
    kinds: b.newRows.map((r) => r.kind),
    bidClientIds: b.newRows.map((r) => r.clientBidId ?? null),
    seqs: b.newRows.map((r) => r.seq),
    serials: b.newRows.map((r) => r.serial),
    ips: b.newRows.map((r) => r.ip),
    createdAts: b.newRows.map((r) => (r.createdAt as Date).toISOString()),
    prevHashes: b.newRows.map((r) => r.prevHash),
    hashes: b.newRows.map((r) => r.hash),
    salts: b.newRows.map((r) => r.salt),
    autoBidders: autos.map(([bidderId]) => bidderId),
    autoLimits: autos.map(([, a]) => a.limit),
    autoClientIds: autos.map(([, a]) => a.clientBidId),
    autoAts: autos.map(([, a]) => a.at.toISOString()),
    ...stateWriteValues(row.id, kept.versions, state),
  });
  if (!written) return null;
  const after = { ...row, ...state };
  return {
    outcomes,
    snapshot: snapshotOf(after, event),
    steps: b.steps,
    otherChange: false,
    kept: { row: after, event, versions: { row: written.version, event: kept.versions.event } },
  };
}
