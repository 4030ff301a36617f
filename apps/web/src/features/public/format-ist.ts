// SPEC §9: times are shown in Indian time (Asia/Kolkata), en-IN format, formatted only at the edge.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Formats an ISO timestamp as an IST date and time, or '—' if it is missing or invalid. */
export function formatIst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : `${dateTime.format(d)} IST`;
}

/** Formats an ISO timestamp as an IST calendar date, or '—'. */
export function formatIstDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateOnly.format(d);
}

/** Formats whole rupees for display (the copy only shows round rupee figures). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
