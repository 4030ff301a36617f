import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { FieldList, ToggleCell } from './grid-cells';
import type { EditableGridColumn, EditableGridToggleColumn } from './grid-types';
import type { GridEdit } from './use-grid-edit';

/** Props of GridCards. */
export interface GridCardsProps<T, D> {
  label: string;
  rows: T[];
  getRowId: (row: T) => string;
  getRowName: (row: T) => string;
  columns: EditableGridColumn<T, D>[];
  toggles: EditableGridToggleColumn<T>[];
  edit: GridEdit<T, D>;
  loading: boolean;
  emptyText?: string;
  /** The row's buttons, or nothing when the grid has none. */
  actions: ((row: T) => ReactNode) | null;
}

/** The grid on a phone: a list of cards, each listing (and, when edited, editing) every field. */
export function GridCards<T, D>(props: GridCardsProps<T, D>) {
  const { label, rows, getRowId, getRowName, columns, toggles, edit, loading, emptyText, actions } = props;
  const { t } = useTranslation();
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
            data-editing={edit.editing?.id === id || undefined}
          >
            <Stack gap="xs">
              {toggles.length > 0 && (
                <Group gap="md">
                  {toggles.map((tg) => (
                    <ToggleCell key={tg.id} toggle={tg} row={r} rowId={id} edit={edit} withLabel />
                  ))}
                </Group>
              )}
              <FieldList columns={columns} row={r} edit={edit} wide={false} />
              {actions && <Group gap={6}>{actions(r)}</Group>}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
