import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { Headers } from '../../providers/payment/gateway.js';
import { providerOf } from './couriers.js';

/**
 * The courier webhook (COURIER_WEBHOOK_PATH): checked on the raw body by the port (a wrong secret
 * is 401 `courier_webhook_refused` and nothing happens), then only a hint — the order is re-read
 * from the provider (getOrder) and each registered owner (deps.courierOrders: the shop's orders,
 * shipments) is asked in turn; the first that knows the order applies it.
 */
export async function receiveCourierWebhook(deps: Deps, raw: string, headers: Headers) {
  if (!deps.courier) throw new AppError('not_found');
  const courier = providerOf(deps);
  const verdict = courier.verifyWebhook(raw, headers);
  if (!verdict.ok) throw new AppError('courier_webhook_refused');
  if (!verdict.orderId) return { received: true as const, outcome: verdict.event };
  const remote = await courier.getOrder(verdict.orderId);
  for (const handler of deps.courierOrders.all()) {
    const outcome = await handler.handle(deps, verdict.orderId, remote);
    if (outcome !== null) return { received: true as const, outcome: `${handler.name}: ${outcome}` };
  }
  return { received: true as const, outcome: 'unknown order' };
}
