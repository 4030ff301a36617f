import { Anchor } from '@mantine/core';
import { eventMessages, SUB_EVENT_TYPES, type SubEvent, type SubEventRowInput } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GridColumn } from '../../components/editable-grid';
import type { TFunction } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { formatRate, rateUnit } from '../../lib/bid-amount';

/** A grid row draft: number inputs give '' while empty; the shared schema says what is missing. */
export type RowForm = Omit<
  SubEventRowInput,
  | 'serialNo'
  | 'startValue'
  | 'incrementOrDecrement'
  | 'emdAmount'
  | 'reservePrice'
  | 'approvalBandPct'
  | 'approvalHours'
> & {
  reservePrice: number | string | null;
  approvalBandPct: number | string;
  approvalHours: number | string;
  serialNo: number | string;
  startValue: number | string;
  incrementOrDecrement: number | string;
  emdAmount: number | string;
};

/** The draft a row's edit starts from: every field the row edit saves. */
export const toDraft = (s: SubEvent): RowForm => ({
  name: s.name,
  location: s.location,
  subEventType: s.subEventType,
  quantityOrTypesOfTrunk: s.quantityOrTypesOfTrunk,
  unit: s.unit,
  rule: s.rule,
  serialNo: s.serialNo,
  startValue: s.startValue,
  incrementOrDecrement: s.incrementOrDecrement,
  emdAmount: s.emdAmount,
  reservePrice: s.reservePrice ?? '',
  approvalBandPct: s.approvalBandPct ?? 0,
  approvalHours: s.approvalHours ?? 48,
  bidBasis: s.bidBasis,
  hsnCode: s.hsnCode,
  eventStartsOn: s.eventStartsOn,
  eventEndsOn: s.eventEndsOn,
  isActive: s.isActive,
  details: s.details,
  specification: s.specification,
});

/** SPEC §5's date-order rule, told while the row is edited rather than only on Save. */
const dateOrderError =
  (key: 'eventStartsOn' | 'eventEndsOn') =>
  (draft: RowForm): string | undefined => {
    const start = Date.parse(draft.eventStartsOn);
    const end = Date.parse(draft.eventEndsOn);
    if (Number.isNaN(start) || Number.isNaN(end) || start < end) return undefined;
    return key === 'eventStartsOn' ? eventMessages.startBeforeEnd : eventMessages.endAfterStart;
  };

const hasBids = (s: SubEvent) => s.bidCount > 0;

/**
 * When the lot ends, as it actually does: a closed lot's close, an open lot's closing time after
 * an extension or the room's time change (`closesAt`), with the planned end under it when they
 * differ. The planned end (`eventEndsOn`) is what the row edits.
 */
function endsView(s: SubEvent, t: TFunction): ReactNode {
  const moved = Date.parse(s.closesAt) !== Date.parse(s.eventEndsOn);
  if (s.status !== 'closed' && !moved) return formatIst(s.eventEndsOn);
  return (
    <span data-testid="sub-event-ends">
      {s.status === 'closed'
        ? t('adminEvents.closedAt', { time: formatIst(s.closesAt) })
        : t('adminEvents.closesAt', { time: formatIst(s.closesAt) })}
      {moved && <br />}
      {moved && t('adminEvents.plannedEnd', { time: formatIst(s.eventEndsOn) })}
    </span>
  );
}

type Column = GridColumn<SubEvent, RowForm>;

