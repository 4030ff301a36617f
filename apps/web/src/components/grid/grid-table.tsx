import { Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { FieldList, FoldButton, ToggleCell } from './grid-cells';
import type { EditableGridColumn, EditableGridToggleColumn } from './grid-types';
import type { GridEdit } from './use-grid-edit';

/** Props of GridTable. */
export interface GridTableProps<T, D> {
  label: string;
  rows: T[];
  getRowId: (row: T) => string;
  getRowName: (row: T) => string;
  columns: EditableGridColumn<T, D>[];
  toggles: EditableGridToggleColumn<T>[];
  edit: GridEdit<T, D>;
  loading: boolean;
  emptyText?: string;
  minWidth: number;
  actionsPosition: 'start' | 'end';
  togglesPosition: 'start' | 'end';
  /** The row's buttons, or nothing when the grid has none. */
  actions: ((row: T) => ReactNode) | null;
}

/** The grid as a table (TanStack Table): folded fields open in a line under their row. */
export function GridTable<T, D>(props: GridTableProps<T, D>) {
  const { label, rows, getRowId, getRowName, columns, toggles, edit, loading, emptyText } = props;
  const { minWidth, actionsPosition, togglesPosition, actions } = props;
  const { t } = useTranslation();
  const shownColumns = columns.filter((c) => !c.fold);
  const foldedColumns = columns.filter((c) => c.fold);

  // Rebuilt each render so the cell renderers see the current edit state (grids here are small).
  const tableColumns = ((): ColumnDef<T>[] => {
    const defs: ColumnDef<T>[] = shownColumns.map((c) => ({
      id: c.id,
      header: c.header,
      cell: ({ row }) => edit.renderField(c, row.original),
      meta: { minWidth: c.minWidth },
    }));
    const toggleDefs: ColumnDef<T>[] = toggles.map((tg) => ({
      id: tg.id,
      header: tg.header,
      cell: ({ row }) => <ToggleCell toggle={tg} row={row.original} rowId={row.id} edit={edit} />,
    }));
    if (togglesPosition === 'start') defs.unshift(...toggleDefs);
    else defs.push(...toggleDefs);
    if (actions) {
      defs[actionsPosition === 'start' ? 'unshift' : 'push']({
        id: '__actions',
        header: t('grid.actions'),
        cell: ({ row }) => actions(row.original),
      });
    }
    if (foldedColumns.length > 0) {
      defs.unshift({
        id: '__fold',
        header: () => <VisuallyHidden>{t('grid.moreFields')}</VisuallyHidden>,
        cell: ({ row }) => <FoldButton rowId={row.id} name={getRowName(row.original)} edit={edit} />,
      });
    }
    return defs;
  })();

  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => getRowId(r),
  });

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        aria-label={label}
        aria-busy={loading}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((hg) => (
            <Table.Tr key={hg.id}>
              {hg.headers.map((h) => (
                <Table.Th
                  key={h.id}
                  scope="col"
                  style={{
                    minWidth: (h.column.columnDef.meta as { minWidth?: number } | undefined)?.minWidth,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {loading && rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={tableColumns.length}>
                <Group justify="center" py="md">
                  <Loader size="sm" aria-label={t('grid.loading')} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={tableColumns.length}>
                <Text ta="center" c="dimmed" py="md">
                  {emptyText ?? t('admin.noData')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <Table.Tr data-editing={edit.editing?.id === row.id || undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} style={{ verticalAlign: 'top' }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {foldedColumns.length > 0 && edit.isOpen(row.id) && (
                  <Table.Tr data-details={row.id}>
                    <Table.Td colSpan={tableColumns.length} px="md" py="sm">
                      <FieldList columns={foldedColumns} row={row.original} edit={edit} wide />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
