/**
 * The engine state of a sub-event as the server keeps it, and its snapshot (`SubEventSnapshot`):
 * the committed server-side state every viewer's view is drawn from. The sub-event row is the
 * source of truth for what the admin may change (Active box, start, closing time, start value and
 * step while there are no bids, the event's extension rule); the stored `engineState` keeps what
 * only bids make (standings, auto bids, serials, extensions). So the rules and the closing time are
 * laid over the stored state each time it is loaded.
 */

import { directionForSubEventType, initialState, rulesProblems } from '@neelami/engine/state';
import type { EngineState, RulesInput } from '@neelami/engine/types';
import type { RoomSubEvent } from '@neelami/shared/bidding';
import { extensionMinutesOf } from '@neelami/shared/events';
import { toRupees } from '@neelami/shared/money';
import type { EventRow, SubEventRow } from '../events/event-queries';

/** Whether the event shows bidders only their rank (SPEC §3 auctionBehaviour, §6). */
export const isRankAuction = (event: Pick<EventRow, 'auctionBehaviour'>) =>
  event.auctionBehaviour.trim().toLowerCase() === 'rank auction';

/** The engine rules of a sub-event from its row and its event (SPEC §4, §9; docs/bidding.md "The rules"). */
export function rulesInputOf(row: SubEventRow, event: EventRow): RulesInput {
  const minutes = extensionMinutesOf(event.autoExtension);
  return {
    direction: directionForSubEventType(row.subEventType),
    startValue: row.startValue,
    step: row.incrementOrDecrement,
    startsAt: row.eventStartsOn.getTime(),
    endsAt: row.closesAt.getTime(),
    isActive: row.isActive,
    // SPEC §9: 1 to 10 minutes; anything else (e.g. 'Duration') is the terms' default of 3.
    extensionMinutes: Number.isInteger(minutes) && minutes >= 1 && minutes <= 10 ? minutes : null,
    // Timed auctions do not extend (docs/bidding.md rule 9).
    extendable: event.auctionType.trim().toLowerCase() !== 'timed auction',
    maxExtensions: event.maxExtensions ?? null,
    // API.md "Rank auctions": a bid need only beat the bidder's own; no auto bids.
    rankOnly: isRankAuction(event),
  };
}

/**
 * The state to decide on: the stored state (or a fresh one) with the row's rules, closing time and
 * status laid over it. `usable` is false when the admin's settings cannot be bid on (e.g. a zero
 * step); such a sub-event is treated as inactive, so every bid is refused and nothing breaks.
 */
export function engineStateOf(row: SubEventRow, event: EventRow): { state: EngineState; usable: boolean } {
  const input = rulesInputOf(row, event);
  // The closing time may lie before the opening time after an admin's edit; the rules are still fine.
  const forRules: RulesInput = { ...input, endsAt: Math.max(input.endsAt, input.startsAt + 1) };
  const usable = rulesProblems(forRules).length === 0;
  const rules = usable
    ? initialState(forRules).rules
    : initialState({
        ...forRules,
        startValue: Math.max(1, Math.trunc(row.startValue) || 1),
        step: Math.max(1, Math.trunc(row.incrementOrDecrement) || 1),
        isActive: false,
        extensionMinutes: null,
        maxExtensions: null,
      }).rules;
  const stored = isEngineState(row.engineState) ? row.engineState : null;
  const base: EngineState = stored ?? {
    rules,
    status: 'open',
    endsAt: input.endsAt,
    extensions: 0,
    seq: 0,
    lastSerial: 0,
    standings: [],
    autoBids: [],
    leading: null,
  };
  return {
    state: {
      ...base,
      rules: { ...rules, isActive: usable && row.isActive },
      endsAt: input.endsAt,
      status: row.status === 'closed' ? 'closed' : 'open',
      extensions: Math.max(base.extensions, row.extensionCount),
    },
    usable,
  };
}

function isEngineState(value: unknown): value is EngineState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<EngineState>;
  return Array.isArray(s.standings) && Array.isArray(s.autoBids) && typeof s.lastSerial === 'number';
}

/** What everybody in the room may know about a sub-event (no bids, no identities). */
export function toRoomSubEvent(row: SubEventRow): RoomSubEvent {
  return {
    _id: row.id,
    eventId: row.eventId,
    auctionNo: row.auctionNo,
    name: row.name,
    location: row.location,
    subEventType: row.subEventType,
    direction: directionForSubEventType(row.subEventType),
    quantityOrTypesOfTrunk: row.quantityOrTypesOfTrunk,
    unit: row.unit,
    bidBasis: row.bidBasis === 'unit' ? 'unit' : 'lot',
    rule: row.rule,
    serialNo: row.serialNo,
    startValue: toRupees(row.startValue),
    incrementOrDecrement: toRupees(row.incrementOrDecrement),
    eventStartsOn: row.eventStartsOn.toISOString(),
    eventEndsOn: row.eventEndsOn.toISOString(),
    closesAt: row.closesAt.toISOString(),
    isActive: row.isActive,
    status: row.status === 'closed' ? 'closed' : 'open',
    details: row.details,
    specification: row.specification,
  };
}

/**
 * The committed server-side state of a sub-event that the views are drawn from (each viewer's
 * `CurrentBidView`, views.ts): the state as the last commit left it, as plain JSON (it also travels
 * to the other server instances through the Socket.IO adapter). Not sent to clients as it is.
 */
export interface SubEventSnapshot {
  subEvent: RoomSubEvent;
  /** The row's seq: grows by one with each accepted change (API.md). */
  seq: number;
  /** SPEC §6: in a Rank auction a bidder sees only its rank. */
  rankOnly: boolean;
  ownerId: string | null;
  autoBidEnabled: boolean;
  /** Paise; never sent (views carry only `reserveMet`). */
  reservePrice: number | null;
  state: EngineState;
}

/** The snapshot of a sub-event row (as committed) and its event. */
export function snapshotOf(row: SubEventRow, event: EventRow): SubEventSnapshot {
  return {
    subEvent: toRoomSubEvent(row),
    seq: row.seq,
    rankOnly: isRankAuction(event),
    ownerId: row.ownerId,
    autoBidEnabled: row.autoBidEnabled,
    reservePrice: row.reservePrice,
    state: engineStateOf(row, event).state,
  };
}
