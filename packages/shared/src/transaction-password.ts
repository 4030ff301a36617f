import * as z from 'zod/mini';
import { messages } from './messages';
import { passwordMessages, TRANSACTION_PASSWORD_MIN_LENGTH } from './password-messages';

/**
 * POST /api/profile/transaction-password: the password asked before entering the auction room
 * (SPEC §6 terms). In `zod/mini`: the room's dialog checks it without carrying the rest of zod.
 */
export const transactionPasswordSchema = z.object({
  password: z
    .string({ error: messages.allFieldsRequired })
    .check(
      z.minLength(1, { error: messages.allFieldsRequired }),
      z.minLength(TRANSACTION_PASSWORD_MIN_LENGTH, { error: passwordMessages.transactionTooShort }),
      z.maxLength(128, { error: passwordMessages.tooLong }),
    ),
});
export type TransactionPasswordInput = z.infer<typeof transactionPasswordSchema>;
