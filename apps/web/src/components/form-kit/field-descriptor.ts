import type {
  MultiSelectProps,
  NumberInputProps,
  SelectProps,
  SwitchProps,
  TextInputProps,
} from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { IstMoment } from '../../lib/ist-words';

/** What every bound field says of itself: the form value it edits and how it is labelled. */
interface BoundField<F extends FieldValues> {
  name: Path<F>;
  label: string;
  description?: string;
  /** Marks the label with an asterisk; the schema decides what is really required. */
  required?: boolean;
}

/** A one-line text input. */
export interface TextFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'text';
  props?: Partial<TextInputProps>;
}

/** A text box that grows with what is typed. */
export interface TextareaFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'textarea';
  minRows?: number;
  maxRows?: number;
  /** Whether the field shows its validation message; a free note leaves it out. Default true. */
  showError?: boolean;
}

/** A number input; '' while empty, so the schema says 'This field is required'. */
export interface NumberFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'number';
  /** Rupees and quantities read with lakh separators (1,00,000). */
  money?: boolean;
  /** Whole numbers only. */
  whole?: boolean;
  props?: Partial<NumberInputProps>;
}

/** A single choice; an empty choice is '' unless `nullable`, then null. */
export interface SelectFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'select';
  data: SelectProps['data'];
  nullable?: boolean;
  /** Replaces the plain update of the form value (a choice that fills other fields too). */
  onChange?: (value: string | null) => void;
  /** A message shown when the field itself has none (the options failed to load). */
  fallbackError?: string;
  /** Whether a failed submit may move the focus to it, as it does to a text input. */
  focusable?: boolean;
  props?: Partial<SelectProps>;
}

/** Several choices. */
export interface MultiSelectFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'multiselect';
  data: MultiSelectProps['data'];
  /** A message shown when the field itself has none (the options failed to load). */
  fallbackError?: string;
  /** Whether a failed submit may move the focus to it, as it does to a text input. */
  focusable?: boolean;
  props?: Partial<MultiSelectProps>;
}

/** An instant in Indian time through the IST picker; '' while empty. */
export interface DateTimeFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'dateTime';
  moment: IstMoment;
}

/** A calendar day ('YYYY-MM-DD'); '' while empty. */
export interface DateFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'date';
  props?: Partial<DatePickerInputProps>;
}

/** An on/off choice. */
export interface SwitchFieldDescriptor<F extends FieldValues> extends BoundField<F> {
  kind: 'switch';
  /** The value shown while the form holds none. */
  fallback?: boolean;
  props?: Partial<SwitchProps>;
}

/** A value the form does not edit, shown read-only beside the others (the currency). */
export interface FixedFieldDescriptor {
  kind: 'fixed';
  key: string;
  label: string;
  value: string;
  description?: string;
}

/** Anything else, drawn by the page itself (a field with its own component, an empty cell). */
export interface CustomFieldDescriptor<F extends FieldValues> {
  kind: 'custom';
  key: string;
  /** Draws the field; `error` gives a field's message in the language shown. */
  render: (error: (name: Path<F>) => string | undefined) => ReactNode;
}

/** One field of a form built from descriptors. */
export type FieldDescriptor<F extends FieldValues> =
  | TextFieldDescriptor<F>
  | TextareaFieldDescriptor<F>
  | NumberFieldDescriptor<F>
  | SelectFieldDescriptor<F>
  | MultiSelectFieldDescriptor<F>
  | DateTimeFieldDescriptor<F>
  | DateFieldDescriptor<F>
  | SwitchFieldDescriptor<F>
  | FixedFieldDescriptor
  | CustomFieldDescriptor<F>;
