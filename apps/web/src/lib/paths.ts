import type { PostpaidType, PrepaidType } from '@konter/core/catalog';

/**
 * Paths of the purchase and report screens, shared by features (named routes of the spec in
 * comments). `base` is '/webapp' inside the Android shell's chrome-less variant.
 */
export const paths = {
  prepaid: (type: PrepaidType, base = '') => `${base}/prabayar/${type}`,
  postpaid: (type: PostpaidType, base = '') => `${base}/pascabayar/${type}`,
  receipt: (kind: 'prepaid' | 'postpaid', refId: string) =>
    `/receipt/${kind === 'prepaid' ? 'prabayar' : 'pascabayar'}/${encodeURIComponent(refId)}`,
  /** account/transaksi-history/{prabayar|pascabayar} */
  history: (kind: 'prepaid' | 'postpaid') =>
    `/account/transaksi-history/${kind === 'prepaid' ? 'prabayar' : 'pascabayar'}`,
  /** laporan::transaksi */
  transactionReport: '/account/laporan/transaksi',
  /** report::index */
  report: '/report',
  pricelist: (type: PrepaidType) => `/pricelist/${type}`,
  pin: '/account/pin',
  contacts: '/account/contact',
} as const;

/** Route ids of the spec's named routes. */
export const routeNames = { transactionReport: 'laporan::transaksi', report: 'report::index' } as const;

/** '/webapp' when the page runs in the Android shell's variant without the site chrome. */
export const basePathOf = (pathname: string) => (pathname.startsWith('/webapp/') ? '/webapp' : '');
