// Postpaid billers in Digiflazz's `cmd: pasca` price-list shape: admin fee and buyer commission per
// bill sheet (lembar), integer rupiah. Most billers sit under the generic category "Pascabayar" and
// are named by `brand`; others have their own category ("PDAM", "Multifinance", …).

export interface PostpaidProduct {
  product_name: string;
  category: string;
  brand: string;
  seller_name: string;
  admin: number; // per bill sheet (lembar)
  commission: number; // per bill sheet, earned by the buyer
  buyer_sku_code: string;
  buyer_product_status: boolean;
  seller_product_status: boolean;
  desc: string;
}

function bill(
  p: Pick<
    PostpaidProduct,
    'product_name' | 'category' | 'brand' | 'admin' | 'commission' | 'buyer_sku_code'
  > &
    Partial<PostpaidProduct>,
): PostpaidProduct {
  return {
    seller_name: 'Loket Pembayaran Nusantara',
    buyer_product_status: true,
    seller_product_status: true,
    desc: '-',
    ...p,
  };
}

/** Billers of one category: [sku, name, brand, admin, commission]. */
function billers(
  category: string,
  desc: string,
  list: readonly (readonly [string, string, string, number, number])[],
): PostpaidProduct[] {
  return list.map(([sku, name, brand, admin, commission]) =>
    bill({ product_name: name, category, brand, admin, commission, buyer_sku_code: sku, desc }),
  );
}

const PROMO_DESC =
  'Masukkan nomor HP; cek tagihan menampilkan penawaran paket khusus untuk nomor itu, bayar untuk mengaktifkannya';

