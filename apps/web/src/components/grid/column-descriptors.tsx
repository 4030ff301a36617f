import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { ReactNode } from 'react';
import {
  type CellEditorProps,
  DateTimeCell,
  NumberCell,
  SelectCell,
  type SelectOption,
  TextCell,
} from './cell-editors';
import type { EditableGridColumn, EditCellContext } from './grid-types';

/** The draft fields whose value (when set) is of type V. */
type KeysOf<D, V> = { [K in keyof D]-?: NonNullable<D[K]> extends V ? K : never }[keyof D] & string;

/** What every column descriptor says, whatever its kind. */
interface DescriptorBase<T, D> {
  header: string;
  /** Minimum column width in px. */
  width?: number;
  /** Shown under the row instead of as a table column (see EditableGridColumn.fold). */
  fold?: boolean;
  /** How the cell reads in view mode; by default the row's value of the same key. */
  view?: (row: T) => ReactNode;
  /** False keeps the cell as it reads while its row is edited. Default true. */
  editable?: boolean;
  /** When the field cannot change for a row, and why (the input is then disabled and says so). */
  locked?: { when: (row: T) => boolean; why: string };
  /** A rule across fields told while the row is edited, before Save (the schema still decides on Save). */
  check?: (draft: D) => string | undefined;
}

/**
 * A typed column of an editable grid: the draft field it edits (`key`, also where its errors from the
 * schema or the server show), its header, its kind and how that kind is shown and edited.
 */
export type ColumnDescriptor<T, D> = DescriptorBase<T, D> &
  (
    | { kind: 'read-only'; key: string; view: (row: T) => ReactNode }
    | { kind: 'text'; key: KeysOf<D, string>; multiline?: boolean }
    | { kind: 'number'; key: KeysOf<D, number | string> }
    | { kind: 'money'; key: KeysOf<D, number | string>; paise?: boolean }
    | { kind: 'select'; key: KeysOf<D, string>; options: (draft: D) => readonly SelectOption[] }
    | { kind: 'date-time'; key: KeysOf<D, string>; moment: 'start' | 'end' }
  );

/** A column of a grid: a descriptor of a known kind, or one with hand-written renderers. */
export type GridColumn<T, D> = ColumnDescriptor<T, D> | EditableGridColumn<T, D>;

/** A field of a row or draft by name (the descriptor's key types say what it holds). */
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

const asText = (v: unknown): string => (typeof v === 'string' ? v : '');
const asNumber = (v: unknown): number | string => (typeof v === 'number' || typeof v === 'string' ? v : '');

/** How a kind reads in view mode when its descriptor does not say. */
function defaultView<T, D>(c: ColumnDescriptor<T, D>, row: T): ReactNode {
  const v = fieldOf(row, c.key);
  if (c.kind === 'date-time') return formatIst(asText(v));
  if (c.kind === 'money') return formatRupees(typeof v === 'number' ? v : null);
  return typeof v === 'string' || typeof v === 'number' ? v : null;
}

/** The one editor of a descriptor's kind, bound to its draft field. */
function DescribedEditor<T, D>({ c, ctx }: { c: ColumnDescriptor<T, D>; ctx: EditCellContext<T, D> }) {
  const key = c.key as keyof D;
  const value = fieldOf(ctx.draft, c.key);
  const common = {
    label: ctx.label,
    error: ctx.error ?? c.check?.(ctx.draft),
    disabled: ctx.disabled,
    lockedWhy: c.locked?.when(ctx.row) ? c.locked.why : undefined,
  };
  const text: CellEditorProps<string> = {
    ...common,
    value: asText(value),
    onChange: (v) => ctx.set(key, v as D[keyof D]),
  };
  const number: CellEditorProps<number | string> = {
    ...common,
    value: asNumber(value),
    onChange: (v) => ctx.set(key, v as D[keyof D]),
  };
  switch (c.kind) {
    case 'text':
      return <TextCell {...text} multiline={c.multiline} />;
    case 'number':
      return <NumberCell {...number} />;
    case 'money':
      return <NumberCell {...number} money paise={c.paise} />;
    case 'select':
      return <SelectCell {...text} options={c.options(ctx.draft)} />;
    case 'date-time':
      return <DateTimeCell {...text} moment={c.moment} />;
    default:
      return null;
  }
}

/** The renderers of a column: a descriptor's from its kind, a hand-written column's as given. */
export function resolveColumn<T, D>(c: GridColumn<T, D>): EditableGridColumn<T, D> {
  if (!('kind' in c)) return c;
  const editable = c.kind !== 'read-only' && c.editable !== false;
  return {
    id: c.key,
    header: c.header,
    minWidth: c.width,
    fold: c.fold,
    view: c.view ?? ((row) => defaultView(c, row)),
    edit: editable ? (ctx) => <DescribedEditor c={c} ctx={ctx} /> : undefined,
  };
}
