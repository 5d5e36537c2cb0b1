// The outstanding bill of a customer number for each kind of biller, deterministic from the number
// (the same number always shows the same bill). Every bill has 1–3 sheets (lembar) in desc.detail,
// and selling_price = Σ (nilai_tagihan + admin + denda); Digiflazz charges the buyer that minus the
// commission per sheet.
import { type Bill, type BillDetail, customerName, GAS_PER_M3, plnMeter, seed } from './customers.js';
import { type BillKind, billKind, type PostpaidProduct } from './postpaid-catalog.js';

const WIB_MS = 7 * 3_600_000;

/** `count` months as `YYYYMM`, the oldest first, the last `back` months before the WIB month of `now`. */
function months(now: number, count: number, back: number): string[] {
  const d = new Date(now + WIB_MS);
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back - i, 1));
    out.push(`${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const digits = (h: Buffer, offset: number, n: number) =>
  Array.from({ length: n }, (_, i) => String(h[(offset + i) % h.length]! % 10)).join('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (h: Buffer, offset: number, n: number) =>
  Array.from({ length: n }, (_, i) => LETTERS[h[(offset + i) % h.length]! % LETTERS.length]).join('');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = (wmi: string, h: Buffer) =>
  wmi + Array.from({ length: 14 }, (_, i) => VIN_CHARS[h[(20 + i) % h.length]! % VIN_CHARS.length]).join('');
const plate = (prefix: string, h: Buffer, offset: number) =>
  `${prefix} ${1000 + (h.readUInt16BE(offset) % 9000)} ${letters(h, offset + 2, 1 + (h[offset]! % 3))}`;
const hundreds = (n: number) => Math.round(n / 100) * 100;
const STREETS = ['JL. MERDEKA', 'JL. SUDIRMAN', 'JL. DIPONEGORO', 'JL. MAWAR', 'JL. KENANGA', 'GG. MELATI'];
const address = (h: Buffer) => `${pick(STREETS, h[12]!)} NO. ${1 + (h[13]! % 120)}`;
const yyyymmdd = (periode: string, day: number) =>
  `${periode.slice(0, 4)}-${periode.slice(4, 6)}-${String(day).padStart(2, '0')}`;

interface Sheet {
  periode: string;
  amount: number;
  denda: number;
  row?: Partial<BillDetail>;
}

function assemble(
  product: PostpaidProduct,
  customerNo: string,
  sheets: Sheet[],
  extra: Record<string, unknown>,
): Bill {
  const detail: BillDetail[] = sheets.map((s) => ({
    periode: s.periode,
    nilai_tagihan: String(s.amount),
    admin: String(product.admin),
    denda: String(s.denda),
    ...s.row,
  }));
  const total = sheets.reduce((sum, s) => sum + s.amount + product.admin + s.denda, 0);
  return {
    customer_name: customerName(customerNo),
    selling_price: total,
    price: total - product.commission * sheets.length,
    admin: product.admin * sheets.length,
    desc: { ...extra, lembar_tagihan: sheets.length, detail },
  };
}

type Shape = (p: PostpaidProduct, customerNo: string, h: Buffer, now: number) => Bill;

/** PLN, PDAM, BPJS and unknown kinds: monthly sheets in arrears, the older ones overdue. */
const monthly: Shape = (p, no, h, now) => {
  const kind = billKind(p);
  const count = 1 + (h[0]! % 3);
  const metered = kind === 'pln' || kind === 'pdam';
  const bpjsTk = p.brand === 'BPJS KETENAGAKERJAAN';
  let meter = 10_000 + h.readUInt16BE(4) * 3;
  const sheets = months(now, count, 1).map((periode, i): Sheet => {
    const amount = bpjsTk
      ? pick([16_800, 36_800, 56_800], h[2]!) // JKK + JKM (+ JHT) of a self-employed member
      : kind === 'bpjs'
        ? 35_000 * (1 + (h[2]! % 4)) // class III premium per family member
        : 50_000 + Math.round((h.readUInt16BE(6 + i * 2) % 400) * 1_000);
    // Sheets older than the latest are overdue and carry a late fee (BPJS charges none).
    const denda = i < count - 1 && kind !== 'bpjs' ? (metered ? 5_000 : 2_500) : 0;
    if (!metered) return { periode, amount, denda };
    const row: Partial<BillDetail> = { meter_awal: String(meter).padStart(8, '0') };
    meter += 80 + (h[10 + i]! % 300);
    row.meter_akhir = String(meter).padStart(8, '0');
    return { periode, amount, denda, row };
  });
  const last = sheets.at(-1)!.periode;
  const extra: Record<string, unknown> =
    kind === 'pln'
      ? { tarif: plnMeter(no)?.tarif ?? 'R1', daya: plnMeter(no)?.daya ?? 1_300 }
      : bpjsTk
        ? { program: h[2]! % 3 === 0 ? 'JKK, JKM' : 'JKK, JKM, JHT', alamat: 'JAKARTA PUSAT' }
        : kind === 'bpjs'
          ? { jumlah_peserta: String(1 + (h[2]! % 4)), alamat: 'JAKARTA PUSAT' }
          : kind === 'pdam'
            ? { alamat: 'JL. MERDEKA NO. 10', jatuh_tempo: `${last}20` }
            : {};
  return assemble(p, no, sheets, extra);
};

/** A fixed monthly plan (internet, TV): usually the last month, sometimes two. */
const plan =
  (prices: readonly number[]): Shape =>
  (p, no, h, now) => {
    const amount = pick(prices, h[1]!);
    const count = h[0]! % 4 === 0 ? 2 : 1;
    return assemble(
      p,
      no,
      months(now, count, 1).map((periode) => ({ periode, amount, denda: 0 })),
      {},
    );
  };

/** Mobile postpaid (Halo, Matrix, Prioritas): last month's usage. */
const mobile: Shape = (p, no, h, now) => {
  const count = h[0]! % 5 === 0 ? 2 : 1;
  const sheets = months(now, count, 1).map((periode, i) => ({
    periode,
    amount: 65_000 + (h.readUInt16BE(6 + i * 2) % 380) * 1_000,
    denda: 0,
  }));
  return assemble(p, no, sheets, {});
};

/** Piped city gas: metered m³ per month at the household tariff; older sheets overdue. */
const gas: Shape = (p, no, h, now) => {
  const count = 1 + (h[0]! % 3);
  let meter = 1_000 + (h.readUInt16BE(4) % 9_000);
  const sheets = months(now, count, 1).map((periode, i): Sheet => {
    const used = 8 + (h[10 + i]! % 38);
    const row = {
      meter_awal: String(meter).padStart(8, '0'),
      meter_akhir: String(meter + used).padStart(8, '0'),
    };
    meter += used;
    return { periode, amount: used * GAS_PER_M3, denda: i < count - 1 ? 5_000 : 0, row };
  });
  return assemble(p, no, sheets, { alamat: address(h), tarif: 'RT-2' });
};

const FINANCED: readonly (readonly [string, string, number, readonly number[]])[] = [
  ['HONDA BEAT CBS', 'MH1', 780_000, [24, 30, 36]],
  ['HONDA VARIO 125', 'MH1', 985_000, [24, 30, 36]],
  ['YAMAHA NMAX 155', 'MH3', 1_365_000, [24, 30, 36]],
  ['TOYOTA AVANZA 1.3 G', 'MHF', 4_250_000, [36, 48, 60]],
  ['DAIHATSU SIGRA 1.2 R', 'MHK', 3_180_000, [36, 48, 60]],
  ['HONDA BRIO SATYA', 'MHR', 3_650_000, [36, 48, 60]],
];

/** A vehicle instalment due this month; an unpaid earlier one carries the late charge (0.2 %/day). */
const finance: Shape = (p, no, h, now) => {
  const [item, wmi, base, tenors] = pick(FINANCED, h[1]!);
  const instalment = base + (h[3]! % 20) * 5_000;
  const tenor = pick(tenors, h[4]!);
  const latest = 2 + (h[5]! % (tenor - 2));
  const count = 1 + (h[0]! % 2);
  const due = 1 + (h[6]! % 28);
  const sheets = months(now, count, 0).map((periode, i) => ({
    periode,
    amount: instalment,
    denda: i < count - 1 ? hundreds(instalment * 0.002 * 30) : 0,
    row: { angsuran_ke: String(latest - (count - 1 - i)) },
  }));
  return assemble(p, no, sheets, {
    item_name: item,
    no_rangka: vin(wmi, h),
    no_pol: plate(pick(['B', 'D', 'F', 'L', 'H', 'AB'], h[7]!), h, 8),
    tenor: String(tenor).padStart(3, '0'),
    jatuh_tempo: yyyymmdd(sheets.at(-1)!.periode, due),
  });
};

const PBB_AREAS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'KOTA BANDUNG': [
    ['COBLONG', 'DAGO'],
    ['SUKAJADI', 'PASTEUR'],
    ['LENGKONG', 'BURANGRANG'],
  ],
  'KABUPATEN BOGOR': [
    ['CIBINONG', 'PAKANSARI'],
    ['CILEUNGSI', 'CILEUNGSI KIDUL'],
    ['BOJONGGEDE', 'RAGAJAYA'],
  ],
  'KOTA SURABAYA': [
    ['GUBENG', 'AIRLANGGA'],
    ['WONOKROMO', 'DARMO'],
    ['RUNGKUT', 'KALIRUNGKUT'],
  ],
  'KOTA SEMARANG': [
    ['TEMBALANG', 'BULUSAN'],
    ['BANYUMANIK', 'SRONDOL WETAN'],
    ['CANDISARI', 'JATINGALEH'],
  ],
};

/** Yearly land and building tax (one sheet per tax year); last year's unpaid tax carries 1 %/month. */
const pbb: Shape = (p, no, h, now) => {
  const year = new Date(now + WIB_MS).getUTCFullYear();
  const count = 1 + (h[0]! % 2);
  const current = 150_000 + (h.readUInt16BE(4) % 120) * 10_000;
  const sheets = Array.from({ length: count }, (_, i): Sheet => {
    const taxYear = year - (count - 1 - i);
    const amount = taxYear === year ? current : hundreds(current * 0.95);
    return { periode: String(taxYear), amount, denda: taxYear < year ? hundreds(amount * 0.01 * 12) : 0 };
  });
  const region = p.product_name.replace(/^PBB\s+/i, '').toUpperCase();
  const [kecamatan, kelurahan] = pick(PBB_AREAS[region] ?? [['-', '-']], h[2]!);
  return assemble(p, no, sheets, {
    alamat: address(h),
    kelurahan,
    kecamatan,
    kab_kota: region,
    tahun_pajak: String(year),
    luas_tanah: String(60 + (h[5]! % 240)),
    luas_gedung: String(36 + (h[6]! % 150)),
    jatuh_tempo: `${year}-08-31`,
  });
};

const VEHICLES: readonly (readonly [string, string, string, string, boolean])[] = [
  ['HONDA', 'VARIO 125 CBS', 'SEPEDA MOTOR', 'MH1', true],
  ['YAMAHA', 'NMAX 155', 'SEPEDA MOTOR', 'MH3', true],
  ['HONDA', 'BEAT SPORTY', 'SEPEDA MOTOR', 'MH1', true],
  ['TOYOTA', 'AVANZA 1.3 G M/T', 'MINIBUS', 'MHF', false],
  ['DAIHATSU', 'SIGRA 1.2 R', 'MINIBUS', 'MHK', false],
  ['SUZUKI', 'CARRY PICK UP 1.5', 'PICK UP', 'MHY', false],
];
/** Plate prefix and city of each e-Samsat province (by the biller's name). */
const PROVINCES: Readonly<Record<string, readonly [string, string]>> = {
  'JAWA BARAT': ['D', 'KOTA BANDUNG'],
  'DKI JAKARTA': ['B', 'JAKARTA SELATAN'],
  'JAWA TIMUR': ['L', 'KOTA SURABAYA'],
  BALI: ['DK', 'KOTA DENPASAR'],
};

/** Annual vehicle tax (PKB) plus the Jasa Raharja levy (SWDKLLJ); a late one carries 2 %/month. */
const esamsat: Shape = (p, no, h, now) => {
  const [merek, model, jenis, wmi, motor] = pick(VEHICLES, h[1]!);
  const [prefix, city] = PROVINCES[p.product_name.replace(/^E-Samsat\s+/i, '').toUpperCase()] ?? ['B', '-'];
  const pkb = motor ? 150_000 + (h[3]! % 20) * 10_000 : 1_500_000 + (h[3]! % 40) * 50_000;
  const swdkllj = motor ? 35_000 : 143_000;
  const late = h[4]! % 4 === 0 ? 1 + (h[5]! % 3) : 0; // months overdue
  const [periode] = months(now, 1, late);
  const denda = late ? hundreds(pkb * 0.02 * late) + (motor ? 8_000 : 32_000) : 0;
  const due = yyyymmdd(periode!, 1 + (h[6]! % 28));
  return assemble(p, no, [{ periode: periode!, amount: pkb + swdkllj, denda }], {
    alamat: `${address(h)}, ${city}`,
    no_pol: plate(prefix, h, 8),
    merek_kendaraan: merek,
    model_kendaraan: model,
    jenis_kendaraan: jenis,
    tahun_kendaraan: String(2012 + (h[7]! % 12)),
    no_rangka: vin(wmi, h),
    no_mesin: `${letters(h, 14, 4)}${digits(h, 16, 7)}`,
    tanggal_pajak: due,
    pkb: String(pkb),
    swdkllj: String(swdkllj),
  });
};

/** The operator's personalised offers for a number: [package, price]. */
const OFFERS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  'TELKOMSEL OMNI': [
    ['Kuota 12GB + 60 Menit 30 Hari', 52_000],
    ['Kuota 25GB 30 Hari', 78_000],
    ['Kuota 8GB 14 Hari', 31_000],
  ],
  'INDOSAT ONLY4U': [
    ['Freedom Internet 15GB 30 Hari', 55_000],
    ['Freedom Combo 20GB + 30 Menit 30 Hari', 68_000],
    ['Kuota 5GB 7 Hari', 18_000],
  ],
  'TRI CUANMAX': [
    ['Happy 25GB 30 Hari', 60_000],
    ['AlwaysOn 12GB 30 Hari', 38_000],
    ['Kuota 50GB 30 Hari', 95_000],
  ],
  'XL AXIS CUANKU': [
    ['Xtra Combo Flex 16GB 30 Hari', 62_000],
    ['Bronet 10GB 30 Hari', 38_500],
    ['Xtra Kuota 30GB 30 Hari', 85_000],
  ],
  'BY.U PROMO': [
    ['Kuota 20GB 30 Hari', 48_000],
    ['Kuota 7GB 30 Hari', 22_000],
    ['Kuota Harian Unlimited 30 Hari', 75_000],
  ],
};

/** A carrier's promo ("pasca" product sold to a phone number): the offer is the bill. */
const promo: Shape = (p, no, h, now) => {
  const [paket, amount] = pick(OFFERS[p.brand] ?? [['Paket Kuota 10GB 30 Hari', 40_000]], h[1]!);
  const [periode] = months(now, 1, 0);
  return assemble(p, no, [{ periode: periode!, amount, denda: 0 }], {
    paket,
    masa_aktif: paket.match(/\d+ Hari$/)?.[0] ?? '30 Hari',
  });
};

/** A transfer "bill": the recipient's name and the amount ordered, looked up at inquiry. */
const transfer: Shape = (p, no, h, now) => {
  const [periode] = months(now, 1, 0);
  const amount = (2 + (h.readUInt16BE(4) % 79)) * 25_000;
  return assemble(p, no, [{ periode: periode!, amount, denda: 0 }], {
    bank: p.brand,
    no_rekening: no,
    berita: 'KIRIM UANG',
  });
};

const SHAPES: Readonly<Record<BillKind, Shape>> = {
  pln: monthly,
  pdam: monthly,
  bpjs: monthly,
  other: monthly,
  internet: plan([280_000, 345_000, 415_000, 555_000]),
  tv: plan([99_000, 149_000, 199_000, 289_000]),
  hp: mobile,
  gas,
  finance,
  pbb,
  esamsat,
  promo,
  transfer,
};

/** The outstanding bill of a customer for a postpaid product, deterministic from the number. */
export function postpaidBill(product: PostpaidProduct, customerNo: string, now: number): Bill {
  const h = seed(`${product.buyer_sku_code}:${customerNo}`);
  return SHAPES[billKind(product)](product, customerNo, h, now);
}
