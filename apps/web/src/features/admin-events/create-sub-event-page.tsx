import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Container,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  eventMessages,
  SUB_EVENT_TYPES,
  type SubEventFormInput,
  subEventFormSchema,
} from '@neelami/shared/events';
import { messages } from '@neelami/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { IstDateTimeInput } from '../../components/ist-date-time-input';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useAllLots } from '../../lib/api/get-all-lots';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { shownErrors } from '../../lib/shown-errors';
import { useAddSubEvent } from './api/add-sub-event';
import { eventOptions, useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { BidBasisSelect } from './bid-basis-select';
import { ManageSubEventGrid } from './manage-sub-event-grid';

/** Form values: number inputs give '' while empty; the shared schema says what is missing. */
type SubEventForm = Omit<
  SubEventFormInput,
  'serialNo' | 'startValue' | 'incrementOrDecrement' | 'emdAmount'
> & {
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
  bidBasis: 'lot',
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
  const err = shownErrors<SubEventForm>(form.formState.errors);
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
        if (e instanceof ApiError) {
          for (const f of FIELDS)
            if (e.errors[f]) form.setError(f as FieldPath<SubEventForm>, { message: e.errors[f] });
        }
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

  const text = (name: 'name' | 'location' | 'quantityOrTypesOfTrunk' | 'unit', label: string) => (
    <TextInput label={label} withAsterisk error={err[name]?.message} {...form.register(name)} />
  );
  const num = (name: 'serialNo' | 'startValue' | 'incrementOrDecrement', label: string, money: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={0}
          allowDecimal={false}
          thousandSeparator={money ? ',' : undefined}
          thousandsGroupStyle="lakh"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err[name]?.message}
        />
      )}
    />
  );
  const when = (name: 'eventStartsOn' | 'eventEndsOn', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <IstDateTimeInput
          label={label}
          moment={name === 'eventStartsOn' ? 'start' : 'end'}
          required
          value={field.value}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={err[name]?.message}
        />
      )}
    />
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminEvents.addSubEventTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminEvents.addSubEventIntro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('adminEvents.addSubEventForm')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                <Select
                  label={t('admin.event')}
                  withAsterisk
                  searchable
                  placeholder={events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent')}
                  data={eventOptions(events.data)}
                  value={eventID || null}
                  onChange={chooseEvent}
                  error={err.eventID?.message}
                  nothingFoundMessage={t('admin.noEvents')}
                />
                {text('name', t('lists.name'))}
                {text('location', t('admin.location'))}
                <Controller
                  control={form.control}
                  name="subEventType"
                  render={({ field }) => (
                    <Select
                      label={t('admin.subEventType')}
                      withAsterisk
                      data={SUB_EVENT_TYPES.map((v) => ({
                        value: v,
                        label: v === 'reverse' ? t('adminEvents.reverseWins') : t('adminEvents.forwardWins'),
                      }))}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={err.subEventType?.message}
                      allowDeselect={false}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="bidBasis"
                  render={({ field }) => (
                    <BidBasisSelect
                      label={t('bidBasis.bidIsFor')}
                      description={t('bidBasis.bidIsForHint')}
                      value={field.value ?? 'lot'}
                      onChange={field.onChange}
                      error={err.bidBasis?.message}
                    />
                  )}
                />
                {text('quantityOrTypesOfTrunk', t('admin.quantity'))}
                {text('unit', t('admin.unit'))}
                {num('serialNo', t('admin.serialNo'), false)}
                {num('startValue', t('adminEvents.startValueRs'), true)}
                {num('incrementOrDecrement', t('adminEvents.incrementRs'), true)}
                <Controller
                  control={form.control}
                  name="emdAmount"
                  render={({ field }) => (
                    <NumberInput
                      label={t('adminEvents.emdRs')}
                      description={t('adminEvents.emdHint')}
                      min={0}
                      decimalScale={2}
                      thousandSeparator=","
                      thousandsGroupStyle="lakh"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={err.emdAmount?.message}
                    />
                  )}
                />
                {when('eventStartsOn', t('admin.eventStartsOn'))}
                {when('eventEndsOn', t('admin.eventEndsOn'))}
                <Controller
                  control={form.control}
                  name="lotId"
                  render={({ field }) => (
                    <Select
                      label={t('adminEvents.catalogueLot')}
                      description={t('adminEvents.catalogueLotHint')}
                      clearable
                      searchable
                      data={(lots.data ?? []).map((l) => ({
                        value: l._id,
                        label: `${l.name} (${l.sellerName})`,
                      }))}
                      value={field.value ?? null}
                      onChange={(v) => field.onChange(v)}
                      error={err.lotId?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="ownerId"
                  render={({ field }) => (
                    <Select
                      label={t('adminEvents.owner')}
                      description={t('adminEvents.ownerHint')}
                      clearable
                      searchable
                      data={(sellers.data ?? []).map((u) => ({ value: u._id, label: userLabel(u) }))}
                      value={field.value ?? null}
                      onChange={(v) => field.onChange(v)}
                      error={err.ownerId?.message}
                    />
                  )}
                />
              </SimpleGrid>
              <Textarea
                label={t('admin.rule')}
                withAsterisk
                autosize
                minRows={2}
                error={err.rule?.message}
                {...form.register('rule')}
              />
              <Textarea
                label={t('admin.specification')}
                withAsterisk
                autosize
                minRows={2}
                error={err.specification?.message}
                {...form.register('specification')}
              />
              <Textarea label={t('admin.details')} autosize minRows={2} {...form.register('details')} />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={form.formState.isSubmitting}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('adminEvents.addSubEventTitle')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Divider />
        <Title order={2} size="h3">
          {t('adminEvents.manageTitle')}
        </Title>
        <ManageSubEventGrid eventId={eventID || null} onEventChange={(id) => chooseEvent(id)} />
      </Stack>
    </Container>
  );
}