// SPEC §2 lists every field; the table keeps the ones an admin scans and changes on auction day
// (with Edit and Active) within one 1366 px screen, also while a row is edited; the rest fold under
// the row, and an edited row shows them all. Columns added later fold unless they are marked otherwise.
/** The columns of the manage sub-event grid, in the language shown. */
export const subEventColumns = (t: TFunction): Column[] => [
  { kind: 'read-only', key: 'auctionNo', header: t('admin.auctionNo'), view: (s) => s.auctionNo },
  { kind: 'text', key: 'name', header: t('lists.name'), width: 160 },
  {
    kind: 'date-time',
    key: 'eventStartsOn',
    header: t('admin.eventStartsOn'),
    width: 200,
    moment: 'start',
    check: dateOrderError('eventStartsOn'),
  },
  {
    kind: 'date-time',
    key: 'eventEndsOn',
    header: t('admin.eventEndsOn'),
    width: 200,
    moment: 'end',
    check: dateOrderError('eventEndsOn'),
    view: (s) => endsView(s, t),
  },
  {
    kind: 'read-only',
    key: 'bids',
    header: t('adminEvents.bids'),
    // API.md "Integrity desk": a lot with bids opens its flags before it is awarded.
    view: (s) =>
      s.bidCount > 0 ? (
        <span>
          {s.bidCount}{' '}
          <Anchor component={Link} to={`/integrity?lot=${s._id}`} size="xs" data-testid="integrity-link">
            {t('adminEvents.integrityDesk')}
          </Anchor>
        </span>
      ) : (
        s.bidCount
      ),
  },
  {
    kind: 'read-only',
    key: 'status',
    header: t('admin.status'),
    // API.md "The close": a closed lot's result beside its status (subject to approval, unsold …).
    view: (s) =>
      s.status === 'closed'
        ? s.result && s.result !== 'awaiting_award'
          ? `${t('adminEvents.closed')} · ${t(`close.result.${s.result}`)}`
          : t('adminEvents.closed')
        : t('adminEvents.open'),
  },
  { kind: 'text', key: 'location', header: t('admin.location'), width: 140, fold: true },
  {
    kind: 'select',
    key: 'subEventType',
    header: t('admin.subEventType'),
    width: 130,
    fold: true,
    view: (s) => valueLabel(t, s.subEventType),
    // The API takes any type (SPEC §3): keep a stored one such as 'Forward Auction' choosable.
    options: (draft) =>
      [...new Set([...SUB_EVENT_TYPES, draft.subEventType].filter((v) => v))].map((v) => ({
        value: v,
        label: valueLabel(t, v),
      })),
  },
  { kind: 'text', key: 'quantityOrTypesOfTrunk', header: t('admin.quantity'), width: 140, fold: true },
  { kind: 'text', key: 'unit', header: t('admin.unit'), width: 90, fold: true },
  { kind: 'number', key: 'serialNo', header: t('admin.serialNo'), width: 90, fold: true },
  {
    kind: 'money',
    key: 'startValue',
    header: t('admin.startValue'),
    width: 130,
    fold: true,
    view: (s) => formatRate(s.startValue, s),
  },
  {
    kind: 'money',
    key: 'incrementOrDecrement',
    header: t('admin.increment'),
    width: 130,
    fold: true,
    view: (s) => formatRate(s.incrementOrDecrement, s),
  },
  // What a bid is for (API.md `bidBasis`); like start value and step, it cannot change once bid on.
  {
    kind: 'select',
    key: 'bidBasis',
    header: t('bidBasis.bidIsFor'),
    width: 150,
    fold: true,
    view: (s) =>
      s.bidBasis === 'unit' ? `${t('bidBasis.perUnit')} (${rateUnit(s)})` : t('bidBasis.wholeLot'),
    options: () => [
      { value: 'lot', label: t('bidBasis.wholeLot') },
      { value: 'unit', label: t('bidBasis.perUnit') },
    ],
    locked: { when: hasBids, why: t('bidBasis.lockedHint') },
  },
  // The lot's EMD (₹ with paise, 0 = none); like start value and step, it cannot change once bid on.
  {
    kind: 'money',
    key: 'emdAmount',
    header: 'EMD',
    width: 140,
    fold: true,
    paise: true,
    view: (s) => (s.emdAmount > 0 ? formatRupees(s.emdAmount) : t('admin.none')),
    locked: { when: hasBids, why: t('adminEvents.lockedHasBids') },
  },
  // API.md "The close": the reserve (hidden from bidders) and its approval terms, locked once bid on.
  {
    kind: 'money',
    key: 'reservePrice',
    header: t('adminEvents.reserveRs'),
    width: 140,
    fold: true,
    view: (s) => (s.reservePrice != null ? formatRupees(s.reservePrice) : t('admin.none')),
    locked: { when: hasBids, why: t('adminEvents.lockedHasBids') },
  },
  {
    kind: 'number',
    key: 'approvalBandPct',
    header: t('adminEvents.approvalBand'),
    width: 120,
    fold: true,
    view: (s) => `${s.approvalBandPct ?? 0}%`,
    locked: { when: hasBids, why: t('adminEvents.lockedHasBids') },
  },
  {
    kind: 'number',
    key: 'approvalHours',
    header: t('adminEvents.approvalHours'),
    width: 120,
    fold: true,
    view: (s) => s.approvalHours ?? 48,
    locked: { when: hasBids, why: t('adminEvents.lockedHasBids') },
  },
  // The HSN code the sale's tax invoice prints (API.md "Where money goes").
  { kind: 'text', key: 'hsnCode', header: t('adminEvents.hsnCode'), width: 110, fold: true },
  { kind: 'text', key: 'rule', header: t('admin.rule'), width: 160, fold: true, multiline: true },
  { kind: 'text', key: 'details', header: t('admin.details'), width: 180, fold: true, multiline: true },
  {
    kind: 'text',
    key: 'specification',
    header: t('admin.specification'),
    width: 200,
    fold: true,
    multiline: true,
  },
];
