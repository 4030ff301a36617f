import { messageResponse } from '@neelami/shared/api-responses';
import { DEVICE_ID_HEADER, loginHeadersSchema, loginInputSchema } from '@neelami/shared/auth';
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  verifyResetOtpSchema,
} from '@neelami/shared/password';
import { registrationMessages, registrationSchema } from '@neelami/shared/registration';
import {
  loginResponse,
  passwordChangedResponse,
  savedUserResponse,
  userResponse,
} from '@neelami/shared/users-api-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionEnds } from '../../lib/session-ends';
import { requireUser } from '../../plugins/access';
import { rateLimited } from '../../plugins/rate-limit';
import { uploadKeyHeaders, uploadKeysOf } from '../uploads/store-upload';
import type { TellAccount } from '../users/account-steps';
import { registerUser } from '../users/register-user';
import { revokeSession } from '../users/session-queries';
import { findUserById, hasOpenSession, toPublicUser } from '../users/user-queries';
import { changePassword } from './change-password';
import { login } from './login';
import { createLoginThrottle } from './login-throttle';
import { createResetQueue, resetPassword, verifyResetOtp } from './reset-password';

const MINUTE = 60_000;
const publicLimited = { access: 'public', failures: [429] } as const;
const ip = (req: FastifyRequest) => req.ip;
const bodyEmail = (req: FastifyRequest) => {
  const e = (req.body as { email?: unknown } | undefined)?.email;
  return typeof e === 'string' && e ? e : null;
};

/** SPEC §7 Auth and API.md: register, login, logout, me, change password, password reset. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Db; secret: string; sessionEnds: SessionEnds; tellAccount: TellAccount },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secret, sessionEnds, tellAccount } = opts;
  const resetDeps = { db, secret, notifier: app.notifier, sessionEnds };
  const resetQueue = createResetQueue(resetDeps, app.log);
  // Child hooks run before the root's: queued codes are mailed before the notifier closes.
  app.addHook('onClose', () => resetQueue.drain());

  // Login: a burst cap per IP over all attempts (a whole trading floor behind one NAT
  // logs in at nine), and the failure limits of login-throttle.ts, counted before the
  // password is checked.
  const loginBurst = app.limiter({ name: 'login-ip', max: 300, windowMs: MINUTE, key: ip });
  const loginThrottle = createLoginThrottle(app);
  const registerLimit = app.limiter({ name: 'register-ip', max: 20, windowMs: 60 * MINUTE, key: ip });
  // OTP requests per e-mail and per IP; code checks per IP (and at most 5 per code).
  const otpIp = app.limiter({ name: 'otp-ip', max: 20, windowMs: 15 * MINUTE, key: ip });
  const otpEmail = app.limiter({ name: 'otp-email', max: 5, windowMs: 15 * MINUTE, key: bodyEmail });
  const otpCheckIp = app.limiter({ name: 'otp-check-ip', max: 30, windowMs: 15 * MINUTE, key: ip });

  r.post(
    '/api/auth/register',
    {
      schema: { body: registrationSchema, headers: uploadKeyHeaders, response: { 201: savedUserResponse } },
      // 413, 415: a client sending the documents themselves (they go to upload/doc, then their URLs here).
      config: { access: 'public', failures: [409, 413, 415, 429] },
    },
    async (req, reply) => {
      await registerLimit.hit(req, reply);
      // API.md: the keys of the anonymous uploads the registration names.
      const user = await registerUser(
        { db, tellAccount },
        req.body,
        uploadKeysOf(req.headers['x-upload-key']),
      );
      return reply.status(201).send({ success: true as const, message: registrationMessages.success, user });
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: { body: loginInputSchema, headers: loginHeadersSchema, response: { 200: loginResponse } },
      // 401: wrong e-mail or password.
      config: { access: 'public', failures: [401, 429] },
    },
    async (req, reply) => {
      await loginBurst.hit(req, reply);
      const admission = await loginThrottle.admit(req.body.email, req.ip);
      if (!admission.ok) throw rateLimited(reply, admission.retryAfterMs);
      try {
        const answer = await login(db, secret, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
          deviceId: req.headers[DEVICE_ID_HEADER],
        });
        await admission.attempt.succeeded();
        return answer;
      } catch (err) {
        const wrong = err instanceof AppError && err.status === 401;
        await (wrong ? admission.attempt.failed() : admission.attempt.succeeded());
        throw err;
      }
    },
  );

  r.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageResponse } }, config: { access: 'user' } },
    async (req) => {
      const user = requireUser(req);
      await revokeSession(db, user.sessionId);
      await sessionEnds.ended({ sessionId: user.sessionId });
      return { success: true as const, message: 'Logged out' };
    },
  );

  r.get(
    '/api/auth/me',
    { schema: { response: { 200: userResponse } }, config: { access: 'user' } },
    async (req) => {
      const me = requireUser(req);
      const row = await findUserById(db, me.id);
      if (!row) throw AppError.unauthorized();
      return { success: true as const, user: toPublicUser(row, await hasOpenSession(db, me.id)) };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: passwordChangedResponse } },
      config: { access: 'user' },
    },
    async (req) => changePassword({ db, notifier: app.notifier, sessionEnds }, requireUser(req), req.body),
  );

  r.post(
    '/api/auth/request-password-reset',
    {
      schema: { body: requestPasswordResetSchema, response: { 200: messageResponse } },
      config: publicLimited,
    },
    async (req, reply) => {
      await otpIp.hit(req, reply);
      await otpEmail.hit(req, reply);
      return resetQueue.request(req.body);
    },
  );

  r.post(
    '/api/auth/verify-reset-otp',
    { schema: { body: verifyResetOtpSchema, response: { 200: messageResponse } }, config: publicLimited },
    async (req, reply) => {
      await otpCheckIp.hit(req, reply);
      return verifyResetOtp(resetDeps, req.body);
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: passwordChangedResponse } },
      config: publicLimited,
    },
    async (req, reply) => {
      await otpCheckIp.hit(req, reply);
      return resetPassword(resetDeps, req.body);
    },
  );
}
