/**
 * Assignment of users to a sub-event (SPEC §2 Assign, API.md "Earnest money (EMD)"): who may be
 * assigned, the EMD hold each new Buyer or Seller places (or the shortfall that leaves it out), the
 * holds released with a `replace`, and the owner taken from the first Seller assigned.
 */
import { type assignmentSchema, eventMessages } from '@neelami/shared/events';
import { recordMessages } from '@neelami/shared/member-record';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { placeHolds, releaseHolds, shortAssignmentError } from '../emd/holds';
import type { EmdEntryRow } from '../emd/ledger-store';
import { listUserStandings } from '../users/member-facts';
import { standingSql } from '../users/member-standing';
import { findPeople, listUserRoles } from '../users/person-queries';
import { listMemberIds, type SubEventRow } from './event-queries';
import type { SubEventBidding } from './sub-event-bidding';
import { subEventMembers, subEvents } from './tables';

/** Roles that may be assigned to a sub-event (SPEC §2 Assign: Buyers, Sellers, Guest/Client). */
const ASSIGNABLE_ROLES = ['Buyer', 'Seller', 'Guest/Client'];

/**
 * Assigns users to a sub-event (SPEC §2 Assign). Only verified Buyers, Sellers and
 * Guests/Clients (API.md: an unverified user cannot be assigned). A sub-event without
 * an owner takes the first Seller assigned as its owner (SPEC §6: the seller is chosen
 * as owner of a lot).
 */
export async function assignUsers(
  db: Db,
  bidding: SubEventBidding,
  subEventId: string,
  input: z.output<typeof assignmentSchema>,
  emd: EmdAssignment,
): Promise<void> {
  const ids = [...new Set(input.registeredBuyers)];
  if (ids.length > 0) {
    const found = await listUserStandings(db, ids, (id) => ({ standing: standingSql(id) }));
    const bad = found.filter((u) => !u.isVerified || !ASSIGNABLE_ROLES.includes(u.role));
    if (found.length !== ids.length || bad.length > 0) {
      const names = bad.map((u) => u.name);
      const msg = names.length
        ? `${eventMessages.notAssignable}: ${names.join(', ')}`
        : eventMessages.notAssignable;
      throw AppError.invalid(msg, { registeredBuyers: msg });
    }
    // API.md "member record": a suspended member is not assigned; the whole save is refused.
    const suspended = found.filter((u) => u.standing === 'suspended');
    if (suspended.length > 0) {
      const msg = `${recordMessages.suspendedAssign}: ${suspended.map((u) => u.name).join(', ')}`;
      throw new AppError('SUSPENDED', msg, { registeredBuyers: msg });
    }
  }
  const emdRows: EmdEntryRow[] = [];
  const short: { name: string; shortfall: number; index: number }[] = [];
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(subEvents).where(eq(subEvents.id, subEventId)).for('update');
    if (!s) throw AppError.notFound(eventMessages.subEventNotFound);
    const current = new Set(await listMemberIds(tx, subEventId));
    let assigning = ids;
    if (s.emdAmount > 0) {
      // API.md "Earnest money": each Buyer or Seller newly assigned holds the lot's EMD (the owner,
      // who never bids on its own lot, does not); a member whose available is short is left out.
      const holders = await emdHolders(tx, s, ids, current);
      const holds = await placeHolds(tx, subEventId, s.emdAmount, holders, emd.actorId);
      emdRows.push(...holds.placed);
      const refused = new Set(holds.short.map((m) => m.userId));
      assigning = ids.filter((id) => !refused.has(id));
      const names = await namesOf(tx, [...refused]);
      for (const m of holds.short) {
        short.push({
          name: names.get(m.userId) ?? m.userId,
          shortfall: m.shortfall,
          index: input.registeredBuyers.indexOf(m.userId),
        });
      }
    }
    if (input.mode === 'replace') {
      // Removing a member before it has bid releases its hold; a bidder's hold waits for the closing.
      const removed = [...current].filter((id) => !ids.includes(id));
      const bidders = await bidding.biddersAmong(tx, subEventId, removed);
      const released = removed.filter((id) => !bidders.has(id));
      emdRows.push(...(await releaseHolds(tx, subEventId, released, emd.actorId, 'Removed from the lot')));
      await tx
        .delete(subEventMembers)
        .where(
          and(
            eq(subEventMembers.subEventId, subEventId),
            ids.length ? notInArray(subEventMembers.userId, ids) : undefined,
          ),
        );
    }
    if (assigning.length > 0) {
      await tx
        .insert(subEventMembers)
        .values(assigning.map((userId) => ({ subEventId, userId })))
        .onConflictDoNothing();
    }
    let ownerId = s.ownerId;
    if (!ownerId && ids.length > 0) {
      const seller = (await listUserRoles(tx, assigning.length ? assigning : ids)).find(
        (u) => u.role === 'Seller',
      );
      ownerId = seller?.id ?? null;
    }
    await tx.update(subEvents).set({ ownerId, updatedAt: new Date() }).where(eq(subEvents.id, subEventId));
  });
  await emd.mail(emdRows);
  // The others of this save are assigned; the refused ones are answered by name and shortfall.
  if (short.length > 0) throw shortAssignmentError(short);
}

/** Who assigns (for the ledger's rows) and how the members hear of holds placed and released. */
export interface EmdAssignment {
  actorId: string | null;
  mail: (rows: EmdEntryRow[]) => Promise<void>;
}

/**
 * The members of an assignment who must hold the lot's EMD: Buyers and Sellers not yet assigned,
 * but not the lot's owner (nor the Seller who becomes its owner by this assignment).
 */
async function emdHolders(tx: Db, s: SubEventRow, ids: string[], current: Set<string>): Promise<string[]> {
  const fresh = ids.filter((id) => !current.has(id));
  if (fresh.length === 0) return [];
  const role = new Map((await listUserRoles(tx, fresh)).map((r) => [r.id, r.role as string]));
  const owner = s.ownerId ?? ids.find((id) => role.get(id) === 'Seller') ?? null;
  return fresh.filter((id) => (role.get(id) === 'Buyer' || role.get(id) === 'Seller') && id !== owner);
}

/** The members' names (organisation or individual), for the refusals that name them. */
export async function namesOf(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const people = await findPeople(tx, ids);
  return new Map([...people].map(([id, p]) => [id, p.organizationIndividualName]));
}
