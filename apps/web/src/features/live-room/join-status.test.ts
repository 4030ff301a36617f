import { bidMessages } from '@neelami/shared/bidding';
import { describe, expect, it } from 'vitest';
import { failure, refusedJoin } from './join-status';

describe('refusedJoin', () => {
  it('asks for the transaction password on the password codes', () => {
    for (const code of [
      'TRANSACTION_PASSWORD_REQUIRED',
      'TRANSACTION_PASSWORD_WRONG',
      'TRANSACTION_PASSWORD_NOT_SET',
      'TOO_MANY_TRIES',
    ] as const) {
      expect(refusedJoin({ success: false, message: 'm', code })).toEqual({
        kind: 'password',
        message: 'm',
        code,
      });
    }
  });

  it('keeps the member out with the message on any other code', () => {
    expect(refusedJoin({ success: false, message: 'Not assigned', code: 'FORBIDDEN' })).toEqual({
      kind: 'refused',
      message: 'Not assigned',
      code: 'FORBIDDEN',
    });
  });

  it('reads a refusal without message or code as "unavailable"', () => {
    expect(failure(undefined)).toEqual({
      success: false,
      message: bidMessages.unavailable,
      code: 'UNAVAILABLE',
    });
    expect(refusedJoin({})).toEqual({
      kind: 'refused',
      message: bidMessages.unavailable,
      code: 'UNAVAILABLE',
    });
  });
});
