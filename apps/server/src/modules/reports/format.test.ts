import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNamePart } from './format';

describe('report file names', () => {
  it('makes safe file names and a Content-Disposition with an ASCII and a UTF-8 name', () => {
    expect(fileNamePart('Steel  Scrap / Auction: Nov "25"')).toBe('Steel-Scrap-Auction-Nov-25');
    expect(fileNamePart('///')).toBe('Event');
    expect(contentDisposition('BidLogReport_Lot_2025-11-22.pdf')).toBe(
      `attachment; filename="BidLogReport_Lot_2025-11-22.pdf"; filename*=UTF-8''BidLogReport_Lot_2025-11-22.pdf`,
    );
    expect(contentDisposition('Rapport_é.xlsx')).toContain(`filename*=UTF-8''Rapport_%C3%A9.xlsx`);
  });
});
