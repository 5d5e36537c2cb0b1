import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../digiflazz/test-receiver.js';
import { MidtransSimulator, midtransSimulatorPlugin } from './index.js';

// Mounted under a prefix of a host app with zod compilers and swagger, the way the main server
// embeds it, and driven with app.inject().
const PREFIX = '/_sim/midtrans';
const KEY = 'SB-Mid-server-mount';
const auth = (key = KEY) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
let host: FastifyInstance;
let sim: MidtransSimulator;

const snap = (orderId: string, extra: object = {}) =>
  host.inject({
    method: 'POST',
    url: `${PREFIX}/snap/v1/transactions`,
    headers: { authorization: auth() },
    payload: { transaction_details: { order_id: orderId, gross_amount: 25_000 }, ...extra },
  });

beforeAll(async () => {
  sim = new MidtransSimulator({ serverKey: KEY, finishRedirectUrl: 'https://konter.test/midtrans/finish' });
  host = Fastify();
  host.setValidatorCompiler(validatorCompiler);
  host.setSerializerCompiler(serializerCompiler);
  await host.register(swagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // A host that parses forms itself must not break the plugin's own parser.
  host.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, b, done) =>
    done(null, Object.fromEntries(new URLSearchParams(b as string))),
  );
  await host.register(midtransSimulatorPlugin, { simulator: sim, prefix: PREFIX });
  await host.ready();
});
afterAll(async () => {
  await host.close();
});

describe('Midtrans simulator mounted under a prefix', () => {
  it('answers Snap with a redirect_url under the prefix and serves the page and its form there', async () => {
    const res = await snap('MOUNT-1', { enabled_payments: ['bank_transfer'] });
    expect(res.statusCode).toBe(201);
    const { token, redirect_url } = res.json();
    expect(redirect_url).toBe(`http://localhost:80${PREFIX}/snap/v2/vtweb/${token}`);
    const page = await host.inject({ method: 'GET', url: `${PREFIX}/snap/v2/vtweb/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`action="${token}"`);
    expect(page.body).toContain('Mandiri Bill Payment');
    expect(page.body).toContain('Rp 25.000');
    const pressed = await host.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v2/vtweb/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=echannel&action=pay',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      'https://konter.test/midtrans/finish?order_id=MOUNT-1&status_code=200&transaction_status=settlement',
    );
    const status = await host.inject({
      method: 'GET',
      url: `${PREFIX}/v2/MOUNT-1/status`,
      headers: { authorization: auth() },
    });
    expect(status.json()).toMatchObject({
      order_id: 'MOUNT-1',
      transaction_status: 'settlement',
      payment_type: 'echannel',
      biller_code: '70012',
      gross_amount: '25000.00',
    });
    // The page now shows the outcome instead of the buttons.
    const after = await host.inject({ method: 'GET', url: `${PREFIX}/snap/v2/vtweb/${token}` });
    expect(after.body).toContain('Pembayaran berhasil');
    expect(after.body).not.toContain('<button');
  });

  it('answers Midtrans error shapes: 401 for a wrong key, 400 for bad requests, 404 for unknown orders', async () => {
    const wrong = await host.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      headers: { authorization: auth('SB-Mid-server-other') },
      payload: { transaction_details: { order_id: 'X', gross_amount: 1 } },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error_messages[0]).toMatch(/Access denied/);
    const noAuth = await host.inject({ method: 'GET', url: `${PREFIX}/v2/X/status` });
    expect(noAuth.json()).toMatchObject({ status_code: '401' });
    const mismatch = await snap('MOUNT-2', {
      item_details: [{ id: 'a', price: 20_000, quantity: 1, name: 'x' }],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error_messages[0]).toMatch(/not equal to the sum of item_details/);
    const fraction = await host.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      headers: { authorization: auth() },
      payload: { transaction_details: { order_id: 'MOUNT-3', gross_amount: 10.5 } },
    });
    expect(fraction.statusCode).toBe(400);
    const malformed = await host.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      headers: { authorization: auth(), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('error_messages');
    const unknown = await host.inject({
      method: 'GET',
      url: `${PREFIX}/v2/NOPE/status`,
      headers: { authorization: auth() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status_code: '404',
      status_message: "Transaction doesn't exist.",
    });
  });

  it('exposes control levers and stays out of the host OpenAPI document', async () => {
    await snap('MOUNT-4');
    const fail = await host.inject({ method: 'POST', url: `${PREFIX}/_control/transactions/MOUNT-4/fail` });
    expect(fail.json().notifications.map((n: { transactionStatus: string }) => n.transactionStatus)).toEqual([
      'pending',
      'deny',
    ]);
    const list = await host.inject({ method: 'GET', url: `${PREFIX}/_control/transactions` });
    expect(
      list.json().transactions.find((t: { order_id: string }) => t.order_id === 'MOUNT-4'),
    ).toMatchObject({
      transaction_status: 'deny',
      status_code: '202',
    });
    expect(Object.keys(host.swagger().paths ?? {})).toEqual([]);
  });

  it('uses publicUrl for redirect_url when given, and expires a picked method by itself', async () => {
    const own = new MidtransSimulator({ serverKey: KEY, publicUrl: 'https://konter.example/_sim/midtrans/' });
    const app = Fastify();
    await app.register(midtransSimulatorPlugin, { simulator: own, prefix: PREFIX });
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      headers: { authorization: auth() },
      payload: {
        transaction_details: { order_id: 'PUB-1', gross_amount: 1_000 },
        expiry: { unit: 'second', duration: 1 },
      },
    });
    expect(res.json().redirect_url).toMatch(
      /^https:\/\/konter\.example\/_sim\/midtrans\/snap\/v2\/vtweb\/[0-9a-f-]{36}$/,
    );
    await own.choose('PUB-1');
    expect(own.byOrder.get('PUB-1')?.core?.status).toBe('pending');
    await until(() => own.byOrder.get('PUB-1')?.core?.status === 'expire', 3_000);
    await app.close();
    expect(own.stopped).toBe(true);
  });
});
