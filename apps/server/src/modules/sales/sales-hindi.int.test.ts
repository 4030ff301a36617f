import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SaleDetailDto, SaleDto } from '@neelami/shared/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { closedLot, todayIst, utr } from '../../../test/helpers/sale-lots';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { users } from '../users/tables';

// API.md "Conventions": a buyer whose profile language is Hindi reads the sale after the award in Hindi — the
// mails through the real SMTP server, the delivery order PDF — and the sale's history shows the
// platform's notes in the language the screen asks for.
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT';
const call = (u: FixtureUser, method: Method, url: string, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A header's or a text part's words as the recipient's mail program shows them (RFC 2047, QP, base64). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qp(text.replaceAll('_', ' ')),
    );
}
const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The subject and the text/plain body of a received mail. */
function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  const body = rest.join('\n\n');
  // The first text/plain part (a mail with the PDF attached is multipart).
  const part =
    /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      mail.raw,
    );
  const encoding = (
    part?.[1] ??
    /Content-Transfer-Encoding: (\S+)/i.exec(unfolded)?.[1] ??
    '7bit'
  ).toLowerCase();
  const payload = part?.[2] ?? body;
  const text =
    encoding === 'base64'
      ? Buffer.from(payload.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(payload)
        : payload;
  return { subject, text };
}

const mailTo = (u: FixtureUser, subject: RegExp) =>
  smtp.waitFor((m) => m.to.includes(u.email) && subject.test(readMail(m).subject)).then(readMail);

describe('the sale after the award, for a buyer who reads Hindi', () => {
  it('mails the award, the payments and the delivery order in Hindi, and shows the history in Hindi', async () => {
    const seller = await makeUser(db(), t.config.jwtSecret, { role: 'Seller', name: 'Haryana Forgings' });
    const buyer = await makeUser(db(), t.config.jwtSecret, { role: 'Buyer', name: 'Gobind Steel' });
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, buyer.id));
    const lot = await closedLot(db(), seller, [[buyer, 32_000]], { unit: true, emd: 50_000 });

    const res = await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
      bidId: lot.win.id,
      authorized: true,
      notify: ['email'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[]).find(
      (s) => s.subEventId === lot.sub.id,
    )!;

    // The award: the letter of acceptance's mail with the sale's figures and the amount due, in
    // Hindi, with Hindi month names and ₹ grouped the Indian way.
    const award = await mailTo(buyer, /स्वीकृति पत्र$/);
    expect(award.subject).toBe('HMS 1&2 melting scrap के लिए आपकी बोली मंज़ूर — स्वीकृति पत्र');
    expect(award.text).toContain('प्रिय Gobind Steel');
    expect(award.text).toContain('के लिए आपकी ₹32,000/MT (लॉट का मूल्य ₹80,00,000) की बोली को लॉट के मालिक ने');
    expect(award.text).toContain('बिक्री मूल्य: ₹80,00,000');
    expect(award.text).toContain('समायोजित EMD: ₹50,000');
    expect(award.text).toMatch(/भुगतान की अंतिम तारीख़: \d{1,2} \S+ \d{4}/);
    expect(award.text).not.toMatch(/\b(Dear|Your|Sale value|Balance due|Payment due by)\b/);

    // The buyer reports the whole balance; the owner (English) is asked to confirm it.
    const ref = utr();
    const paid = await call(buyer, 'POST', `/api/sales/${sale._id}/payments`, {
      amount: sale.balanceDue,
      utr: ref,
      paidOn: todayIst(),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const toOwner = await mailTo(seller, /^Payment to confirm — /);
    expect(toOwner.text).toContain(`(UTR ${ref}). Please confirm or reject it under My Sales.`);

    const confirmed = await call(
      seller,
      'PUT',
      `/api/sales/${sale._id}/payments/${paid.json().payment._id}`,
      { status: 'confirmed' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const detail = confirmed.json().sale as SaleDetailDto;
    expect(detail.status).toBe('delivery_order_issued');

    const payment = await mailTo(buyer, /के भुगतान की पुष्टि — /);
    expect(payment.text).toContain('बिक्री का पूरा भुगतान हो गया है; डिलीवरी ऑर्डर जल्द भेजा जाएगा।');
    const order = await mailTo(buyer, /^डिलीवरी ऑर्डर DO\//);
    expect(order.text).toMatch(/आप 250 MT माल \d{1,2} \S+ \d{4} से \d{1,2} \S+ \d{4} तक उठा सकते हैं।/);

    // The delivery order PDF is in the buyer's language, whoever downloads it.
    for (const who of [buyer, seller]) {
      const pdf = await call(who, 'GET', `/api/sales/${sale._id}/delivery-order`);
      expect(pdf.statusCode).toBe(200);
      const file = join(mkdtempSync(join(tmpdir(), 'do-hi-')), 'delivery-order.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).toMatch(/[\u0900-\u097F]/);
      // (Words without an i-matra: pdftotext reads a shaped i-matra back in its visual place.)
      for (const words of ['स्वीकृत बोली', 'मात्रा', 'पक्ष', 'सेवा में', detail.deliveryOrder!.number])
        expect(text, words).toContain(words);
      expect(text).not.toContain('Delivery Order');
    }

    // The history's platform notes in the screen's language; the stored row stays English.
    const hi = (await call(buyer, 'GET', `/api/sales/${sale._id}`, undefined, 'hi')).json()
      .sale as SaleDetailDto;
    expect(hi.history.map((h) => h.note)).toContain('शेष राशि मिल गई');
    const en = (await call(buyer, 'GET', `/api/sales/${sale._id}`, undefined, 'en')).json()
      .sale as SaleDetailDto;
    expect(en.history.map((h) => h.note)).toContain('Balance received');
  });
});
