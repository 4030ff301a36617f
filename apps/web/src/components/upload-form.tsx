import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FileField, type FileFieldProps } from './file-field';

/**
 * The skeleton of a form that reports something with a document (a payment, a lifting, an EMD
 * deposit): its fields in a grid, the document, and the submit button, held back while the
 * document uploads.
 */
export function UploadForm(props: {
  label: string;
  cols: number;
  children: ReactNode;
  file: Omit<FileFieldProps, 'onUploading'>;
  submitText: string;
  pending: boolean;
  onSubmit: () => Promise<void>;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={(ev) => {
        ev.preventDefault();
        void props.onSubmit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: props.cols }} spacing="sm">
          {props.children}
        </SimpleGrid>
        <FileField {...props.file} onUploading={setUploading} />
        <Group justify="flex-end">
          <Button type="submit" loading={props.pending} disabled={uploading}>
            {props.submitText}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A form's values, a setter per field, and a reset to `empty`. */
export function useFormValues<T extends object>(empty: T) {
  const [values, setValues] = useState(empty);
  // The value is read before the state update: an input event's target is gone by then.
  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((x) => ({ ...x, [key]: value }));
  return { values, set, reset: () => setValues(empty) };
}
