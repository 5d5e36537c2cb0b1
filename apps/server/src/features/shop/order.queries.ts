import {
  SHOP_ORDER_OPEN_STATUSES,
  SHOP_ORDER_STATUSES,
  type ShopOrderListRequest,
  type ShopOrderStatus,
  type ShopPaymentChannels,
} from '@konter/core/contracts/shop-order';
import type { Locale } from '@konter/core/messages/index';
import { PAYMENT_METHOD_CODES, parsePaymentMethod, paymentMethodInfo } from '@konter/core/payment';
import { getUserBalances } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { getDepositSettings } from '../deposit/index.js';
import { shopAddressOf } from './address.service.js';
import { checkLines, type OrderLine } from './checkout.service.js';
import { cartLines, countByStatus, findOrderByCode, listOrders, type OrderRow } from './order.repository.js';
import { detailOf, gatewayFeeFor, summaries } from './order.service.js';
import { shippingOptions } from './order-shipping.js';

// What the buyer reads: the order list (POST shop/transactions/index; also the report
// /account/laporan/shop), the open count, the unpaid orders, one order with its tracking, the
// payment channels, and the shipping options of the member's cart.

export const ORDERS_PER_PAGE = 10;

/** A Jakarta date (YYYY-MM-DD) → the instant it starts. */
const jakartaDate = (d: string) => new Date(`${d}T00:00:00+07:00`);

export async function listMyOrders(deps: Deps, userId: number, q: ShopOrderListRequest) {
  const page = Number(q.page ?? 1) || 1;
  const status = q.status && q.status !== 'all' ? (q.status as ShopOrderStatus) : undefined;
  const { rows, total } = await listOrders(
    deps.database.db,
    {
      userId,
      ...(status ? { status } : {}),
      ...(q.from ? { from: jakartaDate(q.from) } : {}),
      ...(q.to ? { to: new Date(jakartaDate(q.to).getTime() + 86_400_000) } : {}),
    },
    page,
    ORDERS_PER_PAGE,
  );
  return { data: await summaries(deps.database.db, rows), meta: pageMeta(page, ORDERS_PER_PAGE, total) };
}

/** GET shop/transactions/count: open orders, and every state's count. */
export async function countMyOrders(deps: Deps, userId: number) {
  const counted = await countByStatus(deps.database.db, userId);
  const statuses = Object.fromEntries(SHOP_ORDER_STATUSES.map((s) => [s, counted[s] ?? 0])) as Record<
    ShopOrderStatus,
    number
  >;
  const open = SHOP_ORDER_OPEN_STATUSES.reduce((n, s) => n + statuses[s], 0);
  return { data: open, statuses };
}

export async function unpaidOrders(deps: Deps, userId: number) {
  const { rows } = await listOrders(deps.database.db, { userId, status: 'waiting_payment' }, 1, 50);
  const now = new Date();
  return summaries(
    deps.database.db,
    rows.filter((o) => o.expiresAt > now),
  );
}

async function myOrder(deps: Deps, userId: number, code: string): Promise<OrderRow> {
  const o = await findOrderByCode(deps.database.db, code);
  if (!o || o.userId !== userId) throw new AppError('shop_order_not_found');
  return o;
}

export async function myOrderDetail(deps: Deps, userId: number, code: string) {
  return detailOf(deps, await myOrder(deps, userId, code));
}

/**
 * The channels a shop order may be paid with: the deposit (members) and the configured gateways'
 * channels (our own bank transfer is for top-ups only), with the buyer's fee for `amount`.
 */
export async function paymentChannels(
  deps: Deps,
  locale: Locale,
  opts: { amount: number | null; userId: number | null },
): Promise<ShopPaymentChannels> {
  const db = deps.database.db;
  const s = await getDepositSettings(db);
  const gateways = PAYMENT_METHOD_CODES.filter((m) => {
    const p = parsePaymentMethod(m);
    return p !== null && p.provider !== 'bank_transfer' && Boolean(deps.gateways?.[p.provider]);
  });
  const channels = await Promise.all(
    gateways.map(async (m) => {
      const info = paymentMethodInfo(m);
      return {
        method: m,
        group: info.group,
        name: info.name[locale],
        fee: opts.amount === null ? null : (await gatewayFeeFor(db, m, opts.amount)).fee,
      };
    }),
  );
  const deposit = { method: 'deposit' as const, group: 'deposit' as const, name: 'Saldo Deposit', fee: 0 };
  return {
    channels: opts.userId === null ? channels : [deposit, ...channels],
    balance: opts.userId === null ? null : (await getUserBalances(db, opts.userId)).deposit,
    customer_pays_fee: s.pay_external_payment_fee,
  };
}

/** POST shop/payment/channel {link?}: the member's channels (fees for the order when given). */
export async function memberChannels(deps: Deps, userId: number, locale: Locale, link?: string) {
  const o = link ? await myOrder(deps, userId, link) : null;
  return paymentChannels(deps, locale, { amount: o ? o.total : null, userId });
}

/** POST shop/shiping/cost-custom: the member's cart (its weights and sizes) to one of their addresses. */
export async function costCustom(deps: Deps, userId: number, addressId: number) {
  const address = await shopAddressOf(deps, userId, addressId);
  const lines: OrderLine[] = await cartLines(deps.database.db, userId);
  checkLines(lines);
  return shippingOptions(deps, address, lines);
}
