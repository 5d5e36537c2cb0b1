import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { Messenger, type Transports } from './features/messages/messenger.js';
import type { Deps } from './lib/deps.js';
import { PasswordHasher } from './lib/password.js';
import { smtpTransport } from './providers/email/smtp.js';
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

export function createDeps(
  config: Config,
  database: Database,
  transports = transportsFromConfig(config),
): Deps {
  return {
    config,
    database,
    hasher: new PasswordHasher(config.PASSWORD_HASH_CONCURRENCY),
    messenger: new Messenger(database, transports),
  };
}
