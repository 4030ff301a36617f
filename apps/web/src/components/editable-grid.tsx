import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  IconCheck,
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/i18n';

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

/** One column of an editable grid. */
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

/** Props of EditableGrid. */
export interface EditableGridProps<T, D> {
  /** Accessible name of the table. */
  label: string;
  rows: T[];
  getRowId: (row: T) => string;
  /** Short name of a row for labels ("Edit HMS scrap"). */
  getRowName: (row: T) => string;
  columns: EditableGridColumn<T, D>[];
  /** Checkbox columns that save immediately, shown after the data columns. */
  toggles?: EditableGridToggleColumn<T>[];
  /** The draft a row starts from when Edit is pressed; omit for a read-only grid. */
  toDraft?: (row: T) => D;
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

const hasErrors = (e: unknown): e is { errors: GridErrors } =>
  typeof e === 'object' && e !== null && typeof (e as { errors?: unknown }).errors === 'object';

/**
 * The one editable table of the admin screens (SPEC §2 "Screen details", §4): rows switch
 * between view and edit mode with Edit, Save and Cancel; cells show their field's error;
 * checkbox columns save at once; optional Delete with confirmation. Built on TanStack Table.
 *
 * @example
 * <EditableGrid label="Products" rows={products} getRowId={(p) => p._id} getRowName={(p) => p.productName}
 *   columns={[{ id: 'productName', header: 'Product Name', view: (p) => p.productName,
 *     edit: ({ draft, set, error, label }) => (
 *       <TextInput aria-label={label} value={draft.productName} error={error}
 *         onChange={(e) => set('productName', e.currentTarget.value)} />) }]}
 *   toDraft={(p) => ({ productName: p.productName })}
 *   onSave={(p, d) => update.mutateAsync({ id: p._id, values: d })} />
 */
export function EditableGrid<T, D>(props: EditableGridProps<T, D>) {
  const {
    label,
    rows,
    getRowId,
    getRowName,
    columns,
    toggles = [],
    toDraft,
    validate,
    onSave,
    onDelete,
    rowActions,
    emptyText,
    loading = false,
    minWidth = 720,
    actionsPosition = 'end',
    togglesPosition = 'end',
    cardsOnPhone = false,
    emptyState,
  } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id: string; draft: D } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const asCards = cardsOnPhone && phone === true;
  const shownColumns = columns.filter((c) => !c.fold);
  const foldedColumns = columns.filter((c) => c.fold);
  const isOpen = (id: string) => expanded.has(id) || editing?.id === id;
  const flip = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const [errors, setErrors] = useState<GridErrors>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState<string | null>(null);
  const editable = Boolean(toDraft && onSave);
  const hasActions = editable || Boolean(onDelete) || Boolean(rowActions);

