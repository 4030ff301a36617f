import { describe, expect, it } from 'vitest';
import { compareSortValues, formatReportCell, sortValue } from './format-report-cell';

describe('report cells on screen', () => {
  it('shows amounts in ₹ en-IN with paise, times in IST to the second, empty as —', () => {
    expect(formatReportCell(101500, 'money')).toBe('₹1,01,500.00');
    expect(formatReportCell(12345678.5, 'money')).toBe('₹1,23,45,678.50');
    expect(formatReportCell('2025-11-20T05:00:30.000Z', 'datetime')).toBe('20/11/2025, 10:30:30 am');
    expect(formatReportCell(null, 'money')).toBe('—');
    expect(formatReportCell('', 'text')).toBe('—');
    expect(formatReportCell(100000, 'integer')).toBe('100000');
    expect(formatReportCell('Gobind Steel Traders', 'text')).toBe('Gobind Steel Traders');
  });

  it('sorts amounts and times numerically, ranks by number, text without case, empty last', () => {
    const amounts = [100500, null, 99000, 101500].map((c) => sortValue(c, 'money'));
    expect([...amounts].sort(compareSortValues)).toEqual([99000, 100500, 101500, null]);
    const ranks = ['H10', 'H2', 'H1'].map((c) => sortValue(c, 'text'));
    expect([...ranks].sort(compareSortValues)).toEqual([1, 2, 10]);
    const times = ['2025-11-20T05:00:30.000Z', '2025-11-20T04:00:00.000Z'].map((c) =>
      sortValue(c, 'datetime'),
    );
    expect([...times].sort(compareSortValues)).toEqual([
      Date.parse('2025-11-20T04:00:00.000Z'),
      Date.parse('2025-11-20T05:00:30.000Z'),
    ]);
    expect(['b', 'A', 'c'].map((c) => sortValue(c, 'text')).sort(compareSortValues)).toEqual(['a', 'b', 'c']);
  });
});
