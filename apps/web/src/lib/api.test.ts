import { okResponseSchema } from '@neelami/shared/common-responses';
import { auctionEventListSchema } from '@neelami/shared/events-responses';
import { messages } from '@neelami/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, parseAnswer } from './api';

const event = {
  _id: 'e1',
  auctionName: 'Steel scrap',
  titleName: 'HMS 1&2',
  auctionType: 'Forward Auction',
  auctionBehaviour: 'Normal Auction',
  onBehalfOf: 'Plant',
  eventStart: '2025-01-01T04:30:00.000Z',
  eventEnd: '2025-01-01T06:30:00.000Z',
  inspectionDate: '2024-12-30',
  autoExtension: '3 Minute',
  totalLots: 2,
  currency: 'Rs',
  address: 'Rewari',
  description: '',
  termCondition: 'Terms',
  requireTransactionPassword: true,
  maxExtensions: null,
  gstRate: 18,
  tcsRate: 1,
  paymentDays: 7,
  liftingDays: 30,
  phase: 'live',
};

describe('parseAnswer', () => {
  it('returns the answer in the shape of its schema', () => {
    const answer = parseAnswer(auctionEventListSchema, 200, { success: true, data: [event] });
    expect(answer.data[0]?.auctionName).toBe('Steel scrap');
    expect(parseAnswer(okResponseSchema, 200, { success: true, message: 'Saved' })).toEqual({
      success: true,
      message: 'Saved',
    });
  });

  it('turns an answer of another shape into an INTERNAL ApiError with a clear message', () => {
    const wrong = { success: true, data: [{ ...event, phase: 'someday' }] };
    let thrown: unknown;
    try {
      parseAnswer(auctionEventListSchema, 200, wrong);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      code: 'INTERNAL',
      status: 200,
      message: messages.unreadableAnswer,
      body: wrong,
    });
    // A proxy's HTML page parsed as nothing at all is refused the same way.
    expect(() => parseAnswer(okResponseSchema, 200, undefined)).toThrow(messages.unreadableAnswer);
  });
});
