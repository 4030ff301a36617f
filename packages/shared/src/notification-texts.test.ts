import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-texts';

describe('the sale alerts to the owner of the lot', () => {
  it('name the buyer, in English and Hindi; the buyer’s own alert does not', () => {
    const confirmed = { lot: 'HMS scrap', amountPaise: 23_836_00, confirmed: true };
    expect(notificationText('payment_decided', confirmed, 'en').body).toBe(
      'HMS scrap: the payment of ₹23,836 is confirmed.',
    );
    expect(notificationText('payment_decided', { ...confirmed, buyer: 'Gobind Traders' }, 'en').body).toBe(
      'HMS scrap: the payment of ₹23,836 by Gobind Traders is confirmed.',
    );
    expect(
      notificationText('payment_decided', { ...confirmed, confirmed: false, buyer: 'गोबिंद ट्रेडर्स' }, 'hi'),
    ).toEqual({ title: 'भुगतान अस्वीकार हुआ', body: 'HMS scrap: गोबिंद ट्रेडर्स का ₹23,836 का भुगतान अस्वीकार हुआ।' });
    expect(notificationText('delivery_order', { lot: 'HMS scrap', buyer: 'Gobind Traders' }, 'en').body).toBe(
      'HMS scrap: the delivery order to Gobind Traders is issued; the buyer may now lift the material.',
    );
    expect(notificationText('delivery_order', { lot: 'HMS scrap', buyer: 'Gobind Traders' }, 'hi').body).toBe(
      'HMS scrap: Gobind Traders के नाम डिलीवरी ऑर्डर जारी हुआ; माल उन्हें उठाने दें।',
    );
    expect(notificationText('delivery_order', { lot: 'HMS scrap' }, 'en').body).toBe(
      'HMS scrap: the delivery order is issued; the material may be lifted.',
    );
  });
});

describe('the award alert', () => {
  it('states a per-unit bid per unit, and a lot bid as it is', () => {
    const facts = { lot: 'HMS scrap', event: 'Bhilai Scrap Auction', amountPaise: 32_000_00 };
    expect(notificationText('award', { ...facts, unit: 'MT' }, 'en').body).toBe(
      'HMS scrap (Bhilai Scrap Auction) is awarded to you at ₹32,000/MT. See the letter of acceptance.',
    );
    expect(notificationText('award', facts, 'hi').body).toBe(
      'HMS scrap (Bhilai Scrap Auction) ₹32,000 पर आपको दिया गया। स्वीकृति पत्र देखें।',
    );
  });
});
