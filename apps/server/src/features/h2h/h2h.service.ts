import {
  POSTPAID_TYPE_LABELS,
  POSTPAID_TYPES,
  PREPAID_TYPE_LABELS,
  PREPAID_TYPES,
  type PrepaidType,
} from '@konter/core/catalog';
import type { H2hKeyKind, H2hRequestBody } from '@konter/core/contracts/h2h';
import type { PrepaidPurchaseRequest } from '@konter/core/contracts/purchase';
import { H2H_POSTPAID_COMMANDS, type H2hPostpaidCommand } from '@konter/core/h2h-protocol';
import { errorText } from '@konter/core/messages/index';
import type { PaymentMethodCode } from '@konter/core/payment';
import { getUserBalances } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { findUserById, type User } from '../auth/index.js';
import { findPurchasableProduct, listPostpaidProducts, listPrepaidProducts } from '../catalog/index.js';
import { createTopup } from '../deposit/index.js';
import {
  checkPlnCustomer,
  createPrepaidPurchase,
  findByIdempotencyKey,
  findByRef,
  inquirePostpaid,
  payPostpaid,
  type Transaction,
} from '../purchase/index.js';
import { devInquiry, devPay, devStatus, devTopup } from './h2h.dev.js';
import { decryptApiKey, signMatches } from './h2h.keys.js';
import { H2hRefusal, type OrderInput, refusalOf } from './h2h.refusal.js';
import { findAccountByUsername, findOrder, insertOrder, type OrderRow, touchKey } from './h2h.repository.js';
import { rcMessage, transactionWire } from './h2h.wire.js';

// The H2H API's rules (issue 17): every call is authenticated by username + md5 sign (production or
// development key) and the caller's whitelisted IP, then answered inside `data` with the protocol's
// rc. Purchases are the purchase feature's (one pipeline, ledger and rules with the web).

export type H2hCall = 'cek-saldo' | 'price-list' | 'transaction' | 'inquiry-pln' | 'deposit';

/** An answer of the protocol: always `{data}`; HTTP 200 except the rate limit (429). */
export interface H2hAnswer {
  status: 200 | 429;
  data: Record<string, unknown> | Record<string, unknown>[];
  retryAfter?: number;
}

/** Who called: the user behind the username and the key that signed. */
export interface H2hCaller {
  user: User;
  username: string;
  keyKind: H2hKeyKind;
}

