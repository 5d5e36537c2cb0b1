// The simulator's catalogue, in Digiflazz's wire shape (price-list items, protocols.md "Supplier").
// Prices are plausible buyer prices (what Digiflazz charges the reseller), integer rupiah. The
// postpaid billers are in postpaid-catalog.ts.

export { type PostpaidProduct, postpaidCatalog } from './postpaid-catalog.js';

export interface PrepaidProduct {
  product_name: string;
  category: string;
  brand: string;
  type: string;
  seller_name: string;
  price: number;
  buyer_sku_code: string;
  buyer_product_status: boolean;
  seller_product_status: boolean;
  unlimited_stock: boolean;
  stock: number;
  multi: boolean;
  start_cut_off: string;
  end_cut_off: string;
  desc: string;
}

/** Digiflazz writes "no cut-off" as 0:0 – 0:0. */
const NO_CUT_OFF = { start_cut_off: '0:0', end_cut_off: '0:0' };
/** Operators' nightly maintenance window, when sellers refuse top-ups. */
const NIGHT_CUT_OFF = { start_cut_off: '23:45', end_cut_off: '0:15' };

const rp = (n: number) => n.toLocaleString('id-ID');

function item(
  p: Pick<
    PrepaidProduct,
    'product_name' | 'category' | 'brand' | 'seller_name' | 'price' | 'buyer_sku_code'
  > &
    Partial<PrepaidProduct>,
): PrepaidProduct {
  return {
    type: 'Umum',
    buyer_product_status: true,
    seller_product_status: true,
    unlimited_stock: true,
    stock: 0,
    multi: true,
    desc: '-',
    ...NO_CUT_OFF,
    ...p,
  };
}

const PULSA_NOMINALS = [5_000, 10_000, 20_000, 25_000, 50_000, 100_000];
/** [brand, sku prefix, seller, buyer prices for PULSA_NOMINALS, cut-off]. */
const PULSA: [string, string, string, number[], typeof NO_CUT_OFF][] = [
  ['TELKOMSEL', 'tsel', 'Sinar Jaya Cell', [5_435, 10_250, 20_120, 25_110, 49_850, 98_700], NO_CUT_OFF],
  ['INDOSAT', 'isat', 'Mitra Pulsa Nusantara', [6_080, 10_975, 20_480, 25_380, 49_600, 97_900], NO_CUT_OFF],
  ['XL', 'xl', 'Berkah Reload', [5_980, 10_890, 20_325, 25_250, 49_700, 98_950], NIGHT_CUT_OFF],
  ['AXIS', 'axis', 'Berkah Reload', [5_960, 10_880, 20_300, 25_230, 49_650, 98_900], NIGHT_CUT_OFF],
  ['TRI', 'tri', 'Cahaya Server', [5_475, 10_340, 20_150, 24_960, 49_400, 97_600], NO_CUT_OFF],
  ['SMARTFREN', 'sf', 'Cahaya Server', [5_150, 10_120, 19_900, 24_850, 49_250, 97_950], NO_CUT_OFF],
];

const pulsa = PULSA.flatMap(([brand, prefix, seller, prices, cutOff]) =>
  PULSA_NOMINALS.map((nominal, i) =>
    item({
      product_name: `${brand === 'TELKOMSEL' ? 'Telkomsel' : brand === 'SMARTFREN' ? 'Smartfren' : brand} ${rp(nominal)}`,
      category: 'Pulsa',
      brand,
      seller_name: seller,
      price: prices[i]!,
      buyer_sku_code: `${prefix}${nominal / 1000}`,
      desc: `Pulsa ${brand} Rp ${rp(nominal)}, masa aktif sesuai ketentuan operator`,
      ...cutOff,
      // A seller that stopped carrying Indosat 5k: listed but not sellable (seller_product_status false).
      ...(prefix === 'isat' && nominal === 5_000 ? { seller_product_status: false } : {}),
    }),
  ),
);

const data: PrepaidProduct[] = (
  [
    ['TELKOMSEL', 'tseld2', 'Telkomsel Data 2GB 30 Hari', 27_650],
    ['TELKOMSEL', 'tseld8', 'Telkomsel Data 8GB 30 Hari', 62_400],
    ['TELKOMSEL', 'tseld25', 'Telkomsel Data 25GB 30 Hari', 102_900],
    ['INDOSAT', 'isatd9', 'Indosat Freedom Internet 9GB 30 Hari', 49_300],
    ['INDOSAT', 'isatd30', 'Indosat Freedom Internet 30GB 30 Hari', 99_500],
    ['XL', 'xld10', 'XL Xtra Combo Flex M 10GB 30 Hari', 73_800],
    ['AXIS', 'axisd2', 'Axis Bronet 2GB 30 Hari', 19_850],
    ['TRI', 'trid6', 'Tri AlwaysOn 6GB 30 Hari', 29_400],
    ['SMARTFREN', 'sfd30', 'Smartfren Unlimited Nonstop 30 Hari', 63_900],
  ] as const
).map(([brand, sku, name, price]) =>
  item({
    product_name: name,
    category: 'Data',
    brand,
    seller_name: 'Mitra Pulsa Nusantara',
    price,
    buyer_sku_code: sku,
    desc: `${name}. Kuota berlaku di semua jaringan`,
    ...(brand === 'XL' || brand === 'AXIS' ? NIGHT_CUT_OFF : {}),
  }),
);

const pln = [20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000].map((nominal) =>
  item({
    product_name: `PLN ${rp(nominal)}`,
    category: 'PLN',
    brand: 'PLN',
    seller_name: 'Terang Abadi',
    price: nominal + 150,
    buyer_sku_code: `pln${nominal / 1000}`,
    multi: false,
    desc: 'Token listrik dikirim di SN. Masukkan nomor meter atau ID pelanggan.',
  }),
);

