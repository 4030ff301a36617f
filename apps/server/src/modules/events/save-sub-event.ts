import {
  assignmentSchema,
  eventMessages,
  type SubEvent,
  type SubEventData,
  type SubEventRowData,
  subEventActiveSchema,
  subEventRowSchema,
  subEventUpdateKind,
} from '@neelami/shared/events';
import { bpOfPct } from '@neelami/shared/lot-close';
import { toPaise } from '@neelami/shared/money';

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findLotById } from '../catalog/lot-queries';
import { type EmdEntryRow, hasEmdRows } from '../emd/ledger-store';
import { findUserById } from '../users/user-queries';
import { assignUsers, type EmdAssignment } from './assign-users';
import { bothWithin, lotCorrigendum } from './corrigenda';
import { holdsFollowEmd } from './emd-change';
import { toSubEventDto } from './event-dtos';
import { findEventById, findSubEventById, listMemberIds, type SubEventRow } from './event-queries';
import type { SubEventBidding, SubEventRowColumns } from './sub-event-bidding';
import { rowColumnsOf } from './sub-event-row-columns';
import { subEvents } from './tables';

/** Roles that may own a sub-event: the seller, or the procuring buyer of a reverse auction (SPEC §1). */
const OWNER_ROLES = ['Seller', 'Buyer'];

/**
 * Turns a zod failure into the API.md 400 body (first message, and one message per field). A field
 * the body may not carry is named under its own key: refused, never ignored (API.md "Uploads").
 */
function invalid(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const prefix = issue.path.map(String).join('.');
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => (prefix ? `${prefix}.${k}` : k))
        : [prefix || '_'];
    for (const field of fields) errors[field] ??= issue.message;
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

/**
 * The lot and owner of a sub-event (Add Sub Event, and a row edit that names them): the owner
 * defaults to the lot's seller, and one named is a verified Seller or Buyer (API.md `ownerId`).
 */
async function resolveLotAndOwner(db: Db, lotId: string | null, ownerId: string | null) {
  let owner = ownerId;
  if (lotId) {
    const lot = await findLotById(db, lotId);
    if (!lot) throw AppError.invalid('Lot not found', { lotId: 'Lot not found' });
    owner ??= lot.seller;
  }
  if (ownerId) {
    const user = await findUserById(db, ownerId);
    if (!user?.isVerified || !OWNER_ROLES.includes(user.role)) {
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
      saleFormat: input.saleFormat ?? 'single',
      tenderOpensOn: input.tenderOpensOn ? new Date(input.tenderOpensOn) : null,
      tenderClosesOn: input.tenderClosesOn ? new Date(input.tenderClosesOn) : null,
      reservePrice: input.reservePrice === null ? null : toPaise(input.reservePrice),
      approvalBandBp: bpOfPct(input.approvalBandPct),
      approvalHours: input.approvalHours,
      ...(input.hsnCode ? { hsnCode: input.hsnCode } : {}),
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
    const columns = {
      ...rowColumnsOf(parsed.data, current),
      ...(await lotAndOwnerOf(db, parsed.data, current)),
    };
    const held: EmdEntryRow[] = [];
    const within = bothWithin(
      holdsFollowEmd(columns.emdAmount, columns.ownerId, emd.actorId, held),
      lotCorrigendum(columns, emd.actorId),
    );
    await bidding.edit(subEventId, { kind, columns, within });
    await emd.mail(held);
  }
  return { kind, subEvent: await dto(db, bidding, await subEventOf(db, eventId, subEventId)) };
}

/** A row edit's lot and owner, when it names either (checked as Add Sub Event checks them). */
async function lotAndOwnerOf(
  db: Db,
  input: SubEventRowData,
  current: SubEventRow,
): Promise<Pick<SubEventRowColumns, 'lotId' | 'ownerId'>> {
  if (input.lotId === undefined && input.ownerId === undefined) return {};
  const checked = await resolveLotAndOwner(db, input.lotId ?? null, input.ownerId ?? null);
  return {
    lotId: input.lotId === undefined ? current.lotId : input.lotId,
    // Named, the owner is as named (null: none); else it stays, or a new lot brings its seller.
    ownerId: input.ownerId !== undefined ? input.ownerId : (current.ownerId ?? checked.ownerId),
  };
}

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
