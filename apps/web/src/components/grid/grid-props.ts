import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { GridColumn } from './column-descriptors';
import type { EditableGridToggleColumn, GridErrors } from './grid-types';

/** A row schema (the shared zod schema of what is saved) that checks a draft before saving. */
export interface DraftSchema {
  safeParse: (draft: unknown) => { success: true } | { success: false; error: z.ZodError };
}

/** Props of EditableGrid. */
export interface EditableGridProps<T, D> {
  /** Accessible name of the table. */
  label: string;
  rows: T[];
  getRowId: (row: T) => string;
  /** Short name of a row for labels ("Edit HMS scrap"). */
  getRowName: (row: T) => string;
  columns: GridColumn<T, D>[];
  /** Checkbox columns that save immediately, shown after the data columns. */
  toggles?: EditableGridToggleColumn<T>[];
  /** The draft a row starts from when Edit is pressed; omit for a read-only grid. */
  toDraft?: (row: T) => D;
  /** The shared schema a draft must pass before saving; its field errors show in their cells. */
  schema?: DraftSchema;
  /** Client-side check before saving: field errors, or null when the draft is fine. */
  validate?: (draft: D) => GridErrors | null;
  /**
   * Saves an edited row. Throw an error with an `errors` map (like ApiError) to show
   * per-cell messages; the row stays in edit mode until a save succeeds or Cancel.
   */
  onSave?: (row: T, draft: D) => Promise<unknown>;
  /** Deletes a row after a confirmation dialog; omit to hide the Delete button. */
  onDelete?: (row: T) => Promise<unknown>;
  /** Extra buttons per row (e.g. "Edit Sub-Event"), shown in view mode. */
  rowActions?: (row: T) => ReactNode;
  /** Shown when there are no rows. */
  emptyText?: string;
  loading?: boolean;
  /** Minimum table width before it scrolls sideways. */
  minWidth?: number;
  /** Where the Edit/Save/Cancel column goes; 'start' suits wide grids that scroll sideways. Default 'end'. */
  actionsPosition?: 'start' | 'end';
  /** Where the checkbox columns go: 'start' puts them just after the actions. Default 'end'. */
  togglesPosition?: 'start' | 'end';
  /** On a phone (below 48em) show each row as a card that lists, and edits, every field. */
  cardsOnPhone?: boolean;
  /** Shown instead of the table when there are no rows (defaults to `emptyText` in the table). */
  emptyState?: ReactNode;
}
