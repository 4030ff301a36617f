import { describe, expect, it } from 'vitest';
import { authorisedMail, bidStatusNotice, decisionSms, unauthorisedMail } from './decision-notices';

const lot = { name: 'HMS 1&2 melting scrap', auctionNo: 1, auctionName: 'Haryana Forgings Scrap Sale' };

describe('the notices of the owner’s decisions', () => {
  it('keep their English', () => {
    const mail = authorisedMail('en', { to: 'Gobind Steel', lot, bid: '₹3,200', at: 'AT', saleRows: null });
    expect(mail.subject).toBe(
      'Your bid for HMS 1&2 melting scrap has been authorised — letter of acceptance',
    );
    expect(mail.text).toContain(
      'Your bid of ₹3,200 for HMS 1&2 melting scrap (Auction No. 1, Haryana Forgings Scrap Sale) has been authorised by the owner of the lot on AT.',
    );
    expect(unauthorisedMail('en', { to: 'G', lot, bid: '₹3,200', at: 'AT' }).subject).toBe(
      'Your bid for HMS 1&2 melting scrap was not authorised',
    );
    expect(decisionSms('en', { authorized: true, lot, bid: '₹3,200', due: null })).toBe(
      'Neelami: your bid of ₹3,200 for HMS 1&2 melting scrap (Auction No. 1) has been authorised. Letter of acceptance in your account.',
    );
    const status = bidStatusNotice('en', {
      to: 'G',
      lot,
      bid: '₹3,200',
      at: 'AT',
      status: 'rejected',
      reason: 'late',
    });
    expect(status.sms).toBe(
      'Neelami: your bid of ₹3,200 for HMS 1&2 melting scrap (Auction No. 1) was rejected. Reason: late',
    );
  });

  it('are written in Hindi for a member who reads Hindi, with names and amounts as they are', () => {
    const mail = authorisedMail('hi', {
      to: 'Gobind Steel',
      lot,
      bid: '₹3,200',
      at: '24 नव॰ 2026',
      saleRows: [['Total', '₹3,776']],
    });
    expect(mail.subject).toBe('HMS 1&2 melting scrap के लिए आपकी बोली मंज़ूर — स्वीकृति पत्र');
    expect(mail.text).toContain('प्रिय Gobind Steel');
    expect(mail.text).toContain('(नीलामी नं. 1, Haryana Forgings Scrap Sale) के लिए आपकी ₹3,200 की बोली');
    expect(mail.text).toContain('Total: ₹3,776');
    expect(decisionSms('hi', { authorized: false, lot, bid: '₹3,200', due: null })).toBe(
      'Neelami: HMS 1&2 melting scrap (नीलामी नं. 1) के लिए आपकी ₹3,200 की बोली मालिक ने मंज़ूर नहीं की।',
    );
    const status = bidStatusNotice('hi', {
      to: 'G',
      lot,
      bid: '₹3,200',
      at: 'AT',
      status: 'cancelled',
      reason: '',
    });
    expect(status.subject).toBe('HMS 1&2 melting scrap के लिए आपकी बोली रद्द की गई');
  });
});
