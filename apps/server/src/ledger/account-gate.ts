import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { AccountRef } from './accounts.js';

/**
 * A per-process cap on in-flight ledger statements per account. PostgreSQL serializes updates of one
 * balance row anyway; what it does badly is queueing many backends on that row (tuple lock + xact
 * lock hand-offs, re-checks, a longer version chain). Measured on the 2-core bench machine, one hot
 * account moved ~1,300 transfers/s with 32 connections queued on it and ~2,500/s with 2-4
 * (bench/ledger/README.md). So a statement first takes a slot on each account it touches, here in
 * memory, and PostgreSQL sees only a few contenders per row. Correctness never depends on this: the
 * guarded debit in SQL is the rule; this only shapes the queue. With several server instances each
 * has its own slots.
 *
 * Inside a transaction the gate is skipped: a transaction may already hold row locks, and waiting
 * here for a slot whose holder waits on those locks would be a deadlock PostgreSQL cannot see.
 * Slots are taken in sorted key order, so two statements can never wait on each other's slots.
 */
let limit = 4;

/** Sets the cap (Infinity disables the gate); for benchmarks and tests that want raw contention. */
export function setAccountConcurrency(max: number): void {
  if (!(max >= 1)) throw new RangeError('account concurrency must be at least 1');
  limit = max;
}

interface Gate {
  active: number;
  waiting: (() => void)[];
}

// Per database handle, so that separate databases (tests, bench) never share slots.
const gatesByDb = new WeakMap<object, Map<string, Gate>>();

const keyOf = (ref: AccountRef) => (typeof ref === 'string' ? ref : `${ref.kind}:${ref.userId}`);

export async function withAccountSlots<T>(
  db: Db,
  accounts: AccountRef[],
  work: () => Promise<T>,
): Promise<T> {
  if (limit === Number.POSITIVE_INFINITY || db instanceof PgTransaction) return work();
  let gates = gatesByDb.get(db);
  if (!gates) {
    gates = new Map();
    gatesByDb.set(db, gates);
  }
  const keys = [...new Set(accounts.map(keyOf))].sort();
  const taken: string[] = [];
  try {
    for (const key of keys) {
      await acquire(gates, key);
      taken.push(key);
    }
    return await work();
  } finally {
    for (const key of taken.reverse()) release(gates, key);
  }
}

async function acquire(gates: Map<string, Gate>, key: string): Promise<void> {
  let gate = gates.get(key);
  if (!gate) {
    gate = { active: 0, waiting: [] };
    gates.set(key, gate);
  }
  if (gate.active < limit) {
    gate.active++;
    return;
  }
  // the releasing holder hands its slot over directly (active stays the same), keeping FIFO order
  await new Promise<void>((resolve) => gate.waiting.push(resolve));
}

function release(gates: Map<string, Gate>, key: string): void {
  const gate = gates.get(key)!;
  const next = gate.waiting.shift();
  if (next) {
    next();
    return;
  }
  gate.active--;
  if (gate.active === 0) gates.delete(key);
}
