import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCallbackReceiver } from '../digiflazz/test-receiver.js';
import { XenditSimulator, xenditSimulatorPlugin } from './index.js';

// Mounted under a prefix of a host app with zod compilers and swagger, the way the main server
// embeds it, and driven with app.inject().
const PREFIX = '/_sim/xendit';
const KEY = 'xnd_development_mount';
const auth = (key = KEY) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
let host: FastifyInstance;
let sim: XenditSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;

const create = (payload: object, key = KEY) =>
  host.inject({
    method: 'POST',
    url: `${PREFIX}/v2/invoices`,
    headers: { authorization: auth(key) },
    payload,
  });

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = new XenditSimulator({ secretKey: KEY, callbackToken: 'tok', callbackUrl: receiver.url });
  host = Fastify();
  host.setValidatorCompiler(validatorCompiler);
  host.setSerializerCompiler(serializerCompiler);
  await host.register(swagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await host.register(xenditSimulatorPlugin, { simulator: sim, prefix: PREFIX });
  await host.ready();
});
afterAll(async () => {
  await host.close();
  await receiver.stop();
});

describe('Xendit simulator mounted under a prefix', () => {
  it('creates an invoice whose page and form live under the prefix', async () => {
    const res = await create({
      external_id: 'MNT-1',
      amount: 30_000,
      description: 'Top up',
      payment_methods: ['BCA', 'QRIS'],
      success_redirect_url: 'https://konter.test/ok',
      failure_redirect_url: 'https://konter.test/ko',
    });
    expect(res.statusCode).toBe(200);
    const inv = res.json();
    expect(inv).toMatchObject({
      external_id: 'MNT-1',
      status: 'PENDING',
      amount: 30_000,
      currency: 'IDR',
      invoice_url: `http://localhost:80${PREFIX}/web/invoices/${inv.id}`,
      available_banks: [{ bank_code: 'BCA', transfer_amount: 30_000 }],
      available_qr_codes: [{ qr_code_type: 'QRIS' }],
      should_exclude_credit_card: true,
    });
    expect(Date.parse(inv.expiry_date) - Date.parse(inv.created)).toBe(86_400_000);
    const page = await host.inject({ method: 'GET', url: `${PREFIX}/web/invoices/${inv.id}` });
    expect(page.body).toContain(`action="${inv.id}"`);
    expect(page.body).toContain('BCA Virtual Account');
    const paid = await host.inject({
      method: 'POST',
      url: `${PREFIX}/web/invoices/${inv.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&channel=QRIS',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('https://konter.test/ok');
    const got = await host.inject({
      method: 'GET',
      url: `${PREFIX}/v2/invoices/${inv.id}`,
      headers: { authorization: auth() },
    });
    expect(got.json()).toMatchObject({
      status: 'PAID',
      payment_method: 'QR_CODE',
      payment_channel: 'QRIS',
      paid_amount: 30_000,
    });
    expect(JSON.parse(receiver.received.at(-1)!.raw)).toMatchObject({ id: inv.id, status: 'PAID' });
  });

  it('fails a payment attempt: the invoice stays PENDING, no callback, the payer goes to failure_redirect_url', async () => {
    const inv = (
      await create({
        external_id: 'MNT-F',
        amount: 20_000,
        payment_methods: ['DANA'],
        success_redirect_url: 'https://konter.test/midtrans/finish?order_id=MNT-F',
        failure_redirect_url: 'https://konter.test/midtrans/error?order_id=MNT-F',
      })
    ).json();
    const page = await host.inject({ method: 'GET', url: `${PREFIX}/web/invoices/${inv.id}` });
    expect(page.body).toContain('<button class="fail" name="action" value="fail">Gagal</button>');
    const callbacks = receiver.received.length;
    const failed = await host.inject({
      method: 'POST',
      url: `${PREFIX}/web/invoices/${inv.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail&channel=DANA',
    });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('https://konter.test/midtrans/error?order_id=MNT-F');
    const got = await host.inject({
      method: 'GET',
      url: `${PREFIX}/v2/invoices/${inv.id}`,
      headers: { authorization: auth() },
    });
    expect(got.json()).toMatchObject({ status: 'PENDING' });
    expect(got.json().paid_amount).toBeUndefined();
    expect(receiver.received.length).toBe(callbacks);
    expect(sim.callbacksFor(inv.id)).toEqual([]);
    // Still payable: the page says the last attempt failed and offers the buttons again.
    const again = await host.inject({ method: 'GET', url: `${PREFIX}/web/invoices/${inv.id}` });
    expect(again.body).toContain('Pembayaran sebelumnya gagal');
    const paid = await host.inject({
      method: 'POST',
      url: `${PREFIX}/web/invoices/${inv.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&channel=DANA',
    });
    expect(paid.headers.location).toBe('https://konter.test/midtrans/finish?order_id=MNT-F');
    // A final invoice cannot fail any more.
    const late = await host.inject({
      method: 'POST',
      url: `${PREFIX}/web/invoices/${inv.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    expect(late.statusCode).toBe(400);
  });

  it("answers Xendit's error shapes", async () => {
    expect((await create({ external_id: 'X', amount: 1 }, 'xnd_wrong')).json()).toEqual({
      error_code: 'INVALID_API_KEY',
      message: 'API key is invalid',
    });
    const bad = await create({ external_id: 'X', amount: 100.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('API_VALIDATION_ERROR');
    expect((await create({ external_id: 'X', amount: 1, payment_methods: ['GOPAY'] })).statusCode).toBe(400);
    const missing = await host.inject({
      method: 'GET',
      url: `${PREFIX}/v2/invoices/abc`,
      headers: { authorization: auth() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('INVOICE_NOT_FOUND_ERROR');
  });

  it('expires through the expire! endpoint, lists by external_id, and stays out of OpenAPI', async () => {
    const inv = (await create({ external_id: 'MNT-2', amount: 5_000, invoice_duration: 600 })).json();
    const expired = await host.inject({
      method: 'POST',
      url: `${PREFIX}/invoices/${inv.id}/expire!`,
      headers: { authorization: auth() },
    });
    expect(expired.json().status).toBe('EXPIRED');
    const again = await host.inject({
      method: 'POST',
      url: `${PREFIX}/invoices/${inv.id}/expire!`,
      headers: { authorization: auth() },
    });
    expect(again.statusCode).toBe(400);
    const list = await host.inject({
      method: 'GET',
      url: `${PREFIX}/v2/invoices?external_id=MNT-2`,
      headers: { authorization: auth() },
    });
    expect(list.json().map((i: { id: string }) => i.id)).toEqual([inv.id]);
    expect(Object.keys(host.swagger().paths ?? {})).toEqual([]);
  });
});
