import { createHash } from 'node:crypto';
import { BILLER_OPERATORS, billKind, type PostpaidProduct } from './postpaid-catalog.js';
import { operatorPrefixes } from './prepaid-catalog-operators.js';

// Everything about a customer number is derived from a hash of it, so the same number always shows
// the same name, meter and bill (tests and demos can rely on it).

const NAMES = [
  'BUDI SANTOSO',
  'SITI AMINAH',
  'AGUS SETIAWAN',
  'DEWI LESTARI',
  'RINA WULANDARI',
  'HENDRA GUNAWAN',
  'SRI MULYANI',
  'JOKO PRASETYO',
  'NUR HIDAYAT',
  'YULIANA SARI',
  'AHMAD FAUZI',
  'PUTU EKA SURYANI',
];

/** PLN tariff/power pairs and the rupiah price per kWh used to turn a token's nominal into kWh. */
const PLN_SEGMENTS: { tarif: string; daya: number; perKwh: number }[] = [
  { tarif: 'R1', daya: 900, perKwh: 1_352 },
  { tarif: 'R1', daya: 1_300, perKwh: 1_444.7 },
  { tarif: 'R1', daya: 2_200, perKwh: 1_444.7 },
  { tarif: 'R2', daya: 3_500, perKwh: 1_699.53 },
];

