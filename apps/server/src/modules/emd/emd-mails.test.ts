import type { EmdRowKind } from '@neelami/trade';
import { describe, expect, it } from 'vitest';
import { emdMailText } from './emd-mails';
import type { EmdEntryRow } from './ledger-store';

const row = (kind: EmdRowKind, over: Partial<EmdEntryRow> = {}): EmdEntryRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  kind,
  amount: 5_00_000_00,
  refId: null,
  subEventId: null,
  saleId: null,
  utr: null,
  paidOn: null,
  bank: null,
  proofUrl: null,
  note: null,
  createdBy: null,
  createdAt: new Date('2026-11-24T09:30:00Z'),
  ...over,
});

const MAILED: EmdEntryRow[] = [
  row('deposit_verified'),
  row('deposit_rejected', { note: 'Amount differs' }),
  row('hold', { subEventId: '00000000-0000-4000-8000-000000000003' }),
  row('release', { subEventId: '00000000-0000-4000-8000-000000000003' }),
  row('refund_paid', { utr: 'SBIN0009876543' }),
];

/** The Latin words left once the lot's name, the UTR and the admin's note are taken out. */
const englishWordsOf = (text: string) =>
  [
    ...text
      .replaceAll('HMS 1&2 melting scrap', ' ')
      .replaceAll('SBIN0009876543', ' ')
      .replaceAll('Amount differs', ' ')
      .matchAll(/[A-Za-z]+/g),
  ]
    .map((m) => m[0])
    .filter((w) => !['Neelami', 'EMD', 'UTR'].includes(w));

describe('the EMD mails', () => {
  it('keep their English', () => {
    expect(emdMailText(MAILED[0]!, null)?.subject).toBe('EMD deposit of ₹5,00,000 verified');
    expect(emdMailText(MAILED[2]!, 'HMS 1&2 melting scrap', 'en')?.sms).toBe(
      'Neelami: EMD ₹5,00,000 held for lot "HMS 1&2 melting scrap".',
    );
    expect(emdMailText(MAILED[4]!, null)?.body).toBe(
      'Your EMD refund of ₹5,00,000 has been transferred to your bank account (UTR SBIN0009876543).',
    );
  });

  it('are written in Hindi for a member who reads Hindi', () => {
    expect(emdMailText(MAILED[0]!, null, 'hi')?.subject).toBe('₹5,00,000 की EMD जमा राशि सत्यापित');
    expect(emdMailText(MAILED[2]!, 'HMS 1&2 melting scrap', 'hi')?.sms).toBe(
      'Neelami: लॉट "HMS 1&2 melting scrap" के लिए ₹5,00,000 की EMD रोकी गई।',
    );
    expect(emdMailText(MAILED[1]!, null, 'hi')?.body).toContain('टिप्पणी: Amount differs');
    for (const r of MAILED) {
      const hi = emdMailText(r, r.subEventId ? 'HMS 1&2 melting scrap' : null, 'hi');
      const en = emdMailText(r, r.subEventId ? 'HMS 1&2 melting scrap' : null, 'en');
      expect(hi?.purpose).toBe(en?.purpose);
      for (const text of [hi!.subject, hi!.body, hi!.sms]) expect(englishWordsOf(text), text).toEqual([]);
      expect(englishWordsOf(en!.body).length).toBeGreaterThan(0);
    }
  });

  it('are not sent for a movement that tells the member nothing new, in either language', () => {
    for (const language of ['en', 'hi'] as const) {
      expect(emdMailText(row('deposit'), null, language)).toBeNull();
      expect(emdMailText(row('adjust'), null, language)).toBeNull();
    }
  });
});
