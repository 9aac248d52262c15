import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { KEY_BYTES } from './crypto/secret-box.ts';

const onOff = z.enum(['on', 'off']);

const keyHint = `must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 ${KEY_BYTES})`;
const appKey = z
  .base64({ error: keyHint })
  .transform((text) => Buffer.from(text, 'base64') as Buffer)
  .refine((key) => key.length === KEY_BYTES, { error: keyHint });

const configSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    CAPTCHA: onOff.default('on'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(12),
    // An admin token unused this long ends, whatever its lifetime left.
    TOKEN_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60 * 90)
      .default(60),
    MEMBER_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    WEB_DIST: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // Put before every key this server writes in Redis, so deployments can share one Redis.
    REDIS_PREFIX: z.string().max(100).default(''),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    // Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>`.
    METRICS_TOKEN: z.string().min(16).max(256).optional(),
    // Origins besides the app's own whose pages may open the events socket, comma-separated.
    ALLOWED_ORIGINS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })))
      .optional(),
    DEMO_DATA: onOff.default('on'),
    SETTLEMENT_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    APP_KEY: appKey.optional(),
    // After a key change: the keys before it, comma-separated, so values sealed under them still open
    // until the start-up pass has sealed them again under APP_KEY.
    APP_KEY_PREVIOUS: z
      .string()
      .transform((list) => list.split(',').map((k) => k.trim()))
      .pipe(z.array(appKey))
      .optional(),
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    captcha: env.CAPTCHA === 'on',
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    tokenTtlMs: env.TOKEN_TTL_HOURS * 3600_000,
    tokenIdleMs: env.TOKEN_IDLE_MINUTES * 60_000,
    memberTokenTtlMs: env.MEMBER_TOKEN_TTL_DAYS * 24 * 3600_000,
    webDist: env.WEB_DIST,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    // Only behind a load balancer may X-Forwarded-For name the client; otherwise anyone could dodge throttling.
    trustProxy: env.TRUST_PROXY === 'true',
    metricsToken: env.METRICS_TOKEN,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    // 0 turns the automatic sweep off in this process (other processes may still run it).
    settlementIntervalMs: env.SETTLEMENT_INTERVAL_SECONDS * 1000,
    // A fresh embedded database gets a small demo history so every screen has something to show.
    demoData: env.DEMO_DATA === 'on',
    // Seals two-factor secrets in the database; see resolveAppKey (app-key.ts) for where it comes from.
    appKey: env.APP_KEY,
    previousAppKeys: env.APP_KEY_PREVIOUS ?? [],
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

// Reads the environment once at start; every fault is named so the operator can fix it in one go.
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = configSchema.safeParse(blankless);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'silent' }),
    appKey: randomBytes(KEY_BYTES),
    ...overrides,
  };
}
