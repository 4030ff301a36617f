import { describe, expect, it } from 'vitest';
import {
  deliveryOrderSms,
  figuresText,
  noticeText,
  paymentToConfirmMail,
  type SaleLot,
  type SaleNotice,
} from './sale-notices';
import type { SaleRow } from './sale-store';

const lot: SaleLot = {
  name: 'HMS 1&2 melting scrap',
  auctionNo: 1,
  auctionName: 'Haryana Forgings Scrap Sale',
};
const buyer = 'Gobind Steel Traders';

const sale: SaleRow = {
  id: '00000000-0000-4000-8000-000000000001',
  subEventId: '00000000-0000-4000-8000-000000000002',
  eventId: '00000000-0000-4000-8000-000000000003',
  buyerId: '00000000-0000-4000-8000-000000000004',
  ownerId: '00000000-0000-4000-8000-000000000005',
  bidId: '00000000-0000-4000-8000-000000000006',
  previousSaleId: null,
  status: 'awaiting_payment',
  bidAmount: 32_000_00,
  bidBasis: 'unit',
  quantityMilli: 250_000,
  unit: 'MT',
  saleValue: 80_00_000_00,
  gstRateBp: 1800,
  gst: 14_40_000_00,
  tcsRateBp: 100,
  tcs: 94_400_00,
  total: 95_34_400_00,
  emdHold: 5_00_000_00,
  emdAdjusted: 5_00_000_00,
  balanceDue: 90_34_400_00,
  paymentDays: 7,
  liftingDays: 14,
  dueDate: '2026-12-01',
  offerExpiresOn: '2026-12-04',
  forfeited: 0,
  closedShortReason: null,
  remindedAt: null,
  createdBy: null,
  createdAt: new Date('2026-11-24T09:30:00Z'),
  updatedAt: new Date('2026-11-24T09:30:00Z'),
};

const NOTICES: SaleNotice[] = [
  { kind: 'award' },
  { kind: 'payment-confirmed', amount: 50_00_000_00, outstanding: 40_34_400_00 },
  { kind: 'payment-confirmed', amount: 90_34_400_00, outstanding: 0 },
  { kind: 'payment-rejected', amount: 90_34_400_00, utr: 'HDFC0001234567', note: '' },
  { kind: 'reminder' },
  { kind: 'default', reason: '' },
  { kind: 'offer' },
];

/**
 * The Latin words of a Hindi text once the names, amounts and UTRs it quotes are taken out: only
 * the platform's name and the trade's acronyms (GST, TCS, EMD, UTR, the unit MT) may be left.
 */
function englishWordsOf(text: string, quoted: string[]): string[] {
  let rest = text;
  for (const q of quoted) rest = rest.replaceAll(q, ' ');
  const allowed = new Set(['Neelami', 'GST', 'TCS', 'EMD', 'UTR', 'MT']);
  return [...rest.matchAll(/[A-Za-z]+/g)].map((m) => m[0]).filter((w) => !allowed.has(w));
}
const QUOTED = [lot.name, lot.auctionName, buyer, 'HDFC0001234567'];

