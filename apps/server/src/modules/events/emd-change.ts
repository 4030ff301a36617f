/**
 * A grid row edit that changes a sub-event's `emdAmount` (API.md "Award and money rules", "EMD
 * changes"): before the lot has bids, every hold follows the new amount in the edit's own
 * transaction; a member short of a rise refuses the whole edit, by name and shortfall. Once it has
 * bids the amount is locked, as the start value and step are (bidding's `planSubEventEdit`).
 */
import type { Db } from '../../db/client';
import { changeHolds, shortEmdChangeError } from '../emd/hold-changes';
import type { EmdEntryRow } from '../emd/ledger-store';
import { listUserRoles } from '../users/person-queries';
import { namesOf } from './assign-users';
import { listMemberIds, type SubEventRow } from './event-queries';
import type { WithinRowEdit } from './sub-event-bidding';

/**
 * The holds' part of a row edit to `emdAmount` paise (and to owner `ownerId`; undefined: the owner
 * stays): run by the bidding queue in the edit's transaction, once it found no bid
 * (`WithinRowEdit`). The EMD rows it adds go into `added`, for the members' mails once the edit
 * has committed.
 */
export function holdsFollowEmd(
  emdAmount: number,
  ownerId: string | null | undefined,
  by: string | null,
  added: EmdEntryRow[],
): WithinRowEdit {
  return async (tx, before) => {
    if (before.emdAmount === emdAmount) return;
    const holders = await emdHoldersOf(tx, before, ownerId === undefined ? before.ownerId : ownerId);
    const { rows, short } = await changeHolds(tx, before.id, emdAmount, holders, by);
    if (short.length > 0) {
      const names = await namesOf(
        tx,
        short.map((s) => s.userId),
      );
      throw shortEmdChangeError(
        short.map((s) => ({ name: names.get(s.userId) ?? s.userId, shortfall: s.shortfall })),
      );
    }
    added.push(...rows);
  };
}

/** The members who hold the lot's EMD: assigned Buyers and Sellers but the owner (as on assignment). */
async function emdHoldersOf(tx: Db, s: SubEventRow, ownerId: string | null): Promise<string[]> {
  const roles = await listUserRoles(tx, await listMemberIds(tx, s.id));
  return roles
    .filter((r) => (r.role === 'Buyer' || r.role === 'Seller') && r.id !== ownerId)
    .map((r) => r.id);
}
