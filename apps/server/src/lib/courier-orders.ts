import type { CourierOrder } from '../providers/courier/port.js';
import type { Deps } from './deps.js';

// Who owns an order of the courier aggregator: the shop's orders and multi-courier shipments share
// one provider and so one webhook (COURIER_WEBHOOK_PATH, features/shipping). The route verifies the
// webhook, re-reads the order (deps.courier.getOrder: a webhook is only a hint) and asks each
// handler in turn; the first that knows the order applies it. The handlers are registered once in
// createDeps (apps/server/src/deps.ts), so that the route never imports the features that own them.

export interface CourierOrderHandler {
  name: string;
  /**
   * Applies the provider's order (as re-read just now) when it is one of this handler's; answers
   * what it did, or null when the order is not its own. Must be idempotent: webhooks repeat.
   */
  handle(deps: Deps, providerOrderId: string, remote: CourierOrder): Promise<string | null>;
}

export interface CourierOrderRegistry {
  all(): CourierOrderHandler[];
}

export function createCourierOrderRegistry(handlers: CourierOrderHandler[]): CourierOrderRegistry {
  const names = new Set(handlers.map((h) => h.name));
  if (names.size !== handlers.length) throw new Error('courier order handlers must have distinct names');
  return { all: () => [...handlers] };
}

declare module './deps.js' {
  interface Deps {
    /** The owners of courier orders (the shop's orders, shipments), asked by the courier webhook. */
    courierOrders: CourierOrderRegistry;
  }
}
