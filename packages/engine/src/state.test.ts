import { describe, expect, it } from 'vitest';
import { directionForSubEventType, initialState, rulesProblems } from './state';
import { lotRules, T0 } from './test-helpers';

describe('initial state', () => {
  it('starts open, without bids, at seq 0', () => {
    const s = initialState(lotRules());
    expect(s).toMatchObject({
      status: 'open',
      seq: 0,
      lastSerial: 0,
      standings: [],
      autoBids: [],
      leading: null,
    });
    expect(s.endsAt).toBe(lotRules().endsAt);
  });

  it('extends by 3 minutes when the event sets no auto-extension (the terms)', () => {
    expect(initialState(lotRules()).rules.extensionMinutes).toBe(3);
    expect(initialState(lotRules({ extensionMinutes: null })).rules.extensionMinutes).toBe(3);
    expect(initialState(lotRules({ extensionMinutes: 7 })).rules.extensionMinutes).toBe(7);
  });

  it('is extendable with unlimited extensions unless told otherwise', () => {
    expect(initialState(lotRules()).rules).toMatchObject({ extendable: true, maxExtensions: null });
  });

  it('refuses unusable rules with a RangeError naming each problem', () => {
    expect(() => initialState(lotRules({ step: 0 }))).toThrow(/step/);
    expect(() => initialState(lotRules({ endsAt: T0 }))).toThrow(/endsAt must be after startsAt/);
    expect(() => initialState(lotRules({ extensionMinutes: 11 }))).toThrow(RangeError);
    expect(() => initialState(lotRules({ extensionMinutes: 0 }))).toThrow(/extendable: false/);
    expect(rulesProblems(lotRules({ startValue: 1.5, maxExtensions: -1 }))).toHaveLength(2);
    expect(rulesProblems(lotRules())).toEqual([]);
  });
});

describe('direction of a sub-event type', () => {
  it('treats reverse as reverse and every other type as forward', () => {
    expect(directionForSubEventType('reverse')).toBe('reverse');
    expect(directionForSubEventType(' Reverse ')).toBe('reverse');
    expect(directionForSubEventType('forward')).toBe('forward');
    expect(directionForSubEventType('Timed')).toBe('forward');
    expect(directionForSubEventType('')).toBe('forward');
  });
});
