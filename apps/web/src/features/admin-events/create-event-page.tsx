import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
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
import { messages } from '@neelami/shared/messages';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import type { FieldPath, Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditableGrid, type EditCellContext } from '../../components/editable-grid';
import { IstDateTimeInput } from '../../components/ist-date-time-input';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { zodErrors } from '../../lib/zod-errors';
import { useCreateEvent } from './api/create-event';
import { useDeleteEvent } from './api/delete-event';
import { useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { useUpdateEvent } from './api/update-event';
import { autoExtensionLabel } from './auto-extension-label';
import {
  EVENT_FIELDS,
  EventFields,
  type EventForm,
  emptyEvent,
  SALE_TERM_FIELDS,
  toEventBody,
} from './event-fields';
import { PhaseBadge } from './phase-badge';

/** The shared schema, checked on the API body the form values become (SPEC §5 messages on both sides). */
const eventResolver: Resolver<EventForm, unknown, EventInput> = (values, ctx, opts) =>
  zodResolver(eventInputSchema)(toEventBody(values), ctx, opts as never) as never;

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

/**
 * /admin/createEvent (SPEC §2 Add Event): the form plus an editable event table whose
 * Edit Sub-Event button opens /admin/ManageSubEventGrid with the chosen event handed over.
 */
export function CreateEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const create = useCreateEvent();
  const form = useForm<EventForm, unknown, EventInput>({
    resolver: eventResolver,
    defaultValues: emptyEvent,
  });

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        await create.mutateAsync(body);
        saved(eventMessages.eventCreated);
        form.reset(emptyEvent);
        await refresh();
      } catch (e) {
        if (e instanceof ApiError) {
          for (const f of EVENT_FIELDS)
            if (e.errors[f]) form.setError(f as FieldPath<EventForm>, { message: e.errors[f] });
        }
        // SPEC §8: an event save that failed shows the server's message.
        notifyError(e instanceof ApiError ? e.message : messages.somethingWentWrong, ALERT_MS.admin);
      }
    },
    () => notifyError(messages.fixFormErrors, ALERT_MS.default),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminEvents.addEventTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminEvents.addEventIntro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('adminEvents.addEventForm')}>
            <Stack>
              <EventFields form={form as never} />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={form.formState.isSubmitting}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('adminEvents.addEventTitle')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Title order={2} size="h3">
          {t('admin.events')}
        </Title>
        <EventTable
          rows={events.data ?? []}
          loading={events.isPending}
          onSubEvents={(e) =>
            navigate(`/admin/ManageSubEventGrid?eventId=${e._id}`, { state: { eventId: e._id } })
          }
          onChanged={refresh}
        />
      </Stack>
    </Container>
  );
}

type EditArgs = EditCellContext<AuctionEventWithSubEvents, EventForm>;

/** Props of EventTable. */
interface EventTableProps {
  rows: AuctionEventWithSubEvents[];
  loading: boolean;
  onSubEvents: (e: AuctionEventWithSubEvents) => void;
  onChanged: () => Promise<unknown>;
}

