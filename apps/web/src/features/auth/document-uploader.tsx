import { ActionIcon, Anchor, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { DOC_MIME_TYPES, uploadMessages } from '@neelami/shared/uploads';
import { IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { checkFile, openStoredFile, uploadFile } from '../../lib/uploads';

/** A document uploaded during registration: its URL, its name and the key to read it back. */
export interface UploadedDoc {
  url: string;
  name: string;
  key?: string;
}

/** Props of DocumentUploader. */
export interface DocumentUploaderProps {
  docs: UploadedDoc[];
  onChange: (docs: UploadedDoc[]) => void;
  /** The field's validation message (e.g. 'Please select at least one Document'). */
  error?: string;
}

/**
 * Registration documents (SPEC §5): pdf, jpeg, png, gif or webp, uploaded one by
 * one to /api/upload/doc as soon as they are picked; the server checks the
 * content again and answers with the file's URL.
 */
export function DocumentUploader({ docs, onChange, error }: DocumentUploaderProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const onPick = async (file: File | null) => {
    const problem = checkFile(file, DOC_MIME_TYPES, tm(uploadMessages.onlyImagesAndPdfs));
    setFileError(problem);
    if (problem || !file) return;
    setBusy(true);
    try {
      const res = await uploadFile('upload/doc', file);
      onChange([...docs, { url: res.fileUrl, name: res.originalName || file.name, key: res.uploadKey }]);
      notifySuccess(tm(uploadMessages.success));
    } catch (err) {
      // SPEC §8: 'Upload failed.' when the server refused, 'An error occurred during upload.' when the call failed.
      if (err instanceof ApiError && err.status > 0) {
        setFileError(err.message);
        notifyError(tm(uploadMessages.failed));
      } else {
        notifyError(tm(uploadMessages.errored));
      }
    } finally {
      setBusy(false);
    }
  };

  const shown = fileError ?? (error && tm(error));
  return (
    <Input.Wrapper label={t('register.documents')} withAsterisk description={t('docs.hint')} error={shown}>
      <Stack gap="xs" mt={6}>
        {docs.map((d) => (
          <Group key={d.url} gap="xs" wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void openStoredFile(d.url, d.key).catch(() => notifyError(tm(uploadMessages.failed)))
              }
            >
              {d.name}
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('register.remove', { name: d.name })}
              onClick={() => onChange(docs.filter((x) => x.url !== d.url))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {docs.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('docs.none')}
          </Text>
        )}
        <FileButton
          onChange={(f) => void onPick(f)}
          accept={DOC_MIME_TYPES.join(',')}
          inputProps={{ 'aria-label': t('docs.choose') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={busy}
              leftSection={<IconUpload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('docs.upload')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