describe('the notices of a sale', () => {
  it('keep their English for a member who reads English', () => {
    const award = noticeText({ kind: 'award' }, sale, lot, buyer);
    expect(award.subject).toBe('Sale of HMS 1&2 melting scrap: ₹90,34,400 due by 1 Dec 2026');
    expect(award.text).toContain(
      'Your bid of ₹32,000/MT (lot value ₹80,00,000) for HMS 1&2 melting scrap (Auction No. 1, Haryana Forgings Scrap Sale) has been accepted.',
    );
    expect(award.text).toContain('Balance due: ₹90,34,400 by 1 Dec 2026');
    expect(award.sms).toBe(
      'Neelami: HMS 1&2 melting scrap (Auction No. 1) is yours at ₹32,000/MT (lot value ₹80,00,000). Pay ₹90,34,400 by 1 Dec 2026 and report it under My Purchases.',
    );
    expect(noticeText({ kind: 'default', reason: 'Not paid' }, sale, lot, buyer, 'en').sms).toBe(
      'Neelami: sale of HMS 1&2 melting scrap (Auction No. 1) defaulted (not paid by 1 Dec 2026). EMD ₹5,00,000 forfeited.',
    );
    expect(deliveryOrderSms(lot)).toBe(
      'Neelami: payment for HMS 1&2 melting scrap (Auction No. 1) complete. Delivery order issued: download it under My Purchases and lift the material.',
    );
    expect(paymentToConfirmMail(lot, 'Haryana Forgings', 100_00, 'UTR1').subject).toBe(
      'Payment to confirm — HMS 1&2 melting scrap',
    );
  });

  it('are written in Hindi for a member who reads Hindi, with Hindi month names and ₹ grouped the Indian way', () => {
    const award = noticeText({ kind: 'award' }, sale, lot, buyer, 'hi');
    expect(award.subject).toBe('HMS 1&2 melting scrap की बिक्री: ₹90,34,400 1 दिस॰ 2026 तक देय');
    expect(award.text).toContain('प्रिय Gobind Steel Traders');
    expect(award.text).toContain(
      'HMS 1&2 melting scrap (नीलामी नं. 1, Haryana Forgings Scrap Sale) के लिए आपकी ₹32,000/MT (लॉट का मूल्य ₹80,00,000) की बोली स्वीकार कर ली गई है।',
    );
    expect(award.text).toContain('शेष देय: ₹90,34,400, 1 दिस॰ 2026 तक');
    expect(award.text).toContain('मेरी ख़रीद');
    expect(figuresText(sale, 'hi').split('\n')).toEqual([
      'बिक्री मूल्य: ₹80,00,000',
      'GST @ 18%: ₹14,40,000',
      'TCS @ 1%: ₹94,400',
      'कुल: ₹95,34,400',
      'समायोजित EMD: ₹5,00,000',
      'शेष देय: ₹90,34,400, 1 दिस॰ 2026 तक',
    ]);
    const rejected = noticeText(NOTICES[3]!, sale, lot, buyer, 'hi');
    expect(rejected.sms).toBe(
      'Neelami: HMS 1&2 melting scrap (नीलामी नं. 1) के लिए आपके ₹90,34,400 के भुगतान (UTR HDFC0001234567) की पुष्टि नहीं हुई। कृपया जाँचकर फिर से सूचना दें।',
    );
    expect(noticeText({ kind: 'offer' }, sale, lot, buyer, 'hi').text).toContain(
      '4 दिस॰ 2026 तक मेरी ख़रीद में इसे स्वीकार या अस्वीकार करें।',
    );
  });

  it('say nothing in English in Hindi but names, amounts, UTRs and the trade’s acronyms', () => {
    const texts = NOTICES.flatMap((n) => Object.values(noticeText(n, sale, lot, buyer, 'hi')));
    texts.push(deliveryOrderSms(lot, 'hi'));
    texts.push(...Object.values(paymentToConfirmMail(lot, buyer, 100_00, 'HDFC0001234567', 'hi')));
    for (const t of texts) {
      expect(englishWordsOf(t, QUOTED), t).toEqual([]);
      expect(t).toMatch(/[\u0900-\u097F]/);
    }
    // …while the English ones are English (the check can fail).
    expect(englishWordsOf(noticeText({ kind: 'award' }, sale, lot, buyer, 'en').text, QUOTED)).toContain(
      'accepted',
    );
  });

  it('say every notice differently and give each an SMS short enough to send', () => {
    for (const language of ['en', 'hi'] as const) {
      const subjects = NOTICES.map((n) => noticeText(n, sale, lot, buyer, language).subject);
      expect(new Set(subjects).size).toBe(NOTICES.length);
      for (const n of NOTICES) expect(noticeText(n, sale, lot, buyer, language).sms.length).toBeLessThan(320);
    }
  });
});
