import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { checkLedgerInvariants, ledgerOps } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { RealtimeEvent } from '../../lib/realtime.js';
import type { SupplierTransaction } from '../../providers/supplier/supplier.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setCategory } from '../admin/index.js';
import {
  type Placed,
  type Placement,
  placeMany as placeManyWith,
  type Settlement,
  settleMany as settleManyWith,
} from './purchase.batch.repository.js';
import { processingPulsaRow } from './purchase.fixtures.js';
import type { NewTransaction, Transaction } from './purchase.repository.js';
import { newRefId } from './purchase.service.js';
import { applySupplierResult } from './settlement.js';

// The batched paths (bench/purchase/README.md): purchases placed, and supplier answers settled, many
// per statement, each succeeding or failing on its own exactly as alone.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;

// The batch statements with the app's purchase state (its account gates and statement texts).
const placeMany = (db: Db, items: Placement[]) => placeManyWith(db, w.t.deps.purchase, items);
const settleMany = (db: Db, items: Settlement[]) => settleManyWith(db, w.t.deps.purchase, items);
const batchStats = () => w.t.deps.purchase.stats();

const buy = (m: Buyer, body: Record<string, unknown>, headers?: Record<string, string>) =>
  m.b.post('/api/v1/prabayar/transaction', { pin: '112233', payment_method: 'deposit', ...body }, headers);

let numbers = 0;
const nextNumber = () => `0812${String(60_000_000 + numbers++).padStart(8, '0')}`;

async function memberPrice(code: string): Promise<number> {
  const res = await w.t.browser().get(`/api/v1/prabayar/products?type=pulsa&destination=081234567890`);
  return res.body.data.products.find((p: { code: string }) => p.code === code).price as number;
}

/** A processing row as the service builds it, with its hold, for the repository functions. */
function placement(userId: number, price: number, extra: Partial<NewTransaction> = {}): Placement {
  const refId = newRefId();
  return {
    row: {
      ...processingPulsaRow({
        refId,
        userId,
        destination: nextNumber(),
        price,
        nextCheckAt: new Date(Date.now() + 60_000),
      }),
      ...extra,
    },
    hold: ledgerOps.hold({
      key: `trx:${refId}:hold`,
      source: { userId, kind: 'deposit' },
      amount: price,
      kind: 'purchase',
      reference: refId,
    }),
  };
}

const answer = (trx: Transaction, status: 'success' | 'failed'): SupplierTransaction => ({
  refId: trx.refId,
  sku: trx.supplierSku,
  customerNo: trx.destination,
  status: status === 'success' ? 'success' : 'failed',
  rc: status === 'success' ? '00' : '02',
  message: status === 'success' ? 'Transaksi Sukses' : 'Transaksi Gagal',
  sn: status === 'success' ? `SN${trx.refId.slice(-8)}` : '',
  price: 10_250,
  balanceAfter: null,
  reason: status === 'success' ? null : 'reason_supplier_failed',
  created: true,
});

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (
    await w.t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)
  )[0]!.n;

