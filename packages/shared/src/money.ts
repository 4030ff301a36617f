/**
 * Money, one module for the server, the documents and the web app (STYLE.md): amounts are integers
 * of paise inside and in the database, rupees on the wire (API.md), and ₹ with Indian digit
 * grouping (en-IN: 1,25,000) only at the edge.
 */

/** Rupees (API, whole or with paise) → integer paise, without float drift. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise → rupees as the API speaks them. */
export const toRupees = (paise: number): number => paise / 100;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Indian digit grouping of a non-negative integer: 12345678 → `1,23,45,678`. */
function groupIndian(n: number): string {
  const s = String(n);
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  let rest = s.slice(0, -3);
  const parts: string[] = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) parts.unshift(rest);
  return `${parts.join(',')},${last3}`;
}

/** An integer with Indian grouping: `1,00,000`. */
export function formatCount(n: number): string {
  return n < 0 ? `-${groupIndian(-n)}` : groupIndian(n);
}

/**
 * `₹1,23,456.50` from integer paise, always with two decimals, as Intl en-IN INR prints it. Built by
 * hand because a 100,000-bid report formats hundreds of thousands of values (a property test holds
 * it to Intl's output).
 */
export function formatPaise(paise: number): string {
  const neg = paise < 0;
  const abs = Math.abs(Math.round(paise));
  return `${neg ? '-' : ''}₹${groupIndian(Math.floor(abs / 100))}.${pad2(abs % 100)}`;
}

/**
 * Rupees as ₹ en-IN: `₹1,25,000`, or `₹1,250.50` when there are paise; '—' for a missing amount.
 * As Intl en-IN INR prints it (a property test holds it to Intl's output), but built by hand: the
 * first Intl formatter of a page loads the locale's data, ~55 ms inside the live room's first
 * render on a budget phone (ist.ts formats dates so too). Paise are rounded as Intl
 * rounds them: the number's shortest decimal form, half away from zero (0.015 → 0.02).
 */
export function formatRupees(rupees: number | null | undefined): string {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return '—';
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  const abs = Math.abs(rupees);
  // Beyond 2^53 a number's digits are not all its own (and String() turns exponential at 1e21).
  if (abs > Number.MAX_SAFE_INTEGER) return bigRupees(rupees);
  if (Number.isInteger(abs)) return `${sign}₹${groupIndian(abs)}`;
  // Below a millionth String() turns exponential; such an amount is ₹0.00.
  const [whole, fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  let units = Number(whole);
  let paise = Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.charCodeAt(2) >= 53 /* '5' */ && ++paise === 100) {
    paise = 0;
    units++;
  }
  return `${sign}₹${groupIndian(units)}.${pad2(paise)}`;
}

/** Intl's ₹ for an amount no bid or deposit reaches, built at its first use. */
let bigInr: Intl.NumberFormat | undefined;
function bigRupees(rupees: number): string {
  bigInr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return bigInr.format(rupees);
}

/** Integer paise as ₹ en-IN (paise shown only when there are any): `₹1,05,000`. */
export const formatRupeesOfPaise = (paise: number): string => formatRupees(toRupees(paise));

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * Rupees in words, Indian style (lakh, crore), for letters and documents:
 * 1,05,000 → "Rupees One Lakh Five Thousand Only"; paise, when there are any, are added
 * ("and Fifty Paise").
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('paise must be a whole number ≥ 0');
  let rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest === 0) return 'Rupees Zero Only';
  const parts: string[] = [];
  const crore = Math.floor(rupees / 1_00_00_000);
  rupees %= 1_00_00_000;
  if (crore)
    parts.push(
      `${crore >= 1000 ? rupeesInWords(crore * 100).replace(/^Rupees | Only$/g, '') : belowThousand(crore)} Crore`,
    );
  const lakh = Math.floor(rupees / 1_00_000);
  rupees %= 1_00_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rupees / 1000);
  rupees %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rupees) parts.push(belowThousand(rupees));
  const words = parts.join(' ');
  if (rest) return `Rupees ${words || 'Zero'} and ${belowHundred(rest)} Paise Only`;
  return `Rupees ${words} Only`;
}
