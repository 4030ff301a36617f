// SPEC §9: times are shown in Indian time (UTC+05:30, en-IN), whatever the browser's own
// time zone; pickers use month/day/year h:mm am/pm. IST has no daylight saving.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as IST wall-clock time in the Mantine pickers' 'YYYY-MM-DD HH:mm:ss' form; null if missing. */
export function isoToIstWall(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const d = new Date(t + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** IST wall-clock 'YYYY-MM-DD HH:mm[:ss]' as an ISO instant (UTC); null if it is not such a time. */
export function istWallToIso(wall: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec((wall ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const t =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) - IST_OFFSET_MS;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An ISO instant as an IST date and time ('22 Nov 2026, 3:05 pm IST'), or '—'. */
export function formatIst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : `${dateTime.format(d)} IST`;
}

const dateOnlyIst = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const timeOnlyIst = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An ISO instant split into its IST date and time ('22 Nov 2026', '3:05 pm IST'), for narrow columns. */
export function formatIstParts(iso: string | null | undefined): { date: string; time: string } {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return { date: '—', time: '' };
  return { date: dateOnlyIst.format(d), time: `${timeOnlyIst.format(d)} IST` };
}

/** A 'YYYY-MM-DD' calendar date as '22 Nov 2026', or the text as it is. */
export function formatDateOnly(ymd: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '');
  if (!m) return ymd || '—';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(d);
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Rupees as ₹ en-IN ('₹1,25,000'), or '—'. */
export function formatRupees(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? rupees.format(amount) : '—';
}
