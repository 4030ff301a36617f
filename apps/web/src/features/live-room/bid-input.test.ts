import { bidInputSchema, bidMessages } from '@neelami/shared/bidding';
import { describe, expect, it } from 'vitest';
import { checkAmount, keepDigits, newClientBidId } from './bid-input';

describe('keepDigits', () => {
  it('keeps digits and says when something else was typed', () => {
    expect(keepDigits('12500')).toEqual({ value: '12500', refused: false });
    expect(keepDigits('12,500')).toEqual({ value: '12500', refused: true });
    expect(keepDigits('1e5')).toEqual({ value: '15', refused: true });
    expect(keepDigits('-7')).toEqual({ value: '7', refused: true });
    expect(keepDigits('')).toEqual({ value: '', refused: false });
  });
});

describe('checkAmount', () => {
  it('asks for an amount when the bid is empty', () => {
    expect(checkAmount('', 'bid')).toEqual({ ok: false, message: bidMessages.enterAmount });
    expect(checkAmount('  ', 'bid')).toEqual({ ok: false, message: bidMessages.enterAmount });
  });
  it('asks for a number when the auto bid is empty', () => {
    expect(checkAmount('', 'auto')).toEqual({ ok: false, message: bidMessages.enterNumber });
  });
  it('refuses what is not a whole positive number of rupees', () => {
    for (const raw of ['0', '12.5', 'abc', '-5', '99999999999999999999']) {
      expect(checkAmount(raw, 'bid')).toEqual({ ok: false, message: bidMessages.invalidBid });
    }
  });
  it('accepts whole rupees', () => {
    expect(checkAmount('125000', 'bid')).toEqual({ ok: true, amount: 125000 });
    expect(checkAmount('700', 'auto')).toEqual({ ok: true, amount: 700 });
  });
});

describe('newClientBidId', () => {
  it('makes distinct ids the server schema accepts', () => {
    const ids = new Set(Array.from({ length: 200 }, newClientBidId));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      const ok = bidInputSchema.safeParse({
        eventId: '0b6f5b8e-8f1e-4d43-9a61-9c1f7c1d2a11',
        subEventId: '0b6f5b8e-8f1e-4d43-9a61-9c1f7c1d2a12',
        amount: 1,
        clientBidId: id,
      });
      expect(ok.success).toBe(true);
    }
  });
});
