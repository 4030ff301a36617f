import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLetterOfAcceptance, type LetterInput } from './letter-of-acceptance';

const input: LetterInput = {
  reference: 'LOA/1/3F2A9C1D',
  issuedAt: new Date('2026-11-24T09:30:00Z'),
  event: {
    auctionName: 'Haryana Forgings Scrap Sale',
    titleName: 'HMS and cast iron',
    auctionType: 'Forward Auction',
  },
  lot: {
    auctionNo: 1,
    name: 'HMS 1&2 (80:20) melting scrap',
    quantity: '250 MT',
    location: 'Rewari',
    details: '',
  },
  bid: {
    amountPaise: 3_260_000_00,
    at: new Date('2026-11-24T05:12:09Z'),
    id: '3f2a9c1d-0000-4000-8000-000000000001',
  },
  closedAt: new Date('2026-11-24T05:20:00Z'),
  winner: {
    name: 'Gobind Steel Traders',
    email: 'buyer1@example.com',
    cellNumber: '9876501234',
    address: ['Rewari'],
  },
  owner: { name: 'Haryana Forgings Ltd', email: 'seller@example.com', cellNumber: '', address: [] },
};

/** The fonts a PDF embeds, by their PostScript names (subset prefix dropped). */
const fontsOf = (pdf: Buffer) =>
  [
    ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1])),
  ].sort();

describe('the letter of acceptance', () => {
  it('is set in DejaVu Sans in English', async () => {
    const pdf = await buildLetterOfAcceptance(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fontsOf(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it('is written in Hindi, in a Devanagari font, for a member who reads Hindi', async () => {
    const pdf = await buildLetterOfAcceptance({ ...input, language: 'hi' });
    expect(fontsOf(pdf)).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    // Its text layer reads back as Hindi (pdftotext, when the machine has it; pdftotext puts a
    // shaped i-matra back after its consonant, so the checks use words without one).
    let text: string | null = null;
    try {
      const file = join(mkdtempSync(join(tmpdir(), 'letter-')), 'letter-of-acceptance-hi.pdf');
      writeFileSync(file, pdf);
      text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    } catch {
      text = null;
    }
    if (text !== null) {
      expect(text).toContain('तारीख़: 24 नवंबर 2026');
      expect(text).toContain('बत्तीस लाख साठ हज़ार रुपये');
      expect(text).toContain('₹32,60,000');
    }
  });
});
