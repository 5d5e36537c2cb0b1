// The product catalogue's constants and pure rules: product types (spec §2 route groups), operators
// and brands, rupiah face values, the supplier's cut-off window and the selling-price rule (spec §5).
import { OPERATOR_PREFIXES, type Operator } from './phone.js';
import type { Locale } from './validation/locale.js';

/** Prepaid types, exactly the spec's /prabayar children (route names). */
export const PREPAID_TYPES = [
  'pulsa',
  'data',
  'electricity',
  'games',
  'voucher',
  'starterPacks',
  'aktivasi-voucher',
  'emoney',
  'smstel',
  'validityPackage',
  'international',
  'tv',
  'pertagas',
  'topupByExcel',
  'esim',
  'sendMoney',
] as const;
export type PrepaidType = (typeof PREPAID_TYPES)[number];

/** Postpaid types of /pascabayar/{type}; the spec's "kirim uang" needs a URL-safe code. */
export const POSTPAID_TYPES = [
  'tv',
  'finance',
  'pdam',
  'hp',
  'pbb',
  'gas',
  'electricity',
  'bpjs',
  'internet',
  'esamsat',
  'tselomni',
  'kirim-uang',
  'indosat4u',
  'tricuanmax',
  'xlcuanku',
  'byupromo',
] as const;
export type PostpaidType = (typeof POSTPAID_TYPES)[number];

type Labels = Readonly<Record<Locale, string>>;
const l = (id: string, en: string, zh: string): Labels => ({ id, en, zh });

export const PREPAID_TYPE_LABELS: Readonly<Record<PrepaidType, Labels>> = {
  pulsa: l('Pulsa', 'Mobile credit', '话费充值'),
  data: l('Paket Data', 'Data package', '流量套餐'),
  electricity: l('Token Listrik', 'Electricity token', '电费充值'),
  games: l('Top Up Game', 'Games', '游戏充值'),
  voucher: l('Voucher', 'Voucher', '代金券'),
  starterPacks: l('Aktivasi Perdana', 'Starter pack activation', '新卡激活'),
  'aktivasi-voucher': l('Aktivasi Voucher', 'Voucher activation', '代金券激活'),
  emoney: l('E-Money', 'E-money', '电子钱包'),
  smstel: l('Paket SMS & Telpon', 'SMS & call package', '短信和通话套餐'),
  validityPackage: l('Masa Aktif', 'Validity extension', '有效期延长'),
  international: l('Internasional', 'International top-up', '国际充值'),
  tv: l('TV', 'TV', '电视'),
  pertagas: l('Gas', 'Gas', '燃气'),
  topupByExcel: l('Top Up Excel', 'Bulk top-up (Excel)', 'Excel 批量充值'),
  esim: l('eSIM', 'eSIM', 'eSIM'),
  sendMoney: l('Kirim Uang', 'Send money', '转账'),
};

export const POSTPAID_TYPE_LABELS: Readonly<Record<PostpaidType, Labels>> = {
  tv: l('TV Pascabayar', 'Cable TV', '有线电视'),
  finance: l('Multifinance', 'Finance instalment', '分期付款'),
  pdam: l('PDAM', 'Water (PDAM)', '水费'),
  hp: l('HP Pascabayar', 'Mobile postpaid', '手机后付费'),
  pbb: l('PBB', 'Property tax (PBB)', '房产税'),
  gas: l('Gas Negara', 'Gas bill', '燃气费'),
  electricity: l('PLN Pascabayar', 'Electricity bill', '电费账单'),
  bpjs: l('BPJS', 'BPJS insurance', 'BPJS 社保'),
  internet: l('Internet Pascabayar', 'Internet bill', '网费'),
  esamsat: l('E-Samsat', 'Vehicle tax (e-Samsat)', '车辆税'),
  tselomni: l('Telkomsel Omni', 'Telkomsel Omni', 'Telkomsel Omni'),
  'kirim-uang': l('kirim uang', 'kirim uang', 'kirim uang'),
  indosat4u: l('Indosat 4U', 'Indosat 4U', 'Indosat 4U'),
  tricuanmax: l('Tri CuanMax', 'Tri CuanMax', 'Tri CuanMax'),
  xlcuanku: l('XL Cuanku', 'XL Cuanku', 'XL Cuanku'),
  byupromo: l('by.U Promo', 'by.U Promo', 'by.U Promo'),
};

/**
 * The icon of each product type (names of the web app's icon set, components/ui/icons.tsx): one
 * list for the server's dynamic home menu and the web's own type navigation.
 */
export const PREPAID_TYPE_ICONS: Readonly<Record<PrepaidType, string>> = {
  pulsa: 'smartphone',
  data: 'wifi',
  electricity: 'bolt',
  games: 'gamepad',
  voucher: 'ticket',
  starterPacks: 'sim',
  'aktivasi-voucher': 'ticket',
  emoney: 'wallet',
  smstel: 'message',
  validityPackage: 'calendar',
  international: 'globe',
  tv: 'tv',
  pertagas: 'flame',
  topupByExcel: 'upload',
  esim: 'chip',
  sendMoney: 'send',
};

