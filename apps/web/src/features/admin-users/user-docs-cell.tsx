import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ADMIN_DOC_MIME_TYPES, uploadMessages } from '@neelami/shared/uploads';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError, notifySuccess } from '../../lib/notify';
import { checkFile, openStoredFile, uploadFile } from '../../lib/uploads';

/** Props of UserDocsCell. */
export interface UserDocsCellProps {
  userId: string;
  userName: string;
  docs: string[];
  /** Given in edit mode: the cell can then add and remove documents. */
  onChange?: (docs: string[]) => void;
  error?: string;
  disabled?: boolean;
}

const open = (url: string) => void openStoredFile(url).catch(() => notifyError(uploadMessages.adminFailed));

/**
 * A member's KYC documents on the Verify User Detail grid: links that open the
 * private file, and in edit mode remove buttons and an upload of pdf, jpeg or
 * png (SPEC §5 "Admin verify screen uploads").
 */
export function UserDocsCell({ userId, userName, docs, onChange, error, disabled }: UserDocsCellProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onPick = async (file: File | null) => {
    if (!onChange) return;
    const problem = checkFile(file, ADMIN_DOC_MIME_TYPES, uploadMessages.onlyImageAndPdfFiles);
    if (problem || !file) {
      notifyError(problem ?? uploadMessages.noFile, ALERT_MS.admin);
      return;
    }
    setBusy(true);
    try {
      const res = await uploadFile(`admin/uploadUserDoc/${userId}`, file);
      onChange([...docs, res.fileUrl]);
      notifySuccess(uploadMessages.success);
    } catch (err) {
      notifyError(
        err instanceof ApiError && err.status > 0
          ? `${tm(uploadMessages.adminFailed)}: ${err.message}`
          : uploadMessages.adminFailed,
        ALERT_MS.admin,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      {docs.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin.none')}
        </Text>
      )}
      {docs.map((url, i) => (
        <Group key={url} gap={4} wrap="nowrap">
          <Anchor component="button" type="button" size="sm" onClick={() => open(url)}>
            {t('adminUsers.document', { n: i + 1 })}
          </Anchor>
          {onChange && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              disabled={disabled}
              aria-label={t('adminUsers.removeDocument', { n: i + 1, name: userName })}
              onClick={() => onChange(docs.filter((d) => d !== url))}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {onChange && (
        <FileButton
          onChange={(f) => void onPick(f)}
          accept={ADMIN_DOC_MIME_TYPES.join(',')}
          inputProps={{ 'aria-label': t('adminUsers.chooseDocument') }}
        >
          {(props) => (
            <Button
              {...props}
              size="compact-xs"
              variant="light"
              loading={busy}
              disabled={disabled}
              leftSection={<IconUpload size={12} aria-hidden />}
              aria-label={t('adminUsers.uploadFor', { name: userName })}
            >
              {t('adminUsers.upload')}
            </Button>
          )}
        </FileButton>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
