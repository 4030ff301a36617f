import {
  type AssignmentInput,
  assignmentSchema,
  eventMessages,
  type SubEvent,
  type SubEventData,
  type SubEventRowData,
  type SubEventWithEventName,
  subEventActiveSchema,
  subEventRowSchema,
  subEventUpdateKind,
} from '@neelami/shared/events';
import { toPaise } from '@neelami/shared/money';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findLotById } from '../catalog/lot-queries';
import { placeHolds, releaseHolds, shortAssignmentError } from '../emd/holds';
import { type EmdEntryRow, hasEmdRows } from '../emd/ledger-store';
import { listUserStandings } from '../users/member-facts';
import { findPeople, listUserRoles } from '../users/person-queries';
import { findUserById } from '../users/user-queries';
import {
  findEventById,
  findSubEventById,
  listMemberIds,
  membersBySubEvent,
  type SubEventRow,
  toSubEventDto,
} from './event-queries';
import type { SubEventBidding, SubEventRowColumns } from './sub-event-bidding';
import { events, subEventMembers, subEvents } from './tables';

/** Roles that may be assigned to a sub-event (SPEC §2 Assign: Buyers, Sellers, Guest/Client). */
const ASSIGNABLE_ROLES = ['Buyer', 'Seller', 'Guest/Client'];
/** Roles that may own a sub-event: the seller, or the procuring buyer of a reverse auction (SPEC §1). */
const OWNER_ROLES = ['Seller', 'Buyer'];

/** Turns a zod failure into the API.md 400 body (first message, and one message per field). */
function invalid(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return AppError.invalid(error.issues[0]?.message ?? eventMessages.subEventNotFound, errors);
}

async function dto(db: Db, bidding: SubEventBidding, s: SubEventRow): Promise<SubEvent> {
  const bidCounts = await bidding.countBids(db, [s.id]);
  return toSubEventDto(s, {
    bidCount: bidCounts.get(s.id) ?? 0,
    registeredBuyers: await listMemberIds(db, s.id),
  });
}

/** The lot and owner of a new sub-event: the owner defaults to the lot's seller. */
async function resolveLotAndOwner(db: Db, lotId: string | null, ownerId: string | null) {
  let owner = ownerId;
  if (lotId) {
    const lot = await findLotById(db, lotId);
    if (!lot) throw AppError.invalid('Lot not found', { lotId: 'Lot not found' });
    owner ??= lot.seller;
  }
  if (ownerId) {
    const user = await findUserById(db, ownerId);
    if (!user || !OWNER_ROLES.includes(user.role)) {
      const msg = 'Please select a registered seller';
      throw AppError.invalid(msg, { ownerId: msg });
    }
  }
  return { lotId, ownerId: owner };
}

/**
 * Adds a sub-event to an event (SPEC §2 Add Sub Event). Its live state starts open,
 * closing at its scheduled end. 404 when the event is missing.
 */
export async function addSubEvent(
  db: Db,
  bidding: SubEventBidding,
  eventId: string,
  input: SubEventData,
): Promise<SubEvent> {
  if (!(await findEventById(db, eventId))) throw AppError.notFound(eventMessages.eventNotFound);
  const { lotId, ownerId } = await resolveLotAndOwner(db, input.lotId, input.ownerId);
  const endsOn = new Date(input.eventEndsOn);
  const [row] = await db
    .insert(subEvents)
    .values({
      eventId,
      name: input.name,
      location: input.location,
      subEventType: input.subEventType,
      quantityOrTypesOfTrunk: input.quantityOrTypesOfTrunk,
      unit: input.unit,
      rule: input.rule,
      serialNo: input.serialNo,
      startValue: toPaise(input.startValue),
      incrementOrDecrement: toPaise(input.incrementOrDecrement),
      emdAmount: toPaise(input.emdAmount),
      eventStartsOn: new Date(input.eventStartsOn),
      eventEndsOn: endsOn,
      isActive: input.isActive,
      details: input.details,
      specification: input.specification,
      lotId,
      ownerId,
      bidBasis: input.bidBasis ?? 'lot',
      closesAt: endsOn,
      status: 'open',
    })
    .returning();
  return dto(db, bidding, row);
}

/** The sub-event of this event, or 404 (also when it belongs to another event). */
async function subEventOf(db: Db, eventId: string, subEventId: string): Promise<SubEventRow> {
  const s = await findSubEventById(db, subEventId);
  if (!s || s.eventId !== eventId) {
    if (!(await findEventById(db, eventId))) throw AppError.notFound(eventMessages.eventNotFound);
    throw AppError.notFound(eventMessages.subEventNotFound);
  }
  return s;
}

/** What an update did, for the caller's success message and announcements. */
export interface SubEventUpdateResult {
  kind: 'assignment' | 'active' | 'row';
  subEvent: SubEvent;
}

/**
 * PUT /api/admin/updateSubEvent/:eventId/:subEventId (SPEC §7): the body is either the
 * sub-event's fields (a grid row edit, all required), or `{ isActive }` (the Active box),
 * or `{ registeredBuyers, mode? }` (assignment). The first two change what bidding decides
 * on, so they go to the bidding module's queue (`bidding.edit`).
 */
