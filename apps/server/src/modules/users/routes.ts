import { messageResponse } from '@neelami/shared/api-responses';
import {
  bankAccountMessages,
  bankAccountSchema,
  payeeDecisionSchema,
  payeeListQuerySchema,
  userIdParamsSchema,
} from '@neelami/shared/bank-account';
import {
  payeeAccountResponse,
  payeeAccountSavedResponse,
  payeeAccountsResponse,
} from '@neelami/shared/bank-account-api-responses';
import { transactionPasswordSchema } from '@neelami/shared/password';
import { profileUpdateSchema } from '@neelami/shared/profile';
import { adminUserUpdateSchema } from '@neelami/shared/registration';
import { ROLES, type Role } from '@neelami/shared/roles';
import {
  savedUserResponse,
  userResponse,
  usersDataResponse,
  usersResponse,
} from '@neelami/shared/users-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionEnds } from '../../lib/session-ends';
import { requireUser } from '../../plugins/access';
import type { TellAccount } from './account-steps';
import {
  decidePayeeAccount,
  latestPayeeAccount,
  listPayeeAccounts,
  submitPayeeAccount,
} from './payee-accounts';
import { setTransactionPassword } from './set-transaction-password';
import { updateProfile } from './update-profile';
import { findPublicUser, findUserById, listPublicUsers, listPublicUsersByRole } from './user-queries';
import { verifyMessages, verifyUser } from './verify-user';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

// SPEC §7 "roles used: Seller, Buyer, Guest": 'Guest' is the Guest/Client role.
const roleParam = z.object({
  role: z
    .string()
    .transform((r) => (r === 'Guest' ? 'Guest/Client' : r))
    .pipe(z.enum(ROLES, { error: 'Unknown role' })),
});

// A comma-separated list of at most 400 UUIDs (the URL must stay under Node's 16 KB header limit).
const idsParams = z.object({
  ids: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: 'Invalid id' }))
        .min(1, { error: 'Invalid id' })
        .max(500),
    ),
});

/** Users: the admin's user calls (SPEC §7 Admin) and the member's profile. */
export async function userRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessionEnds: SessionEnds; tellAccount: TellAccount },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, sessionEnds, tellAccount } = opts;

  // GET /api/general/getUserProducts (registration's product choices) is served by the catalog
  // module, which owns the products table and seeds it (catalog/seed-products.ts).

  r.get(
    '/api/admin/getUsers',
    { schema: { response: { 200: usersResponse } }, config: { access: ['Admin'] } },
    async () => ({
      success: true as const,
      users: await listPublicUsers(db),
    }),
  );

  r.get(
    '/api/admin/getListUsersByIds/:ids',
    { schema: { params: idsParams, response: { 200: usersResponse } }, config: { access: ['Admin'] } },
    async (req) => ({ success: true as const, users: await listPublicUsers(db, req.params.ids) }),
  );

  r.get(
    '/api/admin/getUserListByRoleType/:role',
    { schema: { params: roleParam, response: { 200: usersDataResponse } }, config: { access: ['Admin'] } },
    async (req) => ({
      success: true as const,
      data: await listPublicUsersByRole(db, req.params.role as Role),
    }),
  );

  r.put(
    '/api/admin/verifyUser/:id',
    {
      schema: { params: idParams, body: adminUserUpdateSchema, response: { 200: savedUserResponse } },
      config: { access: ['Admin'], failures: [409] },
    },
    async (req) => {
      const admin = requireUser(req);
      const user = await verifyUser(
        { db, sessionEnds, tellAccount },
        { adminId: admin.id, userId: req.params.id, update: req.body },
      );
      return { success: true as const, message: verifyMessages.saved, user };
    },
  );

  r.get(
    '/api/profile/details',
    { schema: { response: { 200: userResponse } }, config: { access: 'user' } },
    async (req) => {
      const user = await findPublicUser(db, requireUser(req).id);
      if (!user) throw AppError.unauthorized();
      return { success: true as const, user };
    },
  );

  r.put(
    '/api/profile/details',
    {
      schema: { body: profileUpdateSchema, response: { 200: savedUserResponse } },
      config: { access: 'user' },
    },
    async (req) => updateProfile(db, requireUser(req).id, req.body),
  );

  r.post(
    '/api/profile/transaction-password',
    {
      schema: { body: transactionPasswordSchema, response: { 200: messageResponse } },
      config: { access: 'user' },
    },
    async (req) => setTransactionPassword(db, requireUser(req).id, req.body),
  );

  // API.md "Where money goes": a Seller's payee account, verified by Admin like KYC. The GETs are
  // beyond API.md's table: the Seller's form and Admin's Verify User Detail show what stands.
  const seller = { access: ['Seller'] } as const;
  r.get(
    '/api/profile/payee-account',
    { schema: { response: { 200: payeeAccountResponse } }, config: seller },
    async (req) => ({ success: true as const, data: await latestPayeeAccount(db, requireUser(req).id) }),
  );

  r.put(
    '/api/profile/payee-account',
    { schema: { body: bankAccountSchema, response: { 200: payeeAccountSavedResponse } }, config: seller },
    async (req) => {
      const { changed, account } = await submitPayeeAccount(db, requireUser(req).id, req.body);
      return {
        success: true as const,
        message: changed ? bankAccountMessages.payeeSubmitted : bankAccountMessages.payeeUnchanged,
        status: account.status,
        data: account,
      };
    },
  );

  r.get(
    '/api/admin/payee-accounts',
    {
      schema: { querystring: payeeListQuerySchema, response: { 200: payeeAccountsResponse } },
      config: { access: ['Admin'] },
    },
    async (req) => ({ success: true as const, data: await listPayeeAccounts(db, req.query.status) }),
  );

  r.get(
    '/api/admin/users/:id/payee-account',
    {
      schema: { params: userIdParamsSchema, response: { 200: payeeAccountResponse } },
      config: { access: ['Admin'] },
    },
    async (req) => {
      if (!(await findUserById(db, req.params.id)))
        throw AppError.notFound(bankAccountMessages.memberNotFound);
      return { success: true as const, data: await latestPayeeAccount(db, req.params.id) };
    },
  );

  r.put(
    '/api/admin/users/:id/payee-account',
    {
      schema: {
        params: userIdParamsSchema,
        body: payeeDecisionSchema,
        response: { 200: payeeAccountSavedResponse },
      },
      config: { access: ['Admin'], failures: [409] },
    },
    async (req) => {
      const account = await decidePayeeAccount(db, requireUser(req).id, req.params.id, req.body);
      return {
        success: true as const,
        message:
          account.status === 'verified'
            ? bankAccountMessages.payeeVerified
            : bankAccountMessages.payeeRejected,
        status: account.status,
        data: account,
      };
    },
  );
}
