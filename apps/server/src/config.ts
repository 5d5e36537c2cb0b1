import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  type DepositBankAccount,
  parseDepositBankAccounts,
  parseServiceFees,
  type ServiceFees,
} from './lib/deposit-config.js';

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
  HOST: z
    .string()
    .optional()
    .describe(
      'Interface to listen on; unset = 127.0.0.1 (this machine only) outside production, 0.0.0.0 (every interface) in production',
    ),
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
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional()
    .describe(
      'Web-push VAPID public key (base64url); with VAPID_PRIVATE_KEY. Unset = a pair generated into DATA_DIR in the embedded mode, push off otherwise',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional()
    .describe('Web-push VAPID private key (base64url)'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .default('mailto:admin@konter.local')
    .describe('Web-push VAPID subject: how push services can reach the operator'),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .optional()
    .describe(
      "Hosts push subscriptions may point at, comma-separated (`*.example.com` allowed); unset = the browsers' push services in production, any outside it",
    ),
  WEBHOOK_ALLOW_PRIVATE: bool
    .default(false)
    .describe(
      'Developer webhooks may target loopback, private (10/8, 172.16/12, 192.168/16), CGNAT and unique-local addresses and localhost names — for development and tests only; link-local and metadata addresses stay refused',
    ),
  WEBHOOK_ALLOW_HTTP: bool
    .default(false)
    .describe('Developer webhooks may use http:// URLs in production (always allowed outside production)'),
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe(
      'Secret for CSRF tokens, signed links and the transaction-PIN pepper (changing it voids every PIN); generated into DATA_DIR when unset (required in production)',
    ),
  SESSION_IDLE_MINUTES: int(120).describe('A session ends after this long without a request'),
  SESSION_ABSOLUTE_HOURS: int(24 * 30).describe(
    'A session ends this long after login, whatever its activity',
  ),
  PASSWORD_HASH_CONCURRENCY: int(2, 1, 64).describe('Most argon2id hashes computed at once; more wait'),
  PASSWORD_HASH_QUEUE: int(64, 0, 10_000).describe(
    'Most argon2id hashes waiting for a slot; beyond it requests get 503 busy with Retry-After',
  ),
  TRUST_PROXY: bool.default(false).describe('Trust X-Forwarded-* (behind a load balancer)'),
  HTTP_REQUEST_TIMEOUT_MS: int(30_000, 100, 600_000).describe(
    'A client must send a whole request (headers and body) within this; a slower one gets 408 and its connection is closed',
  ),
  HTTP_CONNECTION_TIMEOUT_MS: int(60_000, 100, 3_600_000).describe(
    'A connection silent this long while its request is read or answered is closed; must exceed the slowest answer (supplier and gateway calls give up after 30 s, a Socket.IO poll is held 25 s). Idle keep-alive connections (closed after 72 s) and WebSockets are exempt',
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe(
      'pino log level. Each request is logged (incoming, completed) at info in production, at debug otherwise: LOG_LEVEL=debug shows them in development',
    ),
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
  SUPPLIER_BALANCE_LOW: int(1_000_000, 0, 1_000_000_000_000).describe(
    "Rupiah: the operations console's dashboard warns when the supplier's deposit (its balance call) is below this",
  ),
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
  H2H_RATE_LIMIT_PER_MINUTE: int(120, 1, 100_000).describe(
    'H2H API requests one key may make per minute (then 429 with Retry-After)',
  ),
  SAME_NUMBER_DAILY_LIMIT: int(1, 0, 100).describe(
    'Purchases of one product for one number per day (0 = no limit)',
  ),
  DEPOSIT_BANK_ACCOUNTS: z
    .string()
    .optional()
    .describe(
      'Receiving accounts of own bank transfers: `bank:number:holder` comma-separated (banks bca, bri, bni, mandiri, permata) or a JSON array; unset = the demo accounts of the built-in mutation simulator (none in production)',
    ),
  DEPOSIT_SERVICE_FEES: z
    .string()
    .optional()
    .describe(
      'Service fee (rupiah) per top-up method, e.g. `bank_transfer:*=0,xendit:*=1000,midtrans:gopay=500`; unset = none',
    ),
  DEPOSIT_TOPUP_EXPIRY_HOURS: int(24, 1, 168).describe(
    'A top-up request must be paid within this many hours',
  ),
  DEPOSIT_OPEN_TOPUPS_PER_USER: int(5, 0, 1000).describe(
    'Unpaid bank-transfer top-up requests one user may have at once (0 = no limit)',
  ),
  REGISTER_RATE_LIMIT_PER_HOUR: int(10, 1, 100_000).describe(
    'Registrations from one IP address per hour (raise it behind a NAT shared by many customers)',
  ),
  WALLET_RATE_LIMIT_PER_MINUTE: int(30, 1, 100_000).describe(
    'Per user and minute: top-up requests and claims; separately, deposit transfers (with receiver checks) and cashback redemptions',
  ),
  BANK_MUTATION_BASE_URL: z
    .url()
    .optional()
    .describe(
      'Bank-mutation service API (Moota v2), e.g. https://app.moota.co/api/v2; unset = the built-in simulator (not in production)',
    ),
  BANK_MUTATION_API_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe('Bank-mutation service API token (generated into DATA_DIR for the simulator when unset)'),
  BANK_MUTATION_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Secret of bank-mutation webhooks (HMAC-SHA256 of the body in `Signature`); generated into DATA_DIR when unset',
    ),
  MIDTRANS_SERVER_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Midtrans server key (Snap, notifications); unset = the built-in Midtrans simulator outside production, Midtrans off in production',
    ),
  MIDTRANS_SNAP_BASE_URL: z
    .url()
    .optional()
    .describe(
      'Midtrans Snap base; default https://app.sandbox.midtrans.com for an SB- key, https://app.midtrans.com otherwise',
    ),
  MIDTRANS_API_BASE_URL: z
    .url()
    .optional()
    .describe(
      'Midtrans Core API base (status); default https://api.sandbox.midtrans.com for an SB- key, https://api.midtrans.com otherwise',
    ),
  XENDIT_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Xendit secret API key (invoices); unset = the built-in Xendit simulator outside production, Xendit off in production',
    ),
  XENDIT_CALLBACK_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe('Xendit callback verification token (x-callback-token); required with XENDIT_SECRET_KEY'),
  XENDIT_BASE_URL: z.url().default('https://api.xendit.co').describe('Xendit API base'),
  BITESHIP_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Biteship API key (couriers: areas, rates, orders, tracking); unset = the built-in Biteship simulator outside production, shipping off in production',
    ),
  BITESHIP_BASE_URL: z.url().default('https://api.biteship.com').describe('Biteship API base'),
  BITESHIP_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      "Secret Biteship's webhooks must carry in BITESHIP_WEBHOOK_HEADER (set it with the webhook on Biteship's dashboard); required with BITESHIP_API_KEY, generated for the simulator",
    ),
  BITESHIP_WEBHOOK_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .default('x-biteship-secret')
    .describe('Header that carries BITESHIP_WEBHOOK_SECRET on Biteship webhooks'),
  COURIER_CODES: z
    .string()
    .regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'must be courier codes separated by commas')
    .default('sicepat,ide,ninja,sap,jtl,jnt,jne,lion')
    .describe("Biteship courier codes whose rates are offered (the spec's eight couriers by default)"),
  COURIER_SIM_STEP_MS: int(60_000, 0, 86_400_000).describe(
    'Built-in courier simulator: how long each shipment status step takes (0 = only when advanced through its control API)',
  ),
  COURIER_SIM_LATENCY_MS: int(150, 0, 60_000).describe('Built-in courier simulator: delay before answering'),
  COURIER_SIM_FAILURE_RATE: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0)
    .describe('Built-in courier simulator: fraction of rate checks and orders answered with HTTP 500'),
  POSTAL_BASE_URL: z
    .url()
    .optional()
    .describe(
      "Postal operator API base (POS MLO, Konter's postal protocol, docs/postal-protocol.md); unset = the built-in simulator at /_sim/pos outside production, POS MLO off in production",
    ),
  POSTAL_API_KEY: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      'Postal operator API key (Bearer token and request-signing key); required with POSTAL_BASE_URL, generated for the simulator',
    ),
  POSTAL_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      "Secret of the postal operator's status webhooks (HMAC-SHA256 in X-Signature); required with POSTAL_BASE_URL, generated for the simulator",
    ),
  POSTAL_SIM_STEP_MS: int(60_000, 0, 86_400_000).describe(
    'Built-in postal simulator: how long each step after the post office accepts a parcel takes (0 = only when advanced through its control API)',
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
export type Config = Omit<Env, 'HOST'> & {
  /** HOST, else loopback outside production and every interface in production. */
  HOST: string;
  APP_URL: string;
  APP_SECRET: string;
  DIGIFLAZZ_USERNAME: string;
  DIGIFLAZZ_API_KEY: string;
  DIGIFLAZZ_WEBHOOK_SECRET: string;
  /** True when no DIGIFLAZZ_BASE_URL is set outside production: the simulator is mounted here. */
  supplierSimulated: boolean;
  BANK_MUTATION_API_TOKEN: string;
  BANK_MUTATION_WEBHOOK_SECRET: string;
  /** True when no BANK_MUTATION_BASE_URL is set outside production: the simulator is mounted here. */
  bankMutationSimulated: boolean;
  /** Midtrans Snap (or its simulator, mounted here); null = not offered. */
  midtrans: { serverKey: string; snapBaseUrl: string; apiBaseUrl: string; simulated: boolean } | null;
  /** Xendit invoices (or its simulator, mounted here); null = not offered. */
  xendit: { secretKey: string; callbackToken: string; baseUrl: string; simulated: boolean } | null;
  /** Biteship (or its simulator, mounted here); null = no courier (production without a key). */
  courier: {
    apiKey: string;
    baseUrl: string;
    webhookSecret: string;
    webhookHeader: string;
    simulated: boolean;
  } | null;
  /** COURIER_CODES as a list. */
  courierCodes: string[];
  /** The postal operator (POS MLO) or its simulator mounted here; null = POS MLO off (production without it). */
  postal: { baseUrl: string; apiKey: string; webhookSecret: string; simulated: boolean } | null;
  /** Our receiving accounts for own bank transfers (none: own bank transfer is off). */
  depositBankAccounts: DepositBankAccount[];
  depositServiceFees: ServiceFees;
  /** Web-push keys (VAPID); null = push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Hosts push endpoints may use (exact or `*.suffix`); null = any. */
  pushEndpointHosts: string[] | null;
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
  const depositBankAccounts = parseDepositBankAccounts(e.DEPOSIT_BANK_ACCOUNTS, production);
  const depositServiceFees = parseServiceFees(e.DEPOSIT_SERVICE_FEES);
  if (typeof depositBankAccounts === 'string' || typeof depositServiceFees === 'string') {
    const [name, problem] =
      typeof depositBankAccounts === 'string'
        ? ['DEPOSIT_BANK_ACCOUNTS', depositBankAccounts]
        : ['DEPOSIT_SERVICE_FEES', depositServiceFees as string];
    throw new ConfigError(`Invalid configuration:\n  ${name}: ${problem}`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  if (e.XENDIT_SECRET_KEY && !e.XENDIT_CALLBACK_TOKEN) {
    throw new ConfigError('Invalid configuration:\n  XENDIT_CALLBACK_TOKEN: required with XENDIT_SECRET_KEY');
  }
  if (e.WHATSAPP_API_URL && (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_TOKEN: required with WHATSAPP_API_URL (and WHATSAPP_PHONE_NUMBER_ID)',
    );
  }
  return {
    ...e,
    HOST: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    APP_SECRET: secret,
    DIGIFLAZZ_USERNAME: e.DIGIFLAZZ_USERNAME ?? 'konter-sim',
    DIGIFLAZZ_API_KEY: e.DIGIFLAZZ_API_KEY ?? persistedSecret(dataDir, 'DIGIFLAZZ_API_KEY'),
    DIGIFLAZZ_WEBHOOK_SECRET:
      e.DIGIFLAZZ_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'DIGIFLAZZ_WEBHOOK_SECRET'),
    supplierSimulated: !e.DIGIFLAZZ_BASE_URL && !production,
    BANK_MUTATION_API_TOKEN: e.BANK_MUTATION_API_TOKEN ?? persistedSecret(dataDir, 'BANK_MUTATION_API_TOKEN'),
    BANK_MUTATION_WEBHOOK_SECRET:
      e.BANK_MUTATION_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'BANK_MUTATION_WEBHOOK_SECRET'),
    bankMutationSimulated: !e.BANK_MUTATION_BASE_URL && !production,
    midtrans: midtransConfig(e, dataDir, production),
    xendit: xenditConfig(e, dataDir, production),
    courier: courierConfig(e, dataDir, production),
    postal: postalConfig(e, dataDir, production),
    courierCodes: e.COURIER_CODES.split(','),
    depositBankAccounts,
    depositServiceFees,
    vapid: vapidKeys(e, dataDir),
    pushEndpointHosts: e.PUSH_ENDPOINT_HOSTS
      ? e.PUSH_ENDPOINT_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : production
        ? BROWSER_PUSH_HOSTS
        : null,
    production,
    embedded: !e.DATABASE_URL,
    dataDir,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
  };
}

/** Where the built-in gateway simulators are mounted (features/payment, app.ts). */
export const MIDTRANS_SIMULATOR_PREFIX = '/_sim/midtrans';
export const XENDIT_SIMULATOR_PREFIX = '/_sim/xendit';
const loopback = (e: Env) => `http://127.0.0.1:${e.PORT}`;

function midtransConfig(e: Env, dataDir: string, production: boolean): Config['midtrans'] {
  if (e.MIDTRANS_SERVER_KEY) {
    const sandbox = e.MIDTRANS_SERVER_KEY.startsWith('SB-');
    return {
      serverKey: e.MIDTRANS_SERVER_KEY,
      snapBaseUrl:
        e.MIDTRANS_SNAP_BASE_URL ??
        (sandbox ? 'https://app.sandbox.midtrans.com' : 'https://app.midtrans.com'),
      apiBaseUrl:
        e.MIDTRANS_API_BASE_URL ??
        (sandbox ? 'https://api.sandbox.midtrans.com' : 'https://api.midtrans.com'),
      simulated: false,
    };
  }
  if (production) return null;
  const sim = `${loopback(e)}${MIDTRANS_SIMULATOR_PREFIX}`;
  return {
    serverKey: `SB-Mid-server-${persistedSecret(dataDir, 'MIDTRANS_SIM_SERVER_KEY')}`,
    snapBaseUrl: sim,
    apiBaseUrl: sim,
    simulated: true,
  };
}

/** Where the built-in Biteship simulator is mounted (app.ts). */
export const COURIER_SIMULATOR_PREFIX = '/_sim/biteship';

function courierConfig(e: Env, dataDir: string, production: boolean): Config['courier'] {
  if (e.BITESHIP_API_KEY) {
    if (!e.BITESHIP_WEBHOOK_SECRET) {
      throw new ConfigError(
        'Invalid configuration:\n  BITESHIP_WEBHOOK_SECRET: required with BITESHIP_API_KEY',
      );
    }
    return {
      apiKey: e.BITESHIP_API_KEY,
      baseUrl: e.BITESHIP_BASE_URL,
      webhookSecret: e.BITESHIP_WEBHOOK_SECRET,
      webhookHeader: e.BITESHIP_WEBHOOK_HEADER.toLowerCase(),
      simulated: false,
    };
  }
  if (production) return null;
  return {
    apiKey: `biteship_test.${persistedSecret(dataDir, 'BITESHIP_SIM_API_KEY')}`,
    baseUrl: `${loopback(e)}${COURIER_SIMULATOR_PREFIX}`,
    webhookSecret: e.BITESHIP_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'BITESHIP_SIM_WEBHOOK_SECRET'),
    webhookHeader: e.BITESHIP_WEBHOOK_HEADER.toLowerCase(),
    simulated: true,
  };
}