export async function updateSubEvent(
  db: Db,
  bidding: SubEventBidding,
  eventId: string,
  subEventId: string,
  body: Record<string, unknown>,
  emd: EmdAssignment = { actorId: null, mail: async () => {} },
): Promise<SubEventUpdateResult> {
  const kind = subEventUpdateKind(body);
  if (kind === 'assignment') {
    const parsed = assignmentSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    await subEventOf(db, eventId, subEventId);
    await assignUsers(db, bidding, subEventId, parsed.data, emd);
  } else if (kind === 'active') {
    const parsed = subEventActiveSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    await subEventOf(db, eventId, subEventId);
    await bidding.edit(subEventId, { kind, isActive: parsed.data.isActive });
  } else {
    const parsed = subEventRowSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    const current = await subEventOf(db, eventId, subEventId);
    await bidding.edit(subEventId, { kind, columns: rowColumnsOf(parsed.data, current.emdAmount) });
  }
  return { kind, subEvent: await dto(db, bidding, await subEventOf(db, eventId, subEventId)) };
}

/** The columns of a grid row edit (amounts in paise, times as dates); no emdAmount keeps the current one. */
function rowColumnsOf(input: SubEventRowData, currentEmd: number): SubEventRowColumns {
  return {
    name: input.name,
    location: input.location,
    subEventType: input.subEventType,
    quantityOrTypesOfTrunk: input.quantityOrTypesOfTrunk,
    unit: input.unit,
    rule: input.rule,
    serialNo: input.serialNo,
    startValue: toPaise(input.startValue),
    incrementOrDecrement: toPaise(input.incrementOrDecrement),
    emdAmount: input.emdAmount === undefined ? currentEmd : toPaise(input.emdAmount),
    eventStartsOn: new Date(input.eventStartsOn),
    eventEndsOn: new Date(input.eventEndsOn),
    isActive: input.isActive,
    details: input.details,
    specification: input.specification,
    ...(input.bidBasis ? { bidBasis: input.bidBasis } : {}),
  };
}

/**
 * Assigns users to a sub-event (SPEC §2 Assign). Only verified Buyers, Sellers and
 * Guests/Clients (API.md: an unverified user cannot be assigned). A sub-event without
 * an owner takes the first Seller assigned as its owner (SPEC §6: the seller is chosen
 * as owner of a lot).
 */
async function assignUsers(
  db: Db,
  bidding: SubEventBidding,
  subEventId: string,
  input: z.output<typeof assignmentSchema>,
  emd: EmdAssignment,
): Promise<void> {
  const ids = [...new Set(input.registeredBuyers)];
  if (ids.length > 0) {
    const found = await listUserStandings(db, ids);
    const bad = found.filter((u) => !u.isVerified || !ASSIGNABLE_ROLES.includes(u.role));
    if (found.length !== ids.length || bad.length > 0) {
      const names = bad.map((u) => u.name);
      const msg = names.length
        ? `${eventMessages.notAssignable}: ${names.join(', ')}`
        : eventMessages.notAssignable;
      throw AppError.invalid(msg, { registeredBuyers: msg });
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

async function namesOf(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const people = await findPeople(tx, ids);
  return new Map([...people].map(([id, p]) => [id, p.organizationIndividualName]));
}

export type { AssignmentInput };

/** Deletes a sub-event with its assignments; refused (409) once it has a bid. */
export async function deleteSubEvent(
  db: Db,
  bidding: SubEventBidding,
  eventId: string,
  subEventId: string,
): Promise<void> {
  await subEventOf(db, eventId, subEventId);
  await db.transaction(async (tx) => {
    if (await bidding.hasAnyBid(tx, [subEventId])) throw AppError.conflict(eventMessages.subEventHasBids);
    if (await hasEmdRows(tx, [subEventId])) throw AppError.conflict(eventMessages.hasEmd);
    await tx.delete(subEvents).where(eq(subEvents.id, subEventId));
  });
}

/** Switches auto bidding on or off for a sub-event (POST /api/admin/enableAutoBid), through bidding's queue. */
export async function setAutoBid(
  db: Db,
  bidding: SubEventBidding,
  eventId: string,
  subEventId: string,
  enabled: boolean,
): Promise<SubEvent> {
  await subEventOf(db, eventId, subEventId);
  await bidding.edit(subEventId, { kind: 'auto-bid', enabled });
  return dto(db, bidding, await subEventOf(db, eventId, subEventId));
}

/** Every sub-event with its event's auctionName (API.md GET /api/admin/getAllSubEvents). */
export async function listAllSubEvents(db: Db, bidding: SubEventBidding): Promise<SubEventWithEventName[]> {
  const rows = await db
    .select({ s: subEvents, auctionName: events.auctionName })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .orderBy(sql`${events.eventStart} desc, ${events.id}, ${subEvents.serialNo}, ${subEvents.auctionNo}`);
  const ids = rows.map((r) => r.s.id);
  const [bidCounts, members] = [await bidding.countBids(db, ids), await membersBySubEvent(db, ids)];
  return rows.map((r) => ({
    ...toSubEventDto(r.s, {
      bidCount: bidCounts.get(r.s.id) ?? 0,
      registeredBuyers: members.get(r.s.id) ?? [],
    }),
    auctionName: r.auctionName,
  }));
}
