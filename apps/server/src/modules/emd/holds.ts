/**
 * Holds for the modules above (events' assignment, bidding's closing and bid checks), always in
 * the caller's transaction `tx`, so a hold is placed with the assignment it belongs to and
 * released with the closing that ends it.
 */
import { emdMessages } from '@neelami/shared/emd';
import { openHoldFor } from '@neelami/trade';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { applyMove } from './ledger';
import { type EmdEntryRow, loadLedger, lockLedger, openHolds } from './ledger-store';
import { emdEntries } from './tables';

/** A member an assignment could not hold the EMD for. */
export interface ShortMember {
  userId: string;
  shortfall: number;
}

/**
 * Places a hold of `amount` paise for each member on the sub-event (a member that already holds
 * it keeps its hold). Members whose available is short get no hold and are answered in `short`.
 * Locks are taken in id order, so two assignments never wait on each other in a circle.
 */
export async function placeHolds(
  tx: Db,
  subEventId: string,
  amount: number,
  userIds: readonly string[],
  by: string | null,
): Promise<{ held: string[]; placed: EmdEntryRow[]; short: ShortMember[] }> {
  const held: string[] = [];
  const placed: EmdEntryRow[] = [];
  const short: ShortMember[] = [];
  for (const userId of [...new Set(userIds)].sort()) {
    await lockLedger(tx, userId);
    if (openHoldFor(await loadLedger(tx, userId), subEventId)) {
      held.push(userId);
      continue;
    }
    try {
      placed.push(
        await applyMove(tx, userId, { kind: 'hold', subEventId, amount }, {}, by, (shortfall) => {
          throw new ShortError(shortfall);
        }),
      );
      held.push(userId);
    } catch (err) {
      if (!(err instanceof ShortError)) throw err;
      short.push({ userId, shortfall: err.shortfall });
    }
  }
  return { held, placed, short };
}

class ShortError extends Error {
  constructor(readonly shortfall: number) {
    super('short');
  }
}

/** Releases the members' holds on the sub-event (removed before bidding); answers the releases added. */
export async function releaseHolds(
  tx: Db,
  subEventId: string,
  userIds: readonly string[],
  by: string | null,
  note: string,
): Promise<EmdEntryRow[]> {
  const released: EmdEntryRow[] = [];
  for (const hold of await openHolds(tx, subEventId, userIds)) {
    const row = await endHold(tx, hold, 'release', by, note);
    if (row) released.push(row);
  }
  return released;
}

/**
 * At the closing of a sub-event, in the closing's transaction: every hold but the winner's is
 * released. Each hold ends once (the unique index on `ref_id`): a closing run twice adds nothing.
 */
export async function releaseHoldsAtClose(
  tx: Db,
  subEventId: string,
  winnerId: string | null,
): Promise<EmdEntryRow[]> {
  const released: EmdEntryRow[] = [];
  for (const hold of await openHolds(tx, subEventId)) {
    if (hold.userId === winnerId) continue;
    const row = await endHold(tx, hold, 'release', null, 'Lot closed');
    if (row) released.push(row);
  }
  return released;
}

/** Adds the end of a hold, unless it has one already. */
async function endHold(
  tx: Db,
  hold: EmdEntryRow,
  kind: 'release' | 'adjust' | 'forfeit',
  by: string | null,
  note: string,
): Promise<EmdEntryRow | null> {
  const [row] = await tx
    .insert(emdEntries)
    .values({
      userId: hold.userId,
      kind,
      amount: hold.amount,
      refId: hold.id,
      subEventId: hold.subEventId,
      createdBy: by,
      note,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The members (of `userIds`) who hold the sub-event's EMD now. */
export async function membersHolding(
  db: Db,
  subEventId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  return new Set((await openHolds(db, subEventId, userIds)).map((h) => h.userId));
}

/**
 * True when the user `userId` holds the sub-event's EMD now (a `hold` no row has ended: as
 * `openHolds`), as SQL over the caller's expressions, for the bid path's statement that writes a
 * batch at once.
 */
export const holdsEmdSql = (subEventId: SQL | Placeholder, userId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${emdEntries} h where h.kind = 'hold' and h.sub_event_id = ${subEventId}
    and h.user_id = ${userId} and not exists (select 1 from ${emdEntries} f where f.ref_id = h.id))`;

/** The refusal of a bid without the hold (the bidding path's `EMD_REQUIRED`). */
export const bidNeedsHoldMessage = (emdAmount: number) => emdMessages.bidNeedsHold(emdAmount);

/** An assignment refused for some members: one message naming each and its shortfall. */
export function shortAssignmentError(short: { name: string; shortfall: number; index: number }[]): AppError {
  const lines = short.map((s) => emdMessages.holdShort(s.name, s.shortfall));
  const errors: Record<string, string> = { registeredBuyers: lines.join(' ') };
  for (const [i, s] of short.entries()) errors[`registeredBuyers.${s.index}`] = lines[i];
  return new AppError('EMD_REQUIRED', lines.join(' '), errors);
}

/**
 * The winner's hold after the sale (API.md "Earnest money"): adjusted against the sale's payment,
 * or forfeited when the sale is defaulted. Under the member's lock; a hold ends once (409 after).
 */
export async function settleHold(
  tx: Db,
  input: {
    userId: string;
    subEventId: string;
    kind: 'adjust' | 'forfeit';
    saleId: string | null;
    by: string | null;
  },
): Promise<EmdEntryRow> {
  await lockLedger(tx, input.userId);
  const hold = openHoldFor(await loadLedger(tx, input.userId), input.subEventId);
  if (!hold) throw AppError.notFound('No EMD is held for this lot.');
  return applyMove(
    tx,
    input.userId,
    { kind: input.kind, holdId: hold.id },
    { saleId: input.saleId },
    input.by,
    () => AppError.conflict('This hold has already ended.'),
  );
}
