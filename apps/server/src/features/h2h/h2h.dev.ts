import { randomInt } from 'node:crypto';
import { H2H_TEST_NUMBERS, H2H_TEST_PENDING_MS, type H2hTestOutcome } from '@konter/core/h2h-protocol';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { findPostpaidProduct, findPurchasableProduct } from '../catalog/index.js';
import { H2hRefusal, type OrderInput, refusalOf } from './h2h.refusal.js';
import {
  type DevTransaction,
  findDevTransaction,
  insertDevTransaction,
  insertEvent,
  updateDevTransaction,
} from './h2h.repository.js';
import { devWire, rcMessage } from './h2h.wire.js';

// Developer mode (spec §6, §9.3: "developer mode is test only"): a request signed with the
// development key moves no money and reaches no supplier. Only the protocol's test numbers answer,
// as documented (H2H_TEST_NUMBERS); the answers are kept in h2h_dev_transactions and their state
// changes are called back like real ones (h2h.events.ts resolves the pending ones).

const OUTCOME_BY_NUMBER = new Map<string, H2hTestOutcome>(
  Object.entries(H2H_TEST_NUMBERS).map(([outcome, number]) => [number, outcome as H2hTestOutcome]),
);

const notATestNumber = () =>
  new H2hRefusal(
    '40',
    `Mode developer: gunakan nomor uji ${Object.values(H2H_TEST_NUMBERS).join(', ')} (kunci development tidak memproses nomor lain)`,
  );

function outcomeOf(customerNo: string): H2hTestOutcome {
  const outcome = OUTCOME_BY_NUMBER.get(customerNo);
  if (!outcome) throw notATestNumber();
  return outcome;
}

