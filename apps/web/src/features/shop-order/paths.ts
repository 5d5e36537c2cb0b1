import type { OrderTab } from './api';

/** The shop's order screens (spec §2 Shop), named routes in comments. */
export const shopOrderPaths = {
  /** shop::cart:checkout */
  checkout: '/shop/cart/checkout',
  /** shop::checkout:link — an order's payment step (and a visitor's one-page checkout by its cart id). */
  pay: (link: string) => `/shop/checkout/${encodeURIComponent(link)}`,
  /** shop::transaction */
  orders: (status: OrderTab = 'all') =>
    status === 'all' ? '/shop/transaction' : `/shop/transaction/${status}`,
  /** shop::transaction:detail — one order. */
  order: (code: string) => `/shop/transaction/detail/${encodeURIComponent(code)}`,
  /** laporan::shop */
  report: (status: OrderTab = 'all') =>
    status === 'all' ? '/account/laporan/shop' : `/account/laporan/shop/${status}`,
} as const;
