import { postpaidBill } from './bills.js';
import { type PostpaidProduct, postpaidCatalog } from './catalog.js';
import { customerNumberProblem, isUnknownCustomer } from './customers.js';
import type { DigiflazzSimulator, Failure, SimAnswer, SimInquiry } from './digiflazz.simulator.js';
import { isText, PAYLOAD_ERROR, testPlan } from './prepaid.js';

const COMMANDS = ['inq-pasca', 'pay-pasca', 'status-pasca'];
const NOT_FOUND: Failure = { rc: '50', message: 'Transaksi Tidak Ditemukan' };

interface Request {
  ref_id: string;
  customer_no: string;
  buyer_sku_code: string;
  testing: boolean;
}

/**
 * POST /transaction with `commands` (protocols.md, "postpaid"): `inq-pasca` fetches the bill and
 * remembers it under the ref_id; `pay-pasca` with that same ref_id, the same day, pays it;
 * `status-pasca` answers the payment's state. Sign is md5(username + apiKey + ref_id).
 */
export async function postpaid(sim: DigiflazzSimulator, body: Record<string, unknown>): Promise<SimAnswer> {
  const { commands, ref_id, buyer_sku_code, customer_no, testing } = body;
  const fields = { ref_id, customer_no, buyer_sku_code };
  if (
    typeof commands !== 'string' ||
    !COMMANDS.includes(commands) ||
    !isText(ref_id) ||
    !isText(buyer_sku_code) ||
    !isText(customer_no) ||
    (testing !== undefined && typeof testing !== 'boolean')
  ) {
    return sim.reject(fields, PAYLOAD_ERROR);
  }
  const auth = sim.authenticate(body.username, body.sign, ref_id);
  if (auth) return sim.reject(fields, auth);
  const product = postpaidCatalog.find((p) => p.buyer_sku_code === buyer_sku_code);
  if (!product) return sim.reject(fields, { rc: '43', message: 'SKU Tidak di Temukan atau Non-Aktif' });
  const req: Request = { ref_id, customer_no, buyer_sku_code, testing: testing === true };
  if (commands === 'inq-pasca') return inquire(sim, product, req);
  if (commands === 'pay-pasca') return pay(sim, product, req);
  const paid = sim.transactions.get(ref_id);
  return paid?.kind === 'postpaid' ? sim.answer(paid) : failed(sim, req, NOT_FOUND);
}

/** A failed postpaid answer that records nothing (no bill, nothing paid). */
function failed(sim: DigiflazzSimulator, req: Request, f: Failure): SimAnswer {
  const { ref_id, customer_no, buyer_sku_code } = req;
  return {
    status: 200,
    body: {
      data: {
        ref_id,
        customer_no,
        customer_name: '',
        buyer_sku_code,
        admin: 0,
        message: f.message,
        status: 'Gagal',
        rc: f.rc,
        sn: '',
        buyer_last_saldo: sim.deposit,
        price: 0,
        selling_price: 0,
        desc: {},
      },
    },
  };
}

function bill(sim: DigiflazzSimulator, inq: SimInquiry): SimAnswer {
  const { ref_id, customer_no, buyer_sku_code, bill } = inq;
  return {
    status: 200,
    body: {
      data: {
        ref_id,
        customer_no,
        customer_name: bill.customer_name,
        buyer_sku_code,
        admin: bill.admin,
        message: 'Transaksi Sukses',
        status: 'Sukses',
        rc: '00',
        sn: '',
        buyer_last_saldo: sim.deposit,
        price: bill.price,
        selling_price: bill.selling_price,
        desc: bill.desc,
      },
    },
  };
}

const order = ({ ref_id, customer_no, buyer_sku_code }: Request) => ({ ref_id, customer_no, buyer_sku_code });
const sameOrder = (a: { customer_no: string; buyer_sku_code: string }, req: Request) =>
  a.customer_no === req.customer_no && a.buyer_sku_code === req.buyer_sku_code;