/** What a test number does now: its immediate state and, for the pending ones, the later one. */
function plan(outcome: H2hTestOutcome) {
  const sn = () => `DEV${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  switch (outcome) {
    case 'success':
      return { status: 'Sukses' as const, rc: '00', message: rcMessage('00'), sn: sn(), finalStatus: null };
    case 'failed':
      return { status: 'Gagal' as const, rc: '02', message: rcMessage('02'), sn: '', finalStatus: null };
    case 'pendingThenSuccess':
      return {
        status: 'Pending' as const,
        rc: '03',
        message: rcMessage('03'),
        sn: '',
        finalStatus: 'Sukses' as const,
      };
    case 'pendingThenFailed':
      return {
        status: 'Pending' as const,
        rc: '03',
        message: rcMessage('03'),
        sn: '',
        finalStatus: 'Gagal' as const,
      };
  }
}

const same = (t: DevTransaction, kind: DevTransaction['kind'], i: OrderInput) =>
  t.kind === kind && t.sku === i.sku && t.customerNo === i.customerNo;

async function checked<T>(deps: Deps, user: User, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw await refusalOf(deps, user, err);
    throw err;
  }
}

/** Its callback now; a pending answer's outcome after its time. */
function announce(deps: Deps, t: DevTransaction) {
  if (t.status === 'Inquiry') return;
  deps.h2h.kick();
  if (t.status === 'Pending') deps.h2h.kickAfter(H2H_TEST_PENDING_MS + 50);
}

/** Stores a new test answer and its `create` event in one transaction; a concurrent twin's answer wins. */
async function store(
  deps: Deps,
  user: User,
  row: Omit<DevTransaction, 'id'> & { resolveAt: Date | null },
  input: OrderInput,
): Promise<DevTransaction> {
  const stored = await deps.database.db.transaction(async (tx: Db) => {
    const t = await insertDevTransaction(tx, row);
    if (t && t.status !== 'Inquiry') {
      await insertEvent(tx, {
        userId: user.id,
        source: 'development',
        subject: String(t.id),
        event: 'create',
        status: t.status,
      });
    }
    return t;
  });
  if (stored) {
    announce(deps, stored);
    return stored;
  }
  const twin = await findDevTransaction(deps.database.db, user.id, input.refId);
  if (!twin || !same(twin, row.kind, input)) throw new H2hRefusal('49');
  return twin;
}

/** Prepaid top-up in developer mode. */
export async function devTopup(deps: Deps, user: User, input: OrderInput) {
  const known = await findDevTransaction(deps.database.db, user.id, input.refId);
  if (known) {
    if (!same(known, 'prepaid', input)) throw new H2hRefusal('49');
    return devWire(known);
  }
  const outcome = outcomeOf(input.customerNo);
  const product = await checked(deps, user, () =>
    findPurchasableProduct(deps.products, deps.database.db, input.sku, {
      category: user.category,
      upline: user.referredBy,
    }),
  );
  if (input.maxPrice !== undefined && product.price > input.maxPrice) {
    throw new H2hRefusal(
      '02',
      `Transaksi Gagal: harga ${product.price} melebihi max_price ${input.maxPrice}`,
    );
  }
  const p = plan(outcome);
  const t = await store(
    deps,
    user,
    {
      userId: user.id,
      refId: input.refId,
      kind: 'prepaid',
      sku: input.sku,
      customerNo: input.customerNo,
      price: product.price,
      bill: null,
      cbUrl: input.cbUrl,
      ...p,
      resolveAt: p.finalStatus ? new Date(Date.now() + H2H_TEST_PENDING_MS) : null,
    },
    input,
  );
  return devWire(t);
}

/** A test bill: 50,000 + 2,500 admin, for the test numbers only. */
function testBill(customerNo: string) {
  return {
    customer_name: 'PELANGGAN UJI',
    admin: 2_500,
    selling_price: 52_500,
    desc: {
      lembar_tagihan: 1,
      detail: [{ periode: '202611', nilai_tagihan: 50_000, admin: 2_500, denda: 0, customer_no: customerNo }],
    },
  };
}

/** inq-pasca in developer mode. */
export async function devInquiry(deps: Deps, user: User, input: OrderInput) {
  const known = await findDevTransaction(deps.database.db, user.id, input.refId);
  if (known) {
    if (!same(known, 'postpaid', input)) throw new H2hRefusal('49');
    return devWire(known);
  }
  outcomeOf(input.customerNo);
  await checked(deps, user, () => findPostpaidProduct(deps.database.db, input.sku));
  const t = await store(
    deps,
    user,
    {
      userId: user.id,
      refId: input.refId,
      kind: 'postpaid',
      sku: input.sku,
      customerNo: input.customerNo,
      status: 'Inquiry',
      rc: '00',
      message: 'Inquiry Sukses',
      sn: '',
      price: 52_500,
      finalStatus: null,
      bill: testBill(input.customerNo),
      cbUrl: input.cbUrl,
      resolveAt: null,
    },
    input,
  );
  return devWire(t);
}

/** pay-pasca in developer mode: the test number decides, as for a top-up. */
export async function devPay(deps: Deps, user: User, input: OrderInput) {
  const db = deps.database.db;
  const known = await findDevTransaction(db, user.id, input.refId);
  if (!known)
    throw new H2hRefusal('50', 'Transaksi Tidak Ditemukan: lakukan inq-pasca dengan ref_id ini dahulu');
  if (!same(known, 'postpaid', input)) throw new H2hRefusal('49');
  if (known.status !== 'Inquiry') return devWire(known);
  const p = plan(outcomeOf(input.customerNo));
  const paid = await db.transaction(async (tx: Db) => {
    const t = await updateDevTransaction(tx, known.id, ['Inquiry'], {
      status: p.status,
      rc: p.rc,
      message: p.message,
      sn: p.sn,
      finalStatus: p.finalStatus,
      resolveAt: p.finalStatus ? new Date(Date.now() + H2H_TEST_PENDING_MS) : null,
    });
    if (t) {
      await insertEvent(tx, {
        userId: user.id,
        source: 'development',
        subject: String(t.id),
        event: 'create',
        status: t.status,
      });
    }
    return t;
  });
  if (paid) announce(deps, paid);
  return devWire(paid ?? (await findDevTransaction(db, user.id, input.refId)) ?? known);
}

/** status-pasca in developer mode. */
export async function devStatus(deps: Deps, user: User, input: OrderInput, kind: DevTransaction['kind']) {
  const known = await findDevTransaction(deps.database.db, user.id, input.refId);
  if (!known) throw new H2hRefusal('50');
  if (!same(known, kind, input)) throw new H2hRefusal('49');
  if (known.status === 'Inquiry')
    throw new H2hRefusal('50', 'Transaksi Tidak Ditemukan: tagihan belum dibayar');
  return devWire(known);
}
