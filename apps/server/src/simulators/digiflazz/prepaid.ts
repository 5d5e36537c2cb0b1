import {
  countryOfCategory,
  DIAL_CODES,
  operatorPrefixes,
  type PrepaidProduct,
  prepaidCatalog,
} from './catalog.js';
import { plnMeter, serialNumber } from './customers.js';
import type { DigiflazzSimulator, Failure, SimAnswer } from './digiflazz.simulator.js';

/** Digiflazz's test numbers (protocols.md), honoured only with `testing: true`. */
export const TEST_NUMBERS = {
  success: '087800001230',
  failed: '087800001232',
  pendingThenSuccess: '087800001233',
  pendingThenFailed: '087800001234',
} as const;

export const PAYLOAD_ERROR: Failure = { rc: '40', message: 'Payload Error' };
export const TRANSACTION_FAILED: Failure = { rc: '02', message: 'Transaksi Gagal' };
/** The one-minute refusal after a failure (protocols.md, last bullet). Exact rc/message unverified. */
export const REPEAT_REFUSED: Failure = {
  rc: '02',
  message: 'Transaksi Gagal: produk yang sama ke nomor yang sama baru saja gagal, ulangi setelah 1 menit',
  repeatRefusal: true,
};

export type Outcome = { sn: string } | Failure;
/** How a new transaction ends: now, or pending until a callback. */
export interface Plan {
  pending: boolean;
  outcome: () => Outcome;
}

/** The documented behaviour of each test number; any other number succeeds at once. */
export function testPlan(customerNo: string, success: () => Outcome): Plan {
  if (customerNo === TEST_NUMBERS.failed) return { pending: false, outcome: () => TRANSACTION_FAILED };
  if (customerNo === TEST_NUMBERS.pendingThenSuccess) return { pending: true, outcome: success };
  if (customerNo === TEST_NUMBERS.pendingThenFailed) {
    return { pending: true, outcome: () => TRANSACTION_FAILED };
  }
  return { pending: false, outcome: success };
}

