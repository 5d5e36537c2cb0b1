// Mobile operators' products: pulsa, data, SMS & call packages, validity (masa aktif), starter-pack
// activation, physical voucher activation and eSIM. Buyer prices in integer rupiah.
import {
  type CutOff,
  item,
  NIGHT_CUT_OFF,
  NO_CUT_OFF,
  operatorCutOff,
  type PrepaidProduct,
  rp,
} from './prepaid-item.js';

const PULSA_NOMINALS = [5_000, 10_000, 20_000, 25_000, 50_000, 100_000];
/** [brand, name, sku prefix, seller, buyer prices for PULSA_NOMINALS, cut-off]. */
const PULSA: [string, string, string, string, number[], CutOff][] = [
  [
    'TELKOMSEL',
    'Telkomsel',
    'tsel',
    'Sinar Jaya Cell',
    [5_435, 10_250, 20_120, 25_110, 49_850, 98_700],
    NO_CUT_OFF,
  ],
  [
    'INDOSAT',
    'INDOSAT',
    'isat',
    'Mitra Pulsa Nusantara',
    [6_080, 10_975, 20_480, 25_380, 49_600, 97_900],
    NO_CUT_OFF,
  ],
  ['XL', 'XL', 'xl', 'Berkah Reload', [5_980, 10_890, 20_325, 25_250, 49_700, 98_950], NIGHT_CUT_OFF],
  ['AXIS', 'AXIS', 'axis', 'Berkah Reload', [5_960, 10_880, 20_300, 25_230, 49_650, 98_900], NIGHT_CUT_OFF],
  ['TRI', 'TRI', 'tri', 'Cahaya Server', [5_475, 10_340, 20_150, 24_960, 49_400, 97_600], NO_CUT_OFF],
  [
    'SMARTFREN',
    'Smartfren',
    'sf',
    'Cahaya Server',
    [5_150, 10_120, 19_900, 24_850, 49_250, 97_950],
    NO_CUT_OFF,
  ],
  // by.U is Telkomsel's digital brand: its numbers start 0851.
  ['BY.U', 'by.U', 'byu', 'Sinar Jaya Cell', [5_460, 10_290, 20_160, 25_140, 49_900, 98_800], NO_CUT_OFF],
];

const pulsa = PULSA.flatMap(([brand, label, prefix, seller, prices, cutOff]) =>
  PULSA_NOMINALS.map((nominal, i) =>
    item({
      product_name: `${label} ${rp(nominal)}`,
      category: 'Pulsa',
      brand,
      seller_name: seller,
      price: prices[i]!,
      buyer_sku_code: `${prefix}${nominal / 1000}`,
      desc: `Pulsa ${brand === 'BY.U' ? label : brand} Rp ${rp(nominal)}, masa aktif sesuai ketentuan operator`,
      ...cutOff,
      // A seller that stopped carrying Indosat 5k: listed but not sellable (seller_product_status false).
      ...(prefix === 'isat' && nominal === 5_000 ? { seller_product_status: false } : {}),
    }),
  ),
);

/** [brand, sku, name, buyer price] of one category's packages, sold by one seller. */
type Packages = readonly (readonly [string, string, string, number])[];

function packages(category: string, seller: string, list: Packages, desc: (name: string) => string) {
  return list.map(([brand, sku, name, price]) =>
    item({
      product_name: name,
      category,
      brand,
      seller_name: seller,
      price,
      buyer_sku_code: sku,
      desc: desc(name),
      ...operatorCutOff(brand),
    }),
  );
}

