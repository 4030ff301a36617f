import { tm } from '../i18n/i18n';

/**
 * A form's field errors with their messages in the language shown: the shared schema's messages
 * (English in the code) through the catalogue; the server's, which come in the language, as they are.
 */
export function shownErrors<F>(
  errors: Partial<Record<string, { message?: unknown } | undefined>>,
): Partial<Record<keyof F, { message?: string }>> {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, { message: v?.message ? tm(String(v.message)) : undefined }]),
  ) as Partial<Record<keyof F, { message?: string }>>;
}
