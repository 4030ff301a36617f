// SPEC §9: times shown in Indian time, en-IN format, only at the edge.
const fmt = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An ISO instant as an IST date and time, or '—'. */
export function formatIst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : `${fmt.format(d)} IST`;
}
