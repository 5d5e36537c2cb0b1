import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_CUSTOMERS, EXAMPLE_NUMBERS, postpaidCatalog, prepaidCatalog } from './catalog.js';
import { DigiflazzSimulator } from './digiflazz.simulator.js';
import { digiflazzSimulatorPlugin } from './index.js';
import { startCallbackReceiver, until } from './test-receiver.js';

// The simulator's wire protocol, driven with app.inject() while mounted under a prefix of a host
// app, the way the main server embeds it.
const creds = { username: 'konter-sim', apiKey: 'sim-key', webhookSecret: 'sim-hook' };
const PREFIX = '/_sim/digiflazz/v1';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const sign = (suffix: string) => md5(creds.username + creds.apiKey + suffix);

let host: FastifyInstance;
let sim: DigiflazzSimulator;
let clock = Date.UTC(2025, 4, 20, 3, 0); // 10:00 WIB
const post = async (path: string, payload: unknown) => {
  const res = await host.inject({ method: 'POST', url: `${PREFIX}${path}`, payload: payload as object });
  return { status: res.statusCode, data: res.json().data };
};
const topup = (ref_id: string, sku: string, customer_no: string, extra: object = {}) =>
  post('/transaction', {
    username: creds.username,
    buyer_sku_code: sku,
    customer_no,
    ref_id,
    sign: sign(ref_id),
    ...extra,
  });

beforeAll(async () => {
  sim = new DigiflazzSimulator({ ...creds, now: () => clock, pendingDelayMs: 60_000 });
  host = Fastify();
  host.get('/api/v1/health', async () => ({ ok: true }));
  await host.register(digiflazzSimulatorPlugin, { simulator: sim, prefix: PREFIX });
  await host.ready();
});
afterAll(async () => {
  await host.close();
});

describe('Digiflazz simulator mounted under a prefix', () => {
  it('serves the buyer API beside the host app routes', async () => {
    expect((await host.inject({ method: 'GET', url: '/api/v1/health' })).json()).toEqual({ ok: true });
    const res = await post('/cek-saldo', { cmd: 'deposit', username: creds.username, sign: sign('depo') });
    expect(res).toEqual({ status: 200, data: { deposit: 50_000_000 } });
  });

  it('checks the payload (40), username (42) and signature (41), answering inside data', async () => {
    expect(await post('/cek-saldo', { username: creds.username, sign: sign('depo') })).toMatchObject({
      status: 400,
      data: { rc: '40' },
    });
    expect(
      (await post('/cek-saldo', { cmd: 'deposit', username: 'stranger', sign: sign('depo') })).data.rc,
    ).toBe('42');
    expect(
      (await post('/cek-saldo', { cmd: 'deposit', username: creds.username, sign: sign('depox') })).data.rc,
    ).toBe('41');
    expect((await topup('R-missing-sku', '', '081234567890')).data).toMatchObject({
      rc: '40',
      status: 'Gagal',
    });
    const bad = await host.inject({
      method: 'POST',
      url: `${PREFIX}/transaction`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { rc: '40' } });
  });

  it('filters the price list by code', async () => {
    const all = await post('/price-list', {
      cmd: 'prepaid',
      username: creds.username,
      sign: sign('pricelist'),
    });
    expect(all.data).toHaveLength(prepaidCatalog.length);
    const one = await post('/price-list', {
      cmd: 'pasca',
      code: 'bpjs',
      username: creds.username,
      sign: sign('pricelist'),
    });
    expect(one.data).toEqual([expect.objectContaining({ buyer_sku_code: 'bpjs', admin: 2_500 })]);
  });

  it('refuses a reused ref_id for a different order with rc 49', async () => {
    expect((await topup('R-49', 'tsel5', '081234567890')).data.status).toBe('Sukses');
    expect((await topup('R-49', 'tsel10', '081234567890')).data).toMatchObject({ rc: '49', status: 'Gagal' });
  });

  it('honours max_price and cut-off windows (in WIB)', async () => {
    expect((await topup('R-max', 'tsel10', '081234567890', { max_price: 10_000 })).data).toMatchObject({
      status: 'Gagal',
      rc: '02',
    });
    clock = Date.UTC(2025, 4, 20, 16, 50); // 23:50 WIB
    expect((await topup('R-cut', 'xl10', '081712345678')).data).toMatchObject({ status: 'Gagal', rc: '58' });
    expect((await topup('R-nocut', 'tsel10', '081234567890')).data.status).toBe('Sukses');
    clock = Date.UTC(2025, 4, 20, 17, 20); // 00:20 WIB, after the window
    expect((await topup('R-cut2', 'xl10', '081712345678')).data.status).toBe('Sukses');
  });

  it('refuses to pay an inquiry from another day', async () => {
    const inq = {
      username: creds.username,
      buyer_sku_code: 'pln',
      customer_no: '530000000007',
      ref_id: 'Q-day',
      sign: sign('Q-day'),
    };
    expect((await post('/transaction', { ...inq, commands: 'inq-pasca' })).data.status).toBe('Sukses');
    clock += 24 * 3_600_000;
    expect((await post('/transaction', { ...inq, commands: 'pay-pasca' })).data).toMatchObject({
      status: 'Gagal',
      rc: '50',
    });
  });

  it('lists transactions and resolves pending ones through the control API', async () => {
    expect((await topup('R-pend', 'tsel10', '087800001233', { testing: true })).data.status).toBe('Pending');
    const resolved = await host.inject({ method: 'POST', url: `${PREFIX}/_control/resolve-pending` });
    expect(resolved.json()).toEqual({ resolved: 1 });
    const list = (await host.inject({ method: 'GET', url: `${PREFIX}/_control/transactions` })).json();
    expect(list.transactions.find((t: { ref_id: string }) => t.ref_id === 'R-pend')).toMatchObject({
      status: 'Sukses',
      testing: true,
    });
    const dep = await host.inject({
      method: 'POST',
      url: `${PREFIX}/_control/deposit`,
      payload: { amount: 1_000_000 },
    });
    expect(dep.json().deposit).toBe(list.deposit + 1_000_000);
  });
});

