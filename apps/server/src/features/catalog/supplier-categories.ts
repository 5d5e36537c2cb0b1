import { INTERNATIONAL_COUNTRIES, type PostpaidType, type PrepaidType } from '@konter/core/catalog';

// The one table from the supplier's (Digiflazz) price-list categories to our product types. Keys are
// compared case-insensitively. A category missing here is skipped by the sync and logged — never
// guessed — so a new supplier category needs a row here first.

const PREPAID: Readonly<Record<string, PrepaidType>> = {
  pulsa: 'pulsa',
  data: 'data',
  pln: 'electricity',
  'token pln': 'electricity',
  'e-money': 'emoney',
  games: 'games',
  voucher: 'voucher',
  'paket sms & telpon': 'smstel',
  'masa aktif': 'validityPackage',
  'aktivasi voucher': 'aktivasi-voucher',
  'aktivasi perdana': 'starterPacks',
  tv: 'tv',
  gas: 'pertagas',
  esim: 'esim',
  'kirim uang': 'sendMoney',
};

// Real Digiflazz `pasca` lists put most billers under the generic category "Pascabayar" and name
// the biller in `brand` ("PLN PASCABAYAR", "BPJS KESEHATAN"); others have their own category
// ("PDAM", "TV Pascabayar"). The same table answers both.
const POSTPAID: Readonly<Record<string, PostpaidType>> = {
  'pln pascabayar': 'electricity',
  pdam: 'pdam',
  'bpjs kesehatan': 'bpjs',
  'bpjs ketenagakerjaan': 'bpjs',
  'internet pascabayar': 'internet',
  'tv pascabayar': 'tv',
  'hp pascabayar': 'hp',
  multifinance: 'finance',
  pbb: 'pbb',
  'gas negara': 'gas',
  'e-samsat': 'esamsat',
  samsat: 'esamsat',
  'telkomsel omni': 'tselomni',
  'kirim uang': 'kirim-uang',
  'indosat only4u': 'indosat4u',
  'indosat 4u': 'indosat4u',
  'tri cuanmax': 'tricuanmax',
  'xl axis cuanku': 'xlcuanku',
  'xl cuanku': 'xlcuanku',
  'by.u promo': 'byupromo',
};

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

// "China TOPUP", "Malaysia TopUp", …: one international type whose brands are the countries.
const countryByKey = new Map<string, string>(INTERNATIONAL_COUNTRIES.map((c) => [key(c), c]));

export interface PrepaidMapping {
  type: PrepaidType;
  /** Replaces the supplier's brand: international products are grouped by country. */
  brand?: string;
}

export function prepaidTypeOf(category: string): PrepaidMapping | null {
  const k = key(category);
  const type = PREPAID[k];
  if (type) return { type };
  const country = countryByKey.get(k.replace(/ ?top ?up$/, ''));
  return country ? { type: 'international', brand: country } : null;
}

export function postpaidTypeOf(category: string, brand: string): PostpaidType | null {
  const k = key(category);
  return POSTPAID[k] ?? (k === 'pascabayar' ? (POSTPAID[key(brand)] ?? null) : null);
}
