// Ledger throughput benchmark against a real PostgreSQL (see bench/ledger/README.md).
// Creates a fresh database konter_bench_<ts>, migrates it, funds users through the ledger, runs each
// scenario through the public ledger API (the same single-statement path the server uses) with a
// bounded number of transfers, prints transfers/s and latency percentiles, checks the invariants and
// drops the database.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import {
  type AccountRef,
  checkLedgerInvariants,
  createAccountGates,
  type HoldInput,
  hold as ledgerHold,
  postHold as ledgerPostHold,
  transfer as ledgerTransfer,
  type PostHoldInput,
  type TransferInput,
} from '../../apps/server/src/ledger/index.js';
import { AppError } from '../../apps/server/src/lib/errors.js';

const env = process.env;
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS ?? 1_000);
const TRANSFERS = Number(env.BENCH_TRANSFERS ?? 20_000); // per scenario
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 32);
const MAX_SECONDS = Number(env.BENCH_MAX_SECONDS ?? 60); // per scenario, whichever comes first
// In-process cap of in-flight statements per account (apps/server/src/ledger/account-gate.ts);
// 'off' lets all connections queue on a hot row inside PostgreSQL. Default: the library's (4).
const ACCOUNT_CONCURRENCY = env.BENCH_ACCOUNT_CONCURRENCY;
const FUNDING = 100_000_000;

// The server's gates (createDeps builds one per process); every movement below goes through them.
const gates = createAccountGates();
const transfer = (db: Database['db'], input: TransferInput) => ledgerTransfer(db, input, gates);
const hold = (db: Database['db'], input: HoldInput) => ledgerHold(db, input, gates);
const postHold = (db: Database['db'], holdId: number, input: PostHoldInput) =>
  ledgerPostHold(db, holdId, input, gates);

interface Outcome {
  name: string;
  done: number;
  refused: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const rand = (n: number) => Math.floor(Math.random() * n);

/** Runs `op(i)` `count` times from `CONCURRENCY` parallel loops; measures each call's latency. */
async function measure(name: string, count: number, op: (i: number) => Promise<unknown>): Promise<Outcome> {
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1_000;
  const loop = async () => {
    while (next < count && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        await op(i);
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'insufficient_balance')) throw err;
        refused++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const seconds = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    name,
    done: latencies.length,
    refused,
    seconds,
    perSecond: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

async function seed(database: Database): Promise<number[]> {
  const { db } = database;
  const created = await db.execute(sql`
    INSERT INTO users (name, email, hp, password_hash, referal_code)
    SELECT 'Bench ' || g, 'bench' || g || '@example.test', '0899' || lpad(g::text, 8, '0'), 'x', 'BENCH' || g
      FROM generate_series(1, ${USERS}) AS g
    RETURNING id`);
  const users = (created as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  await db.execute(sql`
    INSERT INTO ledger_accounts (user_id, kind)
    SELECT u.id, k FROM users u CROSS JOIN unnest(ARRAY['deposit', 'cashback', 'loan']) AS k`);
  // Funding goes through the ledger too, so every balance is backed by entries.
  await measure('funding', users.length, (i) =>
    transfer(db, {
      key: `fund:${users[i]}`,
      debit: 'gateway:bank_transfer',
      credit: { userId: users[i]!, kind: 'deposit' },
      amount: FUNDING,
      kind: 'topup',
    }),
  );
  return users;
}

async function main() {
  if (ACCOUNT_CONCURRENCY) {
    gates.setLimit(ACCOUNT_CONCURRENCY === 'off' ? Number.POSITIVE_INFINITY : Number(ACCOUNT_CONCURRENCY));
  }
  const name = `konter_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: CONCURRENCY });
  try {
    await migrate(database);
    const { db } = database;
    const users = await seed(database);
    const dep = (i: number): AccountRef => ({ userId: users[i]!, kind: 'deposit' });
    const other = (i: number) => (i + 1 + rand(users.length - 1)) % users.length; // any user but i
    const hot = 0;
    const tag = Date.now().toString(36);
    console.log(
      `ledger bench: ${USERS} users, ${TRANSFERS} transfers per scenario, concurrency ${CONCURRENCY}, ` +
        `per-account cap ${ACCOUNT_CONCURRENCY ?? 'default (4)'}`,
    );

    const scenarios: [string, number, (i: number) => Promise<unknown>][] = [
      // warm-up (connections, plan caches); not reported
      [
        'warm-up',
        2_000,
        (i) => {
          const from = rand(users.length);
          return transfer(db, {
            key: `${tag}:w:${i}`,
            debit: dep(from),
            credit: dep(other(from)),
            amount: 1,
            kind: 'bench',
          });
        },
      ],
      // spread: random user -> random other user; no row is hot
      [
        'spread (user -> user)',
        TRANSFERS,
        (i) => {
          const from = rand(users.length);
          return transfer(db, {
            key: `${tag}:s:${i}`,
            debit: dep(from),
            credit: dep(other(from)),
            amount: 1 + rand(100),
            kind: 'bench',
          });
        },
      ],
      // hot: every debit from ONE user account; the credits are spread over the other users
      [
        'hot debit (one user -> users)',
        TRANSFERS,
        (i) =>
          transfer(db, {
            key: `${tag}:h:${i}`,
            debit: dep(hot),
            credit: dep(other(hot)),
            amount: 1,
            kind: 'bench',
          }),
      ],
      // hot on both sides: ONE user -> the revenue system account
      [
        'hot debit (one user -> revenue)',
        TRANSFERS,
        (i) =>
          transfer(db, {
            key: `${tag}:hr:${i}`,
            debit: dep(hot),
            credit: 'revenue',
            amount: 1,
            kind: 'bench',
          }),
      ],
      // spread debits into ONE system account: revenue becomes the hot row
      [
        'spread debit -> revenue',
        TRANSFERS,
        (i) =>
          transfer(db, {
            key: `${tag}:sr:${i}`,
            debit: dep(rand(users.length)),
            credit: 'revenue',
            amount: 1,
            kind: 'bench',
          }),
      ],
      // a purchase: hold (user -> escrow) then post (escrow -> supplier); the escrow is shared
      [
        'purchase (hold + post)',
        TRANSFERS / 4,
        async (i) => {
          const h = await hold(db, {
            key: `${tag}:p:${i}`,
            source: dep(rand(users.length)),
            amount: 1_000,
            kind: 'purchase',
          });
          await postHold(db, h.holdId, { credit: 'supplier' });
        },
      ],
    ];
    const results: Outcome[] = [];
    for (const [label, count, op] of scenarios) {
      const r = await measure(label, count, op);
      if (label !== 'warm-up') results.push(r);
    }
    console.table(
      results.map((r) => ({
        scenario: r.name,
        ops: r.done,
        refused: r.refused,
        seconds: r.seconds.toFixed(1),
        'ops/s': Math.round(r.perSecond),
        'p50 ms': r.p50.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
      })),
    );
    const violations = await checkLedgerInvariants(database);
    console.log(violations.length ? `invariants VIOLATED:\n  ${violations.join('\n  ')}` : 'invariants: ok');
    if (violations.length) process.exitCode = 1;
  } finally {
    await database.close();
    if (!env.KEEP_BENCH_DB) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
