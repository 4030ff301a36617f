import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import {
  type BankAccount,
  PAYEE_STATUSES,
  type PayeeAccount,
  type PayeeAccountOfMember,
} from './bank-account';
import type { Same } from './common-responses';

/** The answers of the account calls (API.md "Where money goes, and what needs a member now"). */

const accountFields = {
  accountName: z.string(),
  accountNo: z.string(),
  ifsc: z.string(),
  bank: z.string(),
  upiId: z.string().optional(),
};

/** `{ accountName, accountNo, ifsc, bank, upiId? }`. */
export const bankAccountAnswerSchema = z.strictObject(accountFields);

const payeeFields = {
  ...accountFields,
  _id: z.string(),
  status: z.enum(PAYEE_STATUSES),
  note: z.string(),
  submittedAt: isoInstant,
  decidedAt: z.nullable(isoInstant),
};
export const payeeAccountSchema = z.strictObject(payeeFields);
export const payeeAccountOfMemberSchema = z.strictObject({
  ...payeeFields,
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
});

/** GET /api/general/emd-account, GET /api/admin/settings/emd-account: null until Admin sets it. */
export const emdAccountResponse = succeeded({ data: bankAccountAnswerSchema.nullable() });
/** PUT /api/admin/settings/emd-account. */
export const emdAccountSavedResponse = succeeded({ message: z.string(), data: bankAccountAnswerSchema });

/** GET /api/profile/payee-account, GET /api/admin/users/:id/payee-account: null when none was given. */
export const payeeAccountResponse = succeeded({ data: payeeAccountSchema.nullable() });
/** PUT /api/profile/payee-account, PUT /api/admin/users/:id/payee-account. */
export const payeeAccountSavedResponse = succeeded({
  message: z.string(),
  status: z.enum(PAYEE_STATUSES),
  data: payeeAccountSchema,
});
/** GET /api/admin/payee-accounts. */
export const payeeAccountsResponse = succeeded({ data: z.array(payeeAccountOfMemberSchema) });

true satisfies Same<z.output<typeof bankAccountAnswerSchema>, BankAccount>;
true satisfies Same<z.output<typeof payeeAccountSchema>, PayeeAccount>;
true satisfies Same<z.output<typeof payeeAccountOfMemberSchema>, PayeeAccountOfMember>;
