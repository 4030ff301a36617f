// SPEC §9 and STYLE.md: amounts are whole rupees shown as ₹ en-IN; times are shown in
// Indian time (Asia/Kolkata). Formatting happens only at the edge, here.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** ₹ en-IN for whole rupees ('₹1,25,000'); '—' for a missing amount. */
export function formatInr(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? rupees.format(amount) : '—';
}

/** An instant (ISO string or epoch ms) as an IST date and time with seconds, or '—'. */
export function formatIstDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : `${istDateTime.format(d)} IST`;
}
