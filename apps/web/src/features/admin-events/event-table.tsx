import { Button, Text } from '@mantine/core';
import {
  AUCTION_BEHAVIOURS,
  AUCTION_TYPES,
  AUTO_EXTENSION_OPTIONS,
  type AuctionEventWithSubEvents,
  type EventInput,
  eventInputSchema,
  eventMessages,
} from '@neelami/shared/events';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import { IconListDetails } from '@tabler/icons-react';
import { EditableGrid, type EditableGridColumn } from '../../components/editable-grid';
import { deleteRow, saveRow } from '../../components/form-kit/grid-actions';
import {
  dateTimeCell,
  numberCell,
  selectCell,
  textareaCell,
  textCell,
} from '../../components/form-kit/grid-cells';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { zodErrors } from '../../lib/zod-errors';
import { useDeleteEvent } from './api/delete-event';
import { useUpdateEvent } from './api/update-event';
import { autoExtensionLabel } from './auto-extension-label';
import { type EventForm, SALE_TERM_FIELDS, saleTermInputProps, toEventBody } from './event-fields';
import { PhaseBadge } from './phase-badge';

/** The row draft of the event table: the whole event, as the update call takes it. */
const toDraft = (e: AuctionEventWithSubEvents): EventForm => ({
  auctionType: e.auctionType as EventInput['auctionType'],
  auctionBehaviour: e.auctionBehaviour as EventInput['auctionBehaviour'],
  onBehalfOf: e.onBehalfOf,
  auctionName: e.auctionName,
  titleName: e.titleName,
  autoExtension: e.autoExtension as EventInput['autoExtension'],
  inspectionDate: e.inspectionDate,
  address: e.address,
  totalLots: e.totalLots,
  termCondition: e.termCondition,
  eventStart: e.eventStart,
  eventEnd: e.eventEnd,
  currency: e.currency,
  description: e.description,
  requireTransactionPassword: e.requireTransactionPassword,
  maxExtensions: e.maxExtensions,
  gstRate: e.gstRate,
  tcsRate: e.tcsRate,
  paymentDays: e.paymentDays,
  liftingDays: e.liftingDays,
});

type Column = EditableGridColumn<AuctionEventWithSubEvents, EventForm>;

/** Props of EventTable. */
export interface EventTableProps {
  rows: AuctionEventWithSubEvents[];
  loading: boolean;
  onSubEvents: (e: AuctionEventWithSubEvents) => void;
  onChanged: () => Promise<unknown>;
}

/** The events, each editable in its row, with a button to its sub-events. */
export function EventTable({ rows, loading, onSubEvents, onChanged }: EventTableProps) {
  const { t } = useTranslation();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const text = (key: 'auctionName' | 'titleName' | 'onBehalfOf', header: string, minWidth = 160): Column => ({
    id: key,
    header,
    minWidth,
    view: (e) => e[key],
    edit: textCell(key),
  });
  const shown = (v: string) => (/Minute$|^Duration$/.test(v) ? autoExtensionLabel(t, v) : valueLabel(t, v));
  const choice = (
    key: 'auctionType' | 'auctionBehaviour' | 'autoExtension',
    header: string,
    data: readonly string[],
  ): Column => ({
    id: key,
    header,
    minWidth: 150,
    view: (e) => shown(e[key]),
    edit: selectCell(
      key,
      data.map((v) => ({ value: v, label: shown(v) })),
      { allowDeselect: false },
    ),
  });
  const when = (key: 'eventStart' | 'eventEnd', header: string): Column => ({
    id: key,
    header,
    minWidth: 220,
    view: (e) => formatIst(e[key]),
    edit: dateTimeCell(key, key === 'eventStart' ? 'start' : 'end'),
  });
  return (
    <EditableGrid<AuctionEventWithSubEvents, EventForm>
      label={t('admin.events')}
      rows={rows}
      loading={loading}
      getRowId={(e) => e._id}
      getRowName={(e) => e.auctionName}
      minWidth={2640}
      actionsPosition="start"
      columns={[
        text('auctionName', t('admin.auctionName')),
        {
          id: 'phase',
          header: t('admin.status'),
          minWidth: 110,
          view: (e) => <PhaseBadge phase={e.phase} />,
        },
        text('titleName', t('lists.titleName'), 200),
        choice('auctionType', t('lists.auctionType'), AUCTION_TYPES),
        choice('auctionBehaviour', t('lists.behaviour'), AUCTION_BEHAVIOURS),
        text('onBehalfOf', t('adminEvents.onBehalfOf')),
        when('eventStart', t('lists.start')),
        when('eventEnd', t('lists.end')),
        {
          id: 'inspectionDate',
          header: t('adminEvents.inspection'),
          minWidth: 130,
          view: (e) => formatDateOnly(e.inspectionDate),
          edit: textCell('inspectionDate', { type: 'date' }),
        },
        choice('autoExtension', t('adminEvents.autoExtension'), AUTO_EXTENSION_OPTIONS),
        {
          id: 'totalLots',
          header: t('adminEvents.totalLots'),
          minWidth: 100,
          view: (e) => e.totalLots,
          edit: numberCell('totalLots', { min: 1, allowDecimal: false }),
        },
        {
          id: 'address',
          header: t('lists.address'),
          minWidth: 220,
          view: (e) => e.address,
          edit: textareaCell('address'),
        },
        {
          id: 'termCondition',
          header: t('adminEvents.termsAndConditions'),
          minWidth: 260,
          view: (e) => (
            <Text size="sm" lineClamp={2} title={e.termCondition}>
              {e.termCondition}
            </Text>
          ),
          edit: textareaCell('termCondition', { maxRows: 8 }),
        },
        ...SALE_TERM_FIELDS.map(
          (f): Column => ({
            id: f.name,
            header: t(f.label),
            minWidth: 110,
            view: (e) => e[f.name],
            edit: numberCell(f.name, saleTermInputProps(f)),
          }),
        ),
        { id: 'subEvents', header: t('admin.subEvents'), view: (e) => e.subEvent.length },
      ]}
      toDraft={toDraft}
      validate={(d) => zodErrors(eventInputSchema.safeParse(toEventBody(d)))}
      onSave={saveRow(
        (e, d) => update.mutateAsync({ id: e._id, body: toEventBody(d) }),
        eventMessages.eventUpdated,
        onChanged,
        eventMessages.eventUpdateFailed,
      )}
      onDelete={deleteRow((e) => remove.mutateAsync(e._id), eventMessages.eventDeleted, onChanged)}
      rowActions={(e) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconListDetails size={14} aria-hidden />}
          onClick={() => onSubEvents(e)}
          aria-label={t('adminEvents.editSubEventOf', { name: e.auctionName })}
        >
          {t('adminEvents.editSubEvent')}
        </Button>
      )}
    />
  );
}
