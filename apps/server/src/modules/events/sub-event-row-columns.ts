/**
 * A manage-grid row edit as the sub-event's columns: the fields it names, else what is stored, checked
 * as Add Sub Event checks them (quantity basis, reserve against the start value, tender window).
 */
import { eventMessages, type SubEventRowData } from '@neelami/shared/events';
import { bpOfPct, reserveRule } from '@neelami/shared/lot-close';
import { toPaise } from '@neelami/shared/money';
import { tenderWindowProblems } from '@neelami/shared/tender';
import { isUnitQuantity } from '@neelami/shared/unit-quantity';

import { AppError } from '../../errors';

import type { SubEventRow } from './event-queries';
import type { SubEventRowColumns } from './sub-event-bidding';

/**
 * The columns of a grid row edit (amounts in paise, times as dates); no emdAmount keeps the current
 * one. A lot bid per unit, also one whose basis the edit leaves out, needs a plain numeric quantity
 * (API.md "Quantities").
 */
export function rowColumnsOf(input: SubEventRowData, current: SubEventRow): SubEventRowColumns {
  if ((input.bidBasis ?? current.bidBasis) === 'unit' && !isUnitQuantity(input.quantityOrTypesOfTrunk)) {
    const msg = eventMessages.quantityNotNumber;
    throw AppError.invalid(msg, { quantityOrTypesOfTrunk: msg });
  }
  const currentEmd = current.emdAmount;
  const reservePrice =
    input.reservePrice === undefined
      ? current.reservePrice
      : input.reservePrice === null
        ? null
        : toPaise(input.reservePrice);
  // The reserve kept from before is checked against the new start value too.
  const wrong = reserveRule({
    subEventType: input.subEventType,
    startValue: toPaise(input.startValue),
    reservePrice: reservePrice ?? undefined,
  });
  if (wrong) throw AppError.invalid(wrong.message, { reservePrice: wrong.message });
  return {
    reservePrice,
    approvalBandBp:
      input.approvalBandPct === undefined ? current.approvalBandBp : bpOfPct(input.approvalBandPct),
    approvalHours: input.approvalHours ?? current.approvalHours,
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
    ...(input.hsnCode ? { hsnCode: input.hsnCode } : {}),
    ...tenderColumnsOf(input, current),
  };
}

/**
 * A row edit's sale format and tender window: what it names, else what is stored (a lot leaving
 * tender-then-auction drops its window); the result meets the rule Add Sub Event checks.
 */
function tenderColumnsOf(input: SubEventRowData, current: SubEventRow) {
  const saleFormat = input.saleFormat ?? current.saleFormat;
  const keep = (given: string | null | undefined, stored: Date | null) =>
    given === undefined ? (saleFormat === 'tender_auction' ? stored : null) : given ? new Date(given) : null;
  const tenderOpensOn = keep(input.tenderOpensOn, current.tenderOpensOn);
  const tenderClosesOn = keep(input.tenderClosesOn, current.tenderClosesOn);
  const problems = tenderWindowProblems({
    saleFormat,
    tenderOpensOn: tenderOpensOn?.toISOString(),
    tenderClosesOn: tenderClosesOn?.toISOString(),
    eventStartsOn: input.eventStartsOn,
  });
  const first = problems[0];
  if (first)
    throw AppError.invalid(first.message, Object.fromEntries(problems.map((p) => [p.path, p.message])));
  return { saleFormat, tenderOpensOn, tenderClosesOn };
}