export const postpaidCatalog: PostpaidProduct[] = [
  bill({
    product_name: 'PLN Pascabayar',
    category: 'Pascabayar',
    brand: 'PLN PASCABAYAR',
    admin: 2_500,
    commission: 1_300,
    buyer_sku_code: 'pln',
    desc: 'Masukkan ID pelanggan 12 digit',
  }),
  ...(
    [
      ['pdambdg', 'PDAM Kota Bandung (Tirtawening)', 2_500, 900, true],
      ['pdamsby', 'PDAM Kota Surabaya (Surya Sembada)', 2_000, 800, true],
      ['pdamjkt', 'PAM Jaya DKI Jakarta', 2_500, 900, true],
      // A region whose biller link is down: listed but not payable.
      ['pdambgr', 'PDAM Kabupaten Bogor (Tirta Kahuripan)', 2_500, 900, false],
      ['pdamsmg', 'PDAM Kota Semarang (Tirta Moedal)', 2_000, 800, true],
      ['pdammdn', 'PDAM Tirtanadi Sumatera Utara', 2_500, 900, true],
    ] as const
  ).map(([sku, name, admin, commission, active]) =>
    bill({
      product_name: name,
      category: 'PDAM',
      brand: 'PDAM',
      admin,
      commission,
      buyer_sku_code: sku,
      seller_product_status: active,
      desc: 'Masukkan nomor sambungan pelanggan',
    }),
  ),
  bill({
    product_name: 'BPJS Kesehatan',
    category: 'Pascabayar',
    brand: 'BPJS KESEHATAN',
    admin: 2_500,
    commission: 1_000,
    buyer_sku_code: 'bpjs',
    desc: 'Masukkan nomor Virtual Account keluarga (88888 + 11 digit)',
  }),
  ...billers('Pascabayar', 'Masukkan Nomor Induk Kependudukan (NIK) atau nomor kepesertaan (11–16 digit)', [
    ['bpjstk', 'BPJS Ketenagakerjaan Bukan Penerima Upah', 'BPJS KETENAGAKERJAAN', 2_500, 1_000],
    ['bpjstkpmi', 'BPJS Ketenagakerjaan Pekerja Migran Indonesia', 'BPJS KETENAGAKERJAAN', 2_500, 1_000],
  ]),
  bill({
    product_name: 'Telkom IndiHome',
    category: 'Internet Pascabayar',
    brand: 'INDIHOME',
    admin: 2_500,
    commission: 1_000,
    buyer_sku_code: 'indihome',
    desc: 'Masukkan nomor layanan IndiHome',
  }),
  ...billers('Internet Pascabayar', 'Masukkan nomor pelanggan (ID pelanggan di tagihan)', [
    ['biznet', 'Biznet Home', 'BIZNET', 2_500, 1_000],
    ['firstmedia', 'First Media', 'FIRST MEDIA', 2_500, 1_000],
    ['myrepublic', 'MyRepublic', 'MYREPUBLIC', 2_500, 900],
    ['iconnet', 'ICONNET (PLN Icon Plus)', 'ICONNET', 2_500, 900],
  ]),
  bill({
    product_name: 'MNC Vision (Indovision)',
    category: 'TV Pascabayar',
    brand: 'MNC VISION',
    admin: 2_500,
    commission: 1_000,
    buyer_sku_code: 'tv-indovision',
    desc: 'Masukkan nomor pelanggan MNC Vision',
  }),
  bill({
    product_name: 'K-Vision',
    category: 'TV Pascabayar',
    brand: 'K-VISION',
    admin: 2_000,
    commission: 700,
    buyer_sku_code: 'k-vision',
    desc: 'Masukkan nomor chip ID K-Vision',
  }),
  ...billers('TV Pascabayar', 'Masukkan nomor pelanggan Transvision', [
    ['transvision', 'Transvision Pascabayar', 'TRANSVISION', 2_500, 900],
  ]),
  ...billers('HP Pascabayar', 'Masukkan nomor HP pascabayar', [
    ['halo', 'Telkomsel Halo', 'TELKOMSEL HALO', 2_000, 800],
    ['matrix', 'Indosat Matrix (IM3 Pascabayar)', 'INDOSAT MATRIX', 2_000, 800],
    ['xlprio', 'XL Prioritas', 'XL PRIORITAS', 2_000, 800],
    ['sfpasca', 'Smartfren Pascabayar', 'SMARTFREN', 2_000, 700],
  ]),
  ...billers('Multifinance', 'Masukkan nomor kontrak (10–16 digit)', [
    ['adira', 'Adira Finance', 'ADIRA FINANCE', 5_000, 2_000],
    ['fif', 'FIF Group', 'FIF GROUP', 4_500, 2_000],
    ['baf', 'Bussan Auto Finance (BAF)', 'BAF', 4_500, 1_800],
    ['wom', 'WOM Finance', 'WOM FINANCE', 5_000, 2_000],
    ['mega', 'Mega Finance', 'MEGA FINANCE', 4_500, 1_800],
  ]),
  ...billers('PBB', 'Masukkan Nomor Objek Pajak (NOP) 18 digit', [
    ['pbbbdg', 'PBB Kota Bandung', 'PBB', 3_000, 1_000],
    ['pbbbgr', 'PBB Kabupaten Bogor', 'PBB', 3_000, 1_000],
    ['pbbsby', 'PBB Kota Surabaya', 'PBB', 3_000, 1_000],
    ['pbbsmg', 'PBB Kota Semarang', 'PBB', 3_000, 1_000],
  ]),
  ...billers('Gas Negara', 'Masukkan ID pelanggan PGN (8–12 digit)', [
    ['pgnpasca', 'PGN Gas Negara', 'PGN', 2_500, 800],
  ]),
  ...billers('E-Samsat', 'Masukkan kode bayar e-Samsat 16 digit (dari aplikasi Samsat daerah)', [
    ['samsatjabar', 'E-Samsat Jawa Barat', 'SAMSAT', 4_000, 1_500],
    ['samsatjkt', 'E-Samsat DKI Jakarta', 'SAMSAT', 4_000, 1_500],
    ['samsatjatim', 'E-Samsat Jawa Timur', 'SAMSAT', 4_000, 1_500],
    ['samsatbali', 'E-Samsat Bali', 'SAMSAT', 4_000, 1_500],
  ]),
  ...billers('Pascabayar', PROMO_DESC, [
    ['tselomni', 'Telkomsel Omni', 'TELKOMSEL OMNI', 1_500, 600],
    ['isatonly4u', 'Indosat Only4u', 'INDOSAT ONLY4U', 1_500, 600],
    ['tricuanmax', 'Tri CuanMax', 'TRI CUANMAX', 1_500, 600],
    ['xlcuanku', 'XL Axis Cuanku', 'XL AXIS CUANKU', 1_500, 600],
    ['byupromo', 'by.U Promo', 'BY.U PROMO', 1_500, 600],
  ]),
  ...billers(
    'Kirim Uang',
    'Masukkan nomor rekening tujuan; cek tagihan menampilkan nama penerima dan nominal transfer',
    [
      ['trfbca', 'Kirim Uang ke Rekening BCA', 'BCA', 2_500, 500],
      ['trfbri', 'Kirim Uang ke Rekening BRI', 'BRI', 2_500, 500],
      ['trfbni', 'Kirim Uang ke Rekening BNI', 'BNI', 2_500, 500],
      ['trfmandiri', 'Kirim Uang ke Rekening Mandiri', 'MANDIRI', 2_500, 500],
    ],
  ),
];

