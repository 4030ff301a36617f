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
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findLotById } from '../catalog/lot-queries';
import { users } from '../users/tables';
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
      eventStartsOn: new Date(input.eventStartsOn),
      eventEndsOn: endsOn,
      isActive: input.isActive,
      details: input.details,
      specification: input.specification,
      lotId,
      ownerId,
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
): Promise<SubEventUpdateResult> {
  const kind = subEventUpdateKind(body);
  if (kind === 'assignment') {
    const parsed = assignmentSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    await subEventOf(db, eventId, subEventId);
    await assignUsers(db, subEventId, parsed.data);
  } else if (kind === 'active') {
    const parsed = subEventActiveSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    await subEventOf(db, eventId, subEventId);
    await bidding.edit(subEventId, { kind, isActive: parsed.data.isActive });
  } else {
    const parsed = subEventRowSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    await subEventOf(db, eventId, subEventId);
    await bidding.edit(subEventId, { kind, columns: rowColumnsOf(parsed.data) });
  }
  return { kind, subEvent: await dto(db, bidding, await subEventOf(db, eventId, subEventId)) };
}

/** The columns of a grid row edit (amounts in paise, times as dates). */
function rowColumnsOf(input: SubEventRowData): SubEventRowColumns {
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
    eventStartsOn: new Date(input.eventStartsOn),
    eventEndsOn: new Date(input.eventEndsOn),
    isActive: input.isActive,
    details: input.details,
    specification: input.specification,
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
  subEventId: string,
  input: z.output<typeof assignmentSchema>,
): Promise<void> {
  const ids = [...new Set(input.registeredBuyers)];
  if (ids.length > 0) {
    const found = await db
      .select({
        id: users.id,
        role: users.role,
        isVerified: users.isVerified,
        name: users.organizationIndividualName,
      })
      .from(users)
      .where(inArray(users.id, ids));
    const bad = found.filter((u) => !u.isVerified || !ASSIGNABLE_ROLES.includes(u.role));
    if (found.length !== ids.length || bad.length > 0) {
      const names = bad.map((u) => u.name);
      const msg = names.length
        ? `${eventMessages.notAssignable}: ${names.join(', ')}`
        : eventMessages.notAssignable;
      throw AppError.invalid(msg, { registeredBuyers: msg });
    }
  }
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(subEvents).where(eq(subEvents.id, subEventId)).for('update');
    if (!s) throw AppError.notFound(eventMessages.subEventNotFound);
    if (input.mode === 'replace') {
      await tx
        .delete(subEventMembers)
        .where(
          and(
            eq(subEventMembers.subEventId, subEventId),
            ids.length ? notInArray(subEventMembers.userId, ids) : undefined,
          ),
        );
    }
    if (ids.length > 0) {
      await tx
        .insert(subEventMembers)
        .values(ids.map((userId) => ({ subEventId, userId })))
        .onConflictDoNothing();
    }
    let ownerId = s.ownerId;
    if (!ownerId && ids.length > 0) {
      const [seller] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'Seller')))
        .limit(1);
      ownerId = seller?.id ?? null;
    }
    await tx.update(subEvents).set({ ownerId, updatedAt: new Date() }).where(eq(subEvents.id, subEventId));
  });
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
