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
 * The two ₹ formatters, built at their first use: building one loads the locale's data (~12 ms on a
 * budget phone, longer as the page's first use of Intl), and most screens show no amount at all
 * (issue #19; ist.ts builds its date formatters so too).
 */
let inr: { whole: Intl.NumberFormat; paise: Intl.NumberFormat } | undefined;
function inrFormats() {
  inr ??= {
    whole: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
    paise: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  };
  return inr;
}

/** Rupees as ₹ en-IN: `₹1,25,000`, or `₹1,250.50` when there are paise; '—' for a missing amount. */
export function formatRupees(rupees: number | null | undefined): string {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return '—';
  const { whole, paise } = inrFormats();
  return (Number.isInteger(rupees) ? whole : paise).format(rupees);
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
