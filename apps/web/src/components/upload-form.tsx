import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { isoIstDate } from '@neelami/shared/ist';
import { type ReactNode, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
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

/** Where a document form's resolver puts the server's field names and what it checks beside the schema. */
export interface UploadResolverOptions<F extends FieldValues> {
  /** A field of the request body → the form value that holds it (the document's URL → the document). */
  renamed: Partial<Record<string, Path<F>>>;
  /** A calendar date ('YYYY-MM-DD', IST) that may not be after today, and the message when it is. */
  notAfterToday: { field: Path<F>; message: string };
}

/**
 * The resolver of a document form: the server's schema checked on the request body the values
 * become, each message under the form value it came from, and a date in the future refused.
 */
export function uploadResolver<F extends FieldValues, O>(
  schema: z.ZodType<O, FieldValues>,
  toBody: (values: F) => FieldValues,
  { renamed, notAfterToday }: UploadResolverOptions<F>,
): Resolver<F, unknown, O> {
  return async (values, ctx, opts) => {
    const result = await zodResolver(schema)(toBody(values), ctx, opts as never);
    const errors: Record<string, FieldError> = {};
    for (const [key, error] of Object.entries(result.errors))
      errors[renamed[key] ?? key] = error as FieldError;
    const date = notAfterToday.field;
    if (!errors[date] && String(values[date]) > isoIstDate(new Date()))
      errors[date] = { type: 'validate', message: notAfterToday.message };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<F> };
    return { values: result.values as O, errors: {} };
  };
}