export interface H2hRequestContext {
  ip: string;
  /** The per-key rate limit (routes: createLimiter); throws AppError 429 when exceeded. */
  limit: (key: string) => Promise<void>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const payloadError = (why?: string) => new H2hRefusal('40', why ? `Payload Error: ${why}` : undefined);

/** The refusal's answer, echoing the transaction fields a client expects on /transaction. */
function refusalData(e: H2hRefusal, fields: Record<string, unknown>, call: H2hCall) {
  if (call === 'cek-saldo' || call === 'price-list' || call === 'deposit')
    return { rc: e.rc, message: e.message };
  return {
    ...fields,
    message: e.message,
    status: 'Gagal',
    rc: e.rc,
    sn: '',
    buyer_last_saldo: 0,
    price: 0,
  };
}

/**
 * Username first (a signature can only be checked against a known user's key), then the sign
 * against both keys (which one signed decides the mode), then the account's standing and the IP.
 */
export async function authenticate(
  deps: Deps,
  body: H2hRequestBody,
  suffix: string,
  ip: string,
): Promise<H2hCaller> {
  const username = text(body.username);
  const sign = text(body.sign);
  if (!username || !sign) throw payloadError('username dan sign wajib diisi');
  const db = deps.database.db;
  const account = await findAccountByUsername(db, username, ip);
  if (!account) throw new H2hRefusal('42');
  let keyKind: H2hKeyKind | null = null;
  for (const k of account.keys) {
    const key = decryptApiKey(deps.config.APP_SECRET, account.userId, k.kind, k.keyEnc);
    if (key && signMatches(sign, account.username, key, suffix)) keyKind = k.kind;
  }
  if (!keyKind) throw new H2hRefusal('41');
  const user = await findUserById(db, account.userId);
  if (!user || user.closedAt || !user.permissions.includes('h2h_api')) {
    throw new H2hRefusal('42', 'Username Anda salah: akses API tidak aktif');
  }
  if (!account.ipAllowed) throw new H2hRefusal('45', `IP Anda tidak kami kenali (${ip})`);
  if (deps.h2h.shouldTouch(`${user.id}:${keyKind}`)) {
    void touchKey(db, user.id, keyKind).catch((err) =>
      deps.logger.warn({ err, feature: 'h2h' }, 'key last-used update failed'),
    );
  }
  return { user, username: account.username, keyKind };
}

/**
 * One H2H request: checks, authentication, the per-key limit, then the call. Refusals are answers
 * (rc in `data`); the limit is 429 with Retry-After; anything unexpected propagates (HTTP 500: the
 * client re-checks with the same ref_id, which is always safe).
 */
export async function handleH2h(
  deps: Deps,
  call: H2hCall,
  body: H2hRequestBody | null,
  ctx: H2hRequestContext,
): Promise<H2hAnswer> {
  const fields =
    body && call === 'transaction'
      ? { ref_id: body.ref_id, customer_no: body.customer_no, buyer_sku_code: body.buyer_sku_code }
      : body && call === 'inquiry-pln'
        ? { customer_no: body.customer_no }
        : {};
  try {
    if (!body) throw payloadError('JSON tidak valid');
    return { status: 200, data: await route(deps, call, body, ctx) };
  } catch (err) {
    if (err instanceof H2hRefusal) return { status: 200, data: refusalData(err, fields, call) };
    if (err instanceof AppError && err.status === 429) {
      return {
        status: 429,
        retryAfter: err.retryAfter ?? 60,
        data: { rc: '83', message: rcMessage('83') },
      };
    }
    throw err;
  }
}

async function route(deps: Deps, call: H2hCall, body: H2hRequestBody, ctx: H2hRequestContext) {
  const auth = async (suffix: string) => {
    const caller = await authenticate(deps, body, suffix, ctx.ip);
    await ctx.limit(`${caller.user.id}:${caller.keyKind}`);
    return caller;
  };
  switch (call) {
    case 'cek-saldo': {
      if (body.cmd !== 'deposit') throw payloadError('cmd harus "deposit"');
      const caller = await auth('depo');
      const balances = await getUserBalances(deps.database.db, caller.user.id);
      return { deposit: balances.deposit };
    }
    case 'price-list': {
      if (body.cmd !== 'prepaid' && body.cmd !== 'pasca')
        throw payloadError('cmd harus "prepaid" atau "pasca"');
      if (body.code !== undefined && body.code !== null && typeof body.code !== 'string')
        throw payloadError('code');
      const caller = await auth('pricelist');
      const code = text(body.code);
      return body.cmd === 'prepaid'
        ? await prepaidPriceList(deps, caller.user, code)
        : await postpaidPriceList(deps, code);
    }
    case 'inquiry-pln': {
      const customerNo = text(body.customer_no);
      if (!customerNo) throw payloadError('customer_no wajib diisi');
      await auth(customerNo);
      return await plnInquiry(deps, customerNo);
    }
    case 'deposit': {
      const amount = body.amount;
      const bank = text(body.Bank ?? body.bank)?.toLowerCase();
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || !bank) {
        throw payloadError('amount dan Bank wajib diisi');
      }
      const caller = await auth('deposit');
      if (caller.keyKind === 'development') {
        throw new H2hRefusal('40', 'Mode developer: tiket deposit hanya dengan kunci production');
      }
      return await depositTicket(deps, caller.user, amount, bank, text(body.owner_name) ?? undefined);
    }
    case 'transaction': {
      const order = orderFields(body);
      const caller = await auth(order.refId);
      if (body.commands !== undefined) {
        const command = body.commands as H2hPostpaidCommand;
        if (!H2H_POSTPAID_COMMANDS.includes(command)) throw payloadError('commands tidak dikenal');
        if (caller.keyKind === 'development') {
          if (command === 'inq-pasca') return await devInquiry(deps, caller.user, order);
          if (command === 'pay-pasca') return await devPay(deps, caller.user, order);
          return await devStatus(deps, caller.user, order, 'postpaid');
        }
        if (command === 'inq-pasca') return await inquiry(deps, caller.user, order);
        if (command === 'pay-pasca') return await pay(deps, caller.user, order);
        return await postpaidStatus(deps, caller.user, order);
      }
      if (caller.keyKind === 'development') return await devTopup(deps, caller.user, order);
      return await topup(deps, caller.user, order);
    }
  }
}

