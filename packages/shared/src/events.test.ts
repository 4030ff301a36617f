import { describe, expect, it } from 'vitest';
import { auctionInputSchema } from './catalog';
import {
  AUTO_EXTENSION_OPTIONS,
  eventInputSchema,
  extensionMinutesOf,
  isReverse,
  subEventRowSchema,
  subEventUpdateKind,
} from './events';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('event rules shared by the forms and the server', () => {
  it('offers Duration and 1 to 10 Minute (SPEC §9), Duration meaning the terms’ 3 minutes', () => {
    expect(AUTO_EXTENSION_OPTIONS).toEqual([
      'Duration',
      '1 Minute',
      '2 Minute',
      '3 Minute',
      '4 Minute',
      '5 Minute',
      '6 Minute',
      '7 Minute',
      '8 Minute',
      '9 Minute',
      '10 Minute',
    ]);
    expect(extensionMinutesOf('Duration')).toBe(3);
    expect(extensionMinutesOf('7 Minute')).toBe(7);
  });

  it('treats only reverse as reverse (SPEC §3)', () => {
    expect(isReverse('reverse')).toBe(true);
    expect(isReverse(' Reverse ')).toBe(true);
    expect(isReverse('forward')).toBe(false);
    expect(isReverse('dutch')).toBe(false);
  });

  it('tells the three updateSubEvent bodies apart', () => {
    expect(subEventUpdateKind({ registeredBuyers: [] })).toBe('assignment');
    expect(subEventUpdateKind({ isActive: false })).toBe('active');
    expect(subEventUpdateKind({ isActive: false, name: 'x' })).toBe('row');
    expect(subEventUpdateKind({})).toBe('row');
  });

  it('shows the date-order messages together with the other missing fields', () => {
    const r = eventInputSchema.safeParse({
      eventStart: '2030-01-02T10:00:00.000Z',
      eventEnd: '2030-01-02T09:00:00.000Z',
    });
    expect(issues(r)).toMatchObject({
      auctionName: 'This field is required',
      eventStart: 'Start date must be before end date',
      eventEnd: 'End date must be after start date',
    });
  });

  it('requires every input of a grid row, details included (SPEC §5)', () => {
    const r = subEventRowSchema.safeParse({});
    expect(issues(r).details).toBe('This field is required');
    expect(issues(r).isActive).toBe('This field is required');
  });

  it('checks both date pairs of an auction (SPEC §5 Add Auction)', () => {
    const r = auctionInputSchema.safeParse({
      startDate: '2030-01-02T10:00:00.000Z',
      endDate: '2030-01-02T10:00:00.000Z',
      resultStartDate: '2030-01-03T10:00:00.000Z',
      resultEndDate: '2030-01-02T10:00:00.000Z',
    });
    expect(issues(r)).toMatchObject({
      startDate: 'Start date must be before end date',
      endDate: 'End date must be after start date',
      resultStartDate: 'Result start date must be before result end date',
      resultEndDate: 'Result end date must be after result start date',
    });
  });
});