/** How a biller's bill looks (customers.ts), read from its category and brand as the app does. */
export type BillKind =
  | 'pln'
  | 'pdam'
  | 'bpjs'
  | 'internet'
  | 'tv'
  | 'hp'
  | 'finance'
  | 'pbb'
  | 'gas'
  | 'esamsat'
  | 'promo'
  | 'transfer'
  | 'other';

const KINDS: Readonly<Record<string, BillKind>> = {
  'pln pascabayar': 'pln',
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
  'kirim uang': 'transfer',
  'telkomsel omni': 'promo',
  'indosat only4u': 'promo',
  'tri cuanmax': 'promo',
  'xl axis cuanku': 'promo',
  'by.u promo': 'promo',
};

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export function billKind(p: Pick<PostpaidProduct, 'category' | 'brand'>): BillKind {
  const k = key(p.category);
  return KINDS[k] ?? (k === 'pascabayar' ? KINDS[key(p.brand)] : undefined) ?? 'other';
}

/** The operators (operatorPrefixes keys) whose numbers a mobile biller serves. */
export const BILLER_OPERATORS: Readonly<Record<string, readonly string[]>> = {
  'TELKOMSEL HALO': ['TELKOMSEL'],
  'INDOSAT MATRIX': ['INDOSAT'],
  'XL PRIORITAS': ['XL'],
  SMARTFREN: ['SMARTFREN'],
  'TELKOMSEL OMNI': ['TELKOMSEL'],
  'INDOSAT ONLY4U': ['INDOSAT'],
  'TRI CUANMAX': ['TRI'],
  'XL AXIS CUANKU': ['XL', 'AXIS'],
  'BY.U PROMO': ['BY.U'],
};

/**
 * A customer number with a bill for one biller of each postpaid type, as the README documents them
 * (any number of the biller's format has one, except those ending in 0000, unknown, or 9999, paid).
 */
export const BILL_CUSTOMERS: Readonly<Record<string, string>> = {
  pln: '530000000001',
  pdambdg: '01234567',
  bpjs: '8888801234567890',
  indihome: '122334455667',
  'tv-indovision': '401234567891',
  halo: '081112345678',
  adira: '1012345678901',
  pbbbdg: '327301000100012340',
  pgnpasca: '1100123456',
  samsatjabar: '3201123456789012',
  trfbca: '1234567890',
  tselomni: '081234567890',
  isatonly4u: '085612345678',
  tricuanmax: '089612345678',
  xlcuanku: '081712345678',
  byupromo: '085112345678',
};
