// The shared test kit: the people a test needs, made the way a user would make them (through the
// API), with money placed through the ledger. Every server test takes its members from here
// rather than writing its own `registered()`.
import { expect } from 'vitest';
import { getUserBalances, transfer } from '../ledger/index.js';
import { newUser, type TestApp, type TestBrowser } from './app.js';

export const TEST_PIN = '112233';

export interface Member {
  /** The member's signed-in browser (trusted device). */
  b: TestBrowser;
  id: number;
  hp: string;
  email: string;
  name: string;
  password: string;
  balances(): ReturnType<typeof getUserBalances>;
}

export interface MemberOptions {
  /** Registration fields to override (name, email, hp, password, …). */
  fields?: Record<string, string>;
  /** Rupiah placed in the deposit wallet (from the bank-transfer gateway account). */
  deposit?: number;
  /** Rupiah placed in the cashback wallet (from the cashback expense account). */
  cashback?: number;
  /** Set this transaction PIN (TEST_PIN when true). */
  pin?: boolean | string;
  /** Account category: 1 member, 2 agent, 3 master. */
  category?: 1 | 2 | 3;
  /** Permissions an administrator granted. */
  permissions?: string[];
  /** The browser's user agent. */
  userAgent?: string;
}

/** A registered member on a trusted browser, optionally with a PIN, money, category, permissions. */
export async function registered(t: TestApp, opts: MemberOptions = {}): Promise<Member> {
  const b = t.browser(opts.userAgent);
  const u = newUser(opts.fields);
  const res = await b.post('/api/v1/auth/register', u);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.id as number;
  const db = t.database.db;
  if (opts.pin) {
    const pin = opts.pin === true ? TEST_PIN : opts.pin;
    const set = await b.post('/api/v1/account/pin/store', { pin, pin_confirmation: pin });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  if (opts.category && opts.category !== 1) {
    await t.database.query('UPDATE users SET category = $2 WHERE id = $1', [id, opts.category]);
  }
  if (opts.permissions?.length) {
    await t.database.query('UPDATE users SET permissions = $2 WHERE id = $1', [id, opts.permissions]);
  }
  if (opts.deposit) {
    await transfer(db, {
      key: `test:deposit:${id}`,
      debit: 'gateway:bank_transfer',
      credit: { userId: id, kind: 'deposit' },
      amount: opts.deposit,
      kind: 'deposit_topup',
    });
  }
  if (opts.cashback) {
    await transfer(db, {
      key: `test:cashback:${id}`,
      debit: 'cashback_expense',
      credit: { userId: id, kind: 'cashback' },
      amount: opts.cashback,
      kind: 'cashback',
    });
  }
  return {
    b,
    id,
    hp: u.hp,
    email: u.email,
    name: u.name,
    password: u.password,
    balances: () => getUserBalances(db, id),
  };
}

/** A member with a PIN and `deposit` rupiah: ready to buy. */
export const funded = (t: TestApp, deposit: number, opts: Omit<MemberOptions, 'deposit'> = {}) =>
  registered(t, { pin: true, ...opts, deposit });

/** A member flagged administrator. */
export async function admin(t: TestApp, opts: MemberOptions = {}): Promise<Member> {
  const m = await registered(t, opts);
  await t.database.query('UPDATE users SET is_admin = true WHERE id = $1', [m.id]);
  return m;
}
