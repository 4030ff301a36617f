import { describe, expect, it } from 'vitest';
import { auctionInputSchema } from './catalog';
import {
  AUTO_EXTENSION_OPTIONS,
  assignmentSchema,
  eventInputSchema,
  extensionMinutesOf,
  isReverse,
  subEventFormSchema,
  subEventInputSchema,
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

  it('finding 5: a lot bid per unit takes only a plain positive quantity, in every form (API.md "Quantities")', () => {
    const fields = {
      name: 'Lot',
      location: 'Bhilai',
      subEventType: 'forward',
      unit: 'MT',
      rule: 'r',
      serialNo: 1,
      startValue: 100,
      incrementOrDecrement: 10,
      eventStartsOn: '2030-01-02T09:00:00.000Z',
      eventEndsOn: '2030-01-02T10:00:00.000Z',
      specification: 's',
    };
    const row = { ...fields, details: 'd', isActive: true };
    const form = { ...fields, eventID: '00000000-0000-4000-8000-000000000001' };
    const message = 'Enter the quantity as a number, e.g. 250';
    for (const schema of [subEventInputSchema, subEventFormSchema, subEventRowSchema]) {
      const base = schema === subEventRowSchema ? row : schema === subEventFormSchema ? form : fields;
      for (const q of ['-5', '0', 'ten', '0.0005', '1e3', '10-12', '250 MT', '1,000', '0.000']) {
        const r = schema.safeParse({ ...base, bidBasis: 'unit', quantityOrTypesOfTrunk: q });
        expect(issues(r), q).toEqual({ quantityOrTypesOfTrunk: message });
      }
      for (const q of ['250', ' 12.5 ', '0.125', '007']) {
        expect(schema.safeParse({ ...base, bidBasis: 'unit', quantityOrTypesOfTrunk: q }).success, q).toBe(
          true,
        );
      }
      // A lot bid as a whole keeps free text; a blank quantity is only "required".
      expect(schema.safeParse({ ...base, quantityOrTypesOfTrunk: '2 trucks of mixed scrap' }).success).toBe(
        true,
      );
      const blank = schema.safeParse({ ...base, bidBasis: 'unit', quantityOrTypesOfTrunk: ' ' });
      expect(issues(blank)).toEqual({ quantityOrTypesOfTrunk: 'This field is required' });
    }
  });

  it('finding 8: a grid row and an assignment refuse a field they do not take, naming it', () => {
    const unknown = (r: { error?: { issues: { code: string; keys?: string[] }[] } }) =>
      r.error?.issues.find((i) => i.code === 'unrecognized_keys')?.keys;
    expect(unknown(subEventRowSchema.safeParse({ status: 'closed' }))).toEqual(['status']);
    expect(unknown(assignmentSchema.safeParse({ registeredBuyers: [], mode: 'replace', name: 'x' }))).toEqual(
      ['name'],
    );
    const a = subEventRowSchema.safeParse({ ownerId: 'x' });
    expect(issues(a).ownerId).toBe('Invalid owner');
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