/** The order fields of /transaction, or rc 40. */
function orderFields(body: H2hRequestBody): OrderInput {
  const refId = text(body.ref_id);
  const sku = text(body.buyer_sku_code);
  const customerNo = text(body.customer_no);
  if (!refId || !sku || !customerNo) throw payloadError('ref_id, buyer_sku_code dan customer_no wajib diisi');
  if (refId.length > 64 || sku.length > 64 || customerNo.length > 64)
    throw payloadError('maksimal 64 karakter');
  if (body.testing !== undefined && typeof body.testing !== 'boolean') throw payloadError('testing');
  const maxPrice = body.max_price;
  if (
    maxPrice !== undefined &&
    maxPrice !== null &&
    (typeof maxPrice !== 'number' || !Number.isFinite(maxPrice) || maxPrice < 0)
  ) {
    throw payloadError('max_price');
  }
  if (body.cb_url !== undefined && body.cb_url !== null && typeof body.cb_url !== 'string')
    throw payloadError('cb_url');
  if (body.msg !== undefined && body.msg !== null && typeof body.msg !== 'string') throw payloadError('msg');
  return {
    refId,
    sku,
    customerNo,
    maxPrice: typeof maxPrice === 'number' ? maxPrice : undefined,
    cbUrl: text(body.cb_url)?.slice(0, 500) ?? null,
    msg: text(body.msg)?.slice(0, 200) ?? undefined,
  };
}

const sameOrder = (o: Pick<OrderRow, 'kind' | 'sku' | 'customerNo'>, kind: OrderRow['kind'], i: OrderInput) =>
  o.kind === kind && o.sku === i.sku && o.customerNo === i.customerNo;

/** ref_id already used with other content. */
const refIdReused = () => new H2hRefusal('49');

/** Runs a purchase-feature call; its refusals become the protocol's. */
async function guarded<T>(deps: Deps, user: User, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status !== 429 && err.status < 500)
      throw await refusalOf(deps, user, err);
    throw err;
  }
}

async function answerOf(deps: Deps, order: OrderRow): Promise<Record<string, unknown>> {
  const trx = await findByRef(deps.database.db, order.trxRefId);
  if (!trx) throw new Error(`h2h order ${order.refId} without transaction ${order.trxRefId}`);
  return transactionWire(trx, order);
}

/**
 * POST /transaction (prepaid): a new ref_id buys through createPrepaidPurchase (idempotency key
 * `h2h:<ref_id>`, so concurrent copies make one purchase); a known one answers its current state,
 * or rc 49 when the content differs.
 */
