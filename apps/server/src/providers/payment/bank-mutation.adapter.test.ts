import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningBankMutationSimulator,
  startBankMutationSimulator,
} from '../../simulators/bank-mutation/index.js';
import { startCallbackReceiver, until } from '../../simulators/digiflazz/test-receiver.js';
import { bankCodeOf, bankMutationProvider } from './bank-mutation.adapter.js';
import { PaymentRejected } from './gateway.js';

// The real adapter against the simulator over loopback HTTP (style.md convention 8).
const creds = { apiToken: 'moota-token-konter-test', webhookSecret: 'moota-secret-konter-test' };
let sim: RunningBankMutationSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let provider: ReturnType<typeof bankMutationProvider>;
const sign = (body: string, secret = creds.webhookSecret) =>
  createHmac('sha256', secret).update(body).digest('hex');
const last = () => receiver.received.at(-1)!;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = await startBankMutationSimulator({
    ...creds,
    webhookUrl: receiver.url,
    accounts: [
      { bank: 'bca', accountNumber: '8720001111', accountName: 'CV KONTER JAYA', balance: 1_000_000 },
      { bank: 'mandiri', accountNumber: '1370002222333', accountName: 'CV KONTER JAYA' },
      { bank: 'bni', accountNumber: '0810003333', accountName: 'CV KONTER JAYA' },
    ],
    webhookRetryDelaysMs: [50],
  });
  provider = bankMutationProvider({ ...creds, baseUrl: `${sim.url}/api/v2` });
});
afterAll(async () => {
  await sim.close();
  await receiver.stop();
});

