import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearOf, splitGst, taxInvoiceNumber } from './tax-invoice';

describe('the tax invoice', () => {
  it('splits GST into CGST and SGST within one state, and keeps it whole as IGST between states', () => {
    expect(splitGst(18_000_00, '27', '27')).toEqual({ kind: 'intra', cgst: 9_000_00, sgst: 9_000_00 });
    expect(splitGst(18_000_00, '27', '24')).toEqual({ kind: 'inter', igst: 18_000_00 });
  });

  it('charges IGST when a state is not known', () => {
    expect(splitGst(100_00, null, '27')).toEqual({ kind: 'inter', igst: 100_00 });
    expect(splitGst(100_00, '27', null)).toEqual({ kind: 'inter', igst: 100_00 });
  });

  it('never loses or adds a paisa in the split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (gst) => {
        const s = splitGst(gst, '09', '09');
        if (s.kind !== 'intra') return false;
        return s.cgst + s.sgst === gst && Math.abs(s.cgst - s.sgst) <= 1;
      }),
    );
    // An odd rupee halves into fifty paise each.
    expect(splitGst(9_001_00, '09', '09')).toEqual({ kind: 'intra', cgst: 4_500_50, sgst: 4_500_50 });
  });

  it('numbers invoices in the Indian financial year, April to March, within 16 characters', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
    const n = taxInvoiceNumber('2026-27', 42);
    expect(n).toBe('TI/2026-27/00042');
    expect(n.length).toBeLessThanOrEqual(16);
    expect(n).toMatch(/^[A-Za-z0-9/-]+$/);
  });
});
