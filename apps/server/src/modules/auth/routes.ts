import { loginInputSchema } from '@neelami/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findUserById, hasOpenSession, toPublicUser } from '../users/user-queries';
import { requireUser } from './access';
import { login } from './login';
import { revokeSession } from './session-queries';

/** SPEC §7 Auth and API.md: login, logout, me. */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    { schema: { body: loginInputSchema }, config: { access: 'public' } },
    async (req) =>
      login(opts.db, opts.secret, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }),
  );

  r.post('/api/auth/logout', { config: { access: 'user' } }, async (req) => {
    const user = requireUser(req);
    await revokeSession(opts.db, user.sessionId);
    return { success: true, message: 'Logged out' };
  });

  r.get('/api/auth/me', { config: { access: 'user' } }, async (req) => {
    const me = requireUser(req);
    const row = await findUserById(opts.db, me.id);
    if (!row) throw AppError.unauthorized();
    return { success: true, user: toPublicUser(row, await hasOpenSession(opts.db, me.id)) };
  });
}
