import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCallbackReceiver } from '../digiflazz/test-receiver.js';
import { BankMutationSimulator, bankMutationSimulatorPlugin } from './index.js';

// Mounted under a prefix of a host app with zod compilers, the way the main server embeds it.
const PREFIX = '/_sim/bank-mutation';
const creds = { apiToken: 'tok', webhookSecret: 'sec' };
let host: FastifyInstance;
let sim: BankMutationSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
const bearer = { authorization: 'Bearer tok' };

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = new BankMutationSimulator({ ...creds, webhookUrl: receiver.url });
  host = Fastify();
  host.setValidatorCompiler(validatorCompiler);
  host.setSerializerCompiler(serializerCompiler);
  await host.register(bankMutationSimulatorPlugin, { simulator: sim, prefix: PREFIX });
  await host.ready();
});
afterAll(async () => {
  await host.close();
  await receiver.stop();
});

describe('bank-mutation simulator mounted under a prefix', () => {
  it('serves the demo form at the prefix with and without a trailing slash, posting under the prefix', async () => {
    for (const url of [PREFIX, `${PREFIX}/`]) {
      const page = await host.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`action="${PREFIX}/simulate/transfer"`);
      // The five demo accounts.
      for (const label of ['BCA', 'BRI', 'BNI', 'Mandiri', 'Permata']) expect(page.body).toContain(label);
    }
    const res = await host.inject({
      method: 'POST',
      url: `${PREFIX}/simulate/transfer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bank=bri&amount=15555',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('webhook HTTP 200');
    const { raw, headers } = receiver.received.at(-1)!;
    expect(headers.signature).toBe(createHmac('sha256', 'sec').update(raw).digest('hex'));
    expect(JSON.parse(raw)).toMatchObject([
      { amount: 15_555, type: 'CR', bank: { bank_type: 'bri', label: 'BRI' } },
    ]);
  });

  it('lists mutations like Laravel pages, filters them, and refuses a wrong token', async () => {
    for (const amount of [1_001, 1_002, 1_003]) await sim.transfer({ bank: 'bca', amount });
    const page1 = await host.inject({
      method: 'GET',
      url: `${PREFIX}/api/v2/mutation?per_page=2`,
      headers: bearer,
    });
    const body = page1.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(body.data.map((m: { amount: number }) => m.amount)).toEqual([1_003, 1_002]);
    expect(body.next_page_url).toBe(`http://localhost:80${PREFIX}/api/v2/mutation?per_page=2&page=2`);
    const bca = sim.accounts.find((a) => a.bank === 'bca')!;
    const filtered = await host.inject({
      method: 'GET',
      url: `${PREFIX}/api/v2/mutation?bank=${bca.bankId}&type=CR`,
      headers: bearer,
    });
    expect(filtered.json().total).toBe(3);
    const future = await host.inject({
      method: 'GET',
      url: `${PREFIX}/api/v2/mutation?start_date=2999-01-01`,
      headers: bearer,
    });
    expect(future.json().data).toEqual([]);
    const badDate = await host.inject({
      method: 'GET',
      url: `${PREFIX}/api/v2/mutation?start_date=01-01-2024`,
      headers: bearer,
    });
    expect(badDate.statusCode).toBe(422);
    const denied = await host.inject({
      method: 'GET',
      url: `${PREFIX}/api/v2/mutation`,
      headers: { authorization: 'Bearer x' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ message: 'Unauthenticated.' });
    const banks = await host.inject({ method: 'GET', url: `${PREFIX}/api/v2/bank`, headers: bearer });
    expect(banks.json().data).toHaveLength(5);
  });
});
