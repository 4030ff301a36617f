import { Anchor, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { DOC_MIME_TYPES, uploadMessages } from '@neelami/shared/uploads';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { tm } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import { checkFile, openStoredFile, uploadFile } from '../lib/uploads';

/** A stored document: its URL under /api/upload/files and the name it was chosen under. */
export interface StoredFile {
  url: string;
  name: string;
}

/** Props of FileField: its texts, the file chosen, and how it tells the form. */
export interface FileFieldProps {
  label: string;
  description: string;
  chooseLabel: string;
  uploadText: string;
  replaceText: string;
  noneText: string;
  value: StoredFile | null;
  onChange: (file: StoredFile) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  onUploading: (busy: boolean) => void;
}

/**
 * An optional document of a form (a payment's or deposit's proof, a weighbridge slip): checked before it is
 * sent like the other uploads (PDF or image, up to 10 MB), stored through POST /api/upload/doc,
 * and opened again with the session (documents are private).
 */
export function FileField(props: FileFieldProps) {
  const [uploading, setUploading] = useState(false);
  const busy = (b: boolean) => {
    setUploading(b);
    props.onUploading(b);
  };

  const onPick = async (file: File | null) => {
    const problem = checkFile(file, DOC_MIME_TYPES, uploadMessages.onlyImagesAndPdfs);
    props.onError(problem ? tm(problem) : undefined);
    if (problem || !file) return;
    busy(true);
    try {
      const res = await uploadFile('upload/doc', file);
      props.onChange({ url: res.fileUrl, name: res.originalName || file.name });
      notifySuccess(tm(uploadMessages.success));
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        props.onError(err.message);
        notifyError(tm(uploadMessages.failed));
      } else notifyError(tm(uploadMessages.errored));
    } finally {
      busy(false);
    }
  };

  return (
    <Input.Wrapper label={props.label} description={props.description} error={props.error}>
      <Group gap="sm" mt={6}>
        <FileButton
          onChange={(f) => void onPick(f)}
          accept={DOC_MIME_TYPES.join(',')}
          inputProps={{ 'aria-label': props.chooseLabel }}
        >
          {(p) => (
            <Button
              {...p}
              variant="light"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {props.value ? props.replaceText : props.uploadText}
            </Button>
          )}
        </FileButton>
        {props.value ? (
          <Group gap={4} wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void openStoredFile(props.value?.url ?? '').catch(() =>
                  notifyError(tm(uploadMessages.failed)),
                )
              }
            >
              {props.value.name}
            </Anchor>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {props.noneText}
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
