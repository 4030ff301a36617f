import { emdMessages, paiseOfRupees } from '@neelami/shared/emd';

/** Field messages of the EMD forms, keyed by the API's field names. */
export type FieldErrors = Partial<Record<string, string | undefined>>;

/** API.md "Conventions": only a missing or blank field is 'required'. */
export const required = 'This field is required';

/** A UTR as the server takes it: 6 to 30 letters and digits, upper-cased. */
export const UTR_PATTERN = /^[A-Z0-9]{6,30}$/;

/** The message for a UTR, or null when it may go. */
export function checkUtr(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (!v) return required;
  return UTR_PATTERN.test(v) ? null : emdMessages.utr;
}

/**
 * The message for an amount in rupees, or null when it may go: above zero, with at most two
 * decimals (a fraction of a paisa is no amount), and, when given, not above `max`. The server
 * checks the same with the same messages.
 */
export function checkAmount(value: number | string, max?: number): string | null {
  if (value === '' || value === null || value === undefined) return required;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || paiseOfRupees(n) === null) return emdMessages.amountPaise;
  if (n <= 0) return emdMessages.amountPositive;
  // The server's message for it, with the shortfall (and its Hindi in the catalogue).
  const over = max === undefined ? 0 : (paiseOfRupees(n) ?? 0) - (paiseOfRupees(max) ?? 0);
  if (over > 0) return emdMessages.refundShort(over);
  return null;
}
