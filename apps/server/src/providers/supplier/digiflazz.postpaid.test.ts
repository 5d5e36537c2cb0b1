import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningDigiflazzSimulator,
  startDigiflazzSimulator,
  TEST_NUMBERS,
} from '../../simulators/digiflazz/index.js';
import { startCallbackReceiver, until } from '../../simulators/digiflazz/test-receiver.js';
import { DigiflazzError, digiflazzProvider } from './digiflazz.adapter.js';
import type { SupplierPostpaid } from './supplier.js';

const creds = { username: 'konter-test', apiKey: 'dev-key-123', webhookSecret: 'hook-secret' };
let sim: RunningDigiflazzSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let supplier: ReturnType<typeof digiflazzProvider>;
let n = 0;
const ref = () => `P${Date.now().toString(36)}${(n++).toString(36)}`;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = await startDigiflazzSimulator({ ...creds, callbackUrl: receiver.url, pendingDelayMs: 100 });
  supplier = digiflazzProvider({ ...creds, baseUrl: sim.baseUrl });
});
afterAll(async () => {
  await sim.stop();
  await receiver.stop();
});

/** A bill adds up: lines' amounts + admin + penalties = selling price; admin = lines' admin. */
function expectConsistentBill(b: SupplierPostpaid) {
  expect(b.details.length).toBeGreaterThanOrEqual(1);
  expect(b.details.length).toBeLessThanOrEqual(3);
  const total = b.details.reduce((s, d) => s + d.billAmount + d.admin + d.penalty, 0);
  expect(b.sellingPrice).toBe(total);
  expect(b.admin).toBe(b.details.reduce((s, d) => s + d.admin, 0));
  expect(b.price).toBeLessThan(b.sellingPrice); // the buyer's commission
}

describe('Digiflazz adapter against the simulator: postpaid', () => {
  it('inquires a PLN bill deterministically, then pays it with the same ref_id, charged once', async () => {
    const customerNo = '530000000001';
    const refId = ref();
    const bill = await supplier.inquiryPostpaid({ refId, sku: 'pln', customerNo });
    expect(bill).toMatchObject({ refId, status: 'success', rc: '00', sn: '' });
    expect(bill.customerName).toMatch(/^[A-Z ]+$/);
    expectConsistentBill(bill);
    for (const d of bill.details) {
      expect(d.period).toMatch(/^\d{6}$/);
      expect(Number(d.meterEnd)).toBeGreaterThan(Number(d.meterStart));
    }
    expect(bill.raw).toMatchObject({
      tarif: expect.stringMatching(/^R[12]$/),
      lembar_tagihan: bill.details.length,
    });
    // Same customer, another inquiry: the same bill.
    const again = await supplier.inquiryPostpaid({ refId: ref(), sku: 'pln', customerNo });
    expect(again.details).toEqual(bill.details);

    const before = await supplier.balance();
    const paid = await supplier.payPostpaid({ refId, sku: 'pln', customerNo });
    expect(paid).toMatchObject({ refId, status: 'success', rc: '00', created: true, price: bill.price });
    expect(paid.sn).toMatch(/^[0-9A-F]{32}$/);
    expect(paid.details).toEqual(bill.details);
    expect(await supplier.payPostpaid({ refId, sku: 'pln', customerNo })).toEqual(paid);
    expect(await supplier.statusPostpaid({ refId, sku: 'pln', customerNo })).toEqual(paid);
    expect(await supplier.balance()).toBe(before - bill.price);
  });

  it('maps BPJS and PDAM bills (PDAM lines carry meter readings, BPJS lines none)', async () => {
    const bpjs = await supplier.inquiryPostpaid({
      refId: ref(),
      sku: 'bpjs',
      customerNo: '8888801234567890',
    });
    expectConsistentBill(bpjs);
    expect(bpjs.details[0]!.meterStart).toBeUndefined();
    const pdam = await supplier.inquiryPostpaid({ refId: ref(), sku: 'pdambdg', customerNo: '01234567' });
    expectConsistentBill(pdam);
    expect(pdam.details[0]!.meterStart).toMatch(/^\d{8}$/);
  });

  it('fails paying without an inquiry, and an inquiry for an unknown customer', async () => {
    const before = await supplier.balance();
    const pay = await supplier.payPostpaid({ refId: ref(), sku: 'pln', customerNo: '530000000002' });
    expect(pay).toMatchObject({ status: 'failed', rc: '50' });
    const unknown = await supplier.inquiryPostpaid({ refId: ref(), sku: 'pln', customerNo: '530000000000' });
    expect(unknown).toMatchObject({ status: 'failed', rc: '54', details: [] });
    expect(await supplier.balance()).toBe(before);
  });

  it('refuses an unknown postpaid SKU with rc 43', async () => {
    const r = await supplier.inquiryPostpaid({ refId: ref(), sku: 'pdamxyz', customerNo: '01234567' });
    expect(r).toMatchObject({ status: 'failed', rc: '43', created: false });
  });

  it('pays pending with the …1233 test number and calls back as the postpaid hook', async () => {
    const refId = ref();
    const req = { refId, sku: 'indihome', customerNo: TEST_NUMBERS.pendingThenSuccess, testing: true };
    expect((await supplier.inquiryPostpaid(req)).status).toBe('success');
    expect((await supplier.payPostpaid(req)).status).toBe('pending');
    const cb = await until(() => receiver.about(refId)[0]);
    expect(cb.headers['user-agent']).toBe('Digiflazz-Pasca-Hookshot');
    expect(supplier.verifyCallback(cb.raw, cb.headers['x-hub-signature'] as string)).toBe(true);
    const parsed = supplier.parseCallback(JSON.parse(cb.raw)) as SupplierPostpaid;
    expect(parsed).toMatchObject({ refId, status: 'success', customerName: expect.any(String) });
    expectConsistentBill(parsed);
    expect(await supplier.statusPostpaid(req)).toEqual(parsed);
  });
});

describe('Digiflazz adapter against the simulator: PLN meter check', () => {
  it('finds a known meter (11 digits) and ID pelanggan (12 digits) deterministically', async () => {
    const c = await supplier.inquiryPln('530000000001');
    expect(c).toMatchObject({ customerNo: '530000000001', subscriberId: '530000000001' });
    expect(c!.name).toMatch(/^[A-Z ]+$/);
    expect(c!.segmentPower).toMatch(/^R[12] \/\d{9}$/);
    expect(c!.meterNo).toMatch(/^\d{11}$/);
    expect(await supplier.inquiryPln('530000000001')).toEqual(c);
    expect((await supplier.inquiryPln('14234567890'))?.meterNo).toBe('14234567890');
  });

  it('answers null for an unknown meter or a wrong number of digits', async () => {
    expect(await supplier.inquiryPln('000000000000')).toBeNull();
    expect(await supplier.inquiryPln('12345')).toBeNull();
  });

  it('throws (not null) when the request itself is refused', async () => {
    const wrong = digiflazzProvider({ ...creds, apiKey: 'nope', baseUrl: sim.baseUrl });
    await expect(wrong.inquiryPln('530000000001')).rejects.toSatisfy(
      (e) => e instanceof DigiflazzError && e.rc === '41',
    );
  });
});
