import type { CourierOrderHandler } from '../../lib/courier-orders.js';
import { findOrderByProviderOrder } from './order.repository.js';
import { completeOrder } from './order.service.js';

/**
 * The shop's part of the courier webhook (the route is features/shipping's, lib/courier-orders.ts):
 * the order the provider re-read is a shop order when its id is one of ours; a shipped order whose
 * parcel the provider says is delivered becomes done. Null for orders that are not the shop's.
 */
export const shopCourierOrders: CourierOrderHandler = {
  name: 'shop',
  async handle(deps, providerOrderId, remote) {
    const o = await findOrderByProviderOrder(deps.database.db, providerOrderId);
    if (!o) return null;
    if (remote.state === 'delivered' && o.status === 'shipped') {
      await completeOrder(deps, o.code);
      return 'done';
    }
    return `noted: ${remote.status}`;
  },
};
