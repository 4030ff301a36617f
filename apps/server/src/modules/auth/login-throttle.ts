import type { FastifyInstance } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Login limits (docs/accounts.md "Rate limits"). A login is counted before its password
 * is checked, atomically, and given back when it succeeds, so only failures
 * stay counted and a burst of parallel guesses evaluates at most the limit:
 * * per account and address: 10 failures in 15 minutes, then that address is
 *   refused for that account (the owner elsewhere is not);
 * * per address: 50 failures in 15 minutes across accounts (credential stuffing);
 * * per account from all addresses: 20 failures in an hour are free; after
 *   that each further failure makes the account wait 1, 2, 4 … up to 60
 *   seconds before the next password is checked, a slowdown rather than a lock.
 * Open sessions are never touched.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { points: 10, durationSec: 15 * 60 },
  perAddress: { points: 50, durationSec: 15 * 60 },
  perAccount: { free: 20, durationSec: 60 * 60, maxDelaySec: 60 },
} as const;

/** An admitted login: report how it ended. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export type Admission = { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterMs: number };

/** The wait imposed after the n-th failure of an account within the hour. */
export function accountDelaySec(failures: number): number {
  const over = failures - LOGIN_LIMITS.perAccount.free;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over - 1, 16), LOGIN_LIMITS.perAccount.maxDelaySec);
}

type Taken = { limiter: RateLimiterAbstract; key: string };

/** Gives back points already taken; a store error only loses a point of slack. */
const giveBack = (taken: Taken[]) =>
  Promise.all(taken.map((t) => t.limiter.reward(t.key, 1).catch(() => undefined)));

/** Builds the counters on the app's shared store (Redis when REDIS_URL is set). */
export function createLoginThrottle(app: FastifyInstance) {
  const L = LOGIN_LIMITS;
  const pair = app.attempts({ name: 'login-fails-pair', ...L.perAccountAndAddress });
  const address = app.attempts({ name: 'login-fails-ip', ...L.perAddress });
  // Counts only; never refuses by itself (the gate below does the slowing down).
  const account = app.attempts({
    name: 'login-fails-account',
    points: 1_000_000,
    durationSec: L.perAccount.durationSec,
  });
  // One evaluation at a time per account once past the free failures, blocked for the growing delay.
  const gate = app.attempts({ name: 'login-gate', points: 1, durationSec: 1 });

  /** Takes one point from each counter in turn; a refusal gives back the ones already taken. */
  async function admit(email: string, ip: string): Promise<Admission> {
    const taken: Taken[] = [];
    const take = async (limiter: RateLimiterAbstract, key: string) => {
      const res = await limiter.consume(key, 1);
      taken.push({ limiter, key });
      return res;
    };
    let failures = 0;
    try {
      await take(pair, `${email}|${ip}`);
      await take(address, ip);
      failures = (await take(account, email)).consumedPoints;
      if (failures > L.perAccount.free) await gate.consume(email, 1);
    } catch (err) {
      await giveBack(taken);
      if (err instanceof RateLimiterRes) return { ok: false, retryAfterMs: err.msBeforeNext };
      // Not a refusal but a store failure without insurance: let the login through uncounted.
      app.log.warn({ err }, 'login throttle unavailable');
      return { ok: true, attempt: { succeeded: async () => {}, failed: async () => {} } };
    }
    return {
      ok: true,
      attempt: {
        succeeded: async () => {
          await giveBack(taken);
        },
        failed: async () => {
          const wait = accountDelaySec(failures);
          if (wait > 0) await gate.block(email, wait).catch(() => undefined);
        },
      },
    };
  }

  return { admit };
}
