import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** Puts the server's message of each form field (API.md `errors`) under that field. */
export function showServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  err: unknown,
  fields: readonly Path<F>[],
) {
  if (!(err instanceof ApiError)) return;
  for (const f of fields) if (err.errors[f]) setError(f, { message: err.errors[f] });
}