const data = packages(
  'Data',
  'Mitra Pulsa Nusantara',
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
    ['TELKOMSEL', 'tseld4', 'Telkomsel Data 4GB 30 Hari', 41_300],
    ['TELKOMSEL', 'tselomg15', 'Telkomsel OMG! 15GB 30 Hari', 86_500],
    ['INDOSAT', 'isatd3', 'Indosat Freedom Internet 3GB 30 Hari', 21_700],
    ['INDOSAT', 'isatd15', 'Indosat Freedom Internet 15GB 30 Hari', 68_200],
    ['XL', 'xld5', 'XL Xtra Combo Flex S 5GB 30 Hari', 48_900],
    ['XL', 'xld20', 'XL Xtra Combo Flex L 20GB 30 Hari', 112_400],
    ['AXIS', 'axisd5', 'Axis Bronet 5GB 30 Hari', 34_500],
    ['AXIS', 'axisd12', 'Axis Bronet 12GB 30 Hari', 59_800],
    ['TRI', 'trid15', 'Tri AlwaysOn 15GB 30 Hari', 58_300],
    ['TRI', 'trid30', 'Tri Happy 30GB 30 Hari', 89_900],
    ['SMARTFREN', 'sfd6', 'Smartfren Kuota 6GB 28 Hari', 29_900],
    ['SMARTFREN', 'sfd15', 'Smartfren Kuota 15GB 28 Hari', 54_500],
    ['BY.U', 'byud5', 'by.U Kuota 5GB 30 Hari', 26_500],
    ['BY.U', 'byud15', 'by.U Kuota 15GB 30 Hari', 57_800],
  ],
  (name) => `${name}. Kuota berlaku di semua jaringan`,
);

const smsTelpon = packages(
  'Paket SMS & Telpon',
  'Sinar Jaya Cell',
  [
    ['TELKOMSEL', 'tseltlp100', 'Telkomsel Nelpon 100 Menit 7 Hari', 11_900],
    ['TELKOMSEL', 'tseltlp350', 'Telkomsel Nelpon 350 Menit 30 Hari', 36_400],
    ['TELKOMSEL', 'tselsms1000', 'Telkomsel SMS 1000 Sesama 30 Hari', 19_750],
    ['INDOSAT', 'isattlp250', 'Indosat Nelpon 250 Menit Sesama 30 Hari', 24_750],
    ['INDOSAT', 'isatsms1000', 'Indosat SMS 1000 Semua Operator 30 Hari', 19_800],
    ['XL', 'xltlp150', 'XL Nelpon 150 Menit Sesama 7 Hari', 9_850],
    ['XL', 'xltlp60', 'XL Nelpon 60 Menit Semua Operator 30 Hari', 21_500],
    ['AXIS', 'axistlp300', 'Axis Nelpon 300 Menit Sesama 30 Hari', 14_900],
    ['TRI', 'tritlp200', 'Tri Nelpon 200 Menit Sesama 30 Hari', 12_350],
    ['SMARTFREN', 'sftlp1000', 'Smartfren Nelpon 1000 Menit Sesama 30 Hari', 10_200],
    ['BY.U', 'byutlp100', 'by.U Nelpon 100 Menit Semua Operator 30 Hari', 20_500],
  ],
  (name) => `${name}. Berlaku setelah aktif, tanpa tambahan masa aktif kartu`,
);

const masaAktif = packages(
  'Masa Aktif',
  'Sinar Jaya Cell',
  [
    ['TELKOMSEL', 'tselma30', 'Telkomsel Masa Aktif 30 Hari', 9_850],
    ['TELKOMSEL', 'tselma90', 'Telkomsel Masa Aktif 90 Hari', 27_900],
    ['INDOSAT', 'isatma30', 'Indosat Masa Aktif 30 Hari', 5_600],
    ['XL', 'xlma30', 'XL Masa Aktif 30 Hari', 7_450],
    ['AXIS', 'axisma30', 'Axis Masa Aktif 30 Hari', 5_950],
    ['TRI', 'trima30', 'Tri Masa Aktif 30 Hari', 4_700],
    ['SMARTFREN', 'sfma30', 'Smartfren Masa Aktif 30 Hari', 5_100],
    ['BY.U', 'byuma30', 'by.U Masa Aktif 30 Hari', 6_300],
  ],
  (name) => `${name}. Menambah masa aktif kartu tanpa pulsa atau kuota`,
);

