/**
 * The member record's calls (API.md "Integrity desk, member record and bid receipts"): Admin reads
 * a member's record on Verify User Detail and lifts its suspension with a reason; a member reads
 * its own on its profile. Thin: parse with the shared schema, call the use case.
 */
import { userIdParamsSchema } from '@neelami/shared/bank-account';
import {
  liftSuspensionResponse,
  liftSuspensionSchema,
  memberRecordResponse,
  recordMessages,
} from '@neelami/shared/member-record';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import { findUserById } from '../users/user-queries';
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
