/**
 * India's tax identifiers as the Income Tax and GST departments issue them. A PAN is five letters,
 * four digits and a letter (the fourth letter says who holds it: P a person, C a company, F a firm…).
 * A GSTIN is the state's two-digit code, the holder's PAN, an entity number, `Z`, and a check
 * character computed over the first fourteen (GSTN's published mod-36 scheme), so a mistyped
 * character is caught before a sale's tax invoice carries it.
 */
const PAN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
const GSTIN = /^\d{2}[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Whether `v` (upper-case) has a PAN's shape. */
export const isPanPattern = (v: string): boolean => PAN.test(v);

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i] as string) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

/** Whether `v` (upper-case) has a GSTIN's shape and its check character matches. */
export const isGstinPattern = (v: string): boolean => GSTIN.test(v);
export const hasGstinCheckChar = (v: string): boolean => gstinCheckChar(v.slice(0, 14)) === v[14];
