import { Fieldset, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  AUCTION_BEHAVIOURS,
  AUCTION_TYPES,
  AUTO_EXTENSION_OPTIONS,
  type EventInput,
} from '@neelami/shared/events';
import { DEFAULT_SALE_TERMS } from '@neelami/trade/sale-figures';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { calendarAriaLabels, IstDateTimeInput } from '../../components/ist-date-time-input';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { shownErrors } from '../../lib/shown-errors';
import { autoExtensionLabel } from './auto-extension-label';

/** Form values of an event: number inputs give '' while empty; the shared schema says what is missing. */
export type EventForm = Omit<EventInput, 'totalLots' | 'maxExtensions'> & {
  totalLots: number | string;
  maxExtensions: number | string | null;
};

/** An empty Add Event form. */
export const emptyEvent: EventForm = {
  auctionType: '' as EventInput['auctionType'],
  auctionBehaviour: '' as EventInput['auctionBehaviour'],
  onBehalfOf: '',
  auctionName: '',
  titleName: '',
  autoExtension: '' as EventInput['autoExtension'],
  inspectionDate: '',
  address: '',
  totalLots: '',
  termCondition: '',
  eventStart: '',
  eventEnd: '',
  currency: 'Rs',
  description: '',
  requireTransactionPassword: true,
  maxExtensions: '',
  // API.md "After the award": the defaults the server would take.
  ...DEFAULT_SALE_TERMS,
};

/** The sale terms of an event (API.md "After the award"): their inputs' bounds. */
export const SALE_TERM_FIELDS = [
  { name: 'gstRate', label: 'saleTerms.gstRate', hint: 'saleTerms.gstRateHint', max: 40, decimals: true },
  { name: 'tcsRate', label: 'saleTerms.tcsRate', hint: 'saleTerms.tcsRateHint', max: 10, decimals: true },
  {
    name: 'paymentDays',
    label: 'saleTerms.paymentDays',
    hint: 'saleTerms.paymentDaysHint',
    max: 180,
    decimals: false,
  },
  {
    name: 'liftingDays',
    label: 'saleTerms.liftingDays',
    hint: 'saleTerms.liftingDaysHint',
    max: 365,
    decimals: false,
  },
] as const;

/** Every field of the form, for mapping server errors. */
export const EVENT_FIELDS = Object.keys(emptyEvent) as (keyof EventForm)[];

/** Props of EventFields. */
export interface EventFieldsProps {
  form: UseFormReturn<EventForm, unknown, unknown>;
}

/** The Add Event inputs (SPEC §3 Event, §5 Add Event), laid out for a phone and a desktop. */
export function EventFields({ form }: EventFieldsProps) {
  const { t, language } = useTranslation();
  const err = shownErrors<EventForm>(form.formState.errors);
  const select = (
    name: 'auctionType' | 'auctionBehaviour' | 'autoExtension',
    label: string,
    data: readonly string[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk
          data={data.map((v) => ({
            value: v,
            label: name === 'autoExtension' ? autoExtensionLabel(t, v) : valueLabel(t, v),
          }))}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={err[name]?.message}
          allowDeselect={false}
        />
      )}
    />
  );
  const when = (name: 'eventStart' | 'eventEnd', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <IstDateTimeInput
          label={label}
          moment={name === 'eventStart' ? 'start' : 'end'}
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
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {select('auctionType', t('lists.auctionType'), AUCTION_TYPES)}
        {select('auctionBehaviour', t('adminEvents.auctionBehaviour'), AUCTION_BEHAVIOURS)}
        <TextInput
          label={t('adminEvents.onBehalfOf')}
          withAsterisk
          error={err.onBehalfOf?.message}
          {...form.register('onBehalfOf')}
        />
        <TextInput
          label={t('admin.auctionName')}
          withAsterisk
          error={err.auctionName?.message}
          {...form.register('auctionName')}
        />
        <TextInput
          label={t('lists.titleName')}
          withAsterisk
          error={err.titleName?.message}
          {...form.register('titleName')}
        />
        {select('autoExtension', t('adminEvents.autoExtension'), AUTO_EXTENSION_OPTIONS)}
        {when('eventStart', t('adminEvents.eventStart'))}
        {when('eventEnd', t('adminEvents.eventEnd'))}
        <Controller
          control={form.control}
          name="inspectionDate"
          render={({ field }) => (
            <DatePickerInput
              label={t('adminEvents.inspectionDate')}
              withAsterisk
              placeholder={t('adminEvents.datePlaceholder')}
              valueFormat="MM/DD/YYYY"
              ariaLabels={calendarAriaLabels(t)}
              locale={language}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={err.inspectionDate?.message}
              clearable
            />
          )}
        />
        <Controller
          control={form.control}
          name="totalLots"
          render={({ field }) => (
            <NumberInput
              label={t('adminEvents.totalLots')}
              withAsterisk
              min={1}
              allowDecimal={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err.totalLots?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="maxExtensions"
          render={({ field }) => (
            <NumberInput
              label={t('adminEvents.maxExtensions')}
              description={t('adminEvents.maxExtensionsHint')}
              min={0}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err.maxExtensions?.message}
            />
          )}
        />
        <TextInput
          label={t('adminEvents.currency')}
          readOnly
          value="Rs"
          description={t('adminEvents.currencyHint')}
        />
      </SimpleGrid>
      <Fieldset legend={t('saleTerms.title')} variant="filled">
        <Text size="sm" c="dimmed" mb="xs">
          {t('saleTerms.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SALE_TERM_FIELDS.map((f) => (
            <Controller
              key={f.name}
              control={form.control}
              name={f.name}
              render={({ field }) => (
                <NumberInput
                  label={t(f.label)}
                  description={t(f.hint)}
                  withAsterisk
                  min={f.name.endsWith('Days') ? 1 : 0}
                  max={f.max}
                  clampBehavior="none"
                  allowDecimal={f.decimals}
                  decimalScale={f.decimals ? 2 : undefined}
                  allowNegative={false}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={err[f.name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Textarea
        label={t('lists.address')}
        withAsterisk
        autosize
        minRows={2}
        error={err.address?.message}
        {...form.register('address')}
      />
      <Textarea label={t('adminEvents.description')} autosize minRows={2} {...form.register('description')} />
      <Textarea
        label={t('adminEvents.termsAndConditions')}
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        error={err.termCondition?.message}
        {...form.register('termCondition')}
      />
      <Controller
        control={form.control}
        name="requireTransactionPassword"
        render={({ field }) => (
          <Switch
            label={t('adminEvents.requireTxnPassword')}
            checked={field.value ?? true}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
    </>
  );
}

/** The form values as the API body: an empty cap means no cap. */
export function toEventBody(v: EventForm): EventInput {
  return {
    ...v,
    totalLots: v.totalLots as number,
    maxExtensions: v.maxExtensions === '' || v.maxExtensions === null ? null : (v.maxExtensions as number),
  };
}
