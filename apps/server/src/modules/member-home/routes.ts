/**
 * The member's "Needs you now" call (API.md "Where money goes, and what needs a member now").
 * Members only (Buyer, Seller, Guest/Client): Admin keeps no dues, lots or deposits of its own.
 */
import { memberHomeResponse } from '@neelami/shared/member-home-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { readMemberHome } from './read-home';

export async function memberHomeRoutes(app: FastifyInstance, opts: { db: Db; clock: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/member/home',
    {
      schema: { response: { 200: memberHomeResponse } },
      config: { access: ['Buyer', 'Seller', 'Guest/Client'] },
    },
    async (req) => ({
      success: true as const,
      ...(await readMemberHome(opts.db, requireUser(req).id, opts.clock())),
    }),
  );
}
