import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { Messenger, type Transports } from './features/messages/messenger.js';
import { Notifier } from './features/notifications/notifier.js';
import type { Deps } from './lib/deps.js';
import { PasswordHasher } from './lib/password.js';
import { localBus, type RealtimeBus } from './lib/realtime.js';
import { smtpTransport } from './providers/email/smtp.js';
import { digiflazzProvider } from './providers/supplier/digiflazz.adapter.js';
import type { SupplierProvider } from './providers/supplier/supplier.js';
import { cloudApiTransport } from './providers/whatsapp/cloud-api.js';

/** The real transports the configuration names; none in the embedded default (outbox only). */
export function transportsFromConfig(config: Config): Transports {
  return {
    ...(config.SMTP_URL ? { email: smtpTransport(config.SMTP_URL, config.MAIL_FROM) } : {}),
    ...(config.WHATSAPP_API_URL
      ? {
          whatsapp: cloudApiTransport({
            baseUrl: config.WHATSAPP_API_URL,
            token: config.WHATSAPP_TOKEN!,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
          }),
        }
      : {}),
  };
}

/** Where the built-in Digiflazz simulator is mounted when DIGIFLAZZ_BASE_URL is unset. */
export const SIMULATOR_PREFIX = '/_sim/digiflazz/v1';

/** The supplier the configuration names: Digiflazz, or the simulator mounted in this server. */
export function supplierFromConfig(config: Config): SupplierProvider {
  return digiflazzProvider({
    baseUrl: config.DIGIFLAZZ_BASE_URL ?? `http://127.0.0.1:${config.PORT}${SIMULATOR_PREFIX}`,
    username: config.DIGIFLAZZ_USERNAME,
    apiKey: config.DIGIFLAZZ_API_KEY,
    webhookSecret: config.DIGIFLAZZ_WEBHOOK_SECRET,
  });
}

export function createDeps(
  config: Config,
  database: Database,
  overrides: { transports?: Transports; supplier?: SupplierProvider; bus?: RealtimeBus } = {},
): Deps {
  const bus = overrides.bus ?? localBus();
  return {
    config,
    database,
    hasher: new PasswordHasher(config.PASSWORD_HASH_CONCURRENCY),
    messenger: new Messenger(database, overrides.transports ?? transportsFromConfig(config)),
    supplier: overrides.supplier ?? supplierFromConfig(config),
    notifier: new Notifier(bus),
    bus,
  };
}
