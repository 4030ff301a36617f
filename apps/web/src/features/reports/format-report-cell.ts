import { formatIstNumeric } from '@neelami/shared/ist';
import { formatPaise, toPaise } from '@neelami/shared/money';
import type { ReportCell, ReportColumnType } from '@neelami/shared/reports';

// SPEC §9: amounts as ₹ en-IN (reports show paise: a bid log is an audit record),
// times in IST to the second. Formatting happens here, at the edge.
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: false });

/** How a report cell reads on screen: '—' when empty. */
export function formatReportCell(cell: ReportCell, type: ReportColumnType): string {
  if (cell === null || cell === '') return '—';
  if (type === 'money' && typeof cell === 'number') return formatPaise(toPaise(cell));
  if (type === 'integer' && typeof cell === 'number') return count.format(cell);
  if (type === 'datetime' && typeof cell === 'string') {
    const t = Date.parse(cell);
    return Number.isNaN(t) ? cell : formatIstNumeric(new Date(t));
  }
  return String(cell);
}

/** The value a column sorts by: numbers and instants numerically, text case-insensitively; empty is null. */
export function sortValue(cell: ReportCell, type: ReportColumnType): number | string | null {
  if (cell === null || cell === '' || cell === '—') return null;
  if (type === 'datetime' && typeof cell === 'string') {
    const t = Date.parse(cell);
    return Number.isNaN(t) ? cell.toLowerCase() : t;
  }
  if (typeof cell === 'number') return cell;
  // Ranks such as H2 and L10 sort by their number.
  const rank = /^([HL])(\d+)$/.exec(cell);
  if (rank) return Number(rank[2]);
  return cell.toLowerCase();
}

/** Compares two sort values, empty last in both directions' natural order. */
export function compareSortValues(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-IN', { numeric: true });
}
