import { createHash } from 'node:crypto';
import type { PostpaidProduct } from './catalog.js';

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

function seed(text: string): Buffer {
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

/**
 * Serial number of a successful top-up. PLN tokens carry the 20-digit token and the meter's data,
 * formatted as Digiflazz sellers do: "1234-5678-9012-3456-7890/NAMA/R1/1300/32.1".
 */
export function serialNumber(random: () => number, category: string, customerNo: string, nominal: number) {
  if (category === 'PLN') {
    const token = randomDigits(random, 20).replace(/(\d{4})(?=\d)/g, '$1-');
    const meter = plnMeter(customerNo);
    const name = (meter?.name ?? customerName(customerNo)).replace(/\s+/g, ' ');
    const segment = meter ?? PLN_SEGMENTS[1]!;
    const kwh = (nominal / segment.perKwh).toFixed(1);
    return `${token}/${name}/${segment.tarif}/${segment.daya}/${kwh}`;
  }
  if (category === 'Voucher') return randomDigits(random, 16).replace(/(\d{4})(?=\d)/g, '$1-');
  return randomDigits(random, 18);
}

export interface BillDetail {
  periode: string;
  nilai_tagihan: string;
  admin: string;
  denda: string;
  meter_awal?: string;
  meter_akhir?: string;
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

/** `YYYYMM` periods, the oldest first, ending at the month before `now` (bills are issued in arrears). */
function periods(now: number, count: number): string[] {
  const d = new Date(now + 7 * 3_600_000); // WIB
  const out: string[] = [];
  for (let i = count; i >= 1; i--) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    out.push(`${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The outstanding bill of a customer for a postpaid product, deterministic from the number. */
export function postpaidBill(product: PostpaidProduct, customerNo: string, now: number): Bill {
  const h = seed(`${product.buyer_sku_code}:${customerNo}`);
  const sheets = 1 + (h[0]! % 3);
  const metered = product.brand === 'PLN PASCABAYAR' || product.category === 'PDAM';
  let meter = 10_000 + h.readUInt16BE(4) * 3;
  const detail: BillDetail[] = periods(now, sheets).map((periode, i) => {
    const base =
      product.brand === 'BPJS KESEHATAN'
        ? 35_000 * (1 + (h[2]! % 4)) // class III premium per family member
        : 50_000 + Math.round((h.readUInt16BE(6 + i * 2) % 400) * 1_000);
    // Sheets older than the latest are overdue and carry a late fee.
    const denda = i < sheets - 1 ? (metered ? 5_000 : 2_500) : 0;
    const used = 80 + (h[10 + i]! % 300);
    const row: BillDetail = {
      periode,
      nilai_tagihan: String(base),
      admin: String(product.admin),
      denda: String(denda),
    };
    if (metered) {
      row.meter_awal = String(meter).padStart(8, '0');
      meter += used;
      row.meter_akhir = String(meter).padStart(8, '0');
    }
    return row;
  });
  const total = detail.reduce((s, d) => s + Number(d.nilai_tagihan) + Number(d.admin) + Number(d.denda), 0);
  const extra: Record<string, unknown> =
    product.brand === 'PLN PASCABAYAR'
      ? { tarif: plnMeter(customerNo)?.tarif ?? 'R1', daya: plnMeter(customerNo)?.daya ?? 1_300 }
      : product.brand === 'BPJS KESEHATAN'
        ? { jumlah_peserta: String(1 + (h[2]! % 4)), alamat: 'JAKARTA PUSAT' }
        : product.category === 'PDAM'
          ? { alamat: 'JL. MERDEKA NO. 10', jatuh_tempo: `${detail.at(-1)!.periode}20` }
          : {};
  return {
    customer_name: customerName(customerNo),
    selling_price: total,
    price: total - product.commission * sheets,
    admin: product.admin * sheets,
    desc: { ...extra, lembar_tagihan: sheets, detail },
  };
}
