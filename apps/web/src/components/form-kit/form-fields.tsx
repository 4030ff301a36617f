import {
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  type SimpleGridProps,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Fragment, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { shownErrors } from '../../lib/shown-errors';
import { calendarAriaLabels, IstDateTimeInput } from '../ist-date-time-input';
import type { FieldDescriptor } from './field-descriptor';

/** Props of FormFields. */
export interface FormFieldsProps<F extends FieldValues, T> {
  form: UseFormReturn<F, unknown, T>;
  fields: FieldDescriptor<F>[];
  /** Lays the fields out in columns (a phone gets fewer); without it they stack in the parent. */
  cols?: SimpleGridProps['cols'];
}

/**
 * The inputs of a react-hook-form form, drawn from their descriptors in the order given: each
 * bound to its form value and showing its schema message (through the catalogue) under it.
 */
export function FormFields<F extends FieldValues, T>({ form, fields, cols }: FormFieldsProps<F, T>) {
  const { t, language } = useTranslation();
  const shown = shownErrors<Record<string, unknown>>(form.formState.errors);
  const error = (name: Path<F>) => shown[name]?.message;

  const draw = (d: FieldDescriptor<F>): ReactNode => {
    switch (d.kind) {
      case 'fixed':
        return <TextInput key={d.key} label={d.label} readOnly value={d.value} description={d.description} />;
      case 'custom':
        return <Fragment key={d.key}>{d.render(error)}</Fragment>;
      case 'text':
        return (
          <TextInput
            key={d.name}
            label={d.label}
            description={d.description}
            withAsterisk={d.required}
            error={error(d.name)}
            {...d.props}
            {...form.register(d.name)}
          />
        );
      case 'textarea':
        return (
          <Textarea
            key={d.name}
            label={d.label}
            description={d.description}
            withAsterisk={d.required}
            autosize
            minRows={d.minRows}
            maxRows={d.maxRows}
            error={d.showError === false ? undefined : error(d.name)}
            {...form.register(d.name)}
          />
        );
    }
    return (
      <Controller
        key={d.name}
        control={form.control}
        name={d.name}
        render={({ field }) => {
          const common = {
            label: d.label,
            description: d.description,
            withAsterisk: d.required,
            error: error(d.name),
          };
          switch (d.kind) {
            case 'number':
              return (
                <NumberInput
                  {...common}
                  {...(d.whole && { allowDecimal: false })}
                  {...(d.money && { thousandSeparator: ',', thousandsGroupStyle: 'lakh' as const })}
                  {...d.props}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              );
            case 'select':
              return (
                <Select
                  {...common}
                  error={common.error ?? d.fallbackError}
                  data={d.data}
                  {...d.props}
                  value={field.value || null}
                  onChange={(v) => (d.onChange ? d.onChange(v) : field.onChange(d.nullable ? v : (v ?? '')))}
                  onBlur={field.onBlur}
                  ref={d.focusable ? field.ref : undefined}
                />
              );
            case 'multiselect':
              return (
                <MultiSelect
                  {...common}
                  error={common.error ?? d.fallbackError}
                  data={d.data}
                  {...d.props}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={d.focusable ? field.ref : undefined}
                />
              );
            case 'dateTime':
              return (
                <IstDateTimeInput
                  label={d.label}
                  description={d.description}
                  moment={d.moment}
                  required={d.required}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={common.error}
                />
              );
            case 'date':
              return (
                <DatePickerInput
                  {...common}
                  valueFormat="MM/DD/YYYY"
                  ariaLabels={calendarAriaLabels(t)}
                  locale={language}
                  {...d.props}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                />
              );
            case 'switch':
              return (
                <Switch
                  label={d.label}
                  description={d.description}
                  {...d.props}
                  checked={field.value ?? d.fallback}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              );
          }
        }}
      />
    );
  };

  const drawn = fields.map(draw);
  return cols ? <SimpleGrid cols={cols}>{drawn}</SimpleGrid> : drawn;
}