export const POSTPAID_TYPE_ICONS: Readonly<Record<PostpaidType, string>> = {
  tv: 'tv',
  finance: 'card',
  pdam: 'droplet',
  hp: 'smartphone',
  pbb: 'document',
  gas: 'flame',
  electricity: 'bolt',
  bpjs: 'heart',
  internet: 'wifi',
  esamsat: 'car',
  tselomni: 'smartphone',
  'kirim-uang': 'send',
  indosat4u: 'smartphone',
  tricuanmax: 'smartphone',
  xlcuanku: 'smartphone',
  byupromo: 'smartphone',
};

export const isPrepaidType = (v: unknown): v is PrepaidType => PREPAID_TYPES.includes(v as PrepaidType);
export const isPostpaidType = (v: unknown): v is PostpaidType => POSTPAID_TYPES.includes(v as PostpaidType);

// ---- operators and brands ----

/** Types sold to a mobile number: the number's prefix picks the operator's products. */
export const OPERATOR_TYPES: readonly PrepaidType[] = [
  'pulsa',
  'data',
  'smstel',
  'validityPackage',
  'starterPacks',
];
export const isOperatorType = (t: PrepaidType) => OPERATOR_TYPES.includes(t);

/** Brand codes an operator's products carry; by.U is Telkomsel's digital brand (0851, protocols.md). */
export const OPERATOR_BRANDS = ['telkomsel', 'byu', 'indosat', 'xl', 'axis', 'tri', 'smartfren'] as const;
export type OperatorBrand = (typeof OPERATOR_BRANDS)[number];

/** The spec's message when a number's prefix is not a known operator. */
export const OPERATOR_NOT_REGISTERED = 'Operator Not Registered (choose manually)';

const prefixOperator = new Map<string, Operator>(
  (Object.entries(OPERATOR_PREFIXES) as [Operator, readonly string[]][]).flatMap(([op, ps]) =>
    ps.map((p) => [p, op] as const),
  ),
);

/**
 * The operator of a (possibly still incomplete) number from its first four digits, so the product
 * list can follow the user's typing; 62…/+62… are read as 0…. Null for unknown prefixes.
 */
export function operatorOfPrefix(destination: string | null | undefined): Operator | null {
  const d = (destination ?? '').replace(/[\s-]+/g, '').replace(/^\+?62/, '0');
  return /^\d{4}/.test(d) ? (prefixOperator.get(d.slice(0, 4)) ?? null) : null;
}

/** The brand codes of the products a number can buy: by.U products need a by.U (0851) number. */
export function brandsForNumber(operator: Operator, destination?: string | null): OperatorBrand[] {
  const d = (destination ?? '').replace(/[\s-]+/g, '').replace(/^\+?62/, '0');
  return operator === 'telkomsel' && d.startsWith('0851') ? ['telkomsel', 'byu'] : [operator];
}

/** The operator a brand code belongs to (by.U → Telkomsel), or null for non-operator brands. */
export const operatorOfBrand = (brandCode: string): Operator | null =>
  brandCode === 'byu' ? 'telkomsel' : brandCode in OPERATOR_PREFIXES ? (brandCode as Operator) : null;

// The supplier spells some brands in several ways; one code per brand keeps filters stable.
const brandAliases: Readonly<Record<string, string>> = {
  'by-u': 'byu',
  three: 'tri',
  '3': 'tri',
  'indosat-ooredoo': 'indosat',
  im3: 'indosat',
  'xl-axiata': 'xl',
  'pln-prabayar': 'pln',
};

/** A brand's stable code: `"by.U" → "byu"`, `"Mobile Legends" → "mobile-legends"`. */
export function brandCode(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return brandAliases[slug] ?? slug;
}

/** Countries of the international type (spec §1, §9.2), each a brand of that one type. */
export const INTERNATIONAL_COUNTRIES = [
  'Bangladesh',
  'China',
  'Malaysia',
  'Singapore',
  'Thailand',
  'Vietnam',
  'Philippines',
] as const;
export type InternationalCountry = (typeof INTERNATIONAL_COUNTRIES)[number];

/** A country's calling code and the digits of a mobile number there, without it and without the trunk 0. */
export interface CallingCode {
  code: string;
  min: number;
  max: number;
}

/** The international type's countries: calling code and national mobile-number length (ITU plans). */
export const INTERNATIONAL_CALLING_CODES: Readonly<Record<InternationalCountry, CallingCode>> = {
  Bangladesh: { code: '880', min: 10, max: 10 }, // 1X XXXX XXXX
  China: { code: '86', min: 11, max: 11 }, // 1XX XXXX XXXX
  Malaysia: { code: '60', min: 9, max: 10 }, // 1X-XXX XXXX(X)
  Singapore: { code: '65', min: 8, max: 8 }, // 8XXX XXXX, 9XXX XXXX
  Thailand: { code: '66', min: 9, max: 9 }, // 6/8/9X XXX XXXX
  Vietnam: { code: '84', min: 9, max: 10 }, // 3/5/7/8/9X XXX XXXX
  Philippines: { code: '63', min: 10, max: 10 }, // 9XX XXX XXXX
};