async function topup(deps: Deps, user: User, input: OrderInput) {
  const db = deps.database.db;
  const known = await findOrder(db, user.id, input.refId);
  if (known) {
    if (!sameOrder(known, 'prepaid', input)) throw refIdReused();
    return answerOf(deps, known);
  }
  const request: PrepaidPurchaseRequest = {
    product_code: input.sku,
    destination: input.customerNo,
    payment_method: 'deposit',
    pin: '000000',
    order_number: undefined,
    markup_price: 0,
    note: input.msg,
  };
  const key = `h2h:${input.refId}`;
  let trx: Transaction;
  try {
    trx = await guarded(deps, user, async () => {
      if (input.maxPrice !== undefined) {
        const price = await priceFor(deps, user, input.sku);
        if (price > input.maxPrice) {
          throw new H2hRefusal('02', `Transaksi Gagal: harga ${price} melebihi max_price ${input.maxPrice}`);
        }
      }
      // H2H has no PIN: the key is the credential (issue 17).
      return createPrepaidPurchase(deps, user, request, key, { pinConfirmed: true });
    });
  } catch (err) {
    // A concurrent copy of this ref_id bought first (its debit can make this copy's balance check
    // fail before the idempotency key is looked at): the answer is that purchase.
    const twin = err instanceof H2hRefusal ? await findByIdempotencyKey(db, user.id, key) : undefined;
    if (!twin) throw err;
    trx = twin;
  }
  // The key's purchase is another request's with other content (a race of two different orders).
  if (trx.productCode !== input.sku) throw refIdReused();
  const order = await insertOrder(db, {
    userId: user.id,
    refId: input.refId,
    kind: 'prepaid',
    sku: input.sku,
    customerNo: input.customerNo,
    trxRefId: trx.refId,
    cbUrl: input.cbUrl,
  });
  // Its `create` event (trigger) may be waiting for this order row.
  deps.h2h.kick();
  // Another request with the same ref_id and other content got there first.
  if (!sameOrder(order, 'prepaid', input) || order.trxRefId !== trx.refId) throw refIdReused();
  // Its state when placed (usually Pending): the callback and the next check tell the outcome.
  return transactionWire(trx, order);
}

async function priceFor(deps: Deps, user: User, sku: string): Promise<number> {
  const product = await findPurchasableProduct(deps.products, deps.database.db, sku, {
    category: user.category,
    upline: user.referredBy,
  });
  return product.price;
}

/** inq-pasca: checks the bill (no money) and keeps it under the ref_id; the same again answers it. */
async function inquiry(deps: Deps, user: User, input: OrderInput) {
  const db = deps.database.db;
  const known = await findOrder(db, user.id, input.refId);
  if (known) {
    if (!sameOrder(known, 'postpaid', input)) throw refIdReused();
    return answerOf(deps, known);
  }
  let trx: Transaction;
  try {
    trx = await inquirePostpaid(deps, user, { product_code: input.sku, customer_no: input.customerNo });
  } catch (err) {
    if (err instanceof AppError) {
      if (err.code === 'customer_not_found' || err.code === 'customer_not_found_detail') {
        throw new H2hRefusal('60', errorText(err.code, 'id', err.params));
      }
      if (err.code === 'internal') throw new H2hRefusal('01', 'Timeout: cek tagihan gagal, coba lagi');
      throw await refusalOf(deps, user, err);
    }
    throw err;
  }
  const order = await insertOrder(db, {
    userId: user.id,
    refId: input.refId,
    kind: 'postpaid',
    sku: input.sku,
    customerNo: input.customerNo,
    trxRefId: trx.refId,
    cbUrl: input.cbUrl,
  });
  if (!sameOrder(order, 'postpaid', input)) throw refIdReused();
  return answerOf(deps, order);
}

/** pay-pasca: pays the bill checked under the ref_id (once: the purchase feature's guarded update). */
async function pay(deps: Deps, user: User, input: OrderInput) {
  const db = deps.database.db;
  const order = await findOrder(db, user.id, input.refId);
  if (!order)
    throw new H2hRefusal('50', 'Transaksi Tidak Ditemukan: lakukan inq-pasca dengan ref_id ini dahulu');
  if (!sameOrder(order, 'postpaid', input)) throw refIdReused();
  const trx = await findByRef(db, order.trxRefId);
  if (trx?.status === 'inquiry') {
    try {
      await payPostpaid(
        deps,
        user,
        { ref_ids: [trx.refId], pin: '', payment_method: 'deposit' },
        { pinConfirmed: true },
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'bill_expired') {
        throw new H2hRefusal('02', 'Transaksi Gagal: tagihan sudah kedaluwarsa, lakukan inq-pasca lagi');
      }
      // Paid meanwhile by a concurrent copy of this request: answer its state below.
      if (err.code !== 'bill_not_payable') throw await refusalOf(deps, user, err);
    }
    deps.h2h.kick();
  }
  return answerOf(deps, order);
}

