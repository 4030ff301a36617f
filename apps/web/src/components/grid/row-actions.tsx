import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { GridEdit } from './use-grid-edit';

/** Props of RowActions. */
export interface RowActionsProps<T, D> {
  row: T;
  name: string;
  edit: GridEdit<T, D>;
  editingThis: boolean;
  /** Deletes the row after a confirmation dialog; omit to hide the Delete button. */
  onDelete?: (row: T) => Promise<unknown>;
  rowActions?: (row: T) => ReactNode;
}

/**
 * A row's buttons: Save and Cancel while it is edited; otherwise Edit, the page's own actions
 * and Delete (which asks first). No other row can be edited or deleted while one is.
 */
export function RowActions<T, D>({
  row,
  name,
  edit,
  editingThis,
  onDelete,
  rowActions,
}: RowActionsProps<T, D>) {
  const { t } = useTranslation();
  if (editingThis) {
    return (
      <Group gap={6} wrap="nowrap">
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={edit.saving}
          onClick={() => void edit.save(row)}
          aria-label={t('grid.saveOf', { name })}
        >
          {t('grid.save')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          disabled={edit.saving}
          onClick={edit.cancel}
          aria-label={t('grid.cancelOf', { name })}
        >
          {t('grid.cancel')}
        </Button>
      </Group>
    );
  }
  const confirmDelete = () => {
    if (!onDelete) return;
    modals.openConfirmModal({
      title: t('grid.delete'),
      children: <Text size="sm">{t('grid.deleteConfirm', { name })}</Text>,
      labels: { confirm: t('grid.delete'), cancel: t('grid.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void onDelete(row),
    });
  };
  return (
    <Group gap={6} wrap="nowrap">
      {edit.editable && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          disabled={edit.editing !== null}
          onClick={() => edit.startEdit(row)}
          aria-label={t('grid.editOf', { name })}
        >
          {t('grid.edit')}
        </Button>
      )}
      {rowActions?.(row)}
      {onDelete && (
        <Tooltip label={t('grid.deleteOf', { name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={edit.editing !== null}
            onClick={confirmDelete}
            aria-label={t('grid.deleteOf', { name })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