describe('Digiflazz simulator lifecycle and data', () => {
  it('mounts from options in an app with zod compilers and swagger, staying out of its OpenAPI document', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { info: { title: 't', version: '1' } },
      transform: jsonSchemaTransform,
    });
    await app.register(digiflazzSimulatorPlugin, { ...creds, initialDeposit: 123_000, prefix: PREFIX });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/cek-saldo`,
      payload: { cmd: 'deposit', username: creds.username, sign: sign('depo') },
    });
    expect(res.json()).toEqual({ data: { deposit: 123_000 } });
    expect(Object.keys(app.swagger().paths ?? {})).toEqual([]);
    await app.close();
  });

  it('stops cleanly: pending timers and callback retries are cancelled', async () => {
    const receiver = await startCallbackReceiver();
    const s = new DigiflazzSimulator({
      ...creds,
      callbackUrl: receiver.url,
      pendingDelayMs: 50,
      callbackRetryDelaysMs: [30, 30, 30],
    });
    const app = Fastify();
    await app.register(digiflazzSimulatorPlugin, { simulator: s });
    receiver.failNext(100);
    const send = (ref_id: string) =>
      app.inject({
        method: 'POST',
        url: '/transaction',
        payload: {
          username: creds.username,
          buyer_sku_code: 'tsel10',
          customer_no: '087800001233',
          ref_id,
          sign: sign(ref_id),
          testing: true,
        },
      });
    await send('L1');
    await send('L2');
    await until(() => s.deliveries.length >= 2);
    await app.close(); // closing the host app stops the simulator
    expect(s.stopped).toBe(true);
    await new Promise((r) => setTimeout(r, 20)); // let a delivery already on the wire land
    const count = receiver.received.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.received.length).toBe(count);
    await receiver.stop();
  });

  it('has a realistic catalogue: unique SKUs, every operator, a few inactive items', () => {
    const skus = [...prepaidCatalog, ...postpaidCatalog].map((p) => p.buyer_sku_code);
    expect(new Set(skus).size).toBe(skus.length);
    const pulsaBrands = new Set(prepaidCatalog.filter((p) => p.category === 'Pulsa').map((p) => p.brand));
    expect([...pulsaBrands].sort()).toEqual([
      'AXIS',
      'BY.U',
      'INDOSAT',
      'SMARTFREN',
      'TELKOMSEL',
      'TRI',
      'XL',
    ]);
    expect(prepaidCatalog.filter((p) => p.brand === 'PLN').map((p) => p.buyer_sku_code)).toEqual([
      'pln20',
      'pln50',
      'pln100',
      'pln200',
      'pln500',
      'pln1000',
    ]);
    expect(prepaidCatalog.filter((p) => !p.seller_product_status).length).toBeGreaterThanOrEqual(2);
    const tsel10 = prepaidCatalog.find((p) => p.buyer_sku_code === 'tsel10')!;
    expect(tsel10.price).toBeGreaterThan(10_000);
    expect(tsel10.price).toBeLessThan(10_500);
  });

  it('prices a 5k pulsa near Rp 5.5–6k and every international country in rupiah', () => {
    for (const p of prepaidCatalog.filter(
      (i) => i.category === 'Pulsa' && /\b5\.000$/.test(i.product_name),
    )) {
      expect(p.price).toBeGreaterThan(5_000);
      expect(p.price).toBeLessThan(6_100);
    }
    const countries = new Set(
      prepaidCatalog.filter((p) => / ?top ?up$/i.test(p.category)).map((p) => p.category.split(' ')[0]),
    );
    expect([...countries].sort()).toEqual(Object.keys(EXAMPLE_NUMBERS).sort());
  });
});

/** One destination per prepaid category, as the README documents them. */
const DESTINATIONS: [string, string, string][] = [
  ['Pulsa', 'byu10', '085112345678'],
  ['Data', 'tseld4', '081234567890'],
  ['Paket SMS & Telpon', 'isattlp250', '085612345678'],
  ['Masa Aktif', 'trima30', '089612345678'],
  ['Aktivasi Perdana', 'aptsel5', '081298765432'],
  ['Aktivasi Voucher', 'avtsel5gb', '1234567890123456'],
  ['eSIM', 'esimtsel5', 'pembeli@example.com'],
  ['Games', 'ml86', '123456781234'],
  ['Voucher', 'spotify1m', 'pembeli@example.com'],
  ['E-Money', 'linkaja20', '081234567890'],
  ['TV', 'kvbromo', '123456789012'],
  ['Gas', 'pgn50', '1100123456'],
  ['Kirim Uang', 'kubca100', '1234567890'],
  ['Bangladesh TOPUP', 'bdgp100', EXAMPLE_NUMBERS.Bangladesh!],
  ['China TopUp', 'ct50', EXAMPLE_NUMBERS.China!],
  ['Malaysia TopUp', 'digi10', EXAMPLE_NUMBERS.Malaysia!],
  ['Singapore TOPUP', 'sgsingtel10', EXAMPLE_NUMBERS.Singapore!],
  ['Thailand TOPUP', 'thais100', EXAMPLE_NUMBERS.Thailand!],
  ['Vietnam TOPUP', 'vnviettel100', EXAMPLE_NUMBERS.Vietnam!],
  ['Philippines TOPUP', 'phglobe100', EXAMPLE_NUMBERS.Philippines!],
];

describe('Digiflazz simulator: every product kind', () => {
  it('sells every prepaid category to its documented destination', async () => {
    const categories = new Set(prepaidCatalog.map((p) => p.category));
    expect(new Set(DESTINATIONS.map(([c]) => c))).toEqual(
      new Set([...categories].filter((c) => c !== 'PLN')),
    );
    for (const [category, sku, destination] of DESTINATIONS) {
      expect(prepaidCatalog.find((p) => p.buyer_sku_code === sku)?.category).toBe(category);
      const res = await topup(`K-${sku}`, sku, destination);
      expect(res.data, `${sku} to ${destination}`).toMatchObject({ status: 'Sukses', rc: '00' });
    }
  });

  it('answers each kind with its serial number: eSIM code, new number, gas token, transfer reference', async () => {
    const sn = async (sku: string, destination: string) =>
      (await topup(`SN-${sku}`, sku, destination)).data.sn;
    expect(await sn('esimxl10', 'pembeli@example.com')).toMatch(
      /^LPA:1\$xl\.smdp\.example\$[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/,
    );
    expect(await sn('apbyu7', '085198765432')).toMatch(/^085198765432\/AKTIF S\.D \d{2}-\d{2}-\d{4}$/);
    expect(await sn('ptgs100', '1100123456')).toMatch(/^\d{4}(-\d{4}){4}\/[A-Z ]+\/16\.7 M3$/);
    expect(await sn('kubri250', '123456789012345')).toMatch(/^TRF\d{16}\/[A-Z ]+$/);
    expect(await sn('psn100', 'pembeli@example.com')).toMatch(/^\d{4}(-\d{4}){3}$/);
  });

  it.each([
    ['eSIM to a phone number', 'esimtsel15', '081234567890', '54'],
    ['starter pack of another operator', 'aptri10', '081234567890', '52'],
    ['SMS package to a short number', 'xltlp150', '0817123', '57'],
    ['voucher activation with a short code', 'avxl6gb', '12345', '57'],
    ['a Thai top-up to a Malaysian number', 'thdtac100', '60123456789', '54'],
    ['a transfer to a non-numeric account', 'kubni50', 'abc1234567', '57'],
  ])('refuses %s (rc %s)', async (_, sku, destination, rc) => {
    expect((await topup(`X-${sku}`, sku, destination)).data).toMatchObject({ status: 'Gagal', rc });
  });

  const bill = (ref_id: string, sku: string, customer_no: string, commands = 'inq-pasca') =>
    post('/transaction', {
      commands,
      username: creds.username,
      buyer_sku_code: sku,
      customer_no,
      ref_id,
      sign: sign(ref_id),
    });

  it('bills a documented customer of every postpaid kind, and the bill adds up', async () => {
    const brands = new Set(
      Object.keys(BILL_CUSTOMERS).map((sku) => postpaidCatalog.find((p) => p.buyer_sku_code === sku)!.brand),
    );
    expect(brands.size).toBe(Object.keys(BILL_CUSTOMERS).length);
    for (const [sku, customerNo] of Object.entries(BILL_CUSTOMERS)) {
      const { data } = await bill(`B-${sku}`, sku, customerNo);
      expect(data, `${sku} ${customerNo}`).toMatchObject({ status: 'Sukses', rc: '00' });
      const lines: { nilai_tagihan: string; admin: string; denda: string }[] = data.desc.detail;
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      const total = lines.reduce(
        (s, l) => s + Number(l.nilai_tagihan) + Number(l.admin) + Number(l.denda),
        0,
      );
      expect(data.selling_price).toBe(total);
      expect(data.price).toBeLessThan(data.selling_price);
      expect(data.desc.lembar_tagihan).toBe(lines.length);
    }
    // Another customer number ending in 0000 is unknown.
    expect((await bill('B-unknown', 'pbbbdg', '327301000100010000')).data).toMatchObject({ rc: '54' });
  });

  it('gives each kind of bill its shape', async () => {
    const desc = async (sku: string) => (await bill(`D-${sku}`, sku, BILL_CUSTOMERS[sku]!)).data.desc;
    const pbb = await desc('pbbbdg');
    expect(pbb).toMatchObject({ kab_kota: 'KOTA BANDUNG', tahun_pajak: expect.stringMatching(/^\d{4}$/) });
    expect(pbb.detail.at(-1).periode).toBe(pbb.tahun_pajak);
    const samsat = await desc('samsatjabar');
    expect(samsat).toMatchObject({
      no_pol: expect.stringMatching(/^D \d{4} [A-Z]{1,3}$/),
      lembar_tagihan: 1,
    });
    expect(Number(samsat.pkb) + Number(samsat.swdkllj)).toBe(Number(samsat.detail[0].nilai_tagihan));
    const finance = await desc('adira');
    expect(finance).toMatchObject({
      item_name: expect.any(String),
      tenor: expect.stringMatching(/^\d{3}$/),
      jatuh_tempo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(finance.detail.at(-1).angsuran_ke).toMatch(/^\d+$/);
    expect(await desc('pgnpasca')).toMatchObject({
      tarif: 'RT-2',
      detail: [expect.objectContaining({ meter_awal: expect.any(String) })],
    });
    expect(await desc('tselomni')).toMatchObject({
      paket: expect.any(String),
      masa_aktif: expect.stringMatching(/Hari$/),
    });
    expect(await desc('trfbca')).toMatchObject({ bank: 'BCA', no_rekening: '1234567890' });
  });

  it.each([
    ['a PBB NOP of 17 digits', 'pbbbdg', '32730100010001234', '57'],
    ['a Telkomsel Omni offer for an XL number', 'tselomni', '081712345678', '52'],
    ['a by.U promo for a plain Telkomsel number', 'byupromo', '081234567890', '52'],
    ['an e-Samsat code of 12 digits', 'samsatjkt', '320112345678', '57'],
  ])('refuses %s (rc %s)', async (_, sku, customerNo, rc) => {
    expect((await bill(`R-${sku}`, sku, customerNo)).data).toMatchObject({ status: 'Gagal', rc });
  });

  it('pays a carrier promo and a transfer bill after their inquiry', async () => {
    for (const sku of ['xlcuanku', 'trfmandiri']) {
      const no = sku === 'xlcuanku' ? '083112345678' : '1370012345678';
      expect((await bill(`P-${sku}`, sku, no)).data.status).toBe('Sukses');
      const paid = (await bill(`P-${sku}`, sku, no, 'pay-pasca')).data;
      expect(paid).toMatchObject({ status: 'Sukses', rc: '00', sn: expect.stringMatching(/^[0-9A-F]{32}$/) });
    }
  });
});