  const startEdit = (row: T) => {
    if (!toDraft) return;
    setEditing({ id: getRowId(row), draft: toDraft(row) });
    setErrors({});
  };
  const cancel = () => {
    setEditing(null);
    setErrors({});
  };
  const save = async (row: T) => {
    if (!editing || !onSave) return;
    const clientErrors = validate?.(editing.draft) ?? null;
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
  const confirmDelete = (row: T) => {
    if (!onDelete) return;
    modals.openConfirmModal({
      title: t('grid.delete'),
      children: <Text size="sm">{t('grid.deleteConfirm', { name: getRowName(row) })}</Text>,
      labels: { confirm: t('grid.delete'), cancel: t('grid.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void onDelete(row),
    });
  };
  const toggle = async (col: EditableGridToggleColumn<T>, row: T, value: boolean) => {
    const key = `${col.id}:${getRowId(row)}`;
    setToggling(key);
    try {
      await col.onToggle(row, value);
    } catch {
      // The page reports the failure; the box keeps the saved value.
    } finally {
      setToggling(null);
    }
  };

  /** A field of a row: its view, or its input while the row is edited. */
  const renderField = (c: EditableGridColumn<T, D>, r: T): ReactNode => {
    if (!editing || editing.id !== getRowId(r) || !c.edit) return c.view(r);
    return c.edit({
      row: r,
      draft: editing.draft,
      set: (key, value) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } as D } : e)),
      error: errors[c.errorKey ?? c.id],
      label: `${c.header}: ${getRowName(r)}`,
      disabled: saving,
    });
  };

  const renderToggle = (tg: EditableGridToggleColumn<T>, r: T, withLabel = false) => {
    const key = `${tg.id}:${getRowId(r)}`;
    return (
      <Group gap={6} wrap="nowrap">
        <Checkbox
          aria-label={tg.label(r)}
          label={withLabel ? tg.header : undefined}
          checked={tg.checked(r)}
          disabled={toggling !== null}
          onChange={(e) => void toggle(tg, r, e.currentTarget.checked)}
        />
        {toggling === key && <Loader size="xs" aria-label={t('grid.saving')} />}
      </Group>
    );
  };

  const renderActions = (r: T) => {
    const name = getRowName(r);
    if (editing?.id === getRowId(r)) {
      return (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={saving}
            onClick={() => void save(r)}
            aria-label={t('grid.saveOf', { name })}
          >
            {t('grid.save')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} aria-hidden />}
            disabled={saving}
            onClick={cancel}
            aria-label={t('grid.cancelOf', { name })}
          >
            {t('grid.cancel')}
          </Button>
        </Group>
      );
    }
    return (
      <Group gap={6} wrap="nowrap">
        {editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            disabled={editing !== null}
            onClick={() => startEdit(r)}
            aria-label={t('grid.editOf', { name })}
          >
            {t('grid.edit')}
          </Button>
        )}
        {rowActions?.(r)}
        {onDelete && (
          <Tooltip label={t('grid.deleteOf', { name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={editing !== null}
              onClick={() => confirmDelete(r)}
              aria-label={t('grid.deleteOf', { name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  };

  /** The folded fields of a row (or every field, on a card) with their names above them. */
  const renderFieldList = (cols: EditableGridColumn<T, D>[], r: T, cols3: boolean) => (
    <SimpleGrid cols={cols3 ? { base: 1, sm: 2, lg: 3 } : 1} spacing="sm" verticalSpacing="xs">
      {cols.map((c) => (
        <div key={c.id} data-field={c.id}>
          <Text size="xs" c="dimmed" fw={600}>
            {c.header}
          </Text>
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{renderField(c, r)}</div>
        </div>
      ))}
    </SimpleGrid>
  );

  // Rebuilt each render so the cell renderers see the current edit state (grids here are small).
  const tableColumns = ((): ColumnDef<T>[] => {
    const defs: ColumnDef<T>[] = shownColumns.map((c) => ({
      id: c.id,
      header: c.header,
      cell: ({ row }) => renderField(c, row.original),
      meta: { minWidth: c.minWidth },
    }));
    const toggleDefs: ColumnDef<T>[] = toggles.map((tg) => ({
      id: tg.id,
      header: tg.header,
      cell: ({ row }) => renderToggle(tg, row.original),
    }));
    if (togglesPosition === 'start') defs.unshift(...toggleDefs);
    else defs.push(...toggleDefs);
    if (hasActions) {
      defs[actionsPosition === 'start' ? 'unshift' : 'push']({
        id: '__actions',
        header: t('grid.actions'),
        cell: ({ row }) => renderActions(row.original),
      });
    }
    if (foldedColumns.length > 0) {
      defs.unshift({
        id: '__fold',
        header: () => <VisuallyHidden>{t('grid.moreFields')}</VisuallyHidden>,
        cell: ({ row }) => {
          const id = getRowId(row.original);
          const open = isOpen(id);
          const name = getRowName(row.original);
          return (
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={editing?.id === id}
              onClick={() => flip(id)}
              aria-expanded={open}
              aria-label={t(open ? 'grid.hideFields' : 'grid.showFields', { name })}
            >
              {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            </ActionIcon>
          );
        },
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

  if (!loading && rows.length === 0 && emptyState) {
    return <div data-testid="grid-empty">{emptyState}</div>;
  }

  if (asCards) {
    return (
      <Stack gap="sm" aria-label={label} role="list" aria-busy={loading}>
        {loading && rows.length === 0 && (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label={t('grid.loading')} />
          </Group>
        )}
        {!loading && rows.length === 0 && (
          <Text ta="center" c="dimmed" py="md">
            {emptyText ?? t('admin.noData')}
          </Text>
        )}
        {rows.map((r) => {
          const id = getRowId(r);
          return (
            <Card
              key={id}
              withBorder
              padding="sm"
              role="listitem"
              aria-label={getRowName(r)}
              data-testid="grid-card"
              data-editing={editing?.id === id || undefined}
            >
              <Stack gap="xs">
                {toggles.length > 0 && (
                  <Group gap="md">
                    {toggles.map((tg) => (
                      <Fragment key={tg.id}>{renderToggle(tg, r, true)}</Fragment>
                    ))}
                  </Group>
                )}
                {renderFieldList(columns, r, false)}
                {hasActions && <Group gap={6}>{renderActions(r)}</Group>}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );
  }

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
                <Table.Tr data-editing={editing?.id === row.id || undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} style={{ verticalAlign: 'top' }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {foldedColumns.length > 0 && isOpen(row.id) && (
                  <Table.Tr data-details={row.id}>
                    <Table.Td colSpan={tableColumns.length} px="md" py="sm">
                      {renderFieldList(foldedColumns, row.original, true)}
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
