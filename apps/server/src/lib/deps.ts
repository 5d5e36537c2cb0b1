import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AccountGates } from '../ledger/account-gate.js';
import type { CourierProvider } from '../providers/courier/port.js';
import type { PaymentGateway } from '../providers/payment/gateway.js';
import type { BankMutationVerifier } from '../providers/payment/mutations.js';
import type { SupplierProvider } from '../providers/supplier/supplier.js';
import type { PasswordHasher } from './password.js';
import type { RealtimeBus } from './realtime.js';

/**
 * What services need from the outside world and the process state they share, built once by
 * `createDeps` (apps/server/src/deps.ts) and closed with the app (`closeDeps`).
 *
 * This interface holds only what the lower layers define (config, database, logger, ports). A
 * feature whose state lives here (the notifier, the purchase batchers, the product cache, …)
 * adds its field from its own `index.ts` by declaration merging:
 *
 *   declare module '../../lib/deps.js' { interface Deps { notifier: Notifier } }
 *
 * so that lib/ never imports a feature, and `createDeps` (which must fill every field) is the one
 * place that builds them (ADR 0012).
 */
export interface Deps {
  config: Config;
  database: Database;
  /** pino; the app's request logger is a child of it. No `console.*` outside the CLI. */
  logger: Logger;
  hasher: PasswordHasher;
  /** The ledger's per-account gates (bounded concurrent statements per hot account). */
  accountGates: AccountGates;
  bus: RealtimeBus;
  supplier: SupplierProvider;
  /** Reads the bank-mutation service's signed webhooks (and lists mutations); none = webhooks get 401. */
  mutations?: BankMutationVerifier;
  /** The payment gateway adapters (Midtrans, Xendit, or their simulators); purchases may be paid by them. */
  gateways?: Partial<Record<'midtrans' | 'xendit', PaymentGateway>>;
  /** The courier aggregator (Biteship, or its simulator); none = shipping is off (production without a key). */
  courier?: CourierProvider;
  /** What waits for an administrator (claims, loans, payments), by kind. */
  approvals: ApprovalRegistry;
  /** Closers of process state (timers, batchers), run by closeDeps in reverse order. */
  closers: Array<() => Promise<void> | void>;
}

/** Who is asking: the browser's device cookie, user agent and address. */
export interface ClientContext {
  deviceKey: string | undefined;
  userAgent: string | null;
  ip: string | null;
  locale: Locale;
}

export type Locale = 'id' | 'en' | 'zh';

/**
 * Something that waits for an administrator (a loan, a manual deposit claim, an affiliate, …).
 * Each feature that has such items exports its kind; createDeps collects them; the admin CLI lists, approves and rejects
 * them through this one interface.
 */
export interface ApprovalKind {
  kind: string;
  description: string;
  list(deps: Deps): Promise<{ id: string; summary: string; createdAt: Date }[]>;
  approve(deps: Deps, id: string): Promise<string>;
  reject(deps: Deps, id: string, reason: string): Promise<string>;
}

/** The kinds of this process, by name; built once in createDeps from each feature's kind. */
export interface ApprovalRegistry {
  all(): ApprovalKind[];
  get(kind: string): ApprovalKind | undefined;
}
