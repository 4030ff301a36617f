import { type ReactNode, useState } from 'react';
import { zodErrors } from '../../lib/zod-errors';
import type { EditableGridProps } from './grid-props';
import type { EditableGridColumn, EditableGridToggleColumn, GridErrors } from './grid-types';

const hasErrors = (e: unknown): e is { errors: GridErrors } =>
  typeof e === 'object' && e !== null && typeof (e as { errors?: unknown }).errors === 'object';

/** The edit state of a grid and what its buttons do; the table and the phone cards share it. */
export interface GridEdit<T, D> {
  /** The row being edited and its draft, if any. */
  editing: { id: string; draft: D } | null;
  errors: GridErrors;
  saving: boolean;
  /** The `toggleId:rowId` of a checkbox being saved, if any. */
  toggling: string | null;
  /** Whether rows can be edited (the grid has a draft and a save). */
  editable: boolean;
  isOpen: (id: string) => boolean;
  flip: (id: string) => void;
  startEdit: (row: T) => void;
  cancel: () => void;
  save: (row: T) => Promise<void>;
  toggle: (col: EditableGridToggleColumn<T>, row: T, value: boolean) => Promise<void>;
  /** A field of a row: its view, or its input while the row is edited. */
  renderField: (c: EditableGridColumn<T, D>, row: T) => ReactNode;
}

/**
 * The row edit of an editable grid: Edit opens a draft, Save checks it (the schema, then `validate`)
 * and keeps the row open with the field errors when the check or the save fails, Cancel drops it;
 * rows may also be opened to show their folded fields.
 */
export function useGridEdit<T, D>(
  props: Pick<
    EditableGridProps<T, D>,
    'getRowId' | 'getRowName' | 'toDraft' | 'schema' | 'validate' | 'onSave'
  >,
): GridEdit<T, D> {
  const { getRowId, getRowName, toDraft, schema, validate, onSave } = props;
  const [editing, setEditing] = useState<{ id: string; draft: D } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<GridErrors>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState<string | null>(null);

  const check = (draft: D): GridErrors | null =>
    (schema ? zodErrors(schema.safeParse(draft)) : null) ?? validate?.(draft) ?? null;

  const save = async (row: T) => {
    if (!editing || !onSave) return;
    const clientErrors = check(editing.draft);
    if (clientErrors && Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      return;
    }
    setSaving(true);
    try {
      await onSave(row, editing.draft);
      setEditing(null);
      setErrors({});
    } catch (err) {
      setErrors(hasErrors(err) ? err.errors : {});
    } finally {
      setSaving(false);
    }
  };

  const toggle = async (col: EditableGridToggleColumn<T>, row: T, value: boolean) => {
    setToggling(`${col.id}:${getRowId(row)}`);
    try {
      await col.onToggle(row, value);
    } catch {
      // The page reports the failure; the box keeps the saved value.
    } finally {
      setToggling(null);
    }
  };

  return {
    editing,
    errors,
    saving,
    toggling,
    editable: Boolean(toDraft && onSave),
    isOpen: (id) => expanded.has(id) || editing?.id === id,
    flip: (id) =>
      setExpanded((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    startEdit: (row) => {
      if (!toDraft) return;
      setEditing({ id: getRowId(row), draft: toDraft(row) });
      setErrors({});
    },
    cancel: () => {
      setEditing(null);
      setErrors({});
    },
    save,
    toggle,
    renderField: (c, r) => {
      if (!editing || editing.id !== getRowId(r) || !c.edit) return c.view(r);
      return c.edit({
        row: r,
        draft: editing.draft,
        set: (key, value) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } as D } : e)),
        error: errors[c.errorKey ?? c.id],
        label: `${c.header}: ${getRowName(r)}`,
        disabled: saving,
      });
    },
  };
}
