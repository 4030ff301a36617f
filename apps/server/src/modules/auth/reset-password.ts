import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type PasswordResult,
  passwordMessages,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
  type VerifyResetOtpInput,
} from '@neelami/shared/password';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import type { SessionEnds } from '../../lib/session-ends';
import type { Notifier } from '../notify/notifier';
import { revokeUserSessions } from '../users/session-queries';
import { findUserByEmail, updateUser } from '../users/user-queries';
import { languageOf, resetCodeMail } from './account-mails';
import { sendPasswordChangedMail } from './change-password';
import { passwordResets } from './tables';

/** SPEC §4: an OTP is valid 10 minutes… */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** …and dies after 5 wrong tries. */
export const OTP_MAX_TRIES = 5;

interface Deps {
  db: Db;
  secret: string;
  notifier: Notifier;
}

// Kept as an HMAC keyed with the server secret: a database dump alone cannot
// recover a code (a plain hash of 6 digits falls to a million guesses).
const otpHash = (secret: string, resetId: string, otp: string) =>
  createHmac('sha256', secret).update(`password-reset:${resetId}:${otp}`).digest('hex');

const invalidOtp = () => AppError.invalid(passwordMessages.invalidOtp, { otp: passwordMessages.invalidOtp });

/**
 * The work behind POST /api/auth/request-password-reset, done after the answer
 * (see `createResetQueue`): for a known e-mail, replaces any open code with a
 * new 6-digit one from `crypto` and mails it; for an unknown one, nothing.
 */
export async function issueResetCode(deps: Deps, email: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const hashed = otpHash(deps.secret, id, otp);
  if (user) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        id,
        userId: user.id,
        otpHash: hashed,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
    });
    await deps.notifier.email({
      to: user.email,
      ...resetCodeMail(languageOf(user), user.firstName || user.organizationIndividualName, otp),
      purpose: 'password-reset',
      secrets: [otp],
    });
  }
}

/** Requests waiting for `issueResetCode`; past this a request is dropped (the rate limits keep it far off). */
const MAX_QUEUED = 1000;

/**
 * POST /api/auth/request-password-reset answers 'OTP sent to your email' at once
 * and for any e-mail, before looking the account up; the codes are issued here,
 * one request after another, so neither the answer nor its timing tells whether
 * an account exists. A restart loses what is queued: the
 * member asks again.
 */
export function createResetQueue(deps: Deps, log: FastifyBaseLogger) {
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  return {
    /** Queues the work for `email` and returns the answer to send now. */
    request(input: RequestPasswordResetInput) {
      if (queued >= MAX_QUEUED) {
        log.warn('password-reset queue full; request dropped');
      } else {
        queued += 1;
        tail = tail.then(async () => {
          try {
            await issueResetCode(deps, input.email);
          } catch (err) {
            log.error({ err }, 'password reset code not issued');
          } finally {
            queued -= 1;
          }
        });
      }
      return { success: true as const, message: passwordMessages.otpSent };
    },
    /** Resolves when everything queued so far is done (before the app closes). */
    drain: () => tail,
  };
}

/**
 * Checks a code against the user's open reset, counting the try first (an
 * atomic update, so parallel guesses cannot exceed 5); a right code gives the
 * try back. Returns the reset's id and user, or throws 'Invalid or expired OTP'.
 */
async function checkOtp(deps: Deps, email: string, otp: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    otpHash(deps.secret, randomUUID(), otp); // the same work as for a known e-mail
    throw invalidOtp();
  }
  const [open] = await deps.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!open) throw invalidOtp();
  const [counted] = await deps.db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, open.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        lt(passwordResets.failedAttempts, OTP_MAX_TRIES),
      ),
    )
    .returning({ otpHash: passwordResets.otpHash });
  if (!counted) throw invalidOtp();
  const expected = Buffer.from(counted.otpHash, 'hex');
  const given = Buffer.from(otpHash(deps.secret, open.id, otp), 'hex');
  if (!timingSafeEqual(expected, given)) throw invalidOtp();
  await deps.db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} - 1` })
    .where(eq(passwordResets.id, open.id));
  return { resetId: open.id, user };
}

/** POST /api/auth/verify-reset-otp: 'OTP verified' when the code is right (it stays usable for the reset). */
export async function verifyResetOtp(deps: Deps, input: VerifyResetOtpInput) {
  await checkOtp(deps, input.email, input.otp);
  return { success: true as const, message: passwordMessages.otpVerified };
}

/**
 * POST /api/auth/reset-password: with a right code, sets the new password,
 * uses the code up and signs the account out everywhere (its sockets included).
 */
export async function resetPassword(
  deps: Deps & { sessionEnds: SessionEnds },
  input: ResetPasswordInput,
): Promise<PasswordResult> {
  const { resetId, user } = await checkOtp(deps, input.email, input.otp);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    // A second reset with the same code lost the race: single use.
    if (used.length === 0) throw invalidOtp();
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
  });
  await deps.sessionEnds.ended({ userId: user.id });
  await sendPasswordChangedMail(deps.notifier, user.email, languageOf(user));
  return { success: true, status: 'success', message: passwordMessages.resetDone };
}