async function postpaidStatus(deps: Deps, user: User, input: OrderInput) {
  const order = await findOrder(deps.database.db, user.id, input.refId);
  if (!order) throw new H2hRefusal('50');
  if (!sameOrder(order, 'postpaid', input)) throw refIdReused();
  const trx = await findByRef(deps.database.db, order.trxRefId);
  if (trx?.status === 'inquiry')
    throw new H2hRefusal('50', 'Transaksi Tidak Ditemukan: tagihan belum dibayar');
  return answerOf(deps, order);
}

/**
 * Digiflazz's deposit ticket → Konter's unique-code bank-transfer top-up (features/deposit): the
 * amount to transfer (nominal + unique code) and where to.
 */
async function depositTicket(deps: Deps, user: User, amount: number, bank: string, owner?: string) {
  let row: Awaited<ReturnType<typeof createTopup>>;
  try {
    row = await createTopup(deps, user, {
      nominal: amount,
      method: `bank_transfer:${bank}` as PaymentMethodCode,
      ...(owner ? { holder_name: owner.slice(0, 100) } : {}),
    });
  } catch (err) {
    if (err instanceof AppError && err.status < 500)
      throw new H2hRefusal('40', errorText(err.code, 'id', err.params));
    throw err;
  }
  return {
    rc: '00',
    amount: row.total,
    notes: `Transfer ${row.total} ke ${row.bank?.toUpperCase() ?? bank.toUpperCase()} ${row.bankAccountNumber ?? ''} a.n. ${row.bankAccountName ?? ''} sebelum ${row.expiresAt.toISOString()} (kode ${row.code})`,
  };
}

async function plnInquiry(deps: Deps, customerNo: string) {
  try {
    const c = await checkPlnCustomer(deps, customerNo);
    return { message: 'Transaksi Sukses', status: 'Sukses', rc: '00', ...c };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return {
      message: 'Nomor Meter/IDPEL Tidak Ditemukan',
      status: 'Gagal',
      rc: '54',
      customer_no: customerNo,
      meter_no: '',
      subscriber_id: '',
      name: '',
      segment_power: '',
    };
  }
}

export type PrepaidItem = {
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
};

/** The prepaid catalogue at the caller's prices (the web's price list: catalog's listPrepaidProducts). */
export async function prepaidPriceList(deps: Deps, user: User, code: string | null): Promise<PrepaidItem[]> {
  const out: PrepaidItem[] = [];
  const types: readonly PrepaidType[] = PREPAID_TYPES.filter((t) => t !== 'topupByExcel');
  for (const type of types) {
    const { products } = await listPrepaidProducts(deps, { type }, user.category, user.referredBy);
    for (const p of products) {
      if (code && p.code !== code) continue;
      out.push({
        product_name: p.name,
        category: PREPAID_TYPE_LABELS[type].id,
        brand: p.brand,
        type: 'Umum',
        seller_name: 'Konter',
        price: p.price,
        buyer_sku_code: p.code,
        buyer_product_status: p.active,
        seller_product_status: p.active && !p.price_adjustment,
        unlimited_stock: p.stock === undefined,
        stock: p.stock ?? 0,
        multi: true,
        start_cut_off: p.cut_off?.start ?? '00:00',
        end_cut_off: p.cut_off?.end ?? '00:00',
        desc: p.description ?? '-',
      });
    }
  }
  return out;
}

async function postpaidPriceList(deps: Deps, code: string | null) {
  const out: Record<string, unknown>[] = [];
  for (const type of POSTPAID_TYPES) {
    const { products } = await listPostpaidProducts(deps, type);
    for (const p of products) {
      if (code && p.code !== code) continue;
      out.push({
        product_name: p.name,
        category: POSTPAID_TYPE_LABELS[type].id,
        brand: p.brand,
        seller_name: 'Konter',
        admin: p.admin_fee,
        commission: 0,
        buyer_sku_code: p.code,
        buyer_product_status: p.active,
        seller_product_status: p.active,
        desc: p.description ?? '-',
      });
    }
  }
  return out;
}
