import type { ReactNode } from 'react';

/**
 * What an edit renderer receives: the row's draft, a setter, the cell's error (if any)
 * and an accessible label for its input (the column header plus the row's name).
 */
export interface EditCellContext<T, D> {
  row: T;
  draft: D;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  error: string | undefined;
  label: string;
  disabled: boolean;
}

/** One column of an editable grid, with its own view and edit renderers. */
export interface EditableGridColumn<T, D = T> {
  /** Unique id; also the draft field whose error the cell shows (unless `errorKey` is set). */
  id: string;
  header: string;
  /** How the cell reads in view mode. */
  view: (row: T) => ReactNode;
  /** How the cell reads while its row is edited; without it the view is kept. */
  edit?: (ctx: EditCellContext<T, D>) => ReactNode;
  /** Draft field whose server/client error this cell shows; defaults to `id`. */
  errorKey?: string;
  /** Minimum column width in px (the grid scrolls sideways on narrow screens). */
  minWidth?: number;
  /**
   * Folded into the row's expandable details instead of a table column, so a grid of many
   * fields keeps its key columns within one screen width (an edited row opens its details).
   */
  fold?: boolean;
}

/**
 * A checkbox column that saves at once when toggled (SPEC §4: "a sub-event's isActive
 * is saved at once when toggled"). It shows in view and edit mode alike.
 */
export interface EditableGridToggleColumn<T> {
  id: string;
  header: string;
  checked: (row: T) => boolean;
  /** Saves the new value; a rejection leaves the box as it was. */
  onToggle: (row: T, value: boolean) => Promise<unknown>;
  /** Accessible label of the box for one row, e.g. "Active: Lot 1". */
  label: (row: T) => string;
}

/** Field errors from a failed save, keyed by draft field (API.md `errors`). */
export type GridErrors = Record<string, string>;
