import { describe, expect, it } from 'vitest';
import {
  activeUsersSchema,
  adminBroadcastSchema,
  bidInputSchema,
  extendEventTimeSchema,
  joinAuctionSchema,
  leaveAuctionSchema,
} from './bidding';
import { setLanguageSchema } from './language-schema';
import { translate } from './message-catalogue';
import { installProductMessages } from './zod-messages';

// As the server does at start (app.ts): zod's own checks in the product's words.
installProductMessages();

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('socket payloads that are not objects', () => {
  it('are refused with a message the catalogue has in Hindi', () => {
    const schemas = [
      bidInputSchema,
      joinAuctionSchema,
      leaveAuctionSchema,
      activeUsersSchema,
      adminBroadcastSchema,
      extendEventTimeSchema,
    ];
    for (const schema of schemas) {
      for (const payload of ['x', 7, null, [1]]) {
        const message = firstMessage(schema.safeParse(payload));
        expect(message).toBe('Invalid request');
        expect(translate(message as string, 'hi')).toBe('गलत अनुरोध');
      }
    }
    for (const payload of ['hi', null, {}, { language: 'fr' }]) {
      const message = firstMessage(setLanguageSchema.safeParse(payload));
      expect(message).toBe('Choose English or Hindi');
      expect(translate(message as string, 'hi')).toBe('अंग्रेज़ी या हिन्दी चुनें');
    }
  });
});
