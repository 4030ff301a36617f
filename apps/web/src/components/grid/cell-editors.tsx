import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { IstDateTimeInput } from '../ist-date-time-input';

/** A choice of a select cell. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * What the editor of every kind receives: its accessible name (the column header plus the row's
 * name), the draft's value, the cell's error, and why the field is locked when it is.
 */
export interface CellEditorProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
  disabled: boolean;
  /** Set when the field cannot change for this row (e.g. a lot already bid on); the input is disabled. */
  lockedWhy: string | undefined;
}

/** A one-line text field, or a growing text area for long text. */
export function TextCell({ multiline, ...p }: CellEditorProps<string> & { multiline?: boolean }) {
  const shared = {
    'aria-label': p.label,
    value: p.value,
    error: p.error,
    disabled: p.disabled || p.lockedWhy !== undefined,
    description: p.lockedWhy,
  };
  return multiline ? (
    <Textarea {...shared} autosize onChange={(e) => p.onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...shared} onChange={(e) => p.onChange(e.currentTarget.value)} />
  );
}

/**
 * A whole number (a count or a serial), or an amount in rupees grouped the Indian way
 * (with paise where the field takes them). Empty reads as '' so the schema can say it is missing.
 * A locked amount says why when pointed at.
 */
export function NumberCell({
  money = false,
  paise = false,
  ...p
}: CellEditorProps<number | string> & { money?: boolean; paise?: boolean }) {
  return (
    <NumberInput
      aria-label={p.label}
      min={0}
      allowDecimal={paise}
      decimalScale={paise ? 2 : undefined}
      thousandSeparator={money ? ',' : undefined}
      thousandsGroupStyle="lakh"
      value={p.value}
      error={p.error}
      disabled={p.disabled || p.lockedWhy !== undefined}
      title={p.lockedWhy}
      onChange={p.onChange}
    />
  );
}

/** One of a fixed list of choices; a locked select says why under it. */
export function SelectCell({
  options,
  ...p
}: CellEditorProps<string> & { options: readonly SelectOption[] }) {
  return (
    <Select
      aria-label={p.label}
      description={p.lockedWhy}
      data={options}
      value={p.value || null}
      allowDeselect={false}
      error={p.error}
      disabled={p.disabled || p.lockedWhy !== undefined}
      onChange={(v) => p.onChange(v ?? '')}
    />
  );
}

/** An instant picked in IST; `moment` makes its words read "starts in …" or "ends in …". */
export function DateTimeCell({ moment, ...p }: CellEditorProps<string> & { moment: 'start' | 'end' }) {
  return (
    <IstDateTimeInput
      label={p.label}
      moment={moment}
      hideLabel
      value={p.value}
      error={p.error}
      description={p.lockedWhy}
      disabled={p.disabled || p.lockedWhy !== undefined}
      onChange={(v) => p.onChange(v ?? '')}
    />
  );
}