const perdana = packages(
  'Aktivasi Perdana',
  'Grosir Perdana Jaya',
  [
    ['TELKOMSEL', 'aptsel5', 'Aktivasi Perdana Telkomsel 5GB 30 Hari', 36_500],
    ['TELKOMSEL', 'aptsel15', 'Aktivasi Perdana Telkomsel 15GB 30 Hari', 72_800],
    ['INDOSAT', 'apisat10', 'Aktivasi Perdana Indosat Freedom 10GB 30 Hari', 42_000],
    ['XL', 'apxl8', 'Aktivasi Perdana XL Xtra Combo 8GB 30 Hari', 44_600],
    ['AXIS', 'apaxis6', 'Aktivasi Perdana Axis Bronet 6GB 30 Hari', 25_900],
    ['TRI', 'aptri10', 'Aktivasi Perdana Tri 10GB 30 Hari', 31_200],
    ['SMARTFREN', 'apsf30', 'Aktivasi Perdana Smartfren Unlimited 30 Hari', 55_000],
    ['BY.U', 'apbyu7', 'Aktivasi Perdana by.U 7GB 30 Hari', 30_400],
  ],
  (name) =>
    `${name}. Nomor tujuan: nomor kartu perdana baru (tertera di kemasan); SN berisi nomor yang sudah aktif`,
);

// Physical data vouchers (voucher fisik) activated by the code under the scratch panel. They carry
// a data quota, not a rupiah face value, so their SKUs end in letters (no nominal is read from them).
const aktivasiVoucher = packages(
  'Aktivasi Voucher',
  'Grosir Perdana Jaya',
  [
    ['TELKOMSEL', 'avtsel5gb', 'Aktivasi Voucher Telkomsel Data 5GB 30 Hari', 40_500],
    ['TELKOMSEL', 'avtsel12gb', 'Aktivasi Voucher Telkomsel Data 12GB 30 Hari', 74_800],
    ['INDOSAT', 'avisat7gb', 'Aktivasi Voucher Indosat Data 7GB 30 Hari', 28_900],
    ['XL', 'avxl6gb', 'Aktivasi Voucher XL Data 6GB 30 Hari', 27_800],
    ['AXIS', 'avaxis3gb', 'Aktivasi Voucher Axis Data 3GB 30 Hari', 14_900],
    ['TRI', 'avtri10gb', 'Aktivasi Voucher Tri Data 10GB 30 Hari', 33_200],
    ['SMARTFREN', 'avsf10gb', 'Aktivasi Voucher Smartfren Data 10GB 30 Hari', 29_700],
  ],
  (name) => `${name}. Nomor tujuan: kode/nomor seri voucher fisik (12–16 digit, di bawah barcode)`,
);

// eSIM: the activation code (an LPA string for the phone's "add eSIM" QR scan) goes to the e-mail
// given as destination; the SN carries it too.
const esim = packages(
  'eSIM',
  'Digital SIM Center',
  [
    ['TELKOMSEL', 'esimtsel5', 'eSIM Telkomsel 5GB 30 Hari', 58_900],
    ['TELKOMSEL', 'esimtsel15', 'eSIM Telkomsel 15GB 30 Hari', 104_500],
    ['XL', 'esimxl10', 'eSIM XL Xtra Combo Flex 10GB 30 Hari', 85_000],
    ['INDOSAT', 'esimisat9', 'eSIM Indosat Freedom Internet 9GB 30 Hari', 64_900],
    ['SMARTFREN', 'esimsf30', 'eSIM Smartfren Unlimited 30 Hari', 79_000],
  ],
  (name) =>
    `${name}. Nomor tujuan: alamat e-mail pembeli; kode aktivasi (LPA) dikirim ke e-mail dan di SN. Pastikan HP mendukung eSIM`,
);

export const operatorProducts: PrepaidProduct[] = [
  ...pulsa,
  ...data,
  ...smsTelpon,
  ...masaAktif,
  ...perdana,
  ...aktivasiVoucher,
  ...esim,
];

/** Operator by number prefix (protocols.md, "Indonesian mobile numbers"), for operators' products. */
export const operatorPrefixes: Record<string, string[]> = {
  TELKOMSEL: ['0811', '0812', '0813', '0821', '0822', '0823', '0851', '0852', '0853'],
  INDOSAT: ['0814', '0815', '0816', '0855', '0856', '0857', '0858'],
  XL: ['0817', '0818', '0819', '0859', '0877', '0878'],
  AXIS: ['0831', '0832', '0833', '0838'],
  TRI: ['0895', '0896', '0897', '0898', '0899'],
  SMARTFREN: ['0881', '0882', '0883', '0884', '0885', '0886', '0887', '0888', '0889'],
  'BY.U': ['0851'],
};
