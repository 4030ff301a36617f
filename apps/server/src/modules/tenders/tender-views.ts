/**
 * What each reader learns of a lot's tenders (API.md "tender-then-auction"): before
 * `tenderClosesOn`, the sealed log for Admin and the owner and its own receipt for a member; after
 * it, Admin and the owner see every tender ranked with the check that each matches its commitment
 * and the chain is intact, and each tenderer its own rank. Amounts come only from tender-reads.ts.
 */
import { rankTenders, tendersInForce } from '@neelami/engine/tenders';
import { isReverse } from '@neelami/shared/events';
import { toRupees } from '@neelami/shared/money';
import type { Db } from '../../db/client';
import type { SubEventRow } from '../events/event-queries';
import { listPublicUsers } from '../users/user-queries';
import { checkTenderLog } from './tender-digest';
import { openedTenderLog, ownSealedTender, sealedLog, tendersAreOpen } from './tender-reads';

const windowOf = (row: SubEventRow) => ({
  direction: isReverse(row.subEventType) ? ('reverse' as const) : ('forward' as const),
  startValue: row.startValue,
  opensAt: row.tenderOpensOn?.getTime() ?? 0,
  closesAt: row.tenderClosesOn?.getTime() ?? 0,
});

/** The opening (only after the window closed): the tenders in force ranked, and the log's check. */
export async function openTenders(db: Db, row: SubEventRow, now: Date) {
  const log = await openedTenderLog(db, row, now);
  const check = checkTenderLog(log);
  const inForce = tendersInForce(
    log.map((t) => ({
      bidderId: t.bidderId,
      amount: t.amount,
      at: t.createdAt.getTime(),
      seq: t.seq,
      ref: t.digest,
    })),
  );
  const ranked = rankTenders(windowOf(row), inForce);
  const names = new Map(
    (await listPublicUsers(db, [...new Set(log.map((t) => t.bidderId))])).map((u) => [
      u._id,
      u.OrganizationIndividualName,
    ]),
  );
  return {
    ranked,
    chainIntact: check.chainIntact,
    tenders: ranked.map((t) => {
      return {
        rank: t.rank,
        bidderId: t.bidderId,
        bidderName: names.get(t.bidderId) ?? '',
        amount: toRupees(t.amount),
        qualified: t.qualified,
        seq: t.seq,
        digest: t.ref,
        placedAt: new Date(t.at).toISOString(),
        matchesCommitment: check.matches.get(t.seq) === true,
      };
    }),
  };
}

/** Admin's and the owner's view of the lot's tenders. */
export async function lotTendersView(db: Db, row: SubEventRow, now: Date) {
  const log = await sealedLog(db, row.id);
  const base = { opened: false, tenderClosesOn: (row.tenderClosesOn ?? now).toISOString(), log };
  if (!tendersAreOpen(row, now)) return base;
  const opened = await openTenders(db, row, now);
  return { ...base, opened: true, tenders: opened.tenders, chainIntact: opened.chainIntact };
}

/** A member's view of its own tender: the receipt; after the opening, its amount, rank and qualification. */
export async function myTenderView(db: Db, row: SubEventRow, userId: string, now: Date) {
  const own = await ownSealedTender(db, row.id, userId);
  const receipt = own
    ? {
        subEventId: row.id,
        seq: own.seq,
        digest: own.digest,
        chainHash: own.chainHash,
        salt: own.salt,
        placedAt: own.createdAt.toISOString(),
      }
    : null;
  const base = {
    opened: false,
    tenderOpensOn: (row.tenderOpensOn ?? now).toISOString(),
    tenderClosesOn: (row.tenderClosesOn ?? now).toISOString(),
    receipt,
  };
  if (!tendersAreOpen(row, now)) return base;
  const { ranked } = await openTenders(db, row, now);
  const mine = ranked.find((t) => t.bidderId === userId);
  return {
    ...base,
    opened: true,
    tenderers: ranked.length,
    ...(mine ? { amount: toRupees(mine.amount), rank: mine.rank, qualified: mine.qualified } : {}),
  };
}
