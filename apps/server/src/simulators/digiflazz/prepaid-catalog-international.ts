// International top-ups, one "<Country> TOPUP" category per country (the app merges them into one
// International type whose brands are the countries). Prices are the rupiah cost at a realistic
// exchange rate plus the seller's fee: MYR ≈ 3,700, CNY ≈ 2,250, SGD ≈ 12,300, THB ≈ 470,
// VND ≈ 0.64, PHP ≈ 285, BDT ≈ 135 rupiah.
import { item, type PrepaidProduct } from './prepaid-item.js';

/** Country calling codes: destinations are written with them, without "+" or the trunk 0. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  Bangladesh: '880',
  China: '86',
  Malaysia: '60',
  Singapore: '65',
  Thailand: '66',
  Vietnam: '84',
  Philippines: '63',
};

/** A valid mobile number of each country as a destination (documented in the README). */
export const EXAMPLE_NUMBERS: Readonly<Record<string, string>> = {
  Bangladesh: '8801712345678',
  China: '8613812345678',
  Malaysia: '60123456789',
  Singapore: '6591234567',
  Thailand: '66812345678',
  Vietnam: '84912345678',
  Philippines: '639171234567',
};

/** The country of an international category ("Malaysia TopUp", "Vietnam TOPUP"), or null. */
export function countryOfCategory(category: string): string | null {
  const name = category
    .replace(/\s*top\s*up$/i, '')
    .trim()
    .toLowerCase();
  return Object.keys(DIAL_CODES).find((c) => c.toLowerCase() === name) ?? null;
}

/** [category, brand, sku, name, buyer price]. */
const LIST: readonly (readonly [string, string, string, string, number])[] = [
  ['Malaysia TopUp', 'MAXIS', 'maxis5', 'Maxis RM 5', 19_400],
  ['Malaysia TopUp', 'MAXIS', 'maxis10', 'Maxis RM 10', 37_900],
  ['Malaysia TopUp', 'DIGI', 'digi10', 'Digi RM 10', 38_100],
  ['Malaysia TopUp', 'CELCOM', 'celcom10', 'Celcom RM 10', 38_050],
  ['China TopUp', 'CHINA MOBILE', 'cmcc30', 'China Mobile 30 CNY', 71_500],
  ['China TopUp', 'CHINA UNICOM', 'cu50', 'China Unicom 50 CNY', 118_200],
  ['China TopUp', 'CHINA TELECOM', 'ct50', 'China Telecom 50 CNY', 118_400],
  ['Bangladesh TOPUP', 'GRAMEENPHONE', 'bdgp100', 'Grameenphone 100 BDT', 15_900],
  ['Bangladesh TOPUP', 'GRAMEENPHONE', 'bdgp500', 'Grameenphone 500 BDT', 72_500],
  ['Bangladesh TOPUP', 'ROBI', 'bdrobi100', 'Robi 100 BDT', 15_950],
  ['Bangladesh TOPUP', 'BANGLALINK', 'bdbl200', 'Banglalink 200 BDT', 30_400],
  ['Singapore TOPUP', 'SINGTEL', 'sgsingtel10', 'Singtel SGD 10', 128_500],
  ['Singapore TOPUP', 'STARHUB', 'sgstarhub10', 'StarHub SGD 10', 128_700],
  ['Singapore TOPUP', 'M1', 'sgm1x15', 'M1 SGD 15', 191_900],
  ['Thailand TOPUP', 'AIS', 'thais100', 'AIS 100 THB', 50_900],
  ['Thailand TOPUP', 'AIS', 'thais300', 'AIS 300 THB', 146_500],
  ['Thailand TOPUP', 'DTAC', 'thdtac100', 'DTAC 100 THB', 50_950],
  ['Thailand TOPUP', 'TRUEMOVE H', 'thtrue100', 'TrueMove H 100 THB', 51_000],
  ['Vietnam TOPUP', 'VIETTEL', 'vnviettel100', 'Viettel 100.000 VND', 68_900],
  ['Vietnam TOPUP', 'VINAPHONE', 'vnvina100', 'Vinaphone 100.000 VND', 69_000],
  ['Vietnam TOPUP', 'MOBIFONE', 'vnmobi50', 'Mobifone 50.000 VND', 36_200],
  ['Philippines TOPUP', 'GLOBE', 'phglobe100', 'Globe 100 PHP', 31_900],
  ['Philippines TOPUP', 'SMART', 'phsmart100', 'Smart 100 PHP', 31_950],
  ['Philippines TOPUP', 'SMART', 'phsmart300', 'Smart 300 PHP', 91_400],
  ['Philippines TOPUP', 'TNT', 'phtnt50', 'TNT 50 PHP', 16_900],
];

export const internationalProducts: PrepaidProduct[] = LIST.map(([category, brand, sku, name, price]) =>
  item({
    product_name: name,
    category,
    brand,
    seller_name: 'Global Reload',
    price,
    buyer_sku_code: sku,
    multi: false,
    desc: `${name}. Nomor tujuan dengan kode negara, tanpa tanda +, contoh ${EXAMPLE_NUMBERS[countryOfCategory(category)!]}`,
  }),
);
