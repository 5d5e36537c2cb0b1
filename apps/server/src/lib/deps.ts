import type {
  ApprovalField,
  ApprovalImage,
  ApprovalKindName,
  StaffRole,
} from '@konter/core/contracts/console';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
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
 * Each feature that has such items exports its kind; createDeps collects them; the admin CLI
 * (`pending`, `approve`, `reject`) and the operations console's approvals queue list, show,
 * approve and reject them through this one interface (features/console decideApproval).
 */
export interface ApprovalKind {
  kind: ApprovalKindName;
  description: string;
  /** The staff roles that decide it in the console (`owner` decides every kind). */
  roles: readonly Exclude<StaffRole, 'owner'>[];
  /** What waits now, oldest first. */
  list(deps: Deps): Promise<ApprovalEntry[]>;
  /**
   * One item, waiting or decided (`pending` false once decided); undefined when there is no such
   * item. Without it, an item is pending while list() has it.
   */
  detail?(deps: Deps, id: string): Promise<(ApprovalEntry & { pending: boolean }) | undefined>;
  /** The item's picture (its `image` says which), or undefined. */
  image?(deps: Deps, id: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  /** Approves once; a decided item throws (the feature's guarded update). Answers a line for the CLI. */
  approve(deps: Deps, id: string, decision?: DecisionContext): Promise<string>;
  reject(deps: Deps, id: string, reason: string, decision?: DecisionContext): Promise<string>;
}

/** One waiting item: the CLI prints `summary`; the console shows the member, amount, facts and image. */
export interface ApprovalEntry {
  id: string;
  /** A line in English for the CLI's `pending`. */
  summary: string;
  createdAt: Date;
  member?: { id: number; name: string; hp: string } | null;
  amount?: number | null;
  fields?: ApprovalField[];
  image?: ApprovalImage | null;
}

/** Who decides, and what must commit with the decision. */
export interface DecisionContext {
  /** Stored on the decided row (reviewed_by, decided_by…): a staff e-mail or `cli:<os user>`. */
  by: string;
  /**
   * Run inside the decision's transaction once its guarded update took effect (the audit row), so
   * the decision and its record commit together or not at all.
   */
  inTx?: (tx: Db) => Promise<void>;
}

/** The kinds of this process, by name; built once in createDeps from each feature's kind. */
export interface ApprovalRegistry {
  all(): ApprovalKind[];
  get(kind: string): ApprovalKind | undefined;
}
