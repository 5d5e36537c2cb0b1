import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postpaidCatalog, prepaidCatalog } from './catalog.js';
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
    expect([...pulsaBrands].sort()).toEqual(['AXIS', 'INDOSAT', 'SMARTFREN', 'TELKOMSEL', 'TRI', 'XL']);
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
});
