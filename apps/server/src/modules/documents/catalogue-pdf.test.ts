import { describe, expect, it } from 'vitest';
import { catalogueFileName, pdfText } from './catalogue-pdf';

describe('catalogue PDF text', () => {
  it('writes the rupee sign as Rs and replaces what the standard fonts cannot draw', () => {
    expect(pdfText('₹1,05,000')).toBe('Rs 1,05,000');
    expect(pdfText('seller’s “lot” – 5')).toBe(`seller's "lot" - 5`);
    expect(pdfText('Straße ✓')).toBe('Straße ?');
  });

  it('names the file after the event, as a slug', () => {
    expect(catalogueFileName('Catalogue ₹ sale')).toBe('catalogue-catalogue-sale.pdf');
    expect(catalogueFileName('₹ ₹')).toBe('catalogue-event.pdf');
  });
});
