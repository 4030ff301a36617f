/**
 * The GST tax invoice of a sale (API.md "Where money goes"), its pure rules: which taxes the GST
 * of the sale is, and the invoice's number. Amounts are integers of paise.
 *
 * IGST Act s.7–8: a supply whose supplier is in the state of its place of supply is intra-state
 * (CGST and SGST, half the rate each); any other is inter-state (IGST at the full rate). For goods
 * sold to a buyer who takes them away, the place of supply is the buyer's state. The states come
 * from the first two digits of the GSTINs (the GST state codes).
 */

/** The sale's GST as the invoice states it. */
export type GstSplit = { kind: 'intra'; cgst: number; sgst: number } | { kind: 'inter'; igst: number };

/**
 * Splits the sale's GST: CGST + SGST when both states are known and the same, else IGST (a state
 * that is not known is not the same one). CGST is the lower half, so the two always add up to it.
 */
export function splitGst(gst: number, supplierState: string | null, placeOfSupply: string | null): GstSplit {
  if (supplierState && placeOfSupply && supplierState === placeOfSupply) {
    const cgst = Math.floor(gst / 2);
    return { kind: 'intra', cgst, sgst: gst - cgst };
  }
  return { kind: 'inter', igst: gst };
}

/** The Indian financial year (April to March) of an IST calendar date `YYYY-MM-DD`: `2025-26`. */
export function financialYearOf(ymd: string): string {
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The invoice's number (CGST Rules r.46(b): consecutive, unique for the financial year, at most
 * 16 characters of letters, digits, '-' and '/'): `TI/2025-26/00042`, the `seq`-th invoice the
 * supplier issued on the platform in that year.
 */
export function taxInvoiceNumber(financialYear: string, seq: number): string {
  return `TI/${financialYear}/${String(seq).padStart(5, '0')}`;
}