/** Where the built-in postal operator simulator is mounted (app.ts). */
export const POSTAL_SIMULATOR_PREFIX = '/_sim/pos';

function postalConfig(e: Env, dataDir: string, production: boolean): Config['postal'] {
  if (e.POSTAL_BASE_URL) {
    if (!e.POSTAL_API_KEY || !e.POSTAL_WEBHOOK_SECRET) {
      throw new ConfigError(
        'Invalid configuration:\n  POSTAL_API_KEY, POSTAL_WEBHOOK_SECRET: required with POSTAL_BASE_URL',
      );
    }
    return {
      baseUrl: e.POSTAL_BASE_URL,
      apiKey: e.POSTAL_API_KEY,
      webhookSecret: e.POSTAL_WEBHOOK_SECRET,
      simulated: false,
    };
  }
  if (production) return null;
  return {
    baseUrl: `${loopback(e)}${POSTAL_SIMULATOR_PREFIX}`,
    apiKey: e.POSTAL_API_KEY ?? persistedSecret(dataDir, 'POSTAL_SIM_API_KEY'),
    webhookSecret: e.POSTAL_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'POSTAL_SIM_WEBHOOK_SECRET'),
    simulated: true,
  };
}

function xenditConfig(e: Env, dataDir: string, production: boolean): Config['xendit'] {
  if (e.XENDIT_SECRET_KEY) {
    return {
      secretKey: e.XENDIT_SECRET_KEY,
      callbackToken: e.XENDIT_CALLBACK_TOKEN!,
      baseUrl: e.XENDIT_BASE_URL,
      simulated: false,
    };
  }
  if (production) return null;
  return {
    secretKey: `xnd_development_${persistedSecret(dataDir, 'XENDIT_SIM_SECRET_KEY')}`,
    callbackToken: persistedSecret(dataDir, 'XENDIT_SIM_CALLBACK_TOKEN'),
    baseUrl: `${loopback(e)}${XENDIT_SIMULATOR_PREFIX}`,
    simulated: true,
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

/** The push services of Chrome/Edge/Android (FCM), Firefox, Safari and Windows. */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/**
 * VAPID keys from the environment; in the embedded mode (one instance) a pair generated once into
 * DATA_DIR/secrets.json; otherwise none (several instances must share one pair: set it).
 */
function vapidKeys(e: Env, dataDir: string): Config['vapid'] {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
  }
  if (e.DATABASE_URL) return null;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  const all: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!all.VAPID_PUBLIC_KEY || !all.VAPID_PRIVATE_KEY) {
    // A P-256 pair: the public key as the uncompressed point (0x04 ‖ x ‖ y), the private key as d.
    const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x!, 'base64url');
    const y = Buffer.from(jwk.y!, 'base64url');
    all.VAPID_PUBLIC_KEY = Buffer.concat([Buffer.from([4]), x, y]).toString('base64url');
    all.VAPID_PRIVATE_KEY = jwk.d!;
    writeFileSync(file, JSON.stringify(all, null, 2), { mode: 0o600 });
  }
  return { publicKey: all.VAPID_PUBLIC_KEY, privateKey: all.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
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
