import { defineMessages } from './define.js';

/**
 * Errors of the regions and couriers area (calls §8.3, Shop line): the region search, and what the
 * courier provider answers (providers/courier CourierError codes → these keys, `courierErrorKey`
 * in features/regions). Keys are unique across areas (see index.ts).
 */
export const regionsMessages = defineMessages({
  region_fetch_failed: {
    status: 503,
    en: 'region fetch failed',
    id: 'Gagal mengambil data wilayah. Coba lagi sebentar lagi.',
    zh: '获取地区数据失败，请稍后再试。',
  },
  courier_area_not_served: {
    status: 422,
    en: 'Your area is not in this service',
    id: 'Wilayah Anda belum terjangkau layanan ini.',
    zh: '您所在的地区不在此服务范围内。',
  },
  courier_service_unsupported: {
    status: 422,
    en: 'Shipping service is unsupported',
    id: 'Layanan pengiriman ini tidak didukung.',
    zh: '不支持此配送服务。',
  },
  courier_route_unavailable: {
    status: 422,
    en: 'origin-to-destination delivery unavailable',
    id: 'Pengiriman dari asal ke tujuan ini tidak tersedia.',
    zh: '从发货地到目的地的配送不可用。',
  },
  address_incomplete: {
    status: 422,
    en: 'Your address is incomplete',
    id: 'Alamat Anda belum lengkap.',
    zh: '您的地址不完整。',
  },
  courier_unavailable: {
    status: 503,
    en: 'The courier service is not answering; try again in a moment',
    id: 'Layanan kurir sedang tidak merespons; coba lagi sebentar lagi.',
    zh: '快递服务暂无响应，请稍后再试。',
  },
});

/** The regions area stores no notifications. */
export const regionsNotices = defineMessages({});