/** The calling code of an international brand (its code, `brandCode("Malaysia")`), or null. */
export function callingCodeOf(brand: string | null | undefined): CallingCode | null {
  const country = INTERNATIONAL_COUNTRIES.find((c) => brandCode(c) === brand);
  return country ? INTERNATIONAL_CALLING_CODES[country] : null;
}

// ---- face value ----

/** Types whose products have a rupiah face value written in their name (Telkomsel 5.000, DANA 25K). */
const RUPIAH_FACE_TYPES: readonly PrepaidType[] = [
  'pulsa',
  'electricity',
  'emoney',
  'voucher',
  'aktivasi-voucher',
  'pertagas',
  'sendMoney',
  'topupByExcel',
];

/**
 * The rupiah face value of a product, or null when it has none (data in GB, game diamonds, foreign
 * currency). Read from the name ("5.000", "Rp 10.000", "25K", "50 rb", "100000"), else from the
 * SKU's trailing digits, which suppliers write in thousands below 1000 ("S5", "pln20").
 */
export function parseNominal(type: PrepaidType, name: string, sku = ''): number | null {
  if (!RUPIAH_FACE_TYPES.includes(type)) return null;
  for (const m of name.matchAll(/(\d{1,3}(?:\.\d{3})+|\d+)\s*(k|rb|ribu)?(?![\w.])/gi)) {
    const digits = Number(m[1]!.replaceAll('.', ''));
    const value = m[2] ? digits * 1000 : digits;
    if ((m[2] || m[1]!.includes('.') || digits >= 1000) && value > 0) return value;
  }
  const tail = sku.match(/(\d+)$/);
  if (!tail) return null;
  const n = Number(tail[1]);
  if (n <= 0) return null;
  return n < 1000 ? n * 1000 : n;
}

// ---- cut-off ----

export interface CutOff {
  start: string; // HH:MM, Asia/Jakarta
  end: string;
}

const hhmm = (v: string | null | undefined) => {
  const m = (v ?? '').trim().match(/^(\d{1,2}):(\d{1,2})(?::\d{1,2})?$/);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]!.padStart(2, '0')}`;
};

/** The supplier's daily cut-off window; equal or unreadable ends (Digiflazz writes none as 0:0–0:0) mean none. */
export function cutOffWindow(
  start: string | null | undefined,
  end: string | null | undefined,
): CutOff | null {
  const s = hhmm(start);
  const e = hhmm(end);
  return s && e && s !== e ? { start: s, end: e } : null;
}

/** True while Jakarta time (UTC+7, no daylight saving) is inside the window, which may span midnight. */
export function inCutOff(window: CutOff | null, at: Date = new Date()): boolean {
  if (!window) return false;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const now = Math.floor((at.getTime() / 60_000 + 7 * 60) % 1440);
  const s = minutes(window.start);
  const e = minutes(window.end);
  return s < e ? now >= s && now < e : now >= s || now < e;
}

// ---- prices ----

/** Account levels that have their own price (account category): visitors pay the member price. */
export const PRICE_LEVELS = [1, 2, 3] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];
export const priceLevel = (category: number | null | undefined): PriceLevel =>
  category === 2 || category === 3 ? category : 1;

/**
 * A rupiah amount from user or supplier input: a non-negative safe integer, or digits with dots as
 * thousands separators ("2.000", spec §5 currency input). Anything else is null.
 */
export function parseRupiah(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(v)) return null;
  const n = Number(v.replaceAll('.', ''));
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The one selling-price rule (spec §5): a custom price is never below the buying price and an
 * invalid one becomes the buying price; otherwise the price is buying price + markup, an invalid
 * markup counting as 0. Nothing is negative.
 */
export function sellingPrice(
  buyingPrice: unknown,
  rule: { customPrice?: unknown; markup?: unknown },
): number {
  const buying = parseRupiah(buyingPrice) ?? 0;
  if (rule.customPrice !== undefined && rule.customPrice !== null) {
    return Math.max(parseRupiah(rule.customPrice) ?? buying, buying);
  }
  return buying + (parseRupiah(rule.markup) ?? 0);
}

/** A markup for the buying prices from minBuying to maxBuying (inclusive; null = no upper bound). */
export interface MarkupBand {
  minBuying: number;
  maxBuying: number | null;
  markup: number;
}

/** The markup of the band a buying price falls in; the narrowest (highest minimum) wins; none → 0. */
export function markupFor(bands: readonly MarkupBand[], buying: number): number {
  let best: MarkupBand | undefined;
  for (const b of bands) {
    if (buying < b.minBuying || (b.maxBuying !== null && buying > b.maxBuying)) continue;
    if (!best || b.minBuying > best.minBuying) best = b;
  }
  return best?.markup ?? 0;
}
