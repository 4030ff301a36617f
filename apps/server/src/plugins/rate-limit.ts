import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@neelami/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A counter a route uses: `hit` counts and refuses when over; `check` only refuses when at the limit. */
export interface Limiter {
  hit(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  check(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a named counter on the shared store (Redis when REDIS_URL is set). */
    limiter(rule: LimitRule): Limiter;
  }
}

/**
 * @fastify/rate-limit with no global limit; routes make named counters with
 * `app.limiter(...)` and call them where they need them (a login is counted per
 * IP and, for failures, per account, which one route-level limit cannot do).
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
    const run = async (req: FastifyRequest, reply: FastifyReply, increment: boolean) => {
      if (rule.key(req) === null) return;
      const r = await limit(req, { increment });
      if (r.isAllowed) return;
      const over = increment ? r.isExceeded : r.remaining <= 0;
      if (!over) return;
      reply.header('retry-after', String(Math.max(1, r.ttlInSeconds)));
      throw new AppError('RATE_LIMITED', messages.tooManyRequests);
    };
    return {
      hit: (req, reply) => run(req, reply, true),
      check: (req, reply) => run(req, reply, false),
    };
  });
}
