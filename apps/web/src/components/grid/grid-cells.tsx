import { ActionIcon, Checkbox, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import type { EditableGridColumn, EditableGridToggleColumn } from './grid-types';
import type { GridEdit } from './use-grid-edit';

/** Props of ToggleCell. */
export interface ToggleCellProps<T, D> {
  toggle: EditableGridToggleColumn<T>;
  row: T;
  rowId: string;
  edit: GridEdit<T, D>;
  /** Shows the column header beside the box (on a phone card, where there is no header row). */
  withLabel?: boolean;
}

/** A checkbox that saves at once, with a spinner while its save is under way. */
export function ToggleCell<T, D>({ toggle, row, rowId, edit, withLabel = false }: ToggleCellProps<T, D>) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Checkbox
        aria-label={toggle.label(row)}
        label={withLabel ? toggle.header : undefined}
        checked={toggle.checked(row)}
        disabled={edit.toggling !== null}
        onChange={(e) => void edit.toggle(toggle, row, e.currentTarget.checked)}
      />
      {edit.toggling === `${toggle.id}:${rowId}` && <Loader size="xs" aria-label={t('grid.saving')} />}
    </Group>
  );
}

/** Opens or closes a row's folded fields (an edited row stays open). */
export function FoldButton<T, D>({
  rowId,
  name,
  edit,
}: {
  rowId: string;
  name: string;
  edit: GridEdit<T, D>;
}) {
  const { t } = useTranslation();
  const open = edit.isOpen(rowId);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      disabled={edit.editing?.id === rowId}
      onClick={() => edit.flip(rowId)}
      aria-expanded={open}
      aria-label={t(open ? 'grid.hideFields' : 'grid.showFields', { name })}
    >
      {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
    </ActionIcon>
  );
}

/** Props of FieldList. */
export interface FieldListProps<T, D> {
  columns: EditableGridColumn<T, D>[];
  row: T;
  edit: GridEdit<T, D>;
  /** Up to three fields a line (under a table row); one a line on a phone card. */
  wide: boolean;
}

/** The folded fields of a row (or every field, on a card) with their names above them. */
export function FieldList<T, D>({ columns, row, edit, wide }: FieldListProps<T, D>) {
  return (
    <SimpleGrid cols={wide ? { base: 1, sm: 2, lg: 3 } : 1} spacing="sm" verticalSpacing="xs">
      {columns.map((c) => (
        <div key={c.id} data-field={c.id}>
          <Text size="xs" c="dimmed" fw={600}>
            {c.header}
          </Text>
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{edit.renderField(c, row)}</div>
        </div>
      ))}
    </SimpleGrid>
  );
}