describe('bank-mutation adapter against the simulator', () => {
  it('verifies a signed webhook of a transfer and reads it as integer rupiah', async () => {
    const before = Date.now();
    const { mutation } = await sim.sim.transfer({
      bank: 'bca',
      amount: 50_123,
      description: 'TRSF E-BANKING CR DEP123',
    });
    const got = last();
    expect(got.headers['user-agent']).toBe('MootaBot/1.5');
    expect(got.headers.signature).toMatch(/^[0-9a-f]{64}$/);
    const v = provider.verifyWebhook(Buffer.from(got.raw), got.headers);
    expect(v.ok).toBe(true);
    if (!v.ok) throw new Error('unreachable');
    expect(v.skipped).toEqual([]);
    expect(v.mutations).toHaveLength(1);
    const m = v.mutations[0]!;
    expect(m).toMatchObject({
      mutationId: mutation.mutation_id,
      bankCode: 'bca',
      bankType: 'bca',
      accountNumber: '8720001111',
      amount: 50_123,
      type: 'credit',
      description: 'TRSF E-BANKING CR DEP123',
    });
    expect(Number.isInteger(m.amount)).toBe(true);
    // Moota dates are whole seconds in WIB.
    expect(m.occurredAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(m.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(sim.sim.accounts[0]!.balance).toBe(1_050_123);
  });

  it('maps the provider bank types of mandiri and bni accounts', async () => {
    await sim.sim.transfer({ bank: 'mandiri', amount: 100_456 });
    const v = provider.verifyWebhook(last().raw, last().headers);
    expect(v.ok && v.mutations[0]).toMatchObject({
      bankCode: 'mandiri',
      bankType: 'mandiriOnlineV2',
      amount: 100_456,
    });
    await sim.sim.transfer({ bank: 'bni', amount: 20_789, type: 'DB' });
    const w = provider.verifyWebhook(last().raw, last().headers);
    expect(w.ok && w.mutations[0]).toMatchObject({ bankCode: 'bni', type: 'debit' });
  });

  it('rejects a bad, missing or foreign signature and a tampered body', async () => {
    await sim.sim.transfer({ bank: 'bca', amount: 75_001 });
    const { raw, headers } = last();
    expect(provider.verifyWebhook(raw, headers).ok).toBe(true);
    expect(provider.verifyWebhook(raw.replace('75001', '975001'), headers)).toEqual({
      ok: false,
      reason: 'bad Signature',
      mutations: [],
    });
    expect(provider.verifyWebhook(raw, { ...headers, signature: undefined }).ok).toBe(false);
    expect(provider.verifyWebhook(raw, { ...headers, signature: sign(raw, 'other-secret') }).ok).toBe(false);
    expect(
      provider.verifyWebhook(raw, { ...headers, signature: (headers.signature as string).slice(0, 63) }).ok,
    ).toBe(false);
    // The same digest in upper case is still the digest.
    expect(provider.verifyWebhook(raw, { signature: (headers.signature as string).toUpperCase() }).ok).toBe(
      true,
    );
  });

  it('parses amounts as whole rupiah and keeps unreadable signed entries aside', () => {
    // Moota's own fixture shape (atfromhome/laravel-moota data/webhook-body.json), amounts varied.
    const item = (amount: unknown, id: string) => ({
      account_number: '12312412312',
      date: '2019-11-10 14:33:01',
      description: 'TRSF E-BANKING CR 11/10 124123 MOOTA CO',
      amount,
      type: 'CR',
      note: 'Testing webhook moota',
      balance: 520000,
      created_at: '2019-11-10 14:33:01',
      updated_at: '2019-11-10 14:33:01',
      mutation_id: id,
      token: 'OASiuh(DYNb97',
      bank_id: 'Aslx120mlw',
      taggings: [],
      bank: { bank_type: 'briCmsV2', account_number: '123123123123', atas_nama: 'moota', label: 'BRI' },
    });
    const raw = JSON.stringify([
      item(50000, 'a'),
      item('50000.00', 'b'),
      item('50000.50', 'c'),
      item(-1, 'd'),
      item(1e21, 'e'),
    ]);
    const v = provider.verifyWebhook(raw, { signature: sign(raw) });
    expect(v.ok).toBe(true);
    if (!v.ok) throw new Error('unreachable');
    expect(v.mutations.map((m) => [m.mutationId, m.amount, m.bankCode])).toEqual([
      ['a', 50_000, 'bri'],
      ['b', 50_000, 'bri'],
    ]);
    expect(v.mutations[0]!.occurredAt.toISOString()).toBe('2019-11-10T07:33:01.000Z');
    expect(v.skipped.map((s) => s.index)).toEqual([2, 3, 4]);
    expect(provider.verifyWebhook('{"x":1}', { signature: sign('{"x":1}') })).toMatchObject({ ok: false });
  });

  it('maps bank types, leaving sharia banks and e-wallets out', () => {
    expect(['bca', 'bcaGiro', 'briCmsV2', 'bniBisnisV2', 'mandiriMcm2V2', 'permata'].map(bankCodeOf)).toEqual(
      ['bca', 'bca', 'bri', 'bni', 'mandiri', 'permata'],
    );
    expect(['bcaSyariahV2', 'briSyariah', 'mandiriSyariah', 'bsi', 'ovo', 'gojek'].map(bankCodeOf)).toEqual(
      Array(6).fill(null),
    );
  });

  it('lists mutations by polling the REST API, across pages, and filters credits', async () => {
    const since = new Date(Date.now() - 1_000);
    const fresh = await startBankMutationSimulator(creds);
    try {
      for (let i = 1; i <= 105; i++) await fresh.sim.transfer({ bank: 'permata', amount: 10_000 + i });
      await fresh.sim.transfer({ bank: 'bca', amount: 999, type: 'DB' });
      const p = bankMutationProvider({ ...creds, baseUrl: `${fresh.url}/api/v2` });
      const all = await p.listMutations(since);
      expect(all).toHaveLength(106);
      const credits = await p.listMutations(since, { type: 'credit' });
      expect(credits).toHaveLength(105);
      expect(new Set(credits.map((m) => m.amount)).size).toBe(105);
      expect(credits.every((m) => m.bankCode === 'permata' && Number.isInteger(m.amount))).toBe(true);
      expect(await p.listMutations(new Date(Date.now() + 60_000))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a wrong API token with 401', async () => {
    const wrong = bankMutationProvider({ ...creds, apiToken: 'nope', baseUrl: `${sim.url}/api/v2` });
    await expect(wrong.listMutations(new Date(0))).rejects.toSatisfy(
      (e) =>
        e instanceof PaymentRejected &&
        e.status === 401 &&
        (e.body as { message: string }).message === 'Unauthenticated.',
    );
  });

  it('retries a failed webhook and re-pushes a mutation with the same bytes', async () => {
    receiver.failNext(1);
    const { mutation, webhook } = await sim.sim.transfer({ bank: 'bca', amount: 30_777 });
    await until(() => webhook.deliveries.length >= 2);
    expect(webhook.deliveries.map((d) => d.status)).toEqual([503, 200]);
    const res = await fetch(`${sim.url}/api/v2/mutation/${mutation.mutation_id}/webhook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creds.apiToken}` },
    });
    expect(res.status).toBe(200);
    const copies = receiver.received.filter((r) => r.raw.includes(mutation.mutation_id));
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((c) => c.raw)).size).toBe(1);
  });
});

describe('bank-mutation simulator: demo page and transfer endpoint', () => {
  it('serves the form and records a transfer posted from it', async () => {
    const html = await (await fetch(`${sim.url}/`)).text();
    expect(html).toContain('<form method="post" action="/simulate/transfer">');
    expect(html).toContain('8720001111');
    expect(html).not.toMatch(/<script/);
    const res = await fetch(`${sim.url}/simulate/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'bank=mandiri&amount=25321&description=DEP777',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/tercatat \(webhook HTTP 200\)/);
    const v = provider.verifyWebhook(last().raw, last().headers);
    expect(v.ok && v.mutations[0]).toMatchObject({
      amount: 25_321,
      bankCode: 'mandiri',
      description: 'DEP777',
    });
  });

  it('answers JSON transfers with 201 and validates them like Laravel (422)', async () => {
    const ok = await fetch(`${sim.url}/simulate/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bank: 'bni', amount: 12_345 }),
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).webhook.delivery.status).toBe(200);
    const bad = await fetch(`${sim.url}/simulate/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bank: 'permata', amount: 10.5 }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['amount', 'bank']);
  });
});
