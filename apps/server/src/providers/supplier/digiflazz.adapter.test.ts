import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningDigiflazzSimulator,
  startDigiflazzSimulator,
  TEST_NUMBERS,
} from '../../simulators/digiflazz/index.js';
import { startCallbackReceiver, until } from '../../simulators/digiflazz/test-receiver.js';
import { DigiflazzError, digiflazzProvider } from './digiflazz.adapter.js';
import { SupplierUnavailable } from './supplier.js';

// The real adapter against the simulator over loopback HTTP (style.md convention 8).
const creds = { username: 'konter-test', apiKey: 'dev-key-123', webhookSecret: 'hook-secret' };
const TSEL = '081234567890';
let sim: RunningDigiflazzSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let clockOffset = 0;
/** Scripted RNG: queued values first (0.1 makes a top-up fail at failureRate 0.3), then 0.5. */
const randoms: number[] = [];
let supplier: ReturnType<typeof digiflazzProvider>;
let n = 0;
const ref = () => `T${Date.now().toString(36)}${(n++).toString(36)}`;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = await startDigiflazzSimulator({
    ...creds,
    callbackUrl: receiver.url,
    failureRate: 0.3,
    pendingDelayMs: 150,
    pendingNumbers: ['081299990001'],
    callbackRetryDelaysMs: [50, 50],
    random: () => randoms.shift() ?? 0.5,
    now: () => Date.now() + clockOffset,
  });
  supplier = digiflazzProvider({ ...creds, baseUrl: sim.baseUrl });
});
afterAll(async () => {
  await sim.stop();
  await receiver.stop();
});

describe('Digiflazz adapter against the simulator: account and catalogue', () => {
  it('reads the deposit', async () => {
    expect(await supplier.balance()).toBe(sim.state.deposit);
    expect(sim.state.deposit).toBe(50_000_000);
  });

  it('maps the prepaid price list, normalizing cut-off times', async () => {
    const items = await supplier.prepaidPriceList();
    expect(items.length).toBeGreaterThan(60);
    expect(items.find((i) => i.sku === 'tsel10')).toMatchObject({
      name: 'Telkomsel 10.000',
      category: 'Pulsa',
      brand: 'TELKOMSEL',
      price: 10_250,
      buyerActive: true,
      sellerActive: true,
      cutOffStart: '00:00',
      cutOffEnd: '00:00',
    });
    expect(items.find((i) => i.sku === 'xl10')).toMatchObject({ cutOffStart: '23:45', cutOffEnd: '00:15' });
    expect(items.find((i) => i.sku === 'isat5')?.sellerActive).toBe(false);
    expect(new Set(items.map((i) => i.category))).toEqual(
      new Set([
        'Pulsa',
        'Data',
        'Paket SMS & Telpon',
        'Masa Aktif',
        'Aktivasi Perdana',
        'Aktivasi Voucher',
        'eSIM',
        'PLN',
        'E-Money',
        'Games',
        'Voucher',
        'TV',
        'Gas',
        'Kirim Uang',
        'Malaysia TopUp',
        'China TopUp',
        'Bangladesh TOPUP',
        'Singapore TOPUP',
        'Thailand TOPUP',
        'Vietnam TOPUP',
        'Philippines TOPUP',
      ]),
    );
    for (const i of items) expect(Number.isSafeInteger(i.price) && i.price > 0).toBe(true);
  });

  it('maps the postpaid price list with admin fees and commissions', async () => {
    const items = await supplier.postpaidPriceList();
    expect(items.map((i) => i.sku)).toEqual(
      expect.arrayContaining(['pln', 'bpjs', 'indihome', 'tv-indovision', 'k-vision', 'pdambdg']),
    );
    expect(items.find((i) => i.sku === 'pln')).toMatchObject({
      admin: 2_500,
      commission: 1_300,
      sellerActive: true,
    });
    expect(items.find((i) => i.sku === 'pdambgr')?.sellerActive).toBe(false);
  });

  it('refuses a wrong API key with rc 41 (no transaction created)', async () => {
    const wrong = digiflazzProvider({ ...creds, apiKey: 'wrong', baseUrl: sim.baseUrl });
    const r = await wrong.topup({ refId: ref(), sku: 'tsel10', customerNo: TSEL });
    expect(r).toMatchObject({ status: 'failed', rc: '41', created: false, message: 'Signature Anda salah' });
    await expect(wrong.balance()).rejects.toSatisfy((e) => e instanceof DigiflazzError && e.rc === '41');
  });
});

