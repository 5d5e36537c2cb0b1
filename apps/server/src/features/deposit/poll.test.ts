import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMutationProvider } from '../../providers/payment/bank-mutation.adapter.js';
import {
  type RunningBankMutationSimulator,
  startBankMutationSimulator,
} from '../../simulators/bank-mutation/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { beforeTheCutOff, count, MUTATION_SECRET, member } from '../../test/deposit-world.js';
import { pollMutations } from './mutation.service.js';

// The webhook can be lost (our server down, the service giving up): the poll lists the service's
// recent credits through the real adapter and applies them like a delivery.
let sim: RunningBankMutationSimulator;
let t: TestApp;
beforeTheCutOff();

beforeAll(async () => {
  sim = await startBankMutationSimulator({ apiToken: 'poll-token', webhookSecret: MUTATION_SECRET });
  const baseUrl = `${sim.url}/api/v2`;
  t = await createTestApp({
    env: { BANK_MUTATION_BASE_URL: baseUrl, BANK_MUTATION_WEBHOOK_SECRET: MUTATION_SECRET },
  });
  t.deps.mutations = bankMutationProvider({
    baseUrl,
    apiToken: 'poll-token',
    webhookSecret: MUTATION_SECRET,
  });
});
afterAll(() => sim.close());

describe('mutation poll', () => {
  it('credits a transfer whose webhook never came, once however often it polls', async () => {
    const m = await member(t);
    const { data } = (
      await m.b.post('/api/v1/deposit/topup', { nominal: 80_000, method: 'bank_transfer:bni' })
    ).body;
    // No webhook URL: the simulator records the mutation and sends nothing.
    await sim.sim.transfer({ bank: 'bni', amount: data.total });
    await sim.sim.transfer({ bank: 'bni', amount: 1_234, type: 'DB' });
    expect(await pollMutations(t.deps)).toBe(1);
    expect(await pollMutations(t.deps)).toBe(0);
    expect((await m.balances()).deposit).toBe(data.total);
    expect((await m.b.get(`/api/v1/deposit/topup/${data.code}`)).body.data.status).toBe('success');
    expect(await count(t, 'bank_mutations')).toBe(1);
  });
});