export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Inside [start, end) in WIB, the window possibly spanning midnight; "0:0"–"0:0" means none. */
function inCutOff(p: PrepaidProduct, minutes: number): boolean {
  const start = minutesOf(p.start_cut_off);
  const end = minutesOf(p.end_cut_off);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Reasons a seller fails a created transaction (rc 02, 52–54, 57, 58 of protocols.md's list). */
function productFailure(
  sim: DigiflazzSimulator,
  p: PrepaidProduct,
  customerNo: string,
  testing: boolean,
  maxPrice: number | undefined,
): Failure | null {
  if (!p.buyer_product_status || !p.seller_product_status) {
    return { rc: '53', message: 'Produk Sedang Tidak Tersedia' };
  }
  if (inCutOff(p, sim.wibTime().minutes)) return { rc: '58', message: 'Sedang Cut Off' };
  if (maxPrice !== undefined && p.price > maxPrice) {
    return { rc: '02', message: 'Transaksi Gagal: harga produk melebihi max_price' };
  }
  // Test numbers belong to no operator and no meter: only the checks above apply to them.
  if (testing) return null;
  const wrong = destinationProblem(p, customerNo);
  if (wrong) return wrong;
  if (sim.recentlyFailed(p.buyer_sku_code, customerNo)) return REPEAT_REFUSED;
  return null;
}

/** Categories sold to an Indonesian mobile number of the product's operator. */
const OPERATOR_CATEGORIES = ['Pulsa', 'Data', 'Paket SMS & Telpon', 'Masa Aktif', 'Aktivasi Perdana'];
const DIGITS_WRONG: Failure = { rc: '57', message: 'Jumlah Digit Kurang Atau Lebih' };
const DESTINATION_WRONG: Failure = { rc: '54', message: 'Nomor Tujuan Salah' };

/** A destination the product's seller refuses: wrong length (57), operator (52) or target (54). */
function destinationProblem(p: PrepaidProduct, customerNo: string): Failure | null {
  if (OPERATOR_CATEGORIES.includes(p.category)) {
    if (!/^\d{10,13}$/.test(customerNo)) return DIGITS_WRONG;
    if (!operatorPrefixes[p.brand]?.some((prefix) => customerNo.startsWith(prefix))) {
      return { rc: '52', message: 'Prefix Tidak Sesuai Operator' };
    }
    return null;
  }
  switch (p.category) {
    case 'PLN':
      return plnMeter(customerNo) ? null : DESTINATION_WRONG;
    case 'Aktivasi Voucher': // the voucher's code under the scratch panel
      return /^\d{10,20}$/.test(customerNo) ? null : DIGITS_WRONG;
    case 'eSIM': // the buyer's e-mail, where the activation code goes
      return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(customerNo) ? null : DESTINATION_WRONG;
    case 'TV': // decoder chip / customer ID
    case 'Gas': // gas meter / customer ID
    case 'Kirim Uang': // bank account or e-wallet phone number
      return /^\d{6,20}$/.test(customerNo) ? null : DIGITS_WRONG;
  }
  const country = countryOfCategory(p.category);
  if (country) {
    // The number with its country code, without "+": e.g. 60123456789 for Malaysia.
    if (!/^\d{9,15}$/.test(customerNo)) return DIGITS_WRONG;
    if (!customerNo.startsWith(DIAL_CODES[country]!)) return DESTINATION_WRONG;
  }
  return null;
}

/**
 * POST /transaction without `commands`: a prepaid top-up, or (same ref_id) its status check.
 * Order of checks: payload 40, username 42, signature 41, ref_id reuse, SKU 43, deposit 44; only
 * then is a transaction created, so every later failure is a created one (safe to void, never retry
 * the same ref_id).
 */
export async function topup(sim: DigiflazzSimulator, body: Record<string, unknown>): Promise<SimAnswer> {
  const { ref_id, buyer_sku_code, customer_no, testing, max_price, cb_url } = body;
  const fields = { ref_id, customer_no, buyer_sku_code };
  if (
    !isText(ref_id) ||
    !isText(buyer_sku_code) ||
    !isText(customer_no) ||
    (testing !== undefined && typeof testing !== 'boolean') ||
    (max_price !== undefined && (typeof max_price !== 'number' || max_price < 0)) ||
    (cb_url !== undefined && typeof cb_url !== 'string')
  ) {
    return sim.reject(fields, PAYLOAD_ERROR);
  }
  const auth = sim.authenticate(body.username, body.sign, ref_id);
  if (auth) return sim.reject(fields, auth);

  const existing = sim.transactions.get(ref_id);
  if (existing || sim.inquiries.has(ref_id)) {
    // The same order again is the status check; other details under a used ref_id are refused.
    if (
      existing?.kind === 'prepaid' &&
      existing.buyer_sku_code === buyer_sku_code &&
      existing.customer_no === customer_no
    ) {
      return sim.answer(existing);
    }
    return sim.reject(fields, { rc: '49', message: 'Ref ID tidak unik' });
  }

  const product = prepaidCatalog.find((p) => p.buyer_sku_code === buyer_sku_code);
  if (!product) return sim.reject(fields, { rc: '43', message: 'SKU Tidak di Temukan atau Non-Aktif' });
  const isTest = testing === true;
  if (!isTest && sim.deposit < product.price) {
    return sim.reject(fields, { rc: '44', message: 'Saldo tidak cukup' });
  }

  const nominal = Number(product.product_name.replace(/\D/g, '')) || product.price;
  const t = sim.create({
    kind: 'prepaid',
    ref_id,
    customer_no,
    buyer_sku_code,
    price: product.price,
    testing: isTest,
    category: product.category,
    nominal,
    cbUrl: cb_url,
  });
  const failure = productFailure(sim, product, customer_no, isTest, max_price);
  const success = () => ({ sn: serialNumber(sim.random, product, customer_no, nominal, sim.now()) });
  const draw = () => (sim.failsNow() ? TRANSACTION_FAILED : success());

  // A re-send during this wait sees the transaction pending (and will get the callback).
  await sim.latency();
  const plan: Plan = failure
    ? { pending: false, outcome: () => failure }
    : isTest
      ? testPlan(customer_no, success)
      : { pending: sim.opts.pendingNumbers?.includes(customer_no) ?? false, outcome: draw };
  sim.settle(t, plan);
  return sim.answer(t);
}