describe('Digiflazz adapter against the simulator: top-ups', () => {
  it('succeeds, charges the deposit once, and a re-send with the same ref_id is the status check', async () => {
    const before = await supplier.balance();
    const refId = ref();
    const first = await supplier.topup({ refId, sku: 'tsel10', customerNo: TSEL });
    expect(first).toMatchObject({
      refId,
      sku: 'tsel10',
      customerNo: TSEL,
      status: 'success',
      rc: '00',
      created: true,
    });
    expect(first.price).toBe(10_250);
    expect(first.sn).toMatch(/^\d{18}$/);
    expect(first.balanceAfter).toBe(before - 10_250);
    const again = await supplier.topup({ refId, sku: 'tsel10', customerNo: TSEL });
    expect(again).toEqual(first);
    expect(await supplier.balance()).toBe(before - 10_250);
  });

  it("delivers a PLN token as SN in the sellers' format", async () => {
    const r = await supplier.topup({ refId: ref(), sku: 'pln20', customerNo: '530000000001' });
    expect(r.status).toBe('success');
    expect(r.sn).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}\/[A-Z ]+\/R[12]\/\d+\/\d+\.\d$/);
  });

  it('follows the documented test numbers with testing: true, without charging', async () => {
    const before = await supplier.balance();
    const ok = await supplier.topup({
      refId: ref(),
      sku: 'tsel10',
      customerNo: TEST_NUMBERS.success,
      testing: true,
    });
    const ko = await supplier.topup({
      refId: ref(),
      sku: 'tsel10',
      customerNo: TEST_NUMBERS.failed,
      testing: true,
    });
    expect(ok.status).toBe('success');
    expect(ko).toMatchObject({ status: 'failed', rc: '02', created: true });
    expect(await supplier.balance()).toBe(before);
  });

  it('fails a top-up (rc 02) and refunds it; refuses the same product to the same number for a minute', async () => {
    const before = await supplier.balance();
    randoms.push(0.1);
    const failed = await supplier.topup({ refId: ref(), sku: 'tsel20', customerNo: TSEL });
    expect(failed).toMatchObject({ status: 'failed', rc: '02', message: 'Transaksi Gagal', created: true });
    expect(failed.balanceAfter).toBe(before);
    const refused = await supplier.topup({ refId: ref(), sku: 'tsel20', customerNo: TSEL });
    expect(refused).toMatchObject({ status: 'failed', created: true });
    expect(refused.message).toMatch(/1 menit/);
    // Another product to the same number is not affected.
    expect((await supplier.topup({ refId: ref(), sku: 'tsel25', customerNo: TSEL })).status).toBe('success');
    clockOffset += 61_000;
    expect((await supplier.topup({ refId: ref(), sku: 'tsel20', customerNo: TSEL })).status).toBe('success');
  });

  it('rejects an unknown SKU with rc 43, no transaction created', async () => {
    const r = await supplier.topup({ refId: ref(), sku: 'nope99', customerNo: TSEL });
    expect(r).toMatchObject({ status: 'failed', rc: '43', created: false });
  });

  it('fails a number of another operator with rc 52, and an inactive product with rc 53', async () => {
    expect(await supplier.topup({ refId: ref(), sku: 'tsel5', customerNo: '081799998888' })).toMatchObject({
      status: 'failed',
      rc: '52',
      created: true,
    });
    expect(await supplier.topup({ refId: ref(), sku: 'isat5', customerNo: '081511112222' })).toMatchObject({
      status: 'failed',
      rc: '53',
      created: true,
    });
  });

  it('goes pending, then calls back signed; the re-check agrees', async () => {
    const refId = ref();
    const r = await supplier.topup({
      refId,
      sku: 'tsel50',
      customerNo: TEST_NUMBERS.pendingThenSuccess,
      testing: true,
    });
    expect(r).toMatchObject({ status: 'pending', rc: '03', sn: '', created: true });
    const cb = await until(() => receiver.about(refId)[0]);
    expect(cb.headers['x-digiflazz-event']).toBe('update');
    expect(cb.headers['user-agent']).toBe('Digiflazz-Hookshot');
    expect(cb.headers['x-hub-signature']).toMatch(/^sha1=[0-9a-f]{40}$/);
    expect(supplier.verifyCallback(cb.raw, cb.headers['x-hub-signature'] as string)).toBe(true);
    expect(
      supplier.verifyCallback(cb.raw.replace('Sukses', 'Gagal'), cb.headers['x-hub-signature'] as string),
    ).toBe(false);
    const parsed = supplier.parseCallback(JSON.parse(cb.raw));
    expect(parsed).toMatchObject({ refId, status: 'success', rc: '00' });
    expect(parsed.sn).not.toBe('');
    expect(
      await supplier.topup({
        refId,
        sku: 'tsel50',
        customerNo: TEST_NUMBERS.pendingThenSuccess,
        testing: true,
      }),
    ).toEqual(parsed);
  });

  it('resolves …1234 pending into a failure by callback', async () => {
    const refId = ref();
    const r = await supplier.topup({
      refId,
      sku: 'tsel5',
      customerNo: TEST_NUMBERS.pendingThenFailed,
      testing: true,
    });
    expect(r.status).toBe('pending');
    await sim.state.resolvePendingNow();
    const parsed = supplier.parseCallback(JSON.parse(receiver.about(refId)[0]!.raw));
    expect(parsed).toMatchObject({ refId, status: 'failed', rc: '02', created: true });
  });

  it('forces the pending path for configured numbers without testing, charging on creation', async () => {
    const before = await supplier.balance();
    const refId = ref();
    const r = await supplier.topup({ refId, sku: 'tsel100', customerNo: '081299990001' });
    expect(r).toMatchObject({ status: 'pending', price: 98_700, balanceAfter: before - 98_700 });
    receiver.failNext(1);
    const deliveries = await until(() => (receiver.about(refId).length >= 2 ? receiver.about(refId) : null));
    // The first delivery got a 503 and was retried with the same signed bytes.
    expect(deliveries[1]!.raw).toBe(deliveries[0]!.raw);
    expect(supplier.parseCallback(deliveries[1]!.raw)).toMatchObject({ status: 'success' });
    const outcomes = await until(() => {
      const mine = sim.state.deliveries.filter((d) => d.refId === refId);
      return mine.length >= 2 ? mine.map((d) => d.ok) : null;
    });
    expect(outcomes).toEqual([false, true]);
  });

  it('refuses a top-up the deposit cannot pay with rc 44, no transaction created', async () => {
    const poor = await startDigiflazzSimulator({ ...creds, initialDeposit: 10_000 });
    try {
      const s = digiflazzProvider({ ...creds, baseUrl: poor.baseUrl });
      const r = await s.topup({ refId: ref(), sku: 'tsel10', customerNo: TSEL });
      expect(r).toMatchObject({ status: 'failed', rc: '44', created: false });
      expect(await s.balance()).toBe(10_000);
      expect((await s.topup({ refId: ref(), sku: 'tsel5', customerNo: TSEL })).status).toBe('success');
      expect(await s.balance()).toBe(10_000 - 5_435);
    } finally {
      await poor.stop();
    }
  });
});

