/**
 * Rupee amounts in words, Indian style (lakh, crore), for the letter of acceptance:
 * 1,05,000 → "Rupees One Lakh Five Thousand Only".
 */
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

/** Whole rupees in words (Indian numbering); paise, when there are any, are added ("and Fifty Paise"). */
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
