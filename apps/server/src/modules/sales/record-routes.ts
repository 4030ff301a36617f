/**
 * The member record's calls (API.md "Integrity desk, member record and bid receipts"): Admin reads
 * a member's record on Verify User Detail and lifts its suspension with a reason; a member reads
 * its own on its profile; the owner of a closed lot reads its leader's beside the award. Thin: parse with the shared schema, call the use case.
 */
import { userIdParamsSchema } from '@neelami/shared/bank-account';
import { liftSuspensionSchema, recordMessages } from '@neelami/shared/member-record';
import {
  leaderRecordResponse,
  liftSuspensionResponse,
  memberRecordResponse,
} from '@neelami/shared/member-record-api-responses';
import { sellerSubEventParamsSchema } from '@neelami/shared/seller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import { ownedSubEvent } from '../award/seller-lots';
import { findUserById } from '../users/user-queries';
import { memberRecordOf } from './member-record';
import { liftSuspension, readMemberRecord } from './member-standing';
import type { SalesDeps } from './sale-core';

export async function memberRecordRoutes(app: FastifyInstance, opts: { deps: () => SalesDeps }) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile/record',
    { schema: { response: { 200: memberRecordResponse } }, config: { access: 'user' } },
    async (req) => ({
      success: true as const,
      ...(await readMemberRecord(deps().db, requireUser(req).id, deps().clock())),
    }),
  );

  r.get(
    '/api/admin/users/:id/record',
    {
      schema: { params: userIdParamsSchema, response: { 200: memberRecordResponse } },
      config: { access: ['Admin'], failures: [404] },
    },
    async (req) => {
      if (!(await findUserById(deps().db, req.params.id)))
        throw AppError.notFound(recordMessages.memberNotFound);
      return {
        success: true as const,
        ...(await readMemberRecord(deps().db, req.params.id, deps().clock())),
      };
    },
  );

  // Beside the winner on the award screen: the owner of a closed lot reads its leader's record
  // (identities are the owner's once the lot has closed, as its bids show them).
  r.get(
    '/api/seller/subEvents/:subEventId/leader-record',
    {
      schema: { params: sellerSubEventParamsSchema, response: { 200: leaderRecordResponse } },
      config: { access: ['Seller', 'Buyer'], failures: [404] },
    },
    async (req) => {
      const { s } = await ownedSubEvent(deps().db, requireUser(req), req.params.subEventId);
      if (s.status !== 'closed' || !s.leaderId) return { success: true as const, record: null };
      return { success: true as const, record: await memberRecordOf(deps().db, s.leaderId, deps().clock()) };
    },
  );

  r.post(
    '/api/admin/users/:id/lift-suspension',
    {
      schema: {
        params: userIdParamsSchema,
        body: liftSuspensionSchema,
        response: { 200: liftSuspensionResponse },
      },
      config: { access: ['Admin'], failures: [404, 409] },
    },
    async (req) => ({
      success: true as const,
      message: recordMessages.lifted,
      ...(await liftSuspension(deps(), requireUser(req).id, req.params.id, req.body.reason)),
    }),
  );
}
