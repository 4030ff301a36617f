import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@neelami/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError } from '../errors';

/** One counter: at most `max` hits per `windowMs` for each key. */
export interface LimitRule {
  /** Prefix of the key, so counters of different rules never mix. */
  name: string;
  max: number;
  windowMs: number;
  /** The key to count under (an IP, an e-mail…); null → not counted. */
  key: (req: FastifyRequest) => string | null;
}

/** A counter a route uses: `hit` counts and refuses when over. */
export interface Limiter {
  hit(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** An attempt counter: at most `points` per `durationSec` for each key. */
export interface AttemptRule {
  name: string;
  points: number;
  durationSec: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a named counter on the shared store (Redis when REDIS_URL is set). */
    limiter(rule: LimitRule): Limiter;
    /**
     * Makes a named attempt counter (rate-limiter-flexible) on the same store, for
     * use cases that count before the work and give a point back afterwards
     * (`consume`, `reward`, `block`). Each call is one atomic step in Redis; while
     * Redis is away, counting goes on in this instance's memory.
     */
    attempts(rule: AttemptRule): RateLimiterAbstract;
  }
}

/**
 * @fastify/rate-limit with no global limit; routes make named counters with
 * `app.limiter(...)` and call them where they need them. Counters that must be
 * taken before the work and given back after it (login attempts) use
 * `app.attempts(...)` on the same store.
 * With REDIS_URL the counters live in Redis, so all instances share them; a
 * Redis outage lets requests through rather than failing them.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  let redis: import('ioredis').Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    // No offline queue: while Redis is away a check fails at once (and lets the request through)
    // instead of holding every login until a reconnect.
    redis = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      enableOfflineQueue: false,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
    // Start counting from the first request when Redis is up; do not hold start-up when it is not.
    const r0 = redis;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      timer.unref();
      r0.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const r = redis;
    app.addHook('onClose', async () => {
      r.disconnect();
    });
  }
  // Test apps each get their own counters, like their own database; deployments share one namespace.
  const nameSpace = `neelami-rl:${config.env === 'test' ? `${randomBytes(6).toString('hex')}:` : ''}`;
  await app.register(rateLimit, { global: false, redis, nameSpace, skipOnError: true });

  app.decorate('limiter', (rule: LimitRule): Limiter => {
    const limit = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (req) => `${rule.name}:${rule.key(req) ?? ''}`,
    });
    return {
      hit: async (req, reply) => {
        if (rule.key(req) === null) return;
        const r = await limit(req);
        if (r.isAllowed || !r.isExceeded) return;
        throw rateLimited(reply, r.ttlInSeconds * 1000);
      },
    };
  });

  app.decorate('attempts', (rule: AttemptRule): RateLimiterAbstract => {
    const opts = { keyPrefix: `${nameSpace}${rule.name}`, points: rule.points, duration: rule.durationSec };
    const memory = new RateLimiterMemory(opts);
    if (!redis) return memory;
    return new RateLimiterRedis({
      ...opts,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  });
}

/** The 429 answer: sets Retry-After (whole seconds, at least 1) and returns the error to throw. */
export function rateLimited(reply: FastifyReply, msBeforeNext: number): AppError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return new AppError('RATE_LIMITED', messages.tooManyRequests);
}