export function seed(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** True for numbers the simulator treats as unknown customers (protocol tests use "…0000"). */
export function isUnknownCustomer(customerNo: string): boolean {
  return customerNo.endsWith('0000');
}

export function customerName(customerNo: string): string {
  return NAMES[seed(customerNo)[0]! % NAMES.length]!;
}

export interface PlnMeter {
  customer_no: string;
  meter_no: string;
  subscriber_id: string;
  name: string;
  segment_power: string;
  tarif: string;
  daya: number;
  perKwh: number;
}

/**
 * PLN customers are addressed by an 11-digit meter number or a 12-digit subscriber ID (IDPEL);
 * both resolve to the same record. Null when unknown.
 */
export function plnMeter(customerNo: string): PlnMeter | null {
  if (!/^\d{11,12}$/.test(customerNo) || isUnknownCustomer(customerNo) || /^0+$/.test(customerNo)) {
    return null;
  }
  const h = seed(`pln:${customerNo}`);
  const segment = PLN_SEGMENTS[h[1]! % PLN_SEGMENTS.length]!;
  const digits = (offset: number, n: number) =>
    Array.from({ length: n }, (_, i) => String(h[(offset + i) % h.length]! % 10)).join('');
  const meterNo = customerNo.length === 11 ? customerNo : `${1 + (h[2]! % 5)}${digits(3, 10)}`;
  const subscriberId = customerNo.length === 12 ? customerNo : `5${digits(14, 11)}`;
  return {
    customer_no: customerNo,
    meter_no: meterNo,
    subscriber_id: subscriberId,
    name: customerName(customerNo),
    // Digiflazz writes the power zero-padded to 9 digits after the tariff.
    segment_power: `${segment.tarif} /${String(segment.daya).padStart(9, '0')}`,
    ...segment,
  };
}

/** A random-looking digit string from the injected RNG (deterministic in tests). */
export function randomDigits(random: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(random() * 10) % 10;
  return s;
}

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1-');
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (random: () => number, n: number) =>
  Array.from({ length: n }, () => ALNUM[Math.floor(random() * ALNUM.length)]).join('');

/** "DD-MM-YYYY" in WIB, `days` after `now`. */
function wibDate(now: number, days: number): string {
  const d = new Date(now + 7 * 3_600_000 + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** Household city-gas tariff (RT-2), rupiah per m³, to turn a gas token's nominal into volume. */
export const GAS_PER_M3 = 6_000;

/**
 * Serial number of a successful top-up, in the format sellers use for the product's category:
 * - PLN: the 20-digit token and the meter's data, "1234-5678-9012-3456-7890/NAMA/R1/1300/32.1";
 * - Gas: the 20-digit token, the customer and the volume, "1234-…-7890/NAMA/8.3 M3";
 * - Voucher: the 16-digit code, "1234-5678-9012-3456";
 * - eSIM: the activation code (what the eSIM QR code holds), "LPA:1$telkomsel.smdp.example$K2ZX-…";
 * - Aktivasi Perdana: the activated number and its validity, "081234567890/AKTIF S.D 19-06-2025";
 * - Kirim Uang: the transfer reference and the recipient's name, "TRF1234567890123456/BUDI SANTOSO";
 * - anything else: an 18-digit reference.
 */
export function serialNumber(
  random: () => number,
  product: { category: string; brand: string; product_name: string },
  customerNo: string,
  nominal: number,
  now: number,
): string {
  switch (product.category) {
    case 'PLN': {
      const token = grouped(randomDigits(random, 20));
      const meter = plnMeter(customerNo);
      const name = (meter?.name ?? customerName(customerNo)).replace(/\s+/g, ' ');
      const segment = meter ?? PLN_SEGMENTS[1]!;
      const kwh = (nominal / segment.perKwh).toFixed(1);
      return `${token}/${name}/${segment.tarif}/${segment.daya}/${kwh}`;
    }
    case 'Gas':
      return `${grouped(randomDigits(random, 20))}/${customerName(customerNo)}/${(nominal / GAS_PER_M3).toFixed(1)} M3`;
    case 'Voucher':
      return grouped(randomDigits(random, 16));
    case 'eSIM': {
      const host = `${product.brand.toLowerCase().replace(/[^a-z0-9]+/g, '')}.smdp.example`;
      const code = randomCode(random, 16).replace(/(.{4})(?=.)/g, '$1-');
      return `LPA:1$${host}$${code}`;
    }
    case 'Aktivasi Perdana': {
      const days = Number(product.product_name.match(/(\d+) Hari/)?.[1] ?? 30);
      return `${customerNo}/AKTIF S.D ${wibDate(now, days)}`;
    }
    case 'Kirim Uang':
      return `TRF${randomDigits(random, 16)}/${customerName(customerNo)}`;
    default:
      return randomDigits(random, 18);
  }
}

export interface BillDetail {
  periode: string;
  nilai_tagihan: string;
  admin: string;
  denda: string;
  meter_awal?: string;
  meter_akhir?: string;
  /** Multifinance: the instalment number the sheet pays. */
  angsuran_ke?: string;
}

export interface Bill {
  customer_name: string;
  /** Bill amounts plus admin plus penalties: what the end customer pays. */
  selling_price: number;
  /** What Digiflazz deducts from the buyer's deposit: selling_price minus the buyer's commission. */
  price: number;
  admin: number;
  desc: Record<string, unknown> & { detail: BillDetail[] };
}

const DIGITS_WRONG = { rc: '57', message: 'Jumlah Digit Kurang Atau Lebih' };

/** The customer-number format each kind of biller takes (beyond the 6–20 digits of every biller). */
const NUMBER_FORMATS: Partial<Record<ReturnType<typeof billKind>, RegExp>> = {
  hp: /^08\d{8,11}$/,
  promo: /^08\d{8,11}$/,
  finance: /^\d{10,16}$/, // contract number
  pbb: /^\d{18}$/, // NOP
  esamsat: /^\d{16}$/, // kode bayar
  gas: /^\d{8,12}$/, // PGN customer ID
  transfer: /^\d{10,16}$/, // bank account number
};

/**
 * Why a biller refuses a customer number at inquiry (not for test numbers), or null: a number of
 * the wrong length for the biller (rc 57), a mobile number of another operator (rc 52).
 */
export function customerNumberProblem(
  product: PostpaidProduct,
  customerNo: string,
): { rc: string; message: string } | null {
  const format = NUMBER_FORMATS[billKind(product)];
  if (format && !format.test(customerNo)) return DIGITS_WRONG;
  const operators = BILLER_OPERATORS[product.brand];
  if (operators && !operators.some((op) => operatorPrefixes[op]?.some((p) => customerNo.startsWith(p)))) {
    return { rc: '52', message: 'Prefix Tidak Sesuai Operator' };
  }
  return null;
}
