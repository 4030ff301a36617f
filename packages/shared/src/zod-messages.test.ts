import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminBroadcastSchema } from './bidding';
import { translate } from './message-catalogue';
import { installProductMessages } from './zod-messages';

installProductMessages();
const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('zod’s own checks in the product’s words', () => {
  it('says what is wrong where a schema names no message, and the catalogue has it in Hindi', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.string().max(5), 'too long', 'At most 5 characters'],
      [z.string().min(3), 'ab', 'At least 3 characters'],
      [z.string().min(1), '', 'This field is required'],
      [z.string(), undefined, 'This field is required'],
      [z.string(), 7, 'Enter text'],
      [z.number(), 'x', 'Enter a number'],
      [z.number().min(2), 1, 'Must be 2 or more'],
      [z.number().max(9), 10, 'At most 9'],
      [z.boolean(), 'yes', 'Choose yes or no'],
      [z.enum(['a', 'b']), 'c', 'Choose one of the listed options'],
      [z.object({ a: z.string() }), 'x', 'Invalid request'],
      [z.array(z.string()), {}, 'Invalid request'],
      // Every other kind of issue zod raises.
      [z.number().positive(), 0, 'Must be more than 0'],
      [z.number().lt(100), 100, 'Must be less than 100'],
      [z.number().max(2.5), 3, 'At most 2.5'],
      [z.number().min(-1), -2, 'Must be -1 or more'],
      [z.number().multipleOf(5), 7, 'Must be a multiple of 5'],
      [z.number().int(), 1.5, 'Enter a whole number'],
      [z.number().int(), 'x', 'Enter a number'],
      [z.array(z.string()).min(2), ['a'], 'At least 2 items'],
      [z.array(z.string()).max(1), ['a', 'b'], 'At most 1 item'],
      [z.set(z.string()).max(1), new Set(['a', 'b']), 'At most 1 item'],
      [z.email(), 'not-an-email', 'Enter a valid email address'],
      [z.url(), 'not a url', 'Enter a valid web address'],
      [z.uuid(), '1234', 'Not a valid id'],
      [z.iso.date(), '2026-13-45', 'Enter a date'],
      [z.iso.datetime(), 'yesterday', 'Enter a date and time'],
      [z.string().regex(/^[A-Z]{3}$/), 'ab', 'Not in the expected form'],
      [z.string().startsWith('IN'), 'US1', 'Not in the expected form'],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }, 'Unknown fields: b, c'],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unknown field: b'],
      [z.union([z.string(), z.number()]), true, 'Invalid request'],
      [z.record(z.string().regex(/^[a-z]$/), z.string()), { ab: 'x' }, 'Invalid request'],
      [z.map(z.string(), z.number()), new Map([['a', 'x']]), 'Enter a number'],
      [z.date(), 'x', 'Enter a date'],
      [z.date().max(new Date(0)), new Date(1000), 'Invalid input'],
      [z.string().refine((v) => v === 'ok'), 'no', 'Invalid input'],
    ];
    for (const [schema, value, message] of cases) {
      expect(first(schema, value), String(message)).toBe(message);
      expect(translate(message, 'hi'), message).toMatch(DEVANAGARI);
    }
    // A message a schema names itself still wins.
    expect(first(z.string().max(5, { error: 'Too long for a name' }), 'too long')).toBe(
      'Too long for a name',
    );
    // The room's broadcast over its 500 characters.
    const long = { eventId: '5e6d0a10-0000-4000-8000-0000000e0001', message: 'x'.repeat(501) };
    expect(first(adminBroadcastSchema, long)).toBe('At most 500 characters');
  });
});
