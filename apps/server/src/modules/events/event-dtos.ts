/**
 * The API shapes of events and sub-events (`@neelami/shared/events`): rupees, ISO times, and what
 * each viewer may see of a lot's reserve. The rows come from event-queries.ts.
 */
import {
  type AuctionEvent,
  type EventPhase,
  isReverse,
  SALE_FORMATS,
  type SaleFormat,
  type SubEvent,
} from '@neelami/shared/events';
import { type LotResultValue, pctOfBp } from '@neelami/shared/lot-close';
import { toRupees } from '@neelami/shared/money';
import { reserveMet } from '@neelami/trade/lot-close';
import type { events, subEvents } from './tables';

type EventRow = typeof events.$inferSelect;
type SubEventRow = typeof subEvents.$inferSelect;

/** The API shape of an event (SPEC §3 Event). */
export function toEventDto(e: EventRow, phase: EventPhase): AuctionEvent {
  return {
    _id: e.id,
    auctionName: e.auctionName,
    titleName: e.titleName,
    auctionType: e.auctionType,
    auctionBehaviour: e.auctionBehaviour,
    onBehalfOf: e.onBehalfOf,
    eventStart: e.eventStart.toISOString(),
    eventEnd: e.eventEnd.toISOString(),
    inspectionDate: e.inspectionDate,
    autoExtension: e.autoExtension,
    totalLots: e.totalLots,
    currency: e.currency,
    address: e.address,
    description: e.description,
    termCondition: e.termCondition,
    requireTransactionPassword: e.requireTransactionPassword,
    maxExtensions: e.maxExtensions,
    gstRate: e.gstRateBp / 100,
    tcsRate: e.tcsRateBp / 100,
    paymentDays: e.paymentDays,
    liftingDays: e.liftingDays,
    phase,
  };
}

/** The API shape of a sub-event (SPEC §3 Sub-event), amounts in rupees. */
export function toSubEventDto(
  s: SubEventRow,
  extra: { bidCount?: number; registeredBuyers?: string[]; assigned?: boolean; owner?: boolean } = {},
): SubEvent {
  // API.md "The close": the reserve and its terms are Admin's (the views with registeredBuyers)
  // and the owner's; everyone else sees only whether the leading bid meets it.
  const privileged = extra.registeredBuyers !== undefined || extra.owner === true;
  return {
    _id: s.id,
    eventId: s.eventId,
    auctionNo: s.auctionNo,
    name: s.name,
    location: s.location,
    subEventType: s.subEventType,
    quantityOrTypesOfTrunk: s.quantityOrTypesOfTrunk,
    unit: s.unit,
    rule: s.rule,
    serialNo: s.serialNo,
    startValue: toRupees(s.startValue),
    incrementOrDecrement: toRupees(s.incrementOrDecrement),
    emdAmount: toRupees(s.emdAmount),
    eventStartsOn: s.eventStartsOn.toISOString(),
    eventEndsOn: s.eventEndsOn.toISOString(),
    isActive: s.isActive,
    details: s.details,
    specification: s.specification,
    lotId: s.lotId,
    ownerId: s.ownerId,
    bidBasis: s.bidBasis === 'unit' ? 'unit' : 'lot',
    saleFormat: saleFormatOf(s.saleFormat),
    tenderOpensOn: s.tenderOpensOn?.toISOString() ?? null,
    tenderClosesOn: s.tenderClosesOn?.toISOString() ?? null,
    hsnCode: s.hsnCode,
    closesAt: s.closesAt.toISOString(),
    status: s.status,
    autoBidEnabled: s.autoBidEnabled,
    bidCount: extra.bidCount ?? 0,
    ...(extra.registeredBuyers ? { registeredBuyers: extra.registeredBuyers } : {}),
    ...(extra.assigned !== undefined ? { assigned: extra.assigned } : {}),
    reserveMet: reserveMetOf(s),
    result: (s.result as LotResultValue | null) ?? null,
    ...(privileged
      ? {
          reservePrice: s.reservePrice === null ? null : toRupees(s.reservePrice),
          approvalBandPct: pctOfBp(s.approvalBandBp),
          approvalHours: s.approvalHours,
        }
      : {}),
  };
}

/** A stored sale format as one of SALE_FORMATS ('single' for anything else). */
export const saleFormatOf = (value: string): SaleFormat =>
  (SALE_FORMATS as readonly string[]).includes(value) ? (value as SaleFormat) : 'single';

/** Whether the leading bid meets the reserve: null without a reserve or before a bid counts. */
export const reserveMetOf = (
  s: Pick<SubEventRow, 'reservePrice' | 'leadingAmount' | 'subEventType'>,
): boolean | null =>
  s.reservePrice === null
    ? null
    : reserveMet({ reverse: isReverse(s.subEventType), reservePrice: s.reservePrice }, s.leadingAmount);
