import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type AlertChannelConfig, alertChannelConfigOf, ChannelConfigError } from './channel-config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// API.md "Configuration (environment)": parsed once, at start.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  SEED_DEMO: bool.optional(),
  /** Behind a reverse proxy: 'true', or a comma-separated list of proxy addresses or CIDRs. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Whole days (may be negative) added to the clock that bidding and the sales read, outside
   * production only: a trial or a test can reach a sale's passed due date without waiting for it.
   */
  CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3650).max(3650).optional(),
  /**
   * The live room's conflation tick in milliseconds: a busy lot's room hears its bids at most
   * this often (one `new_bid` per socket per tick), a quiet lot's at once.
   */
  FAN_OUT_TICK_MS: z.coerce.number().int().min(10).max(1000).default(50),
  JOBS: z.enum(['on', 'off']).optional(),
  /** Uploads in an S3-compatible bucket (ARCHITECTURE.md "Uploads"); unset → PostgreSQL or the disk. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible server other than AWS (MinIO, Ceph, R2…). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** The alerts' providers: read by channel-config.ts. */
  SMS_URL: z.string().optional(),
  SMS_DLT_TEMPLATES: z.string().optional(),
  WHATSAPP_URL: z.string().optional(),
  WHATSAPP_TEMPLATES: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/** The S3-compatible bucket uploads are kept in. */
export interface S3Config {
  bucket: string;
  /** null → AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** null → the SDK's own credential chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** The typed configuration every part of the server reads. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** null → embedded PGlite in `dataDir/pglite`; 'memory://' → PGlite in memory (tests). */
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  jwtSecret: string;
  publicOrigin: string | null;
  seedDemo: boolean;
  logLevel: string;
  /**
   * Fastify's trustProxy: false unless TRUST_PROXY says which proxies to believe, so a
   * client cannot choose its own IP (rate limits, same-IP flags) with X-Forwarded-For.
   */
  trustProxy: boolean | string[];
  /** Folder of the built web app; null → API only. */
  webDist: string | null;
  /** Milliseconds added to the business clock (bidding, sales); 0 in production. */
  clockOffsetMs: number;
  /** FAN_OUT_TICK_MS. */
  fanOutTickMs: number;
  /** S3_*: the bucket of uploads; null → PostgreSQL (DATABASE_URL) or DATA_DIR/uploads. */
  s3: S3Config | null;
  /** JOBS: whether this instance runs the job runner (alerts' sends and timers); on unless `off`. */
  jobs: boolean;
  /** SMS_URL, WHATSAPP_URL, VAPID_*: the alerts' providers (channel-config.ts). */
  alertChannels: AlertChannelConfig;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable means "not set" (shells and CI often export VAR= ).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && !overrides.jwtSecret) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (e.NODE_ENV === 'production' && e.CLOCK_OFFSET_DAYS) {
    throw new ConfigError('Invalid configuration:\n  CLOCK_OFFSET_DAYS: not allowed in production');
  }
  const s3 = s3ConfigOf(e);
  let alertChannels: AlertChannelConfig;
  try {
    alertChannels = alertChannelConfigOf(e, {
      production: e.NODE_ENV === 'production',
      publicOrigin: e.PUBLIC_ORIGIN ?? null,
    });
  } catch (err) {
    if (err instanceof ChannelConfigError) throw new ConfigError(`Invalid configuration:\n  ${err.message}`);
    throw err;
  }
  const defaultDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? generatedSecret(dataDir),
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Like DATA_DIR, relative to where the server was started (the static files' plugin needs an absolute path).
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : existsSync(defaultDist) ? defaultDist : null,
    clockOffsetMs: (e.CLOCK_OFFSET_DAYS ?? 0) * 86_400_000,
    fanOutTickMs: e.FAN_OUT_TICK_MS,
    s3,
    jobs: e.JOBS !== 'off',
    alertChannels,
    ...overrides,
  };
}

// The other S3_ variables mean nothing without a bucket, and a key without its secret is a typo:
// both stop start-up rather than leave uploads on one instance's disk unnoticed.
function s3ConfigOf(e: z.output<typeof envSchema>): S3Config | null {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((k) => e[k]);
    if (stray) throw fail(`S3_BUCKET: required when ${stray} is set`);
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw fail(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required with the other`,
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

function parseTrustProxy(v: string | undefined): boolean | string[] {
  if (v === undefined || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

// Outside production the secret is generated once and kept in DATA_DIR, so sessions
// survive restarts without the newcomer having to configure anything.
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
