// The 'Select Bid Time' picker works in Indian time (SPEC §9: times are shown in IST), whatever
// the browser's own time zone. IST is UTC+05:30 all year (no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as IST wall-clock time in the pickers' 'YYYY-MM-DD HH:mm:ss' form. */
export function toIstWall(epochMs: number): string {
  const d = new Date(epochMs + IST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** IST wall-clock 'YYYY-MM-DD HH:mm[:ss]' as an instant (epoch ms), or NaN. */
export function fromIstWall(wall: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m;
  return (
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) - IST_OFFSET_MS
  );
}
