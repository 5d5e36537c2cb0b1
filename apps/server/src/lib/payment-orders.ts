import type { Db } from '../db/client.js';
import type { PaymentEvent } from '../providers/payment/gateway.js';
import type { Deps } from './deps.js';

// Gateway payments of features above `payment` (the shop's orders): features/payment applies a
// confirmed gateway event by its order id's prefix. `DEP…` (top-ups) and `TRX…` (purchases) are its
// own; any other prefix is looked up here, so that payment never imports the feature that owns it.
// The kinds are registered once in createDeps (apps/server/src/deps.ts).

export interface GatewayOrderKind {
  /** The order id's prefix, e.g. `SHP`. */
  prefix: string;
  /**
   * Applies a confirmed event (state and amount re-read from the provider) inside the caller's
   * transaction, once per event (the payment_events inbox row is marked in the same transaction).
   * What must happen after commit goes to `after`. Returns the outcome recorded on the inbox row.
   */
  apply(
    deps: Deps,
    tx: Db,
    provider: 'midtrans' | 'xendit',
    event: PaymentEvent,
    after: (() => void)[],
  ): Promise<string>;
}

export interface PaymentOrderRegistry {
  /** The kind whose prefix starts the order id, if any. */
  find(orderId: string): GatewayOrderKind | undefined;
  all(): GatewayOrderKind[];
}

export function createPaymentOrderRegistry(kinds: GatewayOrderKind[]): PaymentOrderRegistry {
  for (const k of kinds) {
    if (!/^[A-Z]{3}$/.test(k.prefix) || k.prefix === 'DEP' || k.prefix === 'TRX')
      throw new Error(`payment order prefix ${k.prefix} is not usable`);
  }
  return { find: (orderId) => kinds.find((k) => orderId.startsWith(k.prefix)), all: () => [...kinds] };
}

declare module './deps.js' {
  interface Deps {
    /** Gateway order kinds of upper features (the shop's `SHP…` orders), by order id prefix. */
    paymentOrders: PaymentOrderRegistry;
  }
}
