import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rupees } from './catalog';
import { eventInputSchema, subEventInputSchema } from './events';
import {
  calendarDate,
  choice,
  idRef,
  instant,
  numberField,
  optionalText,
  requiredText,
  wholeNumber,
  yesNo,
} from './fields';
import { messages } from './messages';

const REQUIRED = messages.fieldRequired;

/** The message a field answers for `input`, or the parsed value. */
function check(schema: z.ZodType, input: unknown): { error: string } | { value: unknown } {
  const r = z.object({ f: schema }).safeParse(input === undefined ? {} : { f: input });
  return r.success ? { value: r.data.f } : { error: r.error.issues[0]?.message ?? '' };
}
const error = (message: string) => ({ error: message });
const value = (v: unknown) => ({ value: v });

describe('field builders: required only when missing or blank (API.md "Conventions")', () => {
  it('requiredText: missing, null and blank are required; a number is not text', () => {
    const f = requiredText(10);
    expect(check(f, undefined)).toEqual(error(REQUIRED));
    expect(check(f, null)).toEqual(error(REQUIRED));
    expect(check(f, '   ')).toEqual(error(REQUIRED));
    expect(check(f, 12)).toEqual(error(messages.enterText));
    expect(check(f, ' Bhilai ')).toEqual(value('Bhilai'));
    expect(check(requiredText(10, { required: 'Please fill out the City field' }), '')).toEqual(
      error('Please fill out the City field'),
    );
    expect(check(optionalText(10), undefined)).toEqual(value(''));
    expect(check(optionalText(10), 5)).toEqual(error(messages.enterText));
  });

  it('wholeNumber: takes numbers and strings of digits ("12" → 12), tells a malformed one so', () => {
    const f = wholeNumber(1, 100);
    expect(check(f, undefined)).toEqual(error(REQUIRED));
    expect(check(f, null)).toEqual(error(REQUIRED));
    expect(check(f, '')).toEqual(error(REQUIRED));
    expect(check(f, '  ')).toEqual(error(REQUIRED));
    expect(check(f, '12')).toEqual(value(12));
    expect(check(f, ' 12 ')).toEqual(value(12));
    expect(check(f, 12)).toEqual(value(12));
    for (const bad of ['twelve', '1.5', '-3', '1e2', '0x10', true, [1], {}]) {
      expect(check(f, bad), String(bad)).toEqual(error(messages.enterWholeNumber));
    }
    expect(check(f, 1.5)).toEqual(error(messages.enterWholeNumber));
    expect(check(f, '0')).toEqual(error('Must be 1 or more'));
    expect(check(f, 101)).toEqual(error('At most 100'));
  });

  it('numberField with decimals: "2.5" → 2.5, malformed → Enter a number', () => {
    const f = numberField(z.number().positive(), { decimals: true });
    expect(check(f, '2.5')).toEqual(value(2.5));
    expect(check(f, 'lots')).toEqual(error(messages.enterNumber));
    expect(check(f, '')).toEqual(error(REQUIRED));
  });

  it('rupees: "32000" → 32000, malformed → Enter a whole number of rupees', () => {
    expect(check(rupees(), '32000')).toEqual(value(32000));
    expect(check(rupees(), '₹32,000')).toEqual(error('Enter a whole number of rupees'));
    expect(check(rupees(), undefined)).toEqual(error(REQUIRED));
  });

  it('calendarDate: YYYY-MM-DD as it is, an ISO date-time as its IST calendar date', () => {
    const f = calendarDate();
    expect(check(f, undefined)).toEqual(error(REQUIRED));
    expect(check(f, ' ')).toEqual(error(REQUIRED));
    expect(check(f, '2030-01-15')).toEqual(value('2030-01-15'));
    // 18:30 UTC is midnight in IST: the next calendar day.
    expect(check(f, '2030-01-14T18:30:00.000Z')).toEqual(value('2030-01-15'));
    expect(check(f, '2030-01-14T18:29:59Z')).toEqual(value('2030-01-14'));
    expect(check(f, '2030-01-15T09:00:00+05:30')).toEqual(value('2030-01-15'));
    for (const bad of ['15/01/2030', '2030-02-30', '2030-1-5', 'tomorrow', 20300115, true]) {
      expect(check(f, bad), String(bad)).toEqual(error(messages.enterDate));
    }
  });

  it('instant: an ISO date-time with its zone; anything else is told to enter a date and time', () => {
    const f = instant();
    expect(check(f, undefined)).toEqual(error(REQUIRED));
    expect(check(f, '')).toEqual(error(REQUIRED));
    expect(check(f, '2030-01-15T09:00:00.000Z')).toEqual(value('2030-01-15T09:00:00.000Z'));
    expect(check(f, '2030-01-15')).toEqual(error(messages.enterDateTime));
    expect(check(f, 1_900_000_000_000)).toEqual(error(messages.enterDateTime));
  });

  it('idRef, choice and yesNo: blank is required, a value off the list is told so', () => {
    expect(check(idRef(), '')).toEqual(error(REQUIRED));
    expect(check(idRef(), 'lot-7')).toEqual(error(messages.chooseFromList));
    const c = choice(['Normal Auction', 'Rank Auction']);
    expect(check(c, undefined)).toEqual(error(REQUIRED));
    expect(check(c, 'Dutch Auction')).toEqual(error(messages.chooseFromList));
    expect(check(c, 'Rank Auction')).toEqual(value('Rank Auction'));
    expect(check(yesNo(), undefined)).toEqual(error(REQUIRED));
    expect(check(yesNo(), 'yes')).toEqual(error(messages.chooseYesOrNo));
  });
});

describe('the event forms built on them', () => {
  const event = {
    auctionType: 'Forward Auction',
    auctionBehaviour: 'Normal Auction',
    onBehalfOf: 'Bhilai Steel Plant',
    auctionName: 'Bhilai Melting Scrap Sale',
    titleName: 'Forward e-auction',
    autoExtension: '3 Minute',
    inspectionDate: '2030-01-14T18:30:00.000Z',
    address: 'Bhilai',
    totalLots: '1',
    termCondition: 'Bids cannot be withdrawn.',
    eventStart: '2030-01-20T04:30:00.000Z',
    eventEnd: '2030-01-20T10:30:00.000Z',
  };

  it('takes an ISO inspectionDate and "1" lots', () => {
    const r = eventInputSchema.safeParse(event);
    expect(r.error?.issues).toBeUndefined();
    expect(r.data).toMatchObject({ inspectionDate: '2030-01-15', totalLots: 1 });
  });

  it('takes any non-blank sub-event type', () => {
    const sub = {
      name: 'HMS',
      location: 'Bhilai',
      subEventType: 'Forward Auction',
      quantityOrTypesOfTrunk: '120',
      unit: 'MT',
      rule: 'Highest bid wins',
      serialNo: '1',
      startValue: 32000,
      incrementOrDecrement: '100',
      eventStartsOn: event.eventStart,
      eventEndsOn: event.eventEnd,
      specification: 'Dry',
    };
    expect(subEventInputSchema.parse(sub)).toMatchObject({
      subEventType: 'Forward Auction',
      serialNo: 1,
      incrementOrDecrement: 100,
    });
    expect(subEventInputSchema.safeParse({ ...sub, subEventType: '' }).error?.issues[0]?.message).toBe(
      REQUIRED,
    );
  });
});