function EventTable({ rows, loading, onSubEvents, onChanged }: EventTableProps) {
  const { t } = useTranslation();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const text = (key: 'auctionName' | 'titleName' | 'onBehalfOf', header: string, minWidth = 160) => ({
    id: key,
    header,
    minWidth,
    view: (e: AuctionEventWithSubEvents) => e[key],
    edit: ({ draft, set, error, label, disabled }: EditArgs) => (
      <TextInput
        aria-label={label}
        value={draft[key]}
        error={error}
        disabled={disabled}
        onChange={(ev) => set(key, ev.currentTarget.value)}
      />
    ),
  });
  const choice = (
    key: 'auctionType' | 'auctionBehaviour' | 'autoExtension',
    header: string,
    data: readonly string[],
  ) => ({
    id: key,
    header,
    minWidth: 150,
    view: (e: AuctionEventWithSubEvents) => shown(e[key]),
    edit: ({ draft, set, error, label, disabled }: EditArgs) => (
      <Select
        aria-label={label}
        data={data.map((v) => ({ value: v, label: shown(v) }))}
        value={draft[key] || null}
        error={error}
        disabled={disabled}
        allowDeselect={false}
        onChange={(v) => set(key, (v ?? '') as never)}
      />
    ),
  });
  const shown = (v: string) => (/Minute$|^Duration$/.test(v) ? autoExtensionLabel(t, v) : valueLabel(t, v));
  const when = (key: 'eventStart' | 'eventEnd', header: string) => ({
    id: key,
    header,
    minWidth: 220,
    view: (e: AuctionEventWithSubEvents) => formatIst(e[key]),
    edit: ({ draft, set, error, label, disabled }: EditArgs) => (
      <IstDateTimeInput
        label={label}
        moment={key === 'eventStart' ? 'start' : 'end'}
        hideLabel
        value={draft[key]}
        error={error}
        disabled={disabled}
        onChange={(v) => set(key, v ?? '')}
      />
    ),
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
          edit: ({ draft, set, error, label, disabled }) => (
            <TextInput
              aria-label={label}
              type="date"
              value={draft.inspectionDate}
              error={error}
              disabled={disabled}
              onChange={(ev) => set('inspectionDate', ev.currentTarget.value)}
            />
          ),
        },
        choice('autoExtension', t('adminEvents.autoExtension'), AUTO_EXTENSION_OPTIONS),
        {
          id: 'totalLots',
          header: t('adminEvents.totalLots'),
          minWidth: 100,
          view: (e) => e.totalLots,
          edit: ({ draft, set, error, label, disabled }) => (
            <NumberInput
              aria-label={label}
              min={1}
              allowDecimal={false}
              value={draft.totalLots}
              error={error}
              disabled={disabled}
              onChange={(v) => set('totalLots', v)}
            />
          ),
        },
        {
          id: 'address',
          header: t('lists.address'),
          minWidth: 220,
          view: (e) => e.address,
          edit: ({ draft, set, error, label, disabled }) => (
            <Textarea
              aria-label={label}
              autosize
              value={draft.address}
              error={error}
              disabled={disabled}
              onChange={(ev) => set('address', ev.currentTarget.value)}
            />
          ),
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
          edit: ({ draft, set, error, label, disabled }) => (
            <Textarea
              aria-label={label}
              autosize
              maxRows={8}
              value={draft.termCondition}
              error={error}
              disabled={disabled}
              onChange={(ev) => set('termCondition', ev.currentTarget.value)}
            />
          ),
        },
        ...SALE_TERM_FIELDS.map((f) => ({
          id: f.name,
          header: t(f.label),
          minWidth: 110,
          view: (e: AuctionEventWithSubEvents) => e[f.name],
          edit: ({ draft, set, error, label, disabled }: EditArgs) => (
            <NumberInput
              aria-label={label}
              min={f.name.endsWith('Days') ? 1 : 0}
              max={f.max}
              clampBehavior="none"
              allowDecimal={f.decimals}
              decimalScale={f.decimals ? 2 : undefined}
              allowNegative={false}
              value={draft[f.name] ?? ''}
              error={error}
              disabled={disabled}
              onChange={(v) => set(f.name, v)}
            />
          ),
        })),
        { id: 'subEvents', header: t('admin.subEvents'), view: (e) => e.subEvent.length },
      ]}
      toDraft={toDraft}
      validate={(d) => zodErrors(eventInputSchema.safeParse(toEventBody(d)))}
      onSave={async (e, d) => {
        try {
          await update.mutateAsync({ id: e._id, body: toEventBody(d) });
          saved(eventMessages.eventUpdated);
          await onChanged();
        } catch (err) {
          failed(err, eventMessages.eventUpdateFailed);
          throw err;
        }
      }}
      onDelete={async (e) => {
        try {
          await remove.mutateAsync(e._id);
          saved(eventMessages.eventDeleted);
          await onChanged();
        } catch (err) {
          failed(err);
        }
      }}
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
