// PostgreSQL and Node CPU per purchase of the two write statements alone, by batch size
// (bench/purchase/README.md, "Cost of the write statements"): `npx tsx bench/purchase/statements.ts`.
//
// Creates a fresh database konter_bench_statements_<ts>, migrates it, creates BENCH_USERS members
// with funded deposits, then for each batch size places BENCH_ITEMS purchases with placeMany (one
// statement per batch: purchase_place_batch + INSERT) and settles them with settleMany (guarded
// UPDATE + ledger_apply_batch + notifications), success for all, on one connection so that the
// backend's CPU time is exactly these statements'. Reference: the single-statement placement that
// the promo path still uses (insertWithHold). Checks the ledger invariants at the end; drops the
// database (KEEP_BENCH_DB=1 keeps it).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import {
  type BatchContext,
  placeMany,
  type Settlement,
  settleMany,
} from '../../apps/server/src/features/purchase/purchase.batch.repository.js';
import { processingPulsaRow } from '../../apps/server/src/features/purchase/purchase.fixtures.js';
import {
  insertWithHold,
  type NewTransaction,
  type Transaction,
} from '../../apps/server/src/features/purchase/purchase.repository.js';
import { createStatementCache } from '../../apps/server/src/features/purchase/purchase.statements.js';
import {
  checkLedgerInvariants,
  createAccountGates,
  ensureSystemAccounts,
  ledgerCalls,
  ledgerOps,
  openUserAccounts,
  transfer,
} from '../../apps/server/src/ledger/index.js';

const env = process.env;
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS ?? 200);
const ITEMS = Number(env.BENCH_ITEMS ?? 2_048);
const SIZES = (env.BENCH_BATCH_SIZES ?? '1,4,16,64').split(',').map(Number);
const PRICE = 10_500;

const procCpu = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const nodeCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

let n = 0;
function row(userId: number): NewTransaction {
  return processingPulsaRow({
    refId: `BENCH${String(n).padStart(10, '0')}`,
    userId,
    destination: `0812${String(n++).padStart(8, '0')}`,
    price: PRICE,
    nextCheckAt: new Date(Date.now() + 3_600_000),
  });
}
const holdOf = (r: NewTransaction) => ({
  key: `trx:${r.refId}:hold`,
  source: { userId: r.userId, kind: 'deposit' as const },
  amount: r.price,
  kind: 'purchase',
  reference: r.refId,
});
const success = (t: Transaction): Settlement => ({
  refId: t.refId,
  values: {
    status: 'success',
    serialNumber: `SN${t.id}`,
    supplierPrice: 10_250,
    margin: PRICE - 10_250,
    loss: 0,
  },
  money: [
    ledgerOps.postHold({ credit: 'revenue', key: `trx:${t.refId}:post` }),
    ledgerOps.transfer({
      key: `trx:${t.refId}:cost`,
      debit: 'revenue',
      credit: 'supplier',
      amount: 10_250,
      kind: 'purchase_cost',
      reference: t.refId,
    }),
  ],
  notification: {
    userId: t.userId,
    type: 'transaction',
    title: 'purchase_success_title',
    body: 'purchase_sn_body',
    params: { product: 'Pulsa 5.000', destination: '081234567890', sn: `SN${t.id}` },
    status: 1,
  },
});

async function main() {
  const dbName = `konter_bench_statements_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  // One connection: every statement runs on the one backend we measure.
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  try {
    console.log(
      `statements bench: ${cpus().length} × ${cpus()[0]?.model}, ${ITEMS} purchases per batch size, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await migrate(database);
    await ensureSystemAccounts(database.db);
    const db = database.db;
    const users: number[] = [];
    for (let i = 0; i < USERS; i++) {
      const [u] = await database.query<{ id: number }>(
        `INSERT INTO users (name, email, hp, password_hash, referal_code) VALUES ($1, $2, $3, 'x', $4) RETURNING id`,
        [`B${i}`, `b${i}@example.test`, `0899${String(i).padStart(8, '0')}`, `BS${i}`],
      );
      await openUserAccounts(db, u!.id);
      await transfer(db, {
        key: `fund:${u!.id}`,
        debit: 'gateway:bank_transfer',
        credit: { userId: u!.id, kind: 'deposit' },
        amount: 1e12,
        kind: 'deposit_topup',
      });
      users.push(u!.id);
    }
    const [{ pid }] = (await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [
      { pid: number },
    ];
    const measure = async (work: () => Promise<void>) => {
      const p0 = procCpu(pid);
      const c0 = nodeCpu();
      const t0 = performance.now();
      await work();
      return {
        pg: ((procCpu(pid) - p0) * 1000) / ITEMS,
        node: ((nodeCpu() - c0) * 1000) / ITEMS,
        wall: (performance.now() - t0) / ITEMS,
      };
    };
    const rows: Record<string, string>[] = [];
    const report = (what: string, size: number, m: { pg: number; node: number; wall: number }) =>
      rows.push({
        statement: what,
        'batch size': String(size),
        'pg CPU ms/purchase': m.pg.toFixed(3),
        'node CPU ms/purchase': m.node.toFixed(3),
        'wall ms/purchase': m.wall.toFixed(3),
      });
    // warm-up: plans, caches
    const warm = Array.from({ length: 64 }, (_, i) => row(users[i % USERS]!));
    // What the server's purchase state holds: its account gates and statement texts.
    const ctx: BatchContext = { gates: createAccountGates(), statements: createStatementCache() };
    await placeMany(
      db,
      ctx,
      warm.map((r) => ({ row: r, hold: ledgerOps.hold(holdOf(r)) })),
    );

    const single = await measure(async () => {
      for (let i = 0; i < ITEMS; i++) {
        const r = row(users[i % USERS]!);
        await insertWithHold(db, ctx.gates, r, ledgerCalls.hold(holdOf(r)), r.price);
      }
    });
    report('insertWithHold (single, drizzle-built)', 1, single);
    for (const size of SIZES) {
      const placed: Transaction[] = [];
      const p = await measure(async () => {
        for (let i = 0; i < ITEMS; i += size) {
          const batch = Array.from({ length: Math.min(size, ITEMS - i) }, (_, k) => {
            const r = row(users[(i + k) % USERS]!);
            return { row: r, hold: ledgerOps.hold(holdOf(r)) };
          });
          for (const o of await placeMany(db, ctx, batch)) {
            if (!o.ok) throw o.error;
            placed.push(o.value.trx);
          }
        }
      });
      report('placement (purchase_place_batch + INSERT)', size, p);
      const s = await measure(async () => {
        for (let i = 0; i < placed.length; i += size) {
          for (const o of await settleMany(db, ctx, placed.slice(i, i + size).map(success))) {
            if (!o.ok || !o.value) throw new Error('not settled');
          }
        }
      });
      report('settlement (UPDATE + ledger_apply_batch + notification)', size, s);
    }
    console.table(rows);
    const violations = await checkLedgerInvariants(database);
    console.log(
      violations.length ? `ledger invariants FAILED: ${violations.join('; ')}` : 'ledger invariants ok',
    );
    if (violations.length) process.exitCode = 1;
  } finally {
    await database.close();
    if (!env.KEEP_BENCH_DB) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
