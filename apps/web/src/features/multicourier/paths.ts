import type {
  MulticourierCourier,
  ShipmentShippingState,
  ShipmentStatus,
} from '@konter/core/contracts/shipping';

/** The multi-courier screens (spec §2 Multi-courier), named routes in comments. */
export const multicourierPaths = {
  /** multicourier::index */
  home: '/multi-courier',
  /** multicourier::form */
  form: '/multi-courier/form',
  /** multicourier::history, filtered */
  history: (
    filters: {
      status?: ShipmentStatus;
      shipping_status?: ShipmentShippingState;
      courier?: MulticourierCourier;
    } = {},
  ) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
    const s = q.toString();
    return s ? `/multi-courier/transaction/history?${s}` : '/multi-courier/transaction/history';
  },
  /** multicourier::detail — one shipment. */
  detail: (courier: MulticourierCourier, ref: string) =>
    `/multi-courier/transaction/detail/${courier}/${encodeURIComponent(ref)}`,
  /** multicourier::tracking (members), optionally with an AWB to look up at once. */
  tracking: (awb?: string, courier?: MulticourierCourier) => {
    const q = new URLSearchParams();
    if (awb) q.set('awb', awb);
    if (courier) q.set('courier', courier);
    const s = q.toString();
    return s ? `/multi-courier/transaction/tracking?${s}` : '/multi-courier/transaction/tracking';
  },
  /** multicourier::manifest */
  manifest: (courier?: MulticourierCourier) =>
    courier ? `/multi-courier/manifest?courier=${courier}` : '/multi-courier/manifest',
  /** laporan::multicourier */
  report: '/account/laporan/multicourier',
  /** lacak: the visitors' tracking (outside the multi-courier area). */
  publicTracking: '/lacak',
} as const;