describe('Digiflazz adapter: unknown outcomes throw SupplierUnavailable', () => {
  it('on a refused connection', async () => {
    const closed = await startDigiflazzSimulator(creds);
    await closed.stop();
    const s = digiflazzProvider({ ...creds, baseUrl: closed.baseUrl });
    await expect(s.topup({ refId: ref(), sku: 'tsel10', customerNo: TSEL })).rejects.toBeInstanceOf(
      SupplierUnavailable,
    );
  });

  it('on a timeout; the re-check with the same ref_id then finds the one transaction', async () => {
    const slow = await startDigiflazzSimulator({ ...creds, latencyMs: 400 });
    try {
      const impatient = digiflazzProvider({ ...creds, baseUrl: slow.baseUrl, timeoutMs: 100 });
      const refId = ref();
      const err = await impatient.topup({ refId, sku: 'tsel10', customerNo: TSEL }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SupplierUnavailable);
      expect((err as Error).message).toMatch(/no answer within 100 ms/);
      const patient = digiflazzProvider({ ...creds, baseUrl: slow.baseUrl });
      // Still inside the latency: the transaction exists and shows pending.
      expect((await patient.topup({ refId, sku: 'tsel10', customerNo: TSEL })).status).toBe('pending');
      await until(() => slow.state.transactions.get(refId)?.status === 'Sukses');
      expect((await patient.topup({ refId, sku: 'tsel10', customerNo: TSEL })).status).toBe('success');
      expect(await patient.balance()).toBe(50_000_000 - 10_250);
    } finally {
      await slow.stop();
    }
  });

  it('on 5xx, a body that is not JSON, or JSON without data', async () => {
    const answer = (status: number, body: string) =>
      digiflazzProvider({
        ...creds,
        baseUrl: 'http://supplier.invalid/v1',
        fetch: async () => new Response(body, { status }),
      });
    const req = { refId: ref(), sku: 'tsel10', customerNo: TSEL };
    await expect(answer(502, '{"data":{"rc":"00"}}').topup(req)).rejects.toBeInstanceOf(SupplierUnavailable);
    await expect(answer(200, '<html>maintenance</html>').topup(req)).rejects.toBeInstanceOf(
      SupplierUnavailable,
    );
    await expect(answer(200, '{"message":"ok"}').balance()).rejects.toBeInstanceOf(SupplierUnavailable);
    await expect(
      answer(200, '{"data":{"ref_id":"x","status":"Aneh","rc":"77"}}').topup(req),
    ).rejects.toBeInstanceOf(SupplierUnavailable);
  });

  it('when the price list is rate limited (an object with rc instead of the list)', async () => {
    const limited = await startDigiflazzSimulator({ ...creds, priceListCooldownMs: 60_000 });
    try {
      const s = digiflazzProvider({ ...creds, baseUrl: limited.baseUrl });
      expect((await s.prepaidPriceList()).length).toBeGreaterThan(0);
      await expect(s.prepaidPriceList()).rejects.toSatisfy(
        (e) => e instanceof DigiflazzError && e.rc === '83',
      );
      // The limit is per list: the postpaid one is still available.
      expect((await s.postpaidPriceList()).length).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});
