import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { TopupGateways } from '../features/deposit/gateways.js';
import type { BankMutationVerifier } from '../features/deposit/mutation-webhook.js';
import type { Messenger } from '../features/messages/messenger.js';
import type { Notifier } from '../features/notifications/notifier.js';
import type { PaymentGateway } from '../providers/payment/gateway.js';
import type { SupplierProvider } from '../providers/supplier/supplier.js';
import type { PasswordHasher } from './password.js';
import type { RealtimeBus } from './realtime.js';

/** What services need from the outside world; built once in main.ts (or by the test helper). */
export interface Deps {
  config: Config;
  database: Database;
  hasher: PasswordHasher;
  messenger: Messenger;
  supplier: SupplierProvider;
  notifier: Notifier;
  bus: RealtimeBus;
  /** Reads the bank-mutation service's signed webhooks (and lists mutations); none = webhooks get 401. */
  mutations?: BankMutationVerifier;
  /** The payment gateway adapters (Midtrans, Xendit, or their simulators); purchases may be paid by them. */
  gateways?: Partial<Record<'midtrans' | 'xendit', PaymentGateway>>;
  /** The payment gateways top-ups may use; a provider missing here is not offered (deposit/settings). */
  topupGateways?: TopupGateways;
}

/** Who is asking: the browser's device cookie, user agent and address. */
export interface ClientContext {
  deviceKey: string | undefined;
  userAgent: string | null;
  ip: string | null;
  locale: Locale;
}

export type Locale = 'id' | 'en' | 'zh';
