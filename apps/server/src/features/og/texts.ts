import type { Locale } from '../../lib/deps.js';

// The words of the Open Graph images in id/en/zh. The landing's and the marketing pages' lines are
// the web's own (apps/web/src/lib/i18n/locales/*/home.ts landing.title/subtitle, shell.ts
// marketing.title/text): the image repeats what the page says.

type Texts = Record<Locale, string>;

export const OG_TEXTS = {
  tagline: {
    id: 'Jualan pulsa & produk digital jadi lebih mudah',
    en: 'Selling mobile credit & digital products made easy',
    zh: '轻松销售话费和数字产品',
  },
  subtitle: {
    id: 'Daftar gratis di {site}, isi deposit, lalu jual pulsa, paket data, token listrik dan bayar tagihan pelanggan Anda.',
    en: 'Sign up for free at {site}, top up your deposit, then sell credit, data plans, electricity tokens and pay your customers’ bills.',
    zh: '免费注册 {site}，充值存款，即可销售话费、流量、电费代币并为客户缴纳账单。',
  },
  pricelistTitle: { id: 'Daftar Harga {product}', en: '{product} price list', zh: '{product}价目表' },
  pricelistEmpty: {
    id: 'Daftar harga segera hadir',
    en: 'Price list coming soon',
    zh: '价目表即将上线',
  },
  groupOperator: { id: 'operator', en: 'operator', zh: '运营商' },
  groupBrand: { id: 'merek', en: 'brand', zh: '品牌' },
  groupCountry: { id: 'negara', en: 'country', zh: '国家' },
  cheapestPer: { id: 'Harga termurah per {group}', en: 'Lowest price per {group}', zh: '各{group}最低价' },
  from: { id: 'mulai', en: 'from', zh: '低至' },
  more: { id: '+{n} lainnya', en: '+{n} more', zh: '另有 {n} 个' },
  marketingTitle: {
    id: '{product} murah dan cepat',
    en: 'Cheap and fast {product}',
    zh: '便宜快捷的{product}',
  },
  marketingText: {
    id: 'Jual {product} ke pelanggan Anda dengan harga agen. Daftar gratis, isi deposit, lalu transaksi kapan saja 24 jam.',
    en: 'Sell {product} to your customers at agent prices. Sign up free, top up your deposit, then transact any time, 24 hours a day.',
    zh: '以代理价向客户销售{product}。免费注册、充值余额，随后全天 24 小时随时交易。',
  },
  startingAt: { id: 'Mulai {price}', en: 'From {price}', zh: '低至 {price}' },
  blog: { id: 'Blog', en: 'Blog', zh: '博客' },
} satisfies Record<string, Texts>;

export type OgTextKey = keyof typeof OG_TEXTS;

/** The text of a key in a language, with `{name}` placeholders filled. */
export function ogText(key: OgTextKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return OG_TEXTS[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
