import { Fieldset, type NumberInputProps, Text } from '@mantine/core';
import {
  AUCTION_BEHAVIOURS,
  AUCTION_TYPES,
  AUTO_EXTENSION_OPTIONS,
  type EventInput,
} from '@neelami/shared/events';
import { DEFAULT_SALE_TERMS } from '@neelami/trade/sale-figures';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldDescriptor } from '../../components/form-kit/field-descriptor';
import { FormFields } from '../../components/form-kit/form-fields';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
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

/** The number input bounds of a sale term, alike in the form and in the event table. */
export const saleTermInputProps = (f: (typeof SALE_TERM_FIELDS)[number]): Partial<NumberInputProps> => ({
  min: f.name.endsWith('Days') ? 1 : 0,
  max: f.max,
  clampBehavior: 'none',
  allowDecimal: f.decimals,
  decimalScale: f.decimals ? 2 : undefined,
  allowNegative: false,
});

/** Props of EventFields. */
export interface EventFieldsProps<T> {
  form: UseFormReturn<EventForm, unknown, T>;
}

/** The Add Event inputs (SPEC §3 Event, §5 Add Event), laid out for a phone and a desktop. */
export function EventFields<T>({ form }: EventFieldsProps<T>) {
  const { t } = useTranslation();
  const select = (
    name: 'auctionType' | 'auctionBehaviour' | 'autoExtension',
    label: string,
    data: readonly string[],
  ): FieldDescriptor<EventForm> => ({
    kind: 'select',
    name,
    label,
    required: true,
    data: data.map((v) => ({
      value: v,
      label: name === 'autoExtension' ? autoExtensionLabel(t, v) : valueLabel(t, v),
    })),
    props: { allowDeselect: false },
  });
  const text = (
    name: 'onBehalfOf' | 'auctionName' | 'titleName',
    label: string,
  ): FieldDescriptor<EventForm> => ({
    kind: 'text',
    name,
    label,
    required: true,
  });
  return (
    <>
      <FormFields
        form={form}
        cols={{ base: 1, sm: 2, lg: 3 }}
        fields={[
          select('auctionType', t('lists.auctionType'), AUCTION_TYPES),
          select('auctionBehaviour', t('adminEvents.auctionBehaviour'), AUCTION_BEHAVIOURS),
          text('onBehalfOf', t('adminEvents.onBehalfOf')),
          text('auctionName', t('admin.auctionName')),
          text('titleName', t('lists.titleName')),
          select('autoExtension', t('adminEvents.autoExtension'), AUTO_EXTENSION_OPTIONS),
          {
            kind: 'dateTime',
            name: 'eventStart',
            label: t('adminEvents.eventStart'),
            moment: 'start',
            required: true,
          },
          {
            kind: 'dateTime',
            name: 'eventEnd',
            label: t('adminEvents.eventEnd'),
            moment: 'end',
            required: true,
          },
          {
            kind: 'date',
            name: 'inspectionDate',
            label: t('adminEvents.inspectionDate'),
            required: true,
            props: { placeholder: t('adminEvents.datePlaceholder'), clearable: true },
          },
          {
            kind: 'number',
            name: 'totalLots',
            label: t('adminEvents.totalLots'),
            required: true,
            whole: true,
            props: { min: 1 },
          },
          {
            kind: 'number',
            name: 'maxExtensions',
            label: t('adminEvents.maxExtensions'),
            description: t('adminEvents.maxExtensionsHint'),
            whole: true,
            props: { min: 0 },
          },
          {
            kind: 'fixed',
            key: 'currency',
            label: t('adminEvents.currency'),
            value: 'Rs',
            description: t('adminEvents.currencyHint'),
          },
        ]}
      />
      <Fieldset legend={t('saleTerms.title')} variant="filled">
        <Text size="sm" c="dimmed" mb="xs">
          {t('saleTerms.intro')}
        </Text>
        <FormFields
          form={form}
          cols={{ base: 1, sm: 2 }}
          fields={SALE_TERM_FIELDS.map((f) => ({
            kind: 'number',
            name: f.name,
            label: t(f.label),
            description: t(f.hint),
            required: true,
            props: saleTermInputProps(f),
          }))}
        />
      </Fieldset>
      <FormFields
        form={form}
        fields={[
          { kind: 'textarea', name: 'address', label: t('lists.address'), required: true, minRows: 2 },
          {
            kind: 'textarea',
            name: 'description',
            label: t('adminEvents.description'),
            minRows: 2,
            showError: false,
          },
          {
            kind: 'textarea',
            name: 'termCondition',
            label: t('adminEvents.termsAndConditions'),
            required: true,
            minRows: 4,
            maxRows: 12,
          },
          {
            kind: 'switch',
            name: 'requireTransactionPassword',
            label: t('adminEvents.requireTxnPassword'),
            fallback: true,
          },
        ]}
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
