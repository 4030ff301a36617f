import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Field errors of an API answer keyed by form field: a list entry's path
 * ('uploadedDocuments.0') counts for its list ('uploadedDocuments').
 */
export function fieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/\.\d+$/, '');
    out[field] ??= message;
  }
  return out;
}

/** Shows the server's field errors (API.md `errors`) on a react-hook-form form. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string>,
  known: readonly string[],
) {
  for (const [field, message] of Object.entries(fieldErrors(errors))) {
    if (known.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
