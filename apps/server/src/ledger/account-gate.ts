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
 *
 * The process has one (`deps.accountGates`, built by createDeps); tests and benchmarks build their
 * own, so separate databases never share slots.
 */
export interface AccountGates {
  /** Runs `work` holding a slot on each account (at once inside a transaction or when disabled). */
  run<T>(db: Db, accounts: AccountRef[], work: () => Promise<T>): Promise<T>;
  /** Sets the cap (Infinity disables the gate); for benchmarks and tests that want raw contention. */
  setLimit(max: number): void;
  readonly limit: number;
}

interface Gate {
  active: number;
  waiting: (() => void)[];
}

const keyOf = (ref: AccountRef) => (typeof ref === 'string' ? ref : `${ref.kind}:${ref.userId}`);

/** New gates with `limit` slots per account (default 4, the measured sweet spot). */
export function createAccountGates(limit = 4): AccountGates {
  checkLimit(limit);
  let max = limit;
  const gates = new Map<string, Gate>();

  async function acquire(key: string): Promise<void> {
    let gate = gates.get(key);
    if (!gate) {
      gate = { active: 0, waiting: [] };
      gates.set(key, gate);
    }
    if (gate.active < max) {
      gate.active++;
      return;
    }
    // the releasing holder hands its slot over directly (active stays the same), keeping FIFO order
    const g = gate;
    await new Promise<void>((resolve) => g.waiting.push(resolve));
  }

  function release(key: string): void {
    const gate = gates.get(key)!;
    const next = gate.waiting.shift();
    if (next) {
      next();
      return;
    }
    gate.active--;
    if (gate.active === 0) gates.delete(key);
  }

  return {
    get limit() {
      return max;
    },
    setLimit(n: number) {
      checkLimit(n);
      max = n;
    },
    async run<T>(db: Db, accounts: AccountRef[], work: () => Promise<T>): Promise<T> {
      if (max === Number.POSITIVE_INFINITY || db instanceof PgTransaction) return work();
      const keys = [...new Set(accounts.map(keyOf))].sort();
      const taken: string[] = [];
      try {
        for (const key of keys) {
          await acquire(key);
          taken.push(key);
        }
        return await work();
      } finally {
        for (const key of taken.reverse()) release(key);
      }
    },
  };
}

function checkLimit(max: number): void {
  if (!(max >= 1)) throw new RangeError('account concurrency must be at least 1');
}

/** No gate: movements go straight to PostgreSQL (a caller inside a transaction, or one without gates). */
export const ungated: AccountGates = {
  limit: Number.POSITIVE_INFINITY,
  setLimit() {
    throw new Error('the ungated gates have no limit to set; create gates with createAccountGates');
  },
  run: (_db, _accounts, work) => work(),
};
