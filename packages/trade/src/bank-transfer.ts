/**
 * A UTR is one bank transfer (API.md "Award and money rules that hold in every state"): it backs
 * one money row of any kind — an EMD deposit, a sale payment or a refund payout — and is compared
 * without case and spaces, as banks print it in groups ("SBIN 0000 1234") or not.
 */

export type TransferKind = 'emd_deposit' | 'sale_payment' | 'refund_payout';

/** The key a UTR is recorded under: without spaces, upper-case. */
export const utrKey = (utr: string): string => utr.replace(/\s+/g, '').toUpperCase();

/** Whether a transfer with `utr` may be recorded, given the keys already recorded. */
export function mayRecordTransfer(recorded: ReadonlySet<string>, utr: string): boolean {
  const key = utrKey(utr);
  return key.length > 0 && !recorded.has(key);
}
