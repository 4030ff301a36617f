import { zodResolver } from '@hookform/resolvers/zod';
import { Container, Divider, Stack, Title } from '@mantine/core';
import {
  DEFAULT_HSN_CODE,
  eventMessages,
  SUB_EVENT_TYPES,
  type SubEventFormInput,
  subEventFormSchema,
} from '@neelami/shared/events';
import { messages } from '@neelami/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldDescriptor } from '../../components/form-kit/field-descriptor';
import { FormFields } from '../../components/form-kit/form-fields';
import { FormPanel, PageHeading } from '../../components/form-kit/form-panel';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { useTranslation } from '../../i18n/i18n';
import { useAllLots } from '../../lib/api/get-all-lots';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { useAddSubEvent } from './api/add-sub-event';
import { eventOptions, useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { BidBasisSelect } from './bid-basis-select';
import { ManageSubEventGrid } from './manage-sub-event-grid';

/** Form values: number inputs give '' while empty; the shared schema says what is missing. */
type SubEventForm = Omit<
  SubEventFormInput,
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
const empty: SubEventForm = {
  eventID: '',
  name: '',
  location: '',
  subEventType: '' as SubEventFormInput['subEventType'],
  quantityOrTypesOfTrunk: '',
  unit: '',
  rule: '',
  serialNo: '',
  startValue: '',
  incrementOrDecrement: '',
  emdAmount: 0,
  reservePrice: '',
  approvalBandPct: 0,
  approvalHours: 48,
  bidBasis: 'lot',
  hsnCode: DEFAULT_HSN_CODE,
  eventStartsOn: '',
  eventEndsOn: '',
  details: '',
  specification: '',
  isActive: true,
  lotId: null,
  ownerId: null,
};
const FIELDS = Object.keys(empty) as (keyof SubEventForm)[];

/**
 * /admin/createSubEvent (SPEC §2 Add Sub Event): a form, plus the manage grid below for
 * the chosen event. SPEC §5: every field required but details; start before end;
 * a failed form says 'Please fix the errors in the form'.
 */
export function CreateSubEventPage() {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const lots = useAllLots();
  const add = useAddSubEvent();
  const sellers = useUsersByRole('Seller');
  const form = useForm<SubEventForm, unknown, SubEventFormInput>({
    resolver: zodResolver(subEventFormSchema) as never,
    defaultValues: empty,
  });
  const eventID = form.watch('eventID');

  const onSubmit = form.handleSubmit(
    async ({ eventID: id, ...body }) => {
      try {
        await add.mutateAsync({ eventId: id, body });
        saved(eventMessages.subEventAdded);
        // Keep the event chosen: admins usually add several sub-events in a row.
        form.reset({
          ...empty,
          eventID: id,
          eventStartsOn: body.eventStartsOn,
          eventEndsOn: body.eventEndsOn,
        });
        await refresh();
      } catch (e) {
        showServerErrors(form.setError, e, FIELDS);
        failed(e, eventMessages.subEventAddFailed);
      }
    },
    () => notifyError(messages.fixFormErrors, ALERT_MS.default),
  );

  const chooseEvent = (id: string | null) => {
    form.setValue('eventID', id ?? '', { shouldValidate: form.formState.isSubmitted });
    const ev = events.data?.find((e) => e._id === id);
    // Start from the event's own window; the admin can narrow it.
    if (ev && !form.getValues('eventStartsOn')) form.setValue('eventStartsOn', ev.eventStart);
    if (ev && !form.getValues('eventEndsOn')) form.setValue('eventEndsOn', ev.eventEnd);
  };

  const text = (
    name: 'name' | 'location' | 'quantityOrTypesOfTrunk' | 'unit',
    label: string,
  ): FieldDescriptor<SubEventForm> => ({ kind: 'text', name, label, required: true });
  const num = (
    name: 'serialNo' | 'startValue' | 'incrementOrDecrement',
    label: string,
    money: boolean,
  ): FieldDescriptor<SubEventForm> => ({
    kind: 'number',
    name,
    label,
    required: true,
    whole: true,
    money,
    props: { min: 0 },
  });
  const pick = (
    name: 'lotId' | 'ownerId',
    label: string,
    description: string,
    data: { value: string; label: string }[],
  ): FieldDescriptor<SubEventForm> => ({
    kind: 'select',
    name,
    label,
    description,
    data,
    nullable: true,
    props: { clearable: true, searchable: true },
  });
  const fields: FieldDescriptor<SubEventForm>[] = [
    {
      kind: 'select',
      name: 'eventID',
      label: t('admin.event'),
      required: true,
      data: eventOptions(events.data),
      onChange: chooseEvent,
      props: {
        searchable: true,
        placeholder: events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent'),
        nothingFoundMessage: t('admin.noEvents'),
      },
    },
    text('name', t('lists.name')),
    text('location', t('admin.location')),
    {
      kind: 'select',
      name: 'subEventType',
      label: t('admin.subEventType'),
      required: true,
      data: SUB_EVENT_TYPES.map((v) => ({
        value: v,
        label: v === 'reverse' ? t('adminEvents.reverseWins') : t('adminEvents.forwardWins'),
      })),
      props: { allowDeselect: false },
    },
    {
      kind: 'custom',
      key: 'bidBasis',
      render: (error) => (
        <Controller
          control={form.control}
          name="bidBasis"
          render={({ field }) => (
            <BidBasisSelect
              label={t('bidBasis.bidIsFor')}
              description={t('bidBasis.bidIsForHint')}
              value={field.value ?? 'lot'}
              onChange={field.onChange}
              error={error('bidBasis')}
            />
          )}
        />
      ),
    },
    text('quantityOrTypesOfTrunk', t('admin.quantity')),
    text('unit', t('admin.unit')),
    num('serialNo', t('admin.serialNo'), false),
    num('startValue', t('adminEvents.startValueRs'), true),
    num('incrementOrDecrement', t('adminEvents.incrementRs'), true),
    {
      kind: 'number',
      name: 'emdAmount',
      label: t('adminEvents.emdRs'),
      description: t('adminEvents.emdHint'),
      money: true,
      props: { min: 0, decimalScale: 2 },
    },
    // API.md "The close": the owner's reserve, hidden from bidders, and how a close below it goes.
    {
      kind: 'number',
      name: 'reservePrice',
      label: t('adminEvents.reserveRs'),
      description: t('adminEvents.reserveHint'),
      money: true,
      props: { min: 0, decimalScale: 0 },
    },
    {
      kind: 'number',
      name: 'approvalBandPct',
      label: t('adminEvents.approvalBand'),
      description: t('adminEvents.approvalBandHint'),
      props: { min: 0, max: 50, decimalScale: 2 },
    },
    {
      kind: 'number',
      name: 'approvalHours',
      label: t('adminEvents.approvalHours'),
      description: t('adminEvents.approvalHoursHint'),
      props: { min: 1, max: 168, decimalScale: 0 },
    },
    {
      kind: 'text',
      name: 'hsnCode',
      label: t('adminEvents.hsnCode'),
      description: t('adminEvents.hsnHint'),
      props: { inputMode: 'numeric', maxLength: 8 },
    },
    {
      kind: 'dateTime',
      name: 'eventStartsOn',
      label: t('admin.eventStartsOn'),
      moment: 'start',
      required: true,
    },
    { kind: 'dateTime', name: 'eventEndsOn', label: t('admin.eventEndsOn'), moment: 'end', required: true },
    pick(
      'lotId',
      t('adminEvents.catalogueLot'),
      t('adminEvents.catalogueLotHint'),
      (lots.data ?? []).map((l) => ({ value: l._id, label: `${l.name} (${l.sellerName})` })),
    ),
    pick(
      'ownerId',
      t('adminEvents.owner'),
      t('adminEvents.ownerHint'),
      (sellers.data ?? []).map((u) => ({ value: u._id, label: userLabel(u) })),
    ),
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('adminEvents.addSubEventTitle')} intro={t('adminEvents.addSubEventIntro')} />
        <FormPanel
          label={t('adminEvents.addSubEventForm')}
          onSubmit={onSubmit}
          submitLabel={t('adminEvents.addSubEventTitle')}
          submitIcon={<IconPlus size={16} aria-hidden />}
          submitting={form.formState.isSubmitting}
        >
          <FormFields form={form} cols={{ base: 1, sm: 2, lg: 3 }} fields={fields} />
          <FormFields
            form={form}
            fields={[
              { kind: 'textarea', name: 'rule', label: t('admin.rule'), required: true, minRows: 2 },
              {
                kind: 'textarea',
                name: 'specification',
                label: t('admin.specification'),
                required: true,
                minRows: 2,
              },
              { kind: 'textarea', name: 'details', label: t('admin.details'), minRows: 2, showError: false },
            ]}
          />
        </FormPanel>
        <Divider />
        <Title order={2} size="h3">
          {t('adminEvents.manageTitle')}
        </Title>
        <ManageSubEventGrid eventId={eventID || null} onEventChange={(id) => chooseEvent(id)} />
      </Stack>
    </Container>
  );
}
