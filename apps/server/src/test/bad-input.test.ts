import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRegionsLoaded } from '../features/regions/index.js';
import type { TestApp } from './app.js';
import { buyer, purchaseWorld } from './purchase-world.js';

// Every route of the API document, called by a visitor and by a signed-in member with a deposit,
// with bodies and query strings no form would send. Whatever the route, the answer is a client
// error with a readable message (or the route's normal answer when it reads no input) — never a
// 5xx — and no money moves: the ledger, the purchases and the deposit requests are as before.
let w: Awaited<ReturnType<typeof purchaseWorld>>;
let t: TestApp;
beforeAll(async () => {
  w = await purchaseWorld();
  t = w.t;
  // The region routes answer 503 until the areas are loaded (start-up does it); one province is enough.
  await ensureRegionsLoaded(t.database, { provinces: ['31'] });
});
afterAll(async () => {
  await w.simulator.stop();
  await t.app.close();
});

const JUNK_BODIES: unknown[] = [
  {},
  [],
  'x',
  null,
  42,
  {
    nominal: 'abc',
    amount: -1,
    pin: [],
    destination: {},
    product_code: { $ne: '' },
    method: 'x'.repeat(5_000),
    page: 'x',
    id: '1 OR 1=1',
    code: {},
    hp: '0812\u0000',
  },
];
const JUNK_QUERY =
  '?page=abc&per_page=-5&type=%00zz&status=9&from=notadate&to=2020-13-45&limit=1e9&q=%27%3B--&destination=%F0%9F%92%A9';
// Ending the session or the account would leave the rest of the sweep signed out.
const SKIP = /\/(logout|delete|destroy)\b/;

async function moneyState() {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM ledger_transfers) AS transfers,
            (SELECT coalesce(sum(balance), 0)::bigint FROM ledger_accounts WHERE code IS NULL) AS user_balances,
            (SELECT count(*)::int FROM transactions) AS transactions,
            (SELECT count(*)::int FROM deposit_topups) AS topups`,
  );
  return row;
}

describe('bad input on every route', () => {
  it('gets a 4xx with a message, never a 5xx, and moves no money', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const m = await buyer(t, 100_000);
    const before = await moneyState();
    const failures: string[] = [];
    let calls = 0;
    // A visitor first (most routes turn it away), then the member.
    for (const b of [t.browser(), m.b])
      for (const [path, ops] of Object.entries(doc.paths)) {
        if (SKIP.test(path)) continue;
        // Path parameters get a value no record has, with a quote in it.
        const url = path.replace(/\{[^}]+\}/g, "x'9");
        for (const method of Object.keys(ops)) {
          const inputs = method === 'get' ? [undefined] : JUNK_BODIES;
          for (const body of inputs) {
            calls++;
            const r =
              method === 'get'
                ? await b.get(`${url}${JUNK_QUERY}`)
                : await b.request(method.toUpperCase() as 'POST', url, body);
            const message = (r.body as { message?: unknown } | null)?.message;
            if (r.status >= 500 || (r.status >= 400 && (typeof message !== 'string' || message === '')))
              failures.push(
                `${b === m.b ? 'member' : 'visitor'} ${method.toUpperCase()} ${path} ${JSON.stringify(body)} → ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`,
              );
          }
        }
      }
    expect(failures).toEqual([]);
    expect(calls, `${calls} calls`).toBeGreaterThan(600);
    expect(await moneyState()).toEqual(before);
    expect((await m.balances()).deposit).toBe(100_000);
  }, 180_000);
});
