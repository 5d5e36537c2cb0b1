import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number, min = 1, max = 1_000_000) => z.coerce.number().int().min(min).max(max).default(def);

/**
 * Every environment variable Konter reads, with its default. The README's configuration table is
 * generated from these descriptions (see `configDocs`), so keep both in this one place.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('Runtime mode; production requires real secrets and turns on secure cookies'),
  PORT: int(3000, 1, 65535).describe('HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  APP_URL: z.url().optional().describe('Public URL, used in e-mailed links; default http://localhost:PORT'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .describe('PostgreSQL URL; unset = embedded PGlite under DATA_DIR'),
  DB_POOL_SIZE: int(20, 1, 500).describe('pg pool size when DATABASE_URL is set'),
  DATA_DIR: z.string().default('data').describe('Where the embedded database and generated secrets live'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .describe('Redis URL; enables the shared rate-limit store (and realtime fan-out)'),
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe(
      'Secret for CSRF tokens and signed links; generated into DATA_DIR when unset (required in production)',
    ),
  SESSION_IDLE_MINUTES: int(120).describe('A session ends after this long without a request'),
  SESSION_ABSOLUTE_HOURS: int(24 * 30).describe(
    'A session ends this long after login, whatever its activity',
  ),
  PASSWORD_HASH_CONCURRENCY: int(2, 1, 64).describe('Most argon2id hashes computed at once; more wait'),
  TRUST_PROXY: bool.default(false).describe('Trust X-Forwarded-* (behind a load balancer)'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional()
    .describe('SMTP server for e-mail; unset = messages stay in the outbox (/dev/outbox)'),
  MAIL_FROM: z.string().default('Konter <no-reply@konter.local>').describe('From address of e-mails'),
  WHATSAPP_API_URL: z
    .url()
    .optional()
    .describe('WhatsApp Cloud API base, e.g. https://graph.facebook.com/v21.0; unset = outbox only'),
  WHATSAPP_TOKEN: z.string().optional().describe('WhatsApp Cloud API access token'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional().describe('WhatsApp Cloud API sender phone-number id'),
  DIGIFLAZZ_BASE_URL: z
    .url()
    .optional()
    .describe(
      'Digiflazz buyer API base, e.g. https://api.digiflazz.com/v1; unset = the built-in simulator (not in production)',
    ),
  DIGIFLAZZ_USERNAME: z
    .string()
    .min(1)
    .optional()
    .describe('Digiflazz username (a fixed name for the simulator when unset)'),
  DIGIFLAZZ_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Digiflazz API key (generated into DATA_DIR for the simulator when unset)'),
  DIGIFLAZZ_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('Secret of Digiflazz callbacks (X-Hub-Signature); generated for the simulator when unset'),
  DIGIFLAZZ_SIM_LATENCY_MS: int(300, 0, 60_000).describe(
    'Built-in simulator: delay before answering a top-up',
  ),
  DIGIFLAZZ_SIM_FAILURE_RATE: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0)
    .describe('Built-in simulator: fraction of top-ups that fail'),
  DIGIFLAZZ_SIM_PENDING_MS: int(5000, 0, 3_600_000).describe(
    'Built-in simulator: how long a pending top-up takes before its callback',
  ),
  PRICE_SYNC_CRON: z
    .string()
    .default('*/30 * * * *')
    .describe('When the supplier price list is synced (cron, Asia/Jakarta); also at start-up'),
  PURCHASE_RATE_LIMIT_PER_MINUTE: int(120, 1, 100_000).describe(
    'Purchase requests one user may make per minute',
  ),
  SAME_NUMBER_DAILY_LIMIT: int(1, 0, 100).describe(
    'Purchases of one product for one number per day (0 = no limit)',
  ),
  SEED_DEMO: bool
    .optional()
    .describe('Seed demo accounts at start; default true in the embedded mode, false with DATABASE_URL'),
  RUN_JOBS: bool
    .default(true)
    .describe('Run the job workers in this process (set false when running `npm run worker` separately)'),
  SERVE_WEB: bool.default(true).describe('Serve the built web app (apps/web/dist)'),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Env & {
  APP_URL: string;
  APP_SECRET: string;
  DIGIFLAZZ_USERNAME: string;
  DIGIFLAZZ_API_KEY: string;
  DIGIFLAZZ_WEBHOOK_SECRET: string;
  /** True when no DIGIFLAZZ_BASE_URL is set: the simulator is mounted in this server. */
  supplierSimulated: boolean;
  production: boolean;
  embedded: boolean;
  dataDir: string;
  seedDemo: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  let secret = e.APP_SECRET;
  if (!secret) {
    if (production) throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production');
    secret = persistedSecret(dataDir, 'APP_SECRET');
  }
  if (
    production &&
    (!e.DIGIFLAZZ_BASE_URL || !e.DIGIFLAZZ_USERNAME || !e.DIGIFLAZZ_API_KEY || !e.DIGIFLAZZ_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  DIGIFLAZZ_BASE_URL: DIGIFLAZZ_BASE_URL, DIGIFLAZZ_USERNAME, DIGIFLAZZ_API_KEY and DIGIFLAZZ_WEBHOOK_SECRET are required in production',
    );
  }
  if (e.WHATSAPP_API_URL && (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_TOKEN: required with WHATSAPP_API_URL (and WHATSAPP_PHONE_NUMBER_ID)',
    );
  }
  return {
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    APP_SECRET: secret,
    DIGIFLAZZ_USERNAME: e.DIGIFLAZZ_USERNAME ?? 'konter-sim',
    DIGIFLAZZ_API_KEY: e.DIGIFLAZZ_API_KEY ?? persistedSecret(dataDir, 'DIGIFLAZZ_API_KEY'),
    DIGIFLAZZ_WEBHOOK_SECRET:
      e.DIGIFLAZZ_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'DIGIFLAZZ_WEBHOOK_SECRET'),
    supplierSimulated: !e.DIGIFLAZZ_BASE_URL,
    production,
    embedded: !e.DATABASE_URL,
    dataDir,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
  };
}

/** Secrets of the embedded default: generated once, kept in DATA_DIR/secrets.json (mode 600). */
function persistedSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  const all: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!all[name]) {
    all[name] = randomBytes(32).toString('base64url');
    writeFileSync(file, JSON.stringify(all, null, 2), { mode: 0o600 });
  }
  return all[name];
}

/** Rows for the README's configuration table. */
export function configDocs(): { name: string; default: string; description: string }[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const def = (schema as z.ZodType).safeParse(undefined);
    return {
      name,
      default: def.success && def.data !== undefined ? String(def.data) : '',
      description: (schema as z.ZodType).description ?? '',
    };
  });
}