const EMONEY: [string, string, string, number, number[]][] = [
  ['DANA', 'dana', 'DANA', 80, [20_000, 50_000, 100_000, 200_000]],
  ['OVO', 'ovo', 'OVO', 1_000, [20_000, 50_000, 100_000]],
  ['GO PAY', 'gopay', 'GoPay', 650, [20_000, 50_000, 100_000]],
  ['SHOPEE PAY', 'spay', 'ShopeePay', 500, [20_000, 50_000, 100_000]],
];
const emoney = EMONEY.flatMap(([brand, prefix, label, fee, nominals]) =>
  nominals.map((nominal) =>
    item({
      product_name: `${label} ${rp(nominal)}`,
      category: 'E-Money',
      brand,
      type: 'Customer',
      seller_name: 'Dompet Digital Utama',
      price: nominal + fee,
      buyer_sku_code: `${prefix}${nominal / 1000}`,
      desc: `Isi saldo ${label} Rp ${rp(nominal)} ke nomor HP terdaftar`,
    }),
  ),
);

const games: PrepaidProduct[] = [
  ...(
    [
      [86, 19_650],
      [172, 39_150],
      [257, 58_300],
      [344, 77_900],
      [429, 97_400],
    ] as const
  ).map(([d, price]) =>
    item({
      product_name: `Mobile Legends ${d} Diamond`,
      category: 'Games',
      brand: 'MOBILE LEGENDS',
      seller_name: 'Gamer Zone',
      price,
      buyer_sku_code: `ml${d}`,
      desc: 'Format nomor: User ID + Zone ID tanpa spasi, contoh 12345678(1234) ditulis 123456781234',
    }),
  ),
  ...(
    [
      [70, 9_380],
      [140, 18_620],
      [355, 46_300],
      [720, 92_100],
    ] as const
  ).map(([d, price]) =>
    item({
      product_name: `Free Fire ${d} Diamond`,
      category: 'Games',
      brand: 'FREE FIRE',
      seller_name: 'Gamer Zone',
      price,
      buyer_sku_code: `ff${d}`,
      desc: 'Masukkan Player ID Free Fire',
    }),
  ),
];

const vouchers: PrepaidProduct[] = [
  ...[20_000, 50_000, 100_000].map((nominal) =>
    item({
      product_name: `Google Play Indonesia Rp ${rp(nominal)}`,
      category: 'Voucher',
      brand: 'GOOGLE PLAY INDONESIA',
      seller_name: 'Voucher Center',
      price: Math.round(nominal * 1.035),
      buyer_sku_code: `gp${nominal / 1000}`,
      unlimited_stock: false,
      stock: 250,
      desc: 'Kode voucher dikirim di SN. Tukarkan di play.google.com/redeem',
    }),
  ),
  ...[12_000, 45_000, 60_000, 120_000, 400_000].map((nominal) =>
    item({
      product_name: `Steam Wallet IDR ${rp(nominal)}`,
      category: 'Voucher',
      brand: 'STEAM WALLET (IDR)',
      seller_name: 'Voucher Center',
      price: Math.round(nominal * 1.06),
      buyer_sku_code: `steam${nominal / 1000}`,
      unlimited_stock: false,
      stock: nominal === 400_000 ? 0 : 80,
      desc: 'Kode voucher Steam Wallet dikirim di SN',
      // Out of stock at the seller: listed but not sellable.
      ...(nominal === 400_000 ? { seller_product_status: false } : {}),
    }),
  ),
];

const international: PrepaidProduct[] = (
  [
    ['Malaysia TopUp', 'MAXIS', 'maxis5', 'Maxis RM 5', 19_400],
    ['Malaysia TopUp', 'MAXIS', 'maxis10', 'Maxis RM 10', 37_900],
    ['Malaysia TopUp', 'DIGI', 'digi10', 'Digi RM 10', 38_100],
    ['Malaysia TopUp', 'CELCOM', 'celcom10', 'Celcom RM 10', 38_050],
    ['China TopUp', 'CHINA MOBILE', 'cmcc30', 'China Mobile 30 CNY', 71_500],
    ['China TopUp', 'CHINA UNICOM', 'cu50', 'China Unicom 50 CNY', 118_200],
  ] as const
).map(([category, brand, sku, name, price]) =>
  item({
    product_name: name,
    category,
    brand,
    seller_name: 'Global Reload',
    price,
    buyer_sku_code: sku,
    multi: false,
    desc: `${name}. Nomor tujuan dengan kode negara, tanpa tanda +`,
  }),
);

export const prepaidCatalog: PrepaidProduct[] = [
  ...pulsa,
  ...data,
  ...pln,
  ...emoney,
  ...games,
  ...vouchers,
  ...international,
];

/** Operator by number prefix (protocols.md, "Indonesian mobile numbers"), for pulsa and data. */
export const operatorPrefixes: Record<string, string[]> = {
  TELKOMSEL: ['0811', '0812', '0813', '0821', '0822', '0823', '0851', '0852', '0853'],
  INDOSAT: ['0814', '0815', '0816', '0855', '0856', '0857', '0858'],
  XL: ['0817', '0818', '0819', '0859', '0877', '0878'],
  AXIS: ['0831', '0832', '0833', '0838'],
  TRI: ['0895', '0896', '0897', '0898', '0899'],
  SMARTFREN: ['0881', '0882', '0883', '0884', '0885', '0886', '0887', '0888', '0889'],
};
