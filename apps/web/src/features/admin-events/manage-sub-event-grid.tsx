import {
  Alert,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AuctionEventWithSubEvents,
  eventMessages,
  SUB_EVENT_TYPES,
  type SubEvent,
  type SubEventRowInput,
  subEventRowSchema,
} from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { useEffect, useState } from 'react';
import { EditableGrid, type EditCellContext } from '../../components/editable-grid';
import { IstDateTimeInput } from '../../components/ist-date-time-input';
import { type TFunction, useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { formatRate, rateUnit } from '../../lib/bid-amount';
import { failed, saved } from '../../lib/save-feedback';
import { zodErrors } from '../../lib/zod-errors';
import { useDeleteSubEvent } from './api/delete-sub-event';
import { useEnableAutoBid } from './api/enable-auto-bid';
import { eventOptions, useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { useUpdateSubEvent } from './api/update-sub-event';
import { BidBasisSelect } from './bid-basis-select';

/** A grid row draft: number inputs give '' while empty; the shared schema says what is missing. */
type RowForm = Omit<SubEventRowInput, 'serialNo' | 'startValue' | 'incrementOrDecrement' | 'emdAmount'> & {
  serialNo: number | string;
  startValue: number | string;
  incrementOrDecrement: number | string;
  emdAmount: number | string;
};
type Ctx = EditCellContext<SubEvent, RowForm>;

const toDraft = (s: SubEvent): RowForm => ({
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
  bidBasis: s.bidBasis,
  eventStartsOn: s.eventStartsOn,
  eventEndsOn: s.eventEndsOn,
  isActive: s.isActive,
  details: s.details,
  specification: s.specification,
});

type TextKey = 'name' | 'location' | 'quantityOrTypesOfTrunk' | 'unit' | 'rule' | 'details' | 'specification';
type NumberKey = 'serialNo' | 'startValue' | 'incrementOrDecrement';

const text = (key: TextKey, header: string, minWidth = 140, long = false) => ({
  id: key,
  header,
  minWidth,
  view: (s: SubEvent) => s[key],
  edit: ({ draft, set, error, label, disabled }: Ctx) =>
    long ? (
      <Textarea
        aria-label={label}
        autosize
        value={draft[key]}
        error={error}
        disabled={disabled}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    ) : (
      <TextInput
        aria-label={label}
        value={draft[key]}
        error={error}
        disabled={disabled}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    ),
});
const num = (key: NumberKey, header: string, money: boolean) => ({
  id: key,
  header,
  minWidth: money ? 130 : 90,
  view: (s: SubEvent) => (money ? formatRate(s[key], s) : s[key]),
  edit: ({ draft, set, error, label, disabled }: Ctx) => (
    <NumberInput
      aria-label={label}
      min={0}
      allowDecimal={false}
      thousandSeparator={money ? ',' : undefined}
      thousandsGroupStyle="lakh"
      value={draft[key]}
      error={error}
      disabled={disabled}
      onChange={(v) => set(key, v)}
    />
  ),
});
/** SPEC §5's date-order rule, told while the row is edited rather than only on Save. */
const dateOrderError = (draft: RowForm, key: 'eventStartsOn' | 'eventEndsOn'): string | undefined => {
  const start = Date.parse(draft.eventStartsOn);
  const end = Date.parse(draft.eventEndsOn);
  if (Number.isNaN(start) || Number.isNaN(end) || start < end) return undefined;
  return key === 'eventStartsOn' ? eventMessages.startBeforeEnd : eventMessages.endAfterStart;
};

/** The lot's EMD (₹ with paise, 0 = none); like start value and step, it cannot change once bid on. */
const emd = (t: TFunction) => ({
  id: 'emdAmount',
  header: 'EMD',
  minWidth: 140,
  view: (s: SubEvent) => (s.emdAmount > 0 ? formatRupees(s.emdAmount) : t('admin.none')),
  edit: ({ row, draft, set, error, label, disabled }: Ctx) => (
    <NumberInput
      aria-label={label}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      value={draft.emdAmount}
      error={error}
      disabled={disabled || row.bidCount > 0}
      title={row.bidCount > 0 ? t('adminEvents.lockedHasBids') : undefined}
      onChange={(v) => set('emdAmount', v)}
    />
  ),
});
/** What a bid is for (API.md `bidBasis`); like start value and step, it cannot change once bid on. */
const bidBasis = (t: TFunction) => ({
  id: 'bidBasis',
  header: t('bidBasis.bidIsFor'),
  minWidth: 150,
  view: (s: SubEvent) =>
    s.bidBasis === 'unit' ? `${t('bidBasis.perUnit')} (${rateUnit(s)})` : t('bidBasis.wholeLot'),
  edit: ({ row, draft, set, error, label, disabled }: Ctx) => (
    <BidBasisSelect
      ariaLabel={label}
      value={draft.bidBasis ?? 'lot'}
      error={error}
      disabled={disabled || row.bidCount > 0}
      description={row.bidCount > 0 ? t('bidBasis.lockedHint') : undefined}
      onChange={(v) => set('bidBasis', v)}
    />
  ),
});
const when = (key: 'eventStartsOn' | 'eventEndsOn', header: string) => ({
  id: key,
  header,
  minWidth: 200,
  view: (s: SubEvent) => formatIst(s[key]),
  edit: ({ draft, set, error, label, disabled }: Ctx) => (
    <IstDateTimeInput
      label={label}
      moment={key === 'eventStartsOn' ? 'start' : 'end'}
      hideLabel
      value={draft[key]}
      error={error ?? dateOrderError(draft, key)}
      disabled={disabled}
      onChange={(v) => set(key, v ?? '')}
    />
  ),
});

/** Folds a column into the row's expandable details (see EditableGridColumn.fold). */
const folded = <C extends object>(c: C) => ({ ...c, fold: true });

// SPEC §2 lists every field; the table keeps the ones an admin scans and changes on auction day
// (with Edit and Active) within one 1366 px screen, also while a row is edited; the rest open under
// the row, and an edited row shows them all. Columns added later fold unless they are marked otherwise.
const columnsOf = (t: TFunction) => [
  { id: 'auctionNo', header: t('admin.auctionNo'), view: (s: SubEvent) => s.auctionNo },
  text('name', t('lists.name'), 160),
  when('eventStartsOn', t('admin.eventStartsOn')),
  when('eventEndsOn', t('admin.eventEndsOn')),
  { id: 'bids', header: t('adminEvents.bids'), view: (s: SubEvent) => s.bidCount },
  {
    id: 'status',
    header: t('admin.status'),
    view: (s: SubEvent) => (s.status === 'closed' ? t('adminEvents.closed') : t('adminEvents.open')),
  },
  folded(text('location', t('admin.location'))),
  folded({
    id: 'subEventType',
    header: t('admin.subEventType'),
    minWidth: 130,
    view: (s: SubEvent) => valueLabel(t, s.subEventType),
    edit: ({ draft, set, error, label, disabled }: Ctx) => (
      <Select
        aria-label={label}
        // The API takes any type (SPEC §3): keep a stored one such as 'Forward Auction' choosable.
        data={[...new Set([...SUB_EVENT_TYPES, draft.subEventType].filter((v) => v))].map((v) => ({
          value: v,
          label: valueLabel(t, v),
        }))}
        value={draft.subEventType || null}
        allowDeselect={false}
        error={error}
        disabled={disabled}
        onChange={(v) => set('subEventType', (v ?? '') as RowForm['subEventType'])}
      />
    ),
  }),
  folded(text('quantityOrTypesOfTrunk', t('admin.quantity'))),
  folded(text('unit', t('admin.unit'), 90)),
  folded(num('serialNo', t('admin.serialNo'), false)),
  folded(num('startValue', t('admin.startValue'), true)),
  folded(num('incrementOrDecrement', t('admin.increment'), true)),
  folded(bidBasis(t)),
  folded(emd(t)),
  folded(text('rule', t('admin.rule'), 160, true)),
  folded(text('details', t('admin.details'), 180, true)),
  folded(text('specification', t('admin.specification'), 200, true)),
];

/** Props of ManageSubEventGrid. */
export interface ManageSubEventGridProps {
  /** The event handed over (from Add Event's Edit Sub-Event button or the Add Sub Event form). */
  eventId?: string | null;
  onEventChange?: (eventId: string | null) => void;
}

/**
 * The manage sub-event grid (SPEC §2): pick an event and a sub-event; rows switch to inputs
 * with Edit, Save and Cancel (all inputs required); the Active box saves at once (SPEC §4).
 */
export function ManageSubEventGrid({ eventId: handedOver, onEventChange }: ManageSubEventGridProps) {
  const { t } = useTranslation();
  const columns = columnsOf(t);
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const update = useUpdateSubEvent();
  const autoBid = useEnableAutoBid();
  const remove = useDeleteSubEvent();
  const [eventId, setEventId] = useState<string | null>(handedOver ?? null);
  const [subEventId, setSubEventId] = useState<string | null>(null);

  useEffect(() => {
    if (handedOver) {
      setEventId(handedOver);
      setSubEventId(null);
    }
  }, [handedOver]);

  const event: AuctionEventWithSubEvents | undefined = events.data?.find((e) => e._id === eventId);
  const subs = event?.subEvent ?? [];
  const rows = subEventId ? subs.filter((s) => s._id === subEventId) : subs;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('admin.event')}
          placeholder={events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent')}
          searchable
          data={eventOptions(events.data)}
          value={eventId}
          onChange={(v) => {
            setEventId(v);
            setSubEventId(null);
            onEventChange?.(v);
          }}
          nothingFoundMessage={t('admin.noEvents')}
        />
        <Select
          label={t('admin.subEvent')}
          placeholder={t('adminEvents.allSubEvents')}
          clearable
          searchable
          disabled={!event}
          data={subs.map((s) => ({ value: s._id, label: `${s.auctionNo}: ${s.name}` }))}
          value={subEventId}
          onChange={setSubEventId}
        />
      </SimpleGrid>
      {!event ? (
        <Text c="dimmed" size="sm">
          {t('admin.chooseEventFirst')}
        </Text>
      ) : (
        <EditableGrid<SubEvent, RowForm>
          label={t('adminEvents.subEventsOf', { name: event.auctionName })}
          rows={rows}
          loading={events.isFetching && rows.length === 0}
          getRowId={(s) => s._id}
          getRowName={(s) => s.name}
          minWidth={960}
          actionsPosition="start"
          togglesPosition="start"
          cardsOnPhone
          emptyText={t('admin.noData')}
          emptyState={
            <Alert color="gray" variant="light" title={t('admin.noData')}>
              {t('adminEvents.noSubEventsYet', { name: event.auctionName })}
            </Alert>
          }
          columns={columns}
          toggles={[
            {
              id: 'isActive',
              header: t('adminEvents.active'),
              label: (s) => t('adminEvents.activeOfRow', { name: s.name }),
              checked: (s) => s.isActive,
              onToggle: async (s, value) => {
                try {
                  await update.mutateAsync({
                    eventId: event._id,
                    subEventId: s._id,
                    body: { isActive: value },
                  });
                  saved(eventMessages.subEventUpdated);
                  await refresh();
                } catch (err) {
                  failed(err);
                  throw err;
                }
              },
            },
            {
              id: 'autoBidEnabled',
              header: t('adminEvents.autoBid'),
              label: (s) => t('adminEvents.autoBidOfRow', { name: s.name }),
              checked: (s) => s.autoBidEnabled,
              onToggle: async (s, value) => {
                try {
                  await autoBid.mutateAsync({ eventId: event._id, subEventId: s._id, enabled: value });
                  saved(value ? eventMessages.autoBidEnabled : eventMessages.autoBidDisabled);
                  await refresh();
                } catch (err) {
                  failed(err);
                  throw err;
                }
              },
            },
          ]}
          toDraft={toDraft}
          validate={(d) => zodErrors(subEventRowSchema.safeParse(d))}
          onSave={async (s, d) => {
            try {
              await update.mutateAsync({
                eventId: event._id,
                subEventId: s._id,
                body: subEventRowSchema.parse(d),
              });
              saved(eventMessages.subEventUpdated);
              await refresh();
            } catch (err) {
              failed(err);
              throw err;
            }
          }}
          onDelete={async (s) => {
            try {
              await remove.mutateAsync({ eventId: event._id, subEventId: s._id });
              saved(eventMessages.subEventDeleted);
              setSubEventId(null);
              await refresh();
            } catch (err) {
              failed(err);
            }
          }}
        />
      )}
      {event && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('adminEvents.gridNote')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
