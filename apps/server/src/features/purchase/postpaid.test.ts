import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserBalances, transfer } from '../../ledger/index.js';
import { jakartaDay } from '../../lib/time.js';
import { digiflazzProvider } from '../../providers/supplier/digiflazz.adapter.js';
import { buyer, purchaseWorld, SUPPLIER, settled } from '../../test/purchase-world.js';
import { setCategory } from '../admin/index.js';
import { creditDueCashback } from './cashback.js';
import { recheckAllUnsettled } from './settlement.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

describe('postpaid bills', () => {
  it('checks two bills, pays the selected one, and charges exactly its total', async () => {
    const m = await buyer(w.t, 500_000);
    const a = await m.b.post('/api/v1/pascabayar/inquiry', {
      product_code: 'pln',
      customer_no: '530000000001',
    });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      status: 'inquiry',
      customer_name: expect.any(String),
      kind: 'postpaid',
    });
    expect(a.body.data.bill.details.length).toBeGreaterThan(0);
    const b = await m.b.post('/api/v1/pascabayar/inquiry', {
      product_code: 'pln',
      customer_no: '530000000002',
    });
    expect(b.status).toBe(200);
    expect(await m.balances()).toMatchObject({ deposit: 500_000 });

    const none = await m.b.post('/api/v1/pascabayar/pay', { ref_ids: [], pin: '112233' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Please select at least one bill');

    const pay = await m.b.post('/api/v1/pascabayar/pay', { ref_ids: [a.body.data.ref_id], pin: '112233' });
    expect(pay.status).toBe(201);
    const done = await settled(m.b, a.body.data.ref_id);
    expect(done.status).toBe('success');
    expect(await m.balances()).toMatchObject({ deposit: 500_000 - a.body.data.buying_price });
    expect((await m.b.get(`/api/v1/transaction/${b.body.data.ref_id}`)).body.data.status).toBe('inquiry');
    const again = await m.b.post('/api/v1/pascabayar/pay', { ref_ids: [a.body.data.ref_id], pin: '112233' });
    expect(again.status).toBe(422);
  });

  it('answers "Customer Information Not Found" for an unknown customer and keeps nothing', async () => {
    const m = await buyer(w.t, 0);
    const res = await m.b.post('/api/v1/pascabayar/inquiry', {
      product_code: 'pln',
      customer_no: '530000000000',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Customer Information Not Found/);
    expect(await w.t.database.query('SELECT 1 FROM transactions WHERE user_id = $1', [m.id])).toHaveLength(0);
  });

  it('refuses to pay several bills when the balance does not cover all of them, and changes nothing', async () => {
    const m = await buyer(w.t, 0);
    const bills = [];
    for (const no of ['530000000011', '530000000012']) {
      bills.push(
        (await m.b.post('/api/v1/pascabayar/inquiry', { product_code: 'pln', customer_no: no })).body.data,
      );
    }
    // Enough for the first bill only.
    await transfer(w.t.database.db, {
      key: `fund-first-bill:${m.id}`,
      debit: 'gateway:bank_transfer',
      credit: { userId: m.id, kind: 'deposit' },
      amount: bills[0].buying_price,
      kind: 'deposit_topup',
    });
    const pay = await m.b.post('/api/v1/pascabayar/pay', {
      ref_ids: bills.map((b) => b.ref_id),
      pin: '112233',
    });
    expect(pay.status).toBe(422);
    expect(pay.body.message).toBe('Insufficient deposit balance');
    expect(await m.balances()).toMatchObject({ deposit: bills[0].buying_price });
    for (const b of bills)
      expect((await m.b.get(`/api/v1/transaction/${b.ref_id}`)).body.data.status).toBe('inquiry');
  });

  it('checks a PLN meter; an unknown one answers "Check PLN ID Failed"', async () => {
    const m = await buyer(w.t, 0);
    const ok = await m.b.post('/api/v1/prabayar/pln/inquiry', { customer_no: '530000000001' });
    expect(ok.body.data).toMatchObject({
      customer_no: '530000000001',
      name: expect.any(String),
      segment_power: expect.any(String),
    });
    const bad = await m.b.post('/api/v1/prabayar/pln/inquiry', { customer_no: '000000000000' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Check PLN ID Failed');
  });
});

describe('upline cashback', () => {
  it('credits the referring master the day after the sale', async () => {
    const master = await buyer(w.t, 0);
    await setCategory(w.t.deps, master.u.email, 3);
    const code = (await master.b.get('/api/v1/account')).body.data.referal_code;
    const m = await buyer(w.t, 100_000, { referral_code: code });
    const res = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: '081255550001',
      pin: '112233',
    });
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    const [row] = await w.t.database.query<{ upline_cashback: number }>(
      'SELECT upline_cashback FROM transactions WHERE ref_id = $1',
      [res.body.data.ref_id],
    );
    expect(row!.upline_cashback).toBeGreaterThan(0);
    expect(await creditDueCashback(w.t.deps, jakartaDay())).toBe(0);
    const tomorrow = jakartaDay(new Date(Date.now() + 86400_000));
    expect(await creditDueCashback(w.t.deps, tomorrow)).toBe(1);
    expect(await creditDueCashback(w.t.deps, tomorrow)).toBe(0);
    expect(await getUserBalances(w.t.database.db, master.id)).toMatchObject({
      cashback: row!.upline_cashback,
    });
  });
});

describe('an unreachable supplier', () => {
  it('keeps the purchase processing (no refund on a guess) and settles it on the re-check', async () => {
    const m = await buyer(w.t, 50_000);
    const down = digiflazzProvider({ baseUrl: 'http://127.0.0.1:9/v1', ...SUPPLIER, timeoutMs: 500 });
    const real = w.t.deps.supplier;
    w.t.deps.supplier = down;
    let refId: string;
    try {
      const res = await m.b.post('/api/v1/prabayar/transaction', {
        product_code: 'tsel10',
        destination: '081277770001',
        pin: '112233',
      });
      refId = res.body.data.ref_id;
      // the fast path's supplier call failed (unknown outcome): the row waits for its re-check
      await expect
        .poll(
          async () =>
            (
              await w.t.database.query<{ supplier_status: string | null }>(
                'SELECT supplier_status FROM transactions WHERE ref_id = $1',
                [refId],
              )
            )[0]?.supplier_status,
          { timeout: 5_000 },
        )
        .toBe('unknown');
      expect((await m.b.get(`/api/v1/transaction/${refId}`)).body.data.status).toBe('processing');
    } finally {
      w.t.deps.supplier = real;
    }
    expect(await recheckAllUnsettled(w.t.deps)).toBeGreaterThanOrEqual(1);
    const done = await settled(m.b, refId);
    expect(done.status).toBe('success');
    expect(await m.balances()).toMatchObject({ deposit: 50_000 - done.buying_price });
  });
});

describe('report export', () => {
  it('downloads the filtered transactions as an Excel workbook', async () => {
    const m = await buyer(w.t, 100_000);
    const res = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel5',
      destination: '081288880001',
      pin: '112233',
    });
    await settled(m.b, res.body.data.ref_id);
    const day = jakartaDay();
    const file = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/transaction/export.xlsx?from=${day}&to=${day}&kind=prepaid`,
      headers: {
        cookie: [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="transaksi-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    const ws = wb.getWorksheet('Transaksi')!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(2).value).toBe(res.body.data.ref_id);
  });
});
