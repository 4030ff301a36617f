import {
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { IstMoment } from '../../lib/ist-words';
import type { EditCellContext } from '../editable-grid';
import { IstDateTimeInput } from '../ist-date-time-input';

/** The draft fields that hold text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];
/** The draft fields a number input edits: a number, or '' while it is being typed. */
type NumberKey<D> = { [K in keyof D]: D[K] extends number | string | null | undefined ? K : never }[keyof D];

/*
 * The inputs of an editable grid's row, one per field kind, named by the grid's label (the column
 * header plus the row's name) since a cell shows no label of its own.
 */

/** A text cell. */
export const textCell =
  <T, D>(key: TextKey<D>, props?: Partial<TextInputProps>) =>
  ({ draft, set, error, label, disabled }: EditCellContext<T, D>) => (
    <TextInput
      aria-label={label}
      value={draft[key] as string}
      error={error}
      disabled={disabled}
      onChange={(e) => set(key, e.currentTarget.value as D[TextKey<D>])}
      {...props}
    />
  );

/** A text box cell that grows with what is typed. */
export const textareaCell =
  <T, D>(key: TextKey<D>, props?: Partial<TextareaProps>) =>
  ({ draft, set, error, label, disabled }: EditCellContext<T, D>) => (
    <Textarea
      aria-label={label}
      autosize
      value={draft[key] as string}
      error={error}
      disabled={disabled}
      onChange={(e) => set(key, e.currentTarget.value as D[TextKey<D>])}
      {...props}
    />
  );

/** A number cell. */
export const numberCell =
  <T, D>(key: NumberKey<D>, props?: Partial<NumberInputProps>) =>
  ({ draft, set, error, label, disabled }: EditCellContext<T, D>) => (
    <NumberInput
      aria-label={label}
      {...props}
      value={(draft[key] as number | string | null | undefined) ?? ''}
      error={error}
      disabled={disabled}
      onChange={(v) => set(key, v as D[NumberKey<D>])}
    />
  );

/** A single-choice cell; an empty choice is ''. */
export const selectCell =
  <T, D>(key: TextKey<D>, data: SelectProps['data'], props?: Partial<SelectProps>) =>
  ({ draft, set, error, label, disabled }: EditCellContext<T, D>) => (
    <Select
      aria-label={label}
      data={data}
      {...props}
      value={(draft[key] as string) || null}
      error={error}
      disabled={disabled}
      onChange={(v) => set(key, (v ?? '') as D[TextKey<D>])}
    />
  );

/** A date-time cell through the IST picker; '' while empty. */
export const dateTimeCell =
  <T, D>(key: TextKey<D>, moment: IstMoment) =>
  ({ draft, set, error, label, disabled }: EditCellContext<T, D>) => (
    <IstDateTimeInput
      label={label}
      moment={moment}
      hideLabel
      value={draft[key] as string}
      error={error}
      disabled={disabled}
      onChange={(v) => set(key, (v ?? '') as D[TextKey<D>])}
    />
  );
