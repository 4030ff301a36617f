import type { z } from 'zod';
import { tm } from '../i18n/i18n';

/**
 * Field errors of a failed zod parse keyed by field ('a.b'), first message per field, in the language
 * shown; null on success.
 */
export function zodErrors(
  result: { success: true } | { success: false; error: z.ZodError },
): Record<string, string> | null {
  if (result.success) return null;
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= tm(issue.message);
  }
  return out;
}
