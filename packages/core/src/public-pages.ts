// The public, indexable pages of the site (spec §2 public routes) and the URL convention of their
// languages: one list for the web's router, the server's sitemap and the server-rendered
// canonical/hreflang links.
import { POSTPAID_TYPES, PREPAID_TYPES } from './catalog.js';
import { defaultLocale, type Locale, locales } from './validation/locale.js';

/** /m/{slug} → the product type it sells (spec §2 public landing routes). */
export const MARKETING_PAGES: Record<string, string> = {
  data: 'data',
  listrik: 'electricity',
  emoney: 'emoney',
  games: 'games',
  voucher: 'voucher',
  activationVoucher: 'aktivasi-voucher',
  starterPacks: 'starterPacks',
  smstel: 'smstel',
  validityPackage: 'validityPackage',
  tv: 'tv',
  international: 'international',
  pertagas: 'pertagas',
  topupByExcel: 'topupByExcel',
  esim: 'esim',
  sendMoney: 'sendMoney',
};

/** The help centre's sections, /help/{section}, in the order the help page lists them. */
export const HELP_SECTIONS = [
  'cara-penggunaan',
  'panduan-keamanan',
  'privasi',
  'persyaratan',
  'faq',
  'hubungi-kami',
] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

/**
 * The help sections whose text the site may replace (the console's Site page, per language):
 * the running text ones; the FAQ and the contact form keep the app's.
 */
export const EDITABLE_HELP_SECTIONS = [
  'cara-penggunaan',
  'panduan-keamanan',
  'privasi',
  'persyaratan',
] as const satisfies readonly HelpSection[];
export type EditableHelpSection = (typeof EDITABLE_HELP_SECTIONS)[number];

/** The postpaid types with a marketing page, /m/pascabayar/{type}: every postpaid type. */
export const POSTPAID_MARKETING_TYPES = POSTPAID_TYPES;

/** The prepaid types with a public price list, /pricelist/{type}: every prepaid type. */
export const PRICELIST_TYPES = PREPAID_TYPES;

export const BLOG_INDEX_PATH = '/blog/posts';
/** The public H2H API documentation (issue 17), generated from h2h-protocol.ts. */
export const DEVELOPER_DOCS_PATH = '/developer';
/** A published blog post's page. */
export const blogPostPath = (slug: string) => `${BLOG_INDEX_PATH}/${encodeURIComponent(slug)}`;

/** The shop (issue 15): its index, its own help pages, and a product's and a collection's page. */
export const SHOP_INDEX_PATH = '/shop';
/** The shop's help sections, /shop/help/{section}, in the order the shop's help page lists them. */
export const SHOP_HELP_SECTIONS = ['cara-belanja', 'pembayaran', 'pengiriman', 'pengembalian'] as const;
export type ShopHelpSection = (typeof SHOP_HELP_SECTIONS)[number];
export const shopProductPath = (slug: string) => `${SHOP_INDEX_PATH}/product/${encodeURIComponent(slug)}`;
export const shopCollectionPath = (slug: string) =>
  `${SHOP_INDEX_PATH}/collection/${encodeURIComponent(slug)}`;
/**
 * The shop's public pages known without the database (listed when the site's shop is on); its
 * active products and collections (shopProductPath, shopCollectionPath) come from the database.
 */
export const SHOP_PAGE_PATHS: readonly string[] = [
  SHOP_INDEX_PATH,
  `${SHOP_INDEX_PATH}/help`,
  ...SHOP_HELP_SECTIONS.map((section) => `${SHOP_INDEX_PATH}/help/${section}`),
];

/**
 * Every public, indexable page whose path is known without the database, in site order: home,
 * marketing pages, postpaid marketing pages, agency, price lists, help centre, blog index, the H2H
 * API documentation.
 * Published blog posts (blogPostPath) come on top from the database.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  ...Object.keys(MARKETING_PAGES).map((slug) => `/m/${slug}`),
  ...POSTPAID_MARKETING_TYPES.map((type) => `/m/pascabayar/${type}`),
  '/agency',
  ...PRICELIST_TYPES.map((type) => `/pricelist/${type}`),
  '/help',
  ...HELP_SECTIONS.map((section) => `/help/${section}`),
  BLOG_INDEX_PATH,
  DEVELOPER_DOCS_PATH,
];

// ---- languages in URLs ----

/** The site's languages; Indonesian is the default. */
export const LANGUAGES = locales;
export type Language = Locale;
export const DEFAULT_LANGUAGE: Language = defaultLocale;

/**
 * A page's absolute URL in one language: Indonesian (the default) carries no parameter, English
 * and Chinese are the same path with `?lang=en` / `?lang=zh` (a query the path already has is kept).
 * `origin` is the site's public URL (APP_URL), a trailing slash ignored.
 */
export function localizedUrl(origin: string, path: string, lang: Language): string {
  const url = new URL(`${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`);
  if (lang === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', lang);
  return url.href;
}

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * A page's hreflang alternates: one per language, then `x-default` (= the Indonesian URL) — the
 * `<link rel="alternate">` set every variant of the page carries, in pages and in the sitemap.
 */
export function alternates(origin: string, path: string): Alternate[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: localizedUrl(origin, path, lang) })),
    { hreflang: 'x-default', href: localizedUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}