describe('batched placement', () => {
  it('lets exactly the funded ones of many concurrent purchases through; the others get 422 and leave nothing', async () => {
    const price = await memberPrice('tsel5');
    // buyer i can pay for i purchases and tries 4 at once
    const buyers = await Promise.all(Array.from({ length: 7 }, (_, i) => buyer(w.t, i * price)));
    const before = batchStats().placements;
    const results = await Promise.all(
      buyers.flatMap((m, i) =>
        Array.from({ length: 4 }, () =>
          buy(m, { product_code: 'tsel5', destination: nextNumber() }).then((res) => ({ i, res })),
        ),
      ),
    );
    for (const [i, m] of buyers.entries()) {
      const mine = results.filter((r) => r.i === i).map((r) => r.res);
      const okCount = Math.min(i, 4);
      expect(mine.filter((r) => r.status === 201)).toHaveLength(okCount);
      const refused = mine.filter((r) => r.status !== 201);
      expect(refused.map((r) => [r.status, r.body.message])).toEqual(
        refused.map(() => [422, 'Insufficient deposit balance']),
      );
      expect(await count('transactions', 'user_id = $1', [m.id])).toBe(okCount);
      expect(
        await count('ledger_holds h JOIN ledger_accounts a ON a.id = h.source_account_id', 'a.user_id = $1', [
          m.id,
        ]),
      ).toBe(okCount);
      await Promise.all(mine.filter((r) => r.status === 201).map((r) => settled(m.b, r.body.data.ref_id)));
      expect(await m.balances()).toMatchObject({ deposit: (i - okCount) * price });
    }
    // they did share statements
    const after = batchStats().placements;
    expect(after.items - before.items).toBe(28);
    expect(after.batches - before.batches).toBeLessThan(28);
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });

  it('decides duplicates inside one batch in order: a taken order number or idempotency key fails alone', async () => {
    const db = w.t.database.db;
    const [a, b, c, d] = await Promise.all([
      buyer(w.t, 100_000),
      buyer(w.t, 100_000),
      buyer(w.t, 20_000),
      buyer(w.t, 100_000),
    ]);
    const items = [
      placement(a.id, 11_000, { orderNumber: 'INV-7' }), // placed
      placement(a.id, 11_000, { orderNumber: 'INV-7' }), // the same order number: taken
      placement(b.id, 11_000, { orderNumber: 'INV-7' }), // another user's: fine
      placement(c.id, 50_000, { orderNumber: 'INV-8' }), // not funded …
      placement(c.id, 11_000, { orderNumber: 'INV-8' }), // … so this one is the first INV-8
      placement(d.id, 11_000, { idempotencyKey: 'tap-1' }), // placed
      placement(d.id, 12_000, { idempotencyKey: 'tap-1' }), // the same key: taken
    ];
    const out = await placeMany(db, items);
    expect(out.map((o) => o.ok)).toEqual([true, false, true, false, true, true, false]);
    const err = (i: number) => (out[i] as { error: unknown }).error;
    expect(isUniqueViolation(err(1), 'transactions_order_number_key')).toBe(true);
    expect(err(3)).toBeInstanceOf(AppError);
    expect((err(3) as AppError).code).toBe('insufficient_balance');
    expect(isUniqueViolation(err(6), 'transactions_idempotency_key')).toBe(true);
    const placed = out.flatMap((o) => (o.ok ? [o.value.trx] : []));
    expect(placed.map((t) => t.refId)).toEqual([0, 2, 4, 5].map((i) => items[i]!.row.refId));
    // the rows are complete: hold, balances, defaults
    expect(placed[0]).toMatchObject({
      status: 'processing',
      startBalance: 100_000,
      endBalance: 89_000,
      holdId: expect.any(Number),
      orderNumber: 'INV-7',
      paymentStatus: 'paid',
      discount: 0,
      attempts: 0,
      createdAt: expect.any(Date),
      nextCheckAt: items[0]!.row.nextCheckAt,
    });
    expect(placed[2]).toMatchObject({ startBalance: 20_000, endBalance: 9_000 });
    expect(await a.balances()).toMatchObject({ deposit: 89_000 });
    expect(await c.balances()).toMatchObject({ deposit: 9_000 });
    expect(await d.balances()).toMatchObject({ deposit: 89_000 });
    for (const [i, m] of [a, b, c, d].entries())
      expect(await count('transactions', 'user_id = $1', [m.id])).toBe([1, 1, 1, 1][i]);

    // A committed duplicate is caught the same way in a later batch.
    const later = await placeMany(db, [placement(a.id, 11_000, { orderNumber: 'INV-7' })]);
    expect(isUniqueViolation((later[0] as { error: unknown }).error, 'transactions_order_number_key')).toBe(
      true,
    );
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });

  it('answers concurrent requests with one order number or one idempotency key as one by one would', async () => {
    const m = await buyer(w.t, 200_000);
    const sameOrder = await Promise.all(
      Array.from({ length: 4 }, () =>
        buy(m, { product_code: 'tsel5', destination: nextNumber(), order_number: 'ORD-42' }),
      ),
    );
    expect(sameOrder.filter((r) => r.status === 201)).toHaveLength(1);
    expect(sameOrder.filter((r) => r.status !== 201).map((r) => r.body.message)).toEqual([
      'Order number already exist',
      'Order number already exist',
      'Order number already exist',
    ]);
    // (different numbers: with one number, a request that starts after the first committed may
    // meet the same-number daily rule before its idempotency key, as without batches)
    const sameKey = await Promise.all(
      Array.from({ length: 4 }, () =>
        buy(m, { product_code: 'tsel10', destination: nextNumber() }, { 'idempotency-key': 'tap-tap-tap' }),
      ),
    );
    expect(sameKey.map((r) => r.body.message)).toEqual([undefined, undefined, undefined, undefined]);
    expect(sameKey.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(sameKey.map((r) => r.body.data.ref_id)).size).toBe(1);
    const refs = [sameOrder.find((r) => r.status === 201)!, sameKey[0]!].map((r) => r.body.data);
    await Promise.all(refs.map((r) => settled(m.b, r.ref_id)));
    expect(await count('transactions', 'user_id = $1', [m.id])).toBe(2);
    expect(await m.balances()).toMatchObject({
      deposit: 200_000 - refs[0].buying_price - refs[1].buying_price,
    });
  });

  it('sells the same product to the same number once a day even to concurrent requests', async () => {
    const price = await memberPrice('tsel5');
    const m = await buyer(w.t, 10 * price);
    const destination = nextNumber();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buy(m, { product_code: 'tsel5', destination })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    const sold = results.find((r) => r.status === 201)!.body.data;
    // whether the read before placement or the placement itself refused it, the same answer
    const message = `This number already got ${sold.product_name} today. The same product to the same number is allowed 1× a day.`;
    expect(refused.map((r) => [r.status, r.body.code, r.body.message, r.body.errors?.destination])).toEqual(
      refused.map(() => [
        422,
        'same_number_limit',
        message,
        // the field's text is in the request's language (Indonesian by default)
        [
          {
            code: 'same_number_limit',
            params: { product: sold.product_name, limit: 1 },
            message: `Nomor ini sudah membeli ${sold.product_name} hari ini. Produk yang sama ke nomor yang sama hanya 1× sehari.`,
          },
        ],
      ]),
    );
    expect(await count('transactions', 'user_id = $1', [m.id])).toBe(1);
    expect(
      await count('ledger_holds h JOIN ledger_accounts a ON a.id = h.source_account_id', 'a.user_id = $1', [
        m.id,
      ]),
    ).toBe(1);
    expect(await settled(m.b, sold.ref_id)).toMatchObject({ status: 'success' });
    expect(await m.balances()).toMatchObject({ deposit: 9 * price });
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });

  it('checks the same-number rule in the placement: in one batch in order, and against concurrent batches', async () => {
    const db = w.t.database.db;
    const since = new Date(Date.now() - 60_000);
    const [a, b, c] = await Promise.all([buyer(w.t, 100_000), buyer(w.t, 100_000), buyer(w.t, 100_000)]);
    const [n1, n2] = [nextNumber(), nextNumber()];
    const rule = (limit: number) => ({ sameNumber: { limit, since } });
    const items: Placement[] = [
      { ...placement(a.id, 11_000, { destination: n1 }), ...rule(1) }, // placed
      { ...placement(a.id, 11_000, { destination: n1 }), ...rule(1) }, // the same number: refused
      { ...placement(a.id, 11_000, { destination: n1, productCode: 'tsel5' }), ...rule(1) }, // another product
      { ...placement(a.id, 11_000, { destination: n2 }), ...rule(1) }, // another number
      { ...placement(b.id, 11_000, { destination: n1 }), ...rule(1) }, // another user
      { ...placement(a.id, 11_000, { destination: n1 }) }, // no rule given: placed
      { ...placement(c.id, 11_000, { destination: n1 }), ...rule(2) }, // limit 2: placed …
      { ...placement(c.id, 11_000, { destination: n1 }), ...rule(2) }, // … placed …
      { ...placement(c.id, 11_000, { destination: n1 }), ...rule(2) }, // … refused
    ];
    const out = await placeMany(db, items);
    expect(out.map((o) => o.ok)).toEqual([true, false, true, true, true, true, true, true, false]);
    const err = (o: (typeof out)[number]) => (o as { error: unknown }).error as AppError;
    const message = (limit: number) =>
      `This number already got Telkomsel 10.000 today. The same product to the same number is allowed ${limit}× a day.`;
    for (const [i, limit] of [
      [1, 1],
      [8, 2],
    ] as const) {
      expect(err(out[i]!)).toBeInstanceOf(AppError);
      expect(err(out[i]!)).toMatchObject({
        code: 'same_number_limit',
        message: message(limit),
        errors: {
          destination: [{ code: 'same_number_limit', params: { product: 'Telkomsel 10.000', limit } }],
        },
      });
    }
    expect(await a.balances()).toMatchObject({ deposit: 100_000 - 4 * 11_000 });
    expect(await c.balances()).toMatchObject({ deposit: 100_000 - 2 * 11_000 });

    // Committed ones count in a later batch; a purchase from before `since` does not.
    const later = await placeMany(db, [
      { ...placement(b.id, 11_000, { destination: n1 }), ...rule(1) },
      { ...placement(b.id, 11_000, { destination: n1 }), sameNumber: { limit: 1, since: new Date() } },
    ]);
    expect(later.map((o) => o.ok)).toEqual([false, true]);
    expect(err(later[0]!).message).toBe(message(1));

    // Concurrent statements (separate connections on PostgreSQL) for one number: one is placed.
    const d = await buyer(w.t, 100_000);
    const n3 = nextNumber();
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeMany(db, [{ ...placement(d.id, 11_000, { destination: n3 }), ...rule(1) }]),
      ),
    );
    expect(racing.flat().filter((o) => o.ok)).toHaveLength(1);
    expect(
      racing
        .flat()
        .filter((o) => !o.ok)
        .map((o) => err(o).message),
    ).toEqual(Array.from({ length: 5 }, () => message(1)));
    expect(await d.balances()).toMatchObject({ deposit: 89_000 });
    expect(await count('transactions', 'user_id = $1', [d.id])).toBe(1);
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });

  it('runs each item alone when the batch statement fails as a whole, so only the bad one fails', async () => {
    const m = await buyer(w.t, 100_000);
    const good = [placement(m.id, 11_000), placement(m.id, 11_000)];
    // A row the table refuses (CHECK price > 0) fails the whole statement; alone, only itself.
    const bad = placement(m.id, 11_000, { price: 0 });
    const results = await Promise.allSettled([
      w.t.deps.purchase.place(good[0]!.row, good[0]!.hold),
      w.t.deps.purchase.place(bad.row, bad.hold),
      w.t.deps.purchase.place(good[1]!.row, good[1]!.hold),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/check constraint|violates/i);
    expect(await m.balances()).toMatchObject({ deposit: 78_000 });
    expect(await count('transactions', 'user_id = $1', [m.id])).toBe(2);
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });
  it('runs the same statements inside a transaction (through drizzle instead of the driver)', async () => {
    const db = w.t.database.db;
    const m = await buyer(w.t, 30_000);
    const items = [placement(m.id, 11_000), placement(m.id, 11_000), placement(m.id, 11_000)];
    const out = await db.transaction((tx) => placeMany(tx, items));
    expect(out.map((o) => o.ok)).toEqual([true, true, false]);
    expect(await m.balances()).toMatchObject({ deposit: 8_000 });
    // and a failing statement inside a transaction rolls the transaction back with it
    await expect(
      db.transaction(async (tx) => {
        await placeMany(tx, [placement(m.id, 1_000)]);
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    expect(await m.balances()).toMatchObject({ deposit: 8_000 });
    expect(await count('transactions', 'user_id = $1', [m.id])).toBe(2);
  });
});

describe('batched settlement', () => {
  it('settles a batch of mixed success and failure answers exactly as one by one', async () => {
    const db = w.t.database.db;
    const master = await buyer(w.t, 0);
    await setCategory(w.t.deps, master.u.email, 3);
    const code = (await master.b.get('/api/v1/account')).body.data.referal_code;
    const [a, b] = await Promise.all([buyer(w.t, 100_000), buyer(w.t, 100_000, { referral_code: code })]);
    const items = [
      placement(a.id, 11_000),
      placement(a.id, 11_000),
      placement(a.id, 11_000),
      placement(b.id, 11_000, { uplineUserId: master.id, uplineCashback: 300 }),
      placement(b.id, 11_000, { uplineUserId: master.id, uplineCashback: 300 }),
    ];
    const placed = (await placeMany(db, items)).map((o) => (o as { value: Placed }).value.trx);
    expect(placed.every(Boolean)).toBe(true);
    const outcomes = ['success', 'failed', 'success', 'success', 'failed'] as const;
    const events: RealtimeEvent[] = [];
    const unsubscribe = w.t.deps.bus.subscribe((e) => events.push(e));
    const before = batchStats().settlements;
    const done = await Promise.all(
      placed.map((t, i) => applySupplierResult(w.t.deps, t.refId, answer(t, outcomes[i]!), t)),
    );
    unsubscribe();
    expect(batchStats().settlements.batches - before.batches).toBeLessThan(5);
    expect(done.map((t) => t?.status)).toEqual([...outcomes]);
    expect(done[0]).toMatchObject({
      serialNumber: `SN${placed[0]!.refId.slice(-8)}`,
      supplierPrice: 10_250,
      margin: 750,
      settledAt: expect.any(Date),
      nextCheckAt: null,
    });
    expect(done[3]).toMatchObject({ margin: 11_000 - 10_250 - 300 });
    expect(done[1]).toMatchObject({
      failedReason: 'reason_supplier_failed',
      endBalance: placed[1]!.startBalance,
      margin: 0,
      serialNumber: null,
    });
    // money: successes paid, failures refunded, each once
    expect(await a.balances()).toMatchObject({ deposit: 100_000 - 2 * 11_000 });
    expect(await b.balances()).toMatchObject({ deposit: 100_000 - 11_000 });
    const refs = placed.map((t) => t.refId);
    const holds = await w.t.database.query<{ state: string }>(
      'SELECT h.state FROM transactions t JOIN ledger_holds h ON h.id = t.hold_id WHERE t.ref_id = ANY($1) ORDER BY t.id',
      [refs],
    );
    expect(holds.map((h) => h.state)).toEqual(['posted', 'voided', 'posted', 'posted', 'voided']);
    expect(
      await count('ledger_transfers', "key = ANY($1) AND kind = 'purchase_cost'", [
        refs.map((r) => `trx:${r}:cost`),
      ]),
    ).toBe(3);
    // one notification each, with its text; the upline's accrual for the one success
    const notes = await w.t.database.query<{
      user_id: number;
      status: number;
      title: string;
      body: string | null;
      data: { ref_id: string };
    }>(
      "SELECT user_id, status, title, body, data FROM notifications WHERE data->>'ref_id' = ANY($1) ORDER BY id",
      [refs],
    );
    // (a batch records its notifications in no particular order: compared per purchase)
    const byRef = new Map(notes.map((n) => [n.data.ref_id, n]));
    expect(notes).toHaveLength(refs.length);
    expect(refs.map((r) => [r, byRef.get(r)?.status])).toEqual(
      refs.map((r, i) => [r, outcomes[i] === 'success' ? 1 : 2]),
    );
    expect(byRef.get(refs[0]!)!.title).toMatch(/berhasil$/);
    expect(byRef.get(refs[0]!)!.body).toBe(`SN: SN${refs[0]!.slice(-8)}`);
    expect(byRef.get(refs[1]!)!.body).toBe(
      'Pemasok tidak dapat memproses transaksi ini. Coba lagi nanti atau pilih produk lain. Saldo dikembalikan ke deposit.',
    );
    const accruals = await w.t.database.query<{ amount: number }>(
      'SELECT a.amount FROM cashback_accruals a JOIN transactions t ON t.id = a.transaction_id WHERE t.ref_id = ANY($1)',
      [refs],
    );
    expect(accruals).toEqual([{ amount: 300 }]);
    // published after commit: a notification and a status event per settled purchase
    for (const r of refs) {
      expect(events.filter((e) => (e.payload as { ref_id?: string }).ref_id === r)).toHaveLength(1);
      expect(
        events.filter((e) => (e.payload as { data?: { ref_id?: string } }).data?.ref_id === r),
      ).toHaveLength(1);
    }
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);

    // Replayed answers — the same, the opposite, in one batch or twice in it — change nothing.
    const snapshot = async () => ({
      a: await a.balances(),
      b: await b.balances(),
      master: await master.balances(),
      transfers: await count('ledger_transfers'),
      notes: await count('notifications'),
      accruals: await count('cashback_accruals'),
      rows: await w.t.database.query(
        'SELECT ref_id, status, serial_number, updated_at FROM transactions WHERE ref_id = ANY($1) ORDER BY id',
        [refs],
      ),
    });
    const was = await snapshot();
    const again = await Promise.all(
      placed.flatMap((t, i) => [
        applySupplierResult(w.t.deps, t.refId, answer(t, outcomes[i]!), t),
        applySupplierResult(
          w.t.deps,
          t.refId,
          answer(t, outcomes[i] === 'success' ? 'failed' : 'success'),
          t,
        ),
        applySupplierResult(w.t.deps, t.refId, answer(t, outcomes[i]!)),
      ]),
    );
    // with the stale row in hand nothing settles (undefined); read afresh it is already final
    expect(again.filter((_, k) => k % 3 < 2)).toEqual(placed.flatMap(() => [undefined, undefined]));
    expect(again.filter((_, k) => k % 3 === 2).map((t) => t?.status)).toEqual([...outcomes]);
    expect(await snapshot()).toEqual(was);
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });

  it('applies the first of two answers for one purchase in the same batch, and the second not at all', async () => {
    const db = w.t.database.db;
    const m = await buyer(w.t, 50_000);
    const [o] = await placeMany(db, [placement(m.id, 11_000)]);
    const trx = (o as { value: Placed }).value.trx;
    const settlement = (status: 'success' | 'failed'): Settlement => ({
      refId: trx.refId,
      values:
        status === 'success'
          ? { status, serialNumber: 'SN-1', supplierPrice: 10_250, margin: 750 }
          : { status, failedReason: 'x', endBalance: trx.startBalance, margin: 0 },
      money:
        status === 'success'
          ? [
              ledgerOps.postHold({ credit: 'revenue', key: `trx:${trx.refId}:post` }),
              ledgerOps.transfer({
                key: `trx:${trx.refId}:cost`,
                debit: 'revenue',
                credit: 'supplier',
                amount: 10_250,
                kind: 'purchase_cost',
                reference: trx.refId,
              }),
            ]
          : [ledgerOps.voidHold()],
      notification: {
        userId: m.id,
        type: 'transaction',
        title: 'free_text',
        params: { text: status },
        status: status === 'success' ? 1 : 2,
      },
    });
    const out = await settleMany(db, [settlement('failed'), settlement('success')]);
    expect(out.map((x) => x.ok && x.value?.trx.status)).toEqual(['failed', undefined]);
    expect(await m.balances()).toMatchObject({ deposit: 50_000 });
    expect(await settleMany(db, [settlement('success')])).toEqual([{ ok: true, value: undefined }]);
    expect(await m.balances()).toMatchObject({ deposit: 50_000 });
    expect(await count('notifications', 'user_id = $1', [m.id])).toBe(1);
    expect(await checkLedgerInvariants(w.t.database)).toEqual([]);
  });
});