function inquire(sim: DigiflazzSimulator, product: PostpaidProduct, req: Request): SimAnswer {
  const paid = sim.transactions.get(req.ref_id);
  if (paid) {
    return paid.kind === 'postpaid' && sameOrder(paid, req)
      ? sim.answer(paid)
      : sim.reject(order(req), { rc: '49', message: 'Ref ID tidak unik' });
  }
  const known = sim.inquiries.get(req.ref_id);
  if (known) {
    return sameOrder(known, req)
      ? bill(sim, known)
      : sim.reject(order(req), { rc: '49', message: 'Ref ID tidak unik' });
  }
  if (!product.buyer_product_status || !product.seller_product_status) {
    return failed(sim, req, { rc: '53', message: 'Produk Sedang Tidak Tersedia' });
  }
  if (!/^\d{6,20}$/.test(req.customer_no)) {
    return failed(sim, req, { rc: '57', message: 'Jumlah Digit Kurang Atau Lebih' });
  }
  // Each kind of biller takes its own numbers (NOP, contract, phone of its operator); test numbers
  // belong to none, as in top-ups.
  const problem = req.testing ? null : customerNumberProblem(product, req.customer_no);
  if (problem) return failed(sim, req, problem);
  if (isUnknownCustomer(req.customer_no)) {
    return failed(sim, req, { rc: '54', message: 'Nomor Tujuan Salah, ID pelanggan tidak ditemukan' });
  }
  // "…9999": a customer whose bill is already paid this month.
  if (req.customer_no.endsWith('9999')) {
    return failed(sim, req, { rc: '60', message: 'Tagihan belum tersedia' });
  }
  const inq: SimInquiry = {
    ref_id: req.ref_id,
    customer_no: req.customer_no,
    buyer_sku_code: req.buyer_sku_code,
    bill: postpaidBill(product, req.customer_no, sim.now()),
    at: sim.now(),
  };
  sim.inquiries.set(req.ref_id, inq);
  return bill(sim, inq);
}

async function pay(sim: DigiflazzSimulator, product: PostpaidProduct, req: Request): Promise<SimAnswer> {
  const paid = sim.transactions.get(req.ref_id);
  if (paid) {
    // Paying again with the same ref_id is a status check: never charged twice.
    return paid.kind === 'postpaid' && sameOrder(paid, req)
      ? sim.answer(paid)
      : sim.reject(order(req), { rc: '49', message: 'Ref ID tidak unik' });
  }
  const inq = sim.inquiries.get(req.ref_id);
  if (!inq || !sameOrder(inq, req)) {
    return failed(sim, req, {
      rc: '50',
      message: 'Transaksi Tidak Ditemukan, lakukan cek tagihan terlebih dahulu',
    });
  }
  if (sim.wibDay(inq.at) !== sim.wibTime().day) {
    return failed(sim, req, {
      rc: '50',
      message: 'Cek tagihan sudah kedaluwarsa, lakukan cek tagihan ulang',
    });
  }
  if (!req.testing && sim.deposit < inq.bill.price) {
    return sim.reject(order(req), { rc: '44', message: 'Saldo tidak cukup' });
  }
  const t = sim.create({
    kind: 'postpaid',
    ref_id: req.ref_id,
    customer_no: req.customer_no,
    buyer_sku_code: req.buyer_sku_code,
    price: inq.bill.price,
    testing: req.testing,
    category: product.category,
    nominal: inq.bill.selling_price,
    cbUrl: undefined,
    bill: inq.bill,
  });
  const success = () => ({ sn: sim.reference() });
  await sim.latency();
  sim.settle(
    t,
    req.testing
      ? testPlan(req.customer_no, success)
      : { pending: sim.opts.pendingNumbers?.includes(req.customer_no) ?? false, outcome: success },
  );
  return sim.answer(t);
}
