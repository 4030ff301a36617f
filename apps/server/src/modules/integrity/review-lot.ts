/**
 * A lot's integrity review (API.md "Integrity desk"): the flags of its bidders — identifiers they
 * share, and the patterns of the lot's log and their history — with the evidence of each, and each
 * bidder's line. The rules are trade's pure signals; this file reads their rows.
 */
import { isReverse } from '@neelami/shared/events';
import type { IntegrityFlagKind } from '@neelami/shared/integrity';
import type { IntegrityBidder, IntegrityFlag } from '@neelami/shared/integrity-api-responses';
import {
  type LotPart,
  linkedGroups,
  neverWins,
  normaliseIdentifier,
  rotation,
  type SharedIdentifier,
  sharedIdentifiers,
  stepShadowing,
} from '@neelami/trade/integrity-signals';
import type { Db } from '../../db/client';
import { countBidsByMemberAndLot, type LotBid, listLotBids } from '../bidding/integrity-reads';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { listClosedLots } from '../events/sub-event-lists';
import { findSharedIdentifierRows, identifierHash, ipRows } from '../users/member-identifiers';
import { findPeople } from '../users/person-queries';

/** The desk's answer before it is cut for its reader. */
export interface LotReview {
  flags: IntegrityFlag[];
  bidders: IntegrityBidder[];
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** The bids of `memberIds` on the lot, or of those placed from one IP when the flag is an IP's. */
function bidsConcerned(log: LotBid[], memberIds: string[], ipHash?: string): LotBid[] {
  return log.filter(
    (b) =>
      memberIds.includes(b.memberId) &&
      (ipHash === undefined || identifierHash('ip', normaliseIdentifier('ip', b.ip)) === ipHash),
  );
}

const evidenceOf = (bids: LotBid[]) => ({ bidIds: bids.map((b) => b.id), seqs: bids.map((b) => b.seq) });

function sharedFlag(log: LotBid[], s: SharedIdentifier): IntegrityFlag {
  const concerned = bidsConcerned(log, s.memberIds, s.kind === 'ip' ? s.hash : undefined);
  return {
    kind: `shared_${s.kind}` as IntegrityFlagKind,
    memberIds: s.memberIds,
    evidence: {
      ...evidenceOf(concerned.length > 0 ? concerned : bidsConcerned(log, s.memberIds)),
      ...(s.hint ? { identifier: s.hint } : {}),
    },
  };
}

/** Every flag of the lot, and its bidders. */
export async function reviewLot(db: Db, lot: { s: SubEventRow; e: EventRow }): Promise<LotReview> {
  const { s } = lot;
  const log = await listLotBids(db, s.id);
  const memberIds = unique(log.map((b) => b.memberId));
  const bidIps = unique(log.filter((b) => b.ip).map((b) => `${b.memberId}|${b.ip}`)).map((k) => {
    const [memberId = '', ip = ''] = k.split('|');
    return { memberId, ip };
  });
  const rows = await findSharedIdentifierRows(db, memberIds, ipRows(bidIps));
  const shared = sharedIdentifiers(rows);
  const flags: IntegrityFlag[] = shared.map((x) => sharedFlag(log, x));

  for (const run of stepShadowing(log, s.incrementOrDecrement, isReverse(s.subEventType))) {
    const bids = log.filter((b) => run.bidIds.includes(b.id));
    flags.push({
      kind: 'step_shadowing',
      memberIds: run.memberIds,
      evidence: { ...evidenceOf(bids), rounds: run.rounds },
    });
  }

  const groups = linkedGroups(shared);
  if (groups.length > 0 && s.ownerId) {
    const wins = (await listClosedLots(db, { ownerId: s.ownerId })).flatMap((l) =>
      l.leaderId
        ? [{ subEventId: l.subEventId, eventId: l.eventId, winnerId: l.leaderId, closedAt: l.closedAt }]
        : [],
    );
    for (const r of rotation(wins, groups))
      flags.push({
        kind: 'rotation',
        memberIds: r.memberIds,
        evidence: { ...evidenceOf(bidsConcerned(log, r.memberIds)), subEventIds: r.subEventIds },
      });
  }

  const counts = await countBidsByMemberAndLot(db, memberIds);
  const closed = await listClosedLots(db, { subEventIds: unique(counts.map((c) => c.subEventId)) });
  const leaderOf = new Map(closed.map((l) => [l.subEventId, l.leaderId]));
  const parts: LotPart[] = counts
    .filter((c) => leaderOf.has(c.subEventId))
    .map((c) => ({ ...c, won: leaderOf.get(c.subEventId) === c.memberId }));
  for (const n of neverWins(parts))
    flags.push({
      kind: 'never_wins',
      memberIds: [n.memberId],
      evidence: { ...evidenceOf(bidsConcerned(log, [n.memberId])), lots: n.lots, bids: n.bids },
    });

  const people = await findPeople(db, memberIds);
  const bidders: IntegrityBidder[] = memberIds.map((memberId) => ({
    memberId,
    name: people.get(memberId)?.organizationIndividualName ?? '',
    bids: log.filter((b) => b.memberId === memberId).length,
    leading: s.leaderId === memberId,
    // The member record (GET /api/admin/users/:id/record) joins here, keyed by memberId.
    record: null,
  }));
  return { flags, bidders };
}
