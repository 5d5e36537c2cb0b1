import { type APIRequestContext, type Browser, type BrowserContextOptions, expect } from '@playwright/test';
import { DEMO_MEMBER, demoContext } from './helpers';

/** The embedded server's demo agent (Rp 1.000.000 deposit, Rp 25.000 cashback, PIN 123456). */
export const DEMO_AGENT = { login: '081200000002', password: DEMO_MEMBER.password, greeting: 'Halo, Agen!' };

/** A context logged in as the demo agent (the run's one session of that account: demoContext). */
export const agentContext = (browser: Browser, options: BrowserContextOptions = {}) =>
  demoContext(browser, DEMO_AGENT, options);

/**
 * A transfer into our receiving account at `bank`, as the bank-mutation simulator's page does it
 * (mounted at /_sim/bank-mutation in the embedded mode): the simulator records the mutation and
 * sends its signed webhook to /api/v1/webhooks/bank-mutation, which credits a matching top-up.
 */
export async function simulateBankTransfer(request: APIRequestContext, bank: string, amount: number) {
  const res = await request.post('/_sim/bank-mutation/simulate/transfer', { data: { bank, amount } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { webhook: { delivery: { status: number | null } | null } };
  // The webhook was delivered and accepted (2xx) before the simulator answered.
  expect(body.webhook.delivery?.status).toBeGreaterThanOrEqual(200);
  expect(body.webhook.delivery?.status).toBeLessThan(300);
}

export interface AccountSnapshot {
  deposit: number;
  cashback_wallet: number | null;
  permissions: string[];
}

export async function accountOf(request: APIRequestContext): Promise<AccountSnapshot> {
  return ((await (await request.get('/api/v1/account')).json()) as { data: AccountSnapshot }).data;
}

/**
 * True from 21:30 to midnight WIB: a bank transfer requested then is credited the next day (calls
 * §9.2), so a journey that expects an immediate credit skips (the server's tests cover that path on a
 * set clock: features/deposit/mutation.test.ts "the 21:30 cut-off").
 */
export function afterTransferCutOff(now = new Date()): boolean {
  const wib = new Date(now.getTime() + 7 * 3600_000);
  return wib.getUTCHours() * 60 + wib.getUTCMinutes() >= 21 * 60 + 30;
}
