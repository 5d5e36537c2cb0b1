// Products not tied to a mobile operator: PLN tokens, e-money, games, vouchers, prepaid TV, gas
// tokens and money transfers. Buyer prices in integer rupiah.
import { item, type PrepaidProduct, rp } from './prepaid-item.js';

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

/** [brand, sku prefix, label, fee over the nominal, nominals]. */
const EMONEY: [string, string, string, number, number[]][] = [
  ['DANA', 'dana', 'DANA', 80, [20_000, 50_000, 100_000, 200_000]],
  ['OVO', 'ovo', 'OVO', 1_000, [20_000, 50_000, 100_000]],
  ['GO PAY', 'gopay', 'GoPay', 650, [20_000, 50_000, 100_000]],
  ['SHOPEE PAY', 'spay', 'ShopeePay', 500, [20_000, 50_000, 100_000]],
  ['LINKAJA', 'linkaja', 'LinkAja', 900, [20_000, 50_000, 100_000]],
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

/** A game's top-ups: [amount, buyer price] with the name, SKU prefix and destination help. */
function game(
  brand: string,
  skuPrefix: string,
  name: (amount: string) => string,
  desc: string,
  list: readonly (readonly [string, number])[],
): PrepaidProduct[] {
  return list.map(([amount, price]) =>
    item({
      product_name: name(amount),
      category: 'Games',
      brand,
      seller_name: 'Gamer Zone',
      price,
      buyer_sku_code: `${skuPrefix}${amount.toLowerCase()}`,
      desc,
    }),
  );
}

const games: PrepaidProduct[] = [
  ...game(
    'MOBILE LEGENDS',
    'ml',
    (d) => `Mobile Legends ${d} Diamond`,
    'Format nomor: User ID + Zone ID tanpa spasi, contoh 12345678(1234) ditulis 123456781234',
    [
      ['86', 19_650],
      ['172', 39_150],
      ['257', 58_300],
      ['344', 77_900],
      ['429', 97_400],
    ],
  ),
  ...game('FREE FIRE', 'ff', (d) => `Free Fire ${d} Diamond`, 'Masukkan Player ID Free Fire', [
    ['70', 9_380],
    ['140', 18_620],
    ['355', 46_300],
    ['720', 92_100],
  ]),
  ...game(
    'GENSHIN IMPACT',
    'gi',
    (c) =>
      c === 'WELKIN' ? 'Genshin Impact Blessing of the Welkin Moon' : `Genshin Impact ${c} Genesis Crystals`,
    'Masukkan UID (9 digit); server dibaca dari digit pertama UID (8 Asia, 6 America, 7 Europe, 9 TW/HK/MO)',
    [
      ['60', 14_200],
      ['330', 69_900],
      ['1090', 218_000],
      ['WELKIN', 69_500],
    ],
  ),
  ...game('PUBG MOBILE', 'pubg', (uc) => `PUBG Mobile ${uc} UC`, 'Masukkan Character ID PUBG Mobile', [
    ['60', 13_900],
    ['325', 69_500],
    ['660', 138_900],
  ]),
  ...game('HONOR OF KINGS', 'hok', (t) => `Honor of Kings ${t} Token`, 'Masukkan Player ID Honor of Kings', [
    ['80', 14_600],
    ['240', 43_500],
  ]),
  ...game('HIGGS DOMINO', 'hd', (c) => `Higgs Domino ${c} Koin Emas`, 'Masukkan ID Higgs Domino', [
    ['60M', 8_600],
    ['200M', 24_900],
  ]),
];

/** A voucher: the code comes back in the SN. Finite stock unless `stock` is undefined. */
function voucher(
  brand: string,
  sku: string,
  name: string,
  price: number,
  desc: string,
  stock?: number,
): PrepaidProduct {
  return item({
    product_name: name,
    category: 'Voucher',
    brand,
    seller_name: 'Voucher Center',
    price,
    buyer_sku_code: sku,
    desc,
    ...(stock === undefined ? {} : { unlimited_stock: false, stock }),
  });
}

const vouchers: PrepaidProduct[] = [
  ...[20_000, 50_000, 100_000].map((nominal) =>
    voucher(
      'GOOGLE PLAY INDONESIA',
      `gp${nominal / 1000}`,
      `Google Play Indonesia Rp ${rp(nominal)}`,
      Math.round(nominal * 1.035),
      'Kode voucher dikirim di SN. Tukarkan di play.google.com/redeem',
      250,
    ),
  ),
  ...[12_000, 45_000, 60_000, 120_000, 400_000].map((nominal) => ({
    ...voucher(
      'STEAM WALLET (IDR)',
      `steam${nominal / 1000}`,
      `Steam Wallet IDR ${rp(nominal)}`,
      Math.round(nominal * 1.06),
      'Kode voucher Steam Wallet dikirim di SN',
      nominal === 400_000 ? 0 : 80,
    ),
    // Out of stock at the seller: listed but not sellable.
    ...(nominal === 400_000 ? { seller_product_status: false } : {}),
  })),
  // Subscriptions have no rupiah face value: their SKUs end in letters so none is read.
  voucher(
    'SPOTIFY',
    'spotify1m',
    'Spotify Premium Individual 1 Bulan',
    53_900,
    'Kode voucher dikirim di SN. Tukarkan di spotify.com/redeem',
    40,
  ),
  voucher(
    'VIDIO',
    'vidiop1m',
    'Vidio Platinum 1 Bulan',
    37_900,
    'Kode voucher dikirim di SN. Tukarkan di vidio.com/redeem',
  ),
  voucher(
    'VIDIO',
    'vidiop12m',
    'Vidio Platinum 12 Bulan',
    318_000,
    'Kode voucher dikirim di SN. Tukarkan di vidio.com/redeem',
    15,
  ),
  voucher(
    'VIU',
    'viu1m',
    'Viu Premium 1 Bulan',
    29_500,
    'Kode voucher dikirim di SN. Tukarkan di aplikasi Viu',
  ),
  ...[100_000, 300_000].map((nominal) =>
    voucher(
      'PLAYSTATION STORE',
      `psn${nominal / 1000}`,
      `PlayStation Store Indonesia Rp ${rp(nominal)}`,
      Math.round(nominal * 1.04),
      'Kode voucher PSN (akun region Indonesia) dikirim di SN',
      30,
    ),
  ),
  ...[20_000, 50_000].map((nominal) =>
    voucher(
      'RAZER GOLD',
      `razer${nominal / 1000}`,
      `Razer Gold Rp ${rp(nominal)}`,
      Math.round(nominal * 1.03),
      'PIN Razer Gold dikirim di SN',
    ),
  ),
];

// Prepaid satellite TV: the package is activated on the decoder's chip/customer ID.
const tv: PrepaidProduct[] = (
  [
    ['K-VISION', 'kvbromo', 'K-Vision Paket Bromo 30 Hari', 48_500, 'nomor chip ID K-Vision (12 digit)'],
    ['K-VISION', 'kvsemeru', 'K-Vision Paket Semeru 30 Hari', 95_000, 'nomor chip ID K-Vision (12 digit)'],
    [
      'K-VISION',
      'kvgol',
      'K-Vision Paket Gol Sepak Bola 30 Hari',
      149_000,
      'nomor chip ID K-Vision (12 digit)',
    ],
    ['NEX PARABOLA', 'nexhemat', 'Nex Parabola Paket Hemat 30 Hari', 39_000, 'nomor smart card Nex Parabola'],
    ['NEX PARABOLA', 'nexsport', 'Nex Parabola Paket Sport 30 Hari', 99_000, 'nomor smart card Nex Parabola'],
    [
      'TRANSVISION',
      'tvsbasic',
      'Transvision Prabayar Paket Basic 30 Hari',
      54_500,
      'nomor pelanggan Transvision',
    ],
    [
      'TRANSVISION',
      'tvsfamily',
      'Transvision Prabayar Paket Family 30 Hari',
      109_000,
      'nomor pelanggan Transvision',
    ],
  ] as const
).map(([brand, sku, name, price, id]) =>
  item({
    product_name: name,
    category: 'TV',
    brand,
    seller_name: 'Parabola Digital',
    price,
    buyer_sku_code: sku,
    desc: `${name}. Masukkan ${id}; paket aktif dalam 1x24 jam, decoder dalam keadaan menyala`,
  }),
);

// Gas tokens for prepaid city-gas meters (jargas): a 20-digit token in the SN, like PLN's.
const gas: PrepaidProduct[] = (
  [
    [
      'PGN',
      'pgn',
      'PGN Gaskita',
      'Token Gaskita PGN (meter gas prabayar rumah tangga)',
      [25_000, 50_000, 100_000, 200_000],
    ],
    ['PERTAGAS', 'ptgs', 'Pertagas Niaga Gas', 'Token gas kota Pertagas Niaga', [50_000, 100_000, 200_000]],
  ] as const
).flatMap(([brand, prefix, label, what, nominals]) =>
  nominals.map((nominal) =>
    item({
      product_name: `${label} ${rp(nominal)}`,
      category: 'Gas',
      brand,
      seller_name: 'Energi Kota',
      price: nominal + 1_500,
      buyer_sku_code: `${prefix}${nominal / 1000}`,
      multi: false,
      desc: `${what} Rp ${rp(nominal)}. Masukkan ID pelanggan/nomor meter gas; token dikirim di SN`,
    }),
  ),
);

/** [brand, sku prefix, label, fee, nominals]: bank accounts and e-wallets, destination the account. */
const TRANSFERS: [string, string, string, number, number[]][] = [
  ['BCA', 'kubca', 'Kirim Uang BCA', 4_000, [50_000, 100_000, 250_000, 500_000, 1_000_000]],
  ['BRI', 'kubri', 'Kirim Uang BRI', 3_000, [50_000, 100_000, 250_000, 500_000, 1_000_000]],
  ['BNI', 'kubni', 'Kirim Uang BNI', 3_000, [50_000, 100_000, 250_000, 500_000]],
  ['MANDIRI', 'kumandiri', 'Kirim Uang Mandiri', 3_500, [50_000, 100_000, 250_000, 500_000]],
  ['DANA', 'kudana', 'Kirim Uang DANA', 1_500, [50_000, 100_000, 200_000]],
  ['OVO', 'kuovo', 'Kirim Uang OVO', 1_500, [50_000, 100_000, 200_000]],
  ['GO PAY', 'kugopay', 'Kirim Uang GoPay', 1_500, [50_000, 100_000, 200_000]],
];
const bankBrands = new Set(['BCA', 'BRI', 'BNI', 'MANDIRI']);
const transfers = TRANSFERS.flatMap(([brand, prefix, label, fee, nominals]) =>
  nominals.map((nominal) =>
    item({
      product_name: `${label} ${rp(nominal)}`,
      category: 'Kirim Uang',
      brand,
      type: 'Customer',
      seller_name: 'Transfer Kilat',
      price: nominal + fee,
      buyer_sku_code: `${prefix}${nominal / 1000}`,
      desc: bankBrands.has(brand)
        ? `Transfer Rp ${rp(nominal)} ke rekening ${brand}. Masukkan nomor rekening tujuan; SN berisi nomor referensi/nama penerima`
        : `Kirim Rp ${rp(nominal)} ke akun ${brand}. Masukkan nomor HP akun tujuan; SN berisi nomor referensi/nama penerima`,
    }),
  ),
);

export const digitalProducts: PrepaidProduct[] = [
  ...pln,
  ...emoney,
  ...games,
  ...vouchers,
  ...tv,
  ...gas,
  ...transfers,
];
