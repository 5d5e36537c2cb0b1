import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/db.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';

// The bulk voucher buy (issue 13 §2) on the real purchase path: PGlite by default, PostgreSQL with
// TEST_DATABASE_URL (where the two concurrent requests below really run in parallel).

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Member = Awaited<ReturnType<typeof buyer>>;
const bulk = (m: Member, body: Record<string, unknown>, key: string) =>
  m.b.post(
    '/api/v1/prabayar/transaction/bulk',
    { pin: '112233', payment_method: 'deposit', product_code: 'gp20', ...body },
    { 'Idempotency-Key': key },
  );
const countOf = async (userId: number) =>
  (
    await w.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
      [userId],
    )
  )[0]!.n;
/** The buyer's price of a product (what one code costs them). */
const priceOf = async (m: Member, code: string) => {
  const res = await m.b.get('/api/v1/prabayar/products?type=voucher&brand=google-play-indonesia');
  const product = (res.body.data.products as { code: string; price: number }[]).find((p) => p.code === code);
  expect(product, `product ${code}`).toBeDefined();
  return product!.price;
};

describe('bulk voucher buy', () => {
  it('buys 5 codes in one call: 5 transactions, 5 × price taken, the codes listed', async () => {
    const m = await buyer(w.t, 500_000);
    const price = await priceOf(m, 'gp20');
    const res = await bulk(m, { quantity: 5 }, 'bulk-five');
    expect(res.status).toBe(201);
    const { batch_id, ref_ids } = res.body.data as { batch_id: string; ref_ids: string[] };
    expect(ref_ids).toHaveLength(5);
    expect(new Set(ref_ids).size).toBe(5);
    // Each is its own purchase, settled on its own (here: success with the code in the SN).
    for (const ref of ref_ids) expect((await settled(m.b, ref)).status).toBe('success');
    expect(await m.balances()).toMatchObject({ deposit: 500_000 - 5 * price });

    const batch = await m.b.get(`/api/v1/prabayar/transaction/bulk/${batch_id}`);
    expect(batch.status).toBe(200);
    expect(batch.body.data).toMatchObject({ batch_id, product_code: 'gp20', quantity: 5, total: 5 * price });
    const listed = batch.body.data.transactions as {
      ref_id: string;
      status: string;
      serial_number: string;
    }[];
    expect(listed.map((t) => t.ref_id)).toEqual(ref_ids);
    for (const t of listed) {
      expect(t.status).toBe('success');
      expect(t.serial_number).toMatch(/^\d{4}(-\d{4}){3}$/);
    }
    expect(new Set(listed.map((t) => t.serial_number)).size).toBe(5);
    // Every code went to the buyer's own number (no destination given): the same-number daily
    // rule (1 a day by default) did not stop the batch.
    const [{ n }] = (await w.t.database.query<{ n: number }>(
      'SELECT count(DISTINCT destination)::int AS n FROM transactions WHERE batch_id = $1',
      [batch_id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a batch the wallet cannot cover: 422, nothing bought, nothing taken', async () => {
    const m = await buyer(w.t, 0);
    const price = await priceOf(m, 'gp20');
    const { transfer } = await import('../../ledger/index.js');
    await transfer(w.t.database.db, {
      key: `test:fund:bulk:${m.id}`,
      debit: 'gateway:bank_transfer',
      credit: { userId: m.id, kind: 'deposit' },
      amount: 3 * price,
      kind: 'deposit_topup',
    });
    const res = await bulk(m, { quantity: 5 }, 'bulk-poor');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('bulk_insufficient_balance');
    expect(res.body.errors.payment_method[0].code).toBe('bulk_insufficient_balance');
    expect(await countOf(m.id)).toBe(0);
    expect(await m.balances()).toMatchObject({ deposit: 3 * price });
  });

  it('a double submit with the same Idempotency-Key still buys 5', async () => {
    const m = await buyer(w.t, 500_000);
    const price = await priceOf(m, 'gp20');
    const first = await bulk(m, { quantity: 5 }, 'bulk-twice');
    const second = await bulk(m, { quantity: 5 }, 'bulk-twice');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data).toEqual(first.body.data);
    expect(await countOf(m.id)).toBe(5);
    expect((await m.balances()).deposit).toBeGreaterThanOrEqual(500_000 - 5 * price);
    for (const ref of first.body.data.ref_ids as string[]) await settled(m.b, ref);
    expect(await m.balances()).toMatchObject({ deposit: 500_000 - 5 * price });
  });

  it(`two concurrent calls with the same key buy 5, not 10 (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const m = await buyer(w.t, 1_000_000);
    const price = await priceOf(m, 'gp20');
    const [a, b] = await Promise.all([
      bulk(m, { quantity: 5 }, 'bulk-race'),
      bulk(m, { quantity: 5 }, 'bulk-race'),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.batch_id).toBe(b.body.data.batch_id);
    expect([...a.body.data.ref_ids].sort()).toEqual([...b.body.data.ref_ids].sort());
    expect(await countOf(m.id)).toBe(5);
    for (const ref of a.body.data.ref_ids as string[]) await settled(m.b, ref);
    expect(await m.balances()).toMatchObject({ deposit: 1_000_000 - 5 * price });
  });

  it('refuses what is not a voucher code, a wrong PIN and a quantity out of 2..50, buying nothing', async () => {
    const m = await buyer(w.t, 500_000);
    const pulsa = await bulk(m, { quantity: 3, product_code: 'tsel10', destination: '081234567890' }, 'b1');
    expect(pulsa.status).toBe(422);
    expect(pulsa.body.errors.product_code[0].code).toBe('bulk_voucher_only');
    const pin = await bulk(m, { quantity: 3, pin: '999999' }, 'b2');
    expect(pin.status).toBe(422);
    for (const quantity of [1, 51]) {
      const res = await bulk(m, { quantity }, `b-${quantity}`);
      expect(res.status).toBe(422);
      expect(res.body.errors.quantity).toBeDefined();
    }
    expect(await countOf(m.id)).toBe(0);
    expect(await m.balances()).toMatchObject({ deposit: 500_000 });
    // Another buyer cannot read this buyer's batch.
    const other = await buyer(w.t, 0);
    const mine = await bulk(m, { quantity: 2 }, 'b-own');
    expect((await other.b.get(`/api/v1/prabayar/transaction/bulk/${mine.body.data.batch_id}`)).status).toBe(
      404,
    );
  });
});
