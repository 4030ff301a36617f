import { useMediaQuery } from '@mantine/hooks';
import { resolveColumn } from './grid/column-descriptors';
import { GridCards } from './grid/grid-cards';
import type { EditableGridProps } from './grid/grid-props';
import { GridTable } from './grid/grid-table';
import { RowActions } from './grid/row-actions';
import { useGridEdit } from './grid/use-grid-edit';

export type { SelectOption } from './grid/cell-editors';
export type { ColumnDescriptor, GridColumn } from './grid/column-descriptors';
export type { DraftSchema, EditableGridProps } from './grid/grid-props';
export type {
  EditableGridColumn,
  EditableGridToggleColumn,
  EditCellContext,
  GridErrors,
} from './grid/grid-types';

/**
 * The one editable table of the admin screens (SPEC §2 "Screen details", §4): rows switch
 * between view and edit mode with Edit, Save and Cancel; cells show their field's error;
 * checkbox columns save at once; optional Delete with confirmation. Built on TanStack Table.
 * Columns are descriptors of a kind (text, number, money, select, date-time, read-only) whose
 * editors the grid kit provides, or hand-written view and edit renderers.
 *
 * @example
 * <EditableGrid label="Products" rows={products} getRowId={(p) => p._id} getRowName={(p) => p.productName}
 *   columns={[{ kind: 'text', key: 'productName', header: 'Product Name' }]}
 *   toDraft={(p) => ({ productName: p.productName })} schema={productSchema}
 *   onSave={(p, d) => update.mutateAsync({ id: p._id, values: d })} />
 */
export function EditableGrid<T, D>(props: EditableGridProps<T, D>) {
  const { label, rows, getRowId, getRowName, toggles = [], onDelete, rowActions, emptyText } = props;
  const { loading = false, minWidth = 720, actionsPosition = 'end', togglesPosition = 'end' } = props;
  const { cardsOnPhone = false, emptyState } = props;
  const edit = useGridEdit(props);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const columns = props.columns.map(resolveColumn);
  const hasActions = edit.editable || Boolean(onDelete) || Boolean(rowActions);
  const actions = hasActions
    ? (r: T) => (
        <RowActions
          row={r}
          name={getRowName(r)}
          edit={edit}
          editingThis={edit.editing?.id === getRowId(r)}
          onDelete={onDelete}
          rowActions={rowActions}
        />
      )
    : null;

  if (!loading && rows.length === 0 && emptyState) {
    return <div data-testid="grid-empty">{emptyState}</div>;
  }
  const shared = { label, rows, getRowId, getRowName, columns, toggles, edit, loading, emptyText, actions };
  if (cardsOnPhone && phone === true) return <GridCards {...shared} />;
  return (
    <GridTable
      {...shared}
      minWidth={minWidth}
      actionsPosition={actionsPosition}
      togglesPosition={togglesPosition}
    />
  );
}
