import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReportCell, ReportColumn } from '@neelami/shared/reports';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { compareSortValues, formatReportCell, sortValue } from './format-report-cell';

/** Props of ReportTable. */
export interface ReportTableProps {
  /** Accessible name of the table. */
  label: string;
  columns: ReportColumn[];
  /** The rows without the header row. */
  rows: ReportCell[][];
  emptyText: string;
}

const PAGE_SIZES = ['10', '25', '50', '100'];
const numeric = (c: ReportColumn) => c.type === 'money' || c.type === 'integer';

/** A report's result table (SPEC §2 "Report screens"): every column sorts, rows come in pages. */
export function ReportTable({ label, columns, rows, emptyText }: ReportTableProps) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pageSize, setPageSize] = useState(25);
  const defs = useMemo<ColumnDef<ReportCell[]>[]>(
    () =>
      columns.map((c, i) => ({
        id: String(i),
        // In Hindi the server names each column in Hindi too (`label`); `header` stays the key.
        header: c.label ?? c.header,
        accessorFn: (row) => row[i] ?? null,
        cell: (ctx) => formatReportCell(ctx.getValue() as ReportCell, c.type),
        sortingFn: (a, b) =>
          compareSortValues(
            sortValue(a.original[i] ?? null, c.type),
            sortValue(b.original[i] ?? null, c.type),
          ),
        sortUndefined: 'last',
        // First click sorts ascending in every column (TanStack starts numbers descending).
        sortDescFirst: false,
      })),
    [columns],
  );
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize: 25 } },
  });
  // Squeezed into equal shares, text columns (names, e-mails, IP flags) wrapped a word a line and
  // rows grew ~190 px tall: each text column is given room for its longest text, up to 28 characters.
  const textWidths = useMemo(
    () =>
      columns.map((c, i) => {
        if (c.type !== 'text' || c.header === 'Hash') return undefined;
        let longest = 0;
        for (const row of rows.slice(0, 500)) longest = Math.max(longest, String(row[i] ?? '').length);
        return `${Math.min(Math.max(longest, 4), 28)}ch`;
      }),
    [columns, rows],
  );
  const pages = table.getPageCount();
  const page = table.getState().pagination.pageIndex;
  const first = rows.length === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(rows.length, (page + 1) * pageSize);

  return (
    <>
      <Table.ScrollContainer minWidth={Math.max(640, columns.length * 110)}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          withColumnBorders
          verticalSpacing={6}
          fz="sm"
          aria-label={label}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((hg) => (
              <Table.Tr key={hg.id}>
                {hg.headers.map((h) => {
                  const col = columns[Number(h.column.id)];
                  const dir = h.column.getIsSorted();
                  const Icon =
                    dir === 'asc' ? IconSortAscending : dir === 'desc' ? IconSortDescending : IconArrowsSort;
                  return (
                    <Table.Th
                      key={h.id}
                      scope="col"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
                      style={{ whiteSpace: 'nowrap', textAlign: numeric(col) ? 'right' : 'left' }}
                    >
                      <UnstyledButton
                        onClick={h.column.getToggleSortingHandler()}
                        aria-label={t('reports.sortBy', { column: col.label ?? col.header })}
                        fw={700}
                        fz="sm"
                      >
                        <Group gap={4} wrap="nowrap" justify={numeric(col) ? 'flex-end' : 'flex-start'}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          <Icon size={14} stroke={1.5} aria-hidden />
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const broken = row.original.includes('BROKEN');
                return (
                  <Table.Tr key={row.id} c={broken ? 'red' : undefined} fw={broken ? 700 : undefined}>
                    {row.getVisibleCells().map((cell) => {
                      const col = columns[Number(cell.column.id)];
                      return (
                        <Table.Td
                          key={cell.id}
                          style={{
                            minWidth: textWidths[Number(cell.column.id)],
                            whiteSpace: col.type === 'text' && col.header !== 'Hash' ? 'normal' : 'nowrap',
                            textAlign: numeric(col) ? 'right' : 'left',
                            fontVariantNumeric: 'tabular-nums',
                            wordBreak: col.header === 'Hash' ? 'break-all' : undefined,
                          }}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="sm" c="dimmed" data-testid="report-range">
          {rows.length === 0 ? t('reports.noRows') : t('reports.rows', { first, last, total: rows.length })}
        </Text>
        <Group gap="sm">
          <Select
            label={t('reports.rowsPerPage')}
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(v) => {
              const n = Number(v ?? 25);
              setPageSize(n);
              table.setPageSize(n);
            }}
            allowDeselect={false}
            w={130}
            size="xs"
          />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page + 1}
              onChange={(p) => table.setPageIndex(p - 1)}
              size="sm"
              mt={18}
              getControlProps={(control) => ({ 'aria-label': t(`reports.pages.${control}`) })}
            />
          )}
        </Group>
      </Group>
    </>
  );
}
