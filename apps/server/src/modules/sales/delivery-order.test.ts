import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDeliveryOrder, type DeliveryOrderInput } from '../documents/delivery-order-pdf';
import { deliveryOrderMail } from './delivery-order';

const input: DeliveryOrderInput = {
  number: 'DO/1/000001',
  issuedAt: new Date('2026-11-28T06:00:00Z'),
  liftFrom: '2026-11-28',
  liftUntil: '2026-12-12',
  event: { auctionName: 'Haryana Forgings Scrap Sale', titleName: 'HMS and cast iron' },
  lot: { auctionNo: 1, name: 'HMS 1&2 melting scrap', location: 'Rewari', quantity: '250 MT' },
  bid: '₹32,000/MT',
  figures: [['Total', '₹95,34,400']],
  payments: [{ amount: 95_34_400_00, utr: 'HDFC0001234567', paidOn: '2026-11-27' }],
  buyer: { name: 'Gobind Steel Traders', email: 'buyer1@example.com', cellNumber: '', address: ['Rewari'] },
  owner: { name: 'Haryana Forgings Ltd', email: 'seller@example.com', cellNumber: '', address: [] },
  payee: {
    accountName: 'Haryana Forgings Ltd',
    accountNo: '50200012345678',
    ifsc: 'HDFC0001234',
    bank: 'HDFC Bank, Rewari',
    upiId: 'haryanaforgings@hdfcbank',
  },
};

/** The fonts a PDF embeds, by their PostScript names (subset prefix dropped). */
const fontsOf = (pdf: Buffer) =>
  [
    ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1])),
  ].sort();

/** The PDF's text layer as pdftotext reads it. */
function textOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'do-')), 'delivery-order.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('the delivery order', () => {
  it('keeps its English, set in DejaVu Sans', async () => {
    const pdf = await buildDeliveryOrder(input);
    expect(fontsOf(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    const text = textOf(pdf);
    expect(text).toContain('Delivery Order');
    expect(text).toContain('28 Nov 2026 to 12 Dec 2026');
    // The owner's verified account the payments went to.
    expect(text).toContain("The owner's account, verified by Neelami");
    for (const v of ['50200012345678', 'HDFC0001234', 'HDFC Bank, Rewari', 'haryanaforgings@hdfcbank'])
      expect(text, v).toContain(v);
    expect(deliveryOrderMail(input, 'Gobind Steel Traders').text).toContain(
      'you may lift 250 MT from 28 Nov 2026 to 12 Dec 2026.',
    );
  });

  it('says so, instead of an account, when the owner has none verified', async () => {
    const text = textOf(await buildDeliveryOrder({ ...input, payee: null })).replace(/\s+/g, ' ');
    expect(text).toContain('The owner of the lot has no account verified by Neelami yet: do not pay');
    expect(text).not.toContain('50200012345678');
  });

  it('is written in Hindi, in a Devanagari font, for a buyer who reads Hindi', async () => {
    const pdf = await buildDeliveryOrder({ ...input, language: 'hi' });
    expect(fontsOf(pdf)).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    const text = textOf(pdf);
    // (Words without an i-matra: pdftotext reads a shaped i-matra back in its visual place.)
    for (const words of ['स्वीकृत बोली', 'मात्रा', 'सेवा में', 'UTR HDFC0001234567'])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Delivery Order|Accepted bid|Lifting window|The parties/);
    expect(text).toContain('50200012345678');
    expect(text).toContain('खाता संख्या');
    const mail = deliveryOrderMail({ ...input, language: 'hi' }, 'Gobind Steel Traders');
    expect(mail.subject).toBe('डिलीवरी ऑर्डर DO/1/000001 — HMS 1&2 melting scrap');
    expect(mail.text).toContain('आप 250 MT माल 28 नव॰ 2026 से 12 दिस॰ 2026 तक उठा सकते हैं।');
  });
});
