// Formatting at the edge (STYLE.md): IST times and ₹ amounts in en-IN.
// A 100,000-bid log formats 200,000 values; Intl is correct but slow there, so
// these formatters build the same text by hand and a property test holds them
// to Intl's output (format.test.ts).

/** India has no daylight saving: IST is always UTC+05:30 (SPEC §9). */
export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `22/11/2025, 06:35:09 am`: what Intl en-IN prints in Asia/Kolkata with seconds and a 12-hour clock. */
export function formatIstDateTime(d: Date): string {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  const h = t.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad2(t.getUTCDate())}/${pad2(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}, ${pad2(h12)}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * `2025-11-22T06:35:09.123+05:30`: an instant as ISO-8601 in Indian time, for the reports' JSON,
 * whose time columns are headed "(IST)" like the PDF and Excel (Date.parse reads it back).
 */
export function isoIstDateTime(d: Date): string {
  return `${new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, -1)}+05:30`;
}

/** `22/11/2025`: the IST calendar date. */
export function formatIstDate(d: Date): string {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return `${pad2(t.getUTCDate())}/${pad2(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
}

/** `2025-11-22`: the IST calendar date, for file names. */
export function isoIstDate(d: Date): string {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}`;
}

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

/** `₹1,23,456.50` from integer paise, as Intl en-IN INR currency prints it. */
export function formatPaise(paise: number): string {
  const neg = paise < 0;
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  return `${neg ? '-' : ''}₹${groupIndian(rupees)}.${pad2(p)}`;
}

/** Whole rupees (possibly with paise as decimals) → integer paise, without float drift. */
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/** Integer paise → rupees as the API speaks them (API.md). */
export const paiseToRupees = (paise: number) => paise / 100;

/** An integer with Indian grouping: `1,00,000`. */
export function formatCount(n: number): string {
  return n < 0 ? `-${groupIndian(-n)}` : groupIndian(n);
}

/** A safe piece of a file name: letters, digits and dashes only. */
export function fileNamePart(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .slice(0, 60) || 'Event'
  );
}

/** `attachment; filename="…"` with an ASCII name and the RFC 5987 UTF-8 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
