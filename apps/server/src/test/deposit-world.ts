import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../lib/deposit-config.js';
import { formatWibTime } from '../providers/payment/wire.js';
import { createTestApp, type TestApp } from './app.js';
import { type Member, registered } from './kit.js';

export const MUTATION_SECRET = 'test-bank-mutation-secret';

/**
 * Bank transfers requested after 21:30 Jakarta time are credited the next day (calls §9.2). A test
 * file that expects a request made "now" to be credited at once calls this at its top: when the
 * real clock is past the cut-off, the process's Date runs from 21:00 Jakarta of the same day
 * instead (and keeps flowing), so the file passes at any hour. Timers and the database's clock are
 * untouched.
 */
export function beforeTheCutOff() {
  beforeAll(() => {
    const real = new Date();
    const wib = new Date(real.getTime() + 7 * 3600_000);
    const minutes = wib.getUTCHours() * 60 + wib.getUTCMinutes();
    if (minutes < 21 * 60 + 30) return;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(`${wib.toISOString().slice(0, 10)}T21:00:00+07:00`));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** The app on the test database, with a known bank-mutation webhook secret and the demo accounts. */
export function depositApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    env: { BANK_MUTATION_WEBHOOK_SECRET: MUTATION_SECRET, WALLET_RATE_LIMIT_PER_MINUTE: '10000', ...env },
  });
}

export type { Member } from './kit.js';

/** A registered member with `deposit` and `cashback` rupiah already in the wallets (the kit's `registered`). */
export const member = (t: TestApp, opts: { deposit?: number; cashback?: number; name?: string } = {}) =>
  registered(t, {
    ...(opts.name ? { fields: { name: opts.name } } : {}),
    ...(opts.deposit ? { deposit: opts.deposit } : {}),
    ...(opts.cashback ? { cashback: opts.cashback } : {}),
  });

let seq = 0;

/** A bank-transfer top-up request of `nominal` to `bank`, as the deposit screen makes it. */
export async function requestBankTopup(m: Member, nominal: number, bank = 'bca') {
  const res = await m.b.post('/api/v1/deposit/topup', { nominal, method: `bank_transfer:${bank}` });
  expect(res.status).toBe(201);
  return res.body.data as { code: string; total: number; unique_code: number; nominal: number };
}

/** One mutation as Moota serializes it in a webhook (see providers/payment/bank-mutation.adapter.ts). */
export function mootaMutation(m: {
  amount: number | string;
  bank?: 'bca' | 'bri' | 'bni' | 'mandiri' | 'permata';
  type?: 'CR' | 'DB';
  id?: string;
  accountNumber?: string;
  at?: Date;
}) {
  const bank = m.bank ?? 'bca';
  const accountNumber = m.accountNumber ?? DEMO_BANK_ACCOUNTS.find((a) => a.bank === bank)!.accountNumber;
  const at = formatWibTime(m.at ?? new Date());
  return {
    account_number: accountNumber,
    date: at,
    description: 'TRSF E-BANKING CR PELANGGAN KONTER',
    amount: m.amount,
    type: m.type ?? 'CR',
    note: '',
    balance: 0,
    created_at: at,
    updated_at: at,
    mutation_id: m.id ?? `mut${Date.now().toString(36)}${++seq}`,
    token: 'tok',
    bank_id: `bank-${bank}`,
    taggings: [],
    bank: {
      bank_type: bank,
      account_number: accountNumber,
      atas_nama: 'PT KONTER DEMO',
      label: bank.toUpperCase(),
    },
  };
}

export const sign = (body: string, secret = MUTATION_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Delivers a webhook body as the mutation service does (signed unless a signature is given). */
export function deliver(t: TestApp, body: string, signature = sign(body)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/bank-mutation',
    headers: { 'content-type': 'application/json', signature, 'user-agent': 'MootaBot/1.5' },
    payload: body,
  });
}

export const count = async (t: TestApp, table: string, where = 'true', params: unknown[] = []) =>
  Number(
    (
      await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)
    )[0]!.n,
  );

/** A 1×1 PNG as the browser's FileReader would send it. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
