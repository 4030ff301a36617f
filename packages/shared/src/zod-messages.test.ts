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
    ];
    for (const [schema, value, message] of cases) {
      expect(first(schema, value)).toBe(message);
      expect(translate(message, 'hi')).toMatch(DEVANAGARI);
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
