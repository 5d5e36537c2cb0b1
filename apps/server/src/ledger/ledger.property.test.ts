import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { openTestDatabase } from '../test/db.js';
import {
  type AccountRef,
  checkLedgerInvariants,
  createAccountGates,
  getUserBalances,
  type HoldResult,
  hold,
  postHold,
  type TransferResult,
  transfer,
  voidHold,
} from './index.js';
import { createFundedUser } from './testing.js';

// Random interleavings of transfers, holds, posts, voids and repeated keys, run in concurrent
// batches, checked against a model built from the outcomes: whatever order the database chose, user
// balances must equal the model, each key has one effect, each hold one resolution, and the
// invariants hold. Only user balances are modelled: on the shared PostgreSQL test database other
// files move the system accounts concurrently (the invariant check covers those).

const USERS = 3;
const PARTIES = USERS + 2; // the users' deposits, then two system accounts
const party = (i: number, users: number[]): AccountRef =>
  i < USERS ? { userId: users[i]!, kind: 'deposit' } : i === USERS ? 'revenue' : 'supplier';

type Op =
  | { t: 'transfer'; from: number; to: number; amount: number; slot: number }
  | { t: 'hold'; from: number; amount: number; slot: number }
  | { t: 'post'; hold: number; share: number; to: number }
  | { t: 'void'; hold: number };

const amount = fc.integer({ min: 1, max: 3_000 });
const slot = fc.integer({ min: 0, max: 15 }); // few key slots, so keys repeat often
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      from: fc.nat(PARTIES - 1),
      to: fc.nat(PARTIES - 2),
      amount,
      slot,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('hold' as const), from: fc.nat(USERS - 1), amount, slot }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('post' as const),
      hold: fc.nat(50),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
      to: fc.nat(PARTIES - 1),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('void' as const), hold: fc.nat(50) }) },
);
const scenario = fc.record({
  funding: fc.array(fc.integer({ min: 0, max: 6_000 }), { minLength: USERS, maxLength: USERS }),
  ops: fc.array(opArb, { minLength: 40, maxLength: 80 }),
  batch: fc.integer({ min: 1, max: 8 }),
  // the per-account cap in front of PostgreSQL (account-gate.ts): none means raw contention
  cap: fc.constantFrom(1, 2, 4, Number.POSITIVE_INFINITY),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 16 });
});

it('keeps the ledger consistent under random concurrent movements', async () => {
  const { db } = database;
  await fc.assert(
    fc.asyncProperty(scenario, async ({ funding, ops, batch, cap }) => {
      const gates = createAccountGates(cap);
      const run = randomUUID();
      const users = await Promise.all(funding.map((d) => createFundedUser(db, d)));
      const model = [...funding];
      const holds: { holdId: number; from: number; amount: number }[] = [];
      const firstTransfer = new Map<string, number>(); // key -> transfer id
      const firstHold = new Map<string, number>(); // key -> hold id
      const resolution = new Map<number, HoldResult>();

      for (let i = 0; i < ops.length; i += batch) {
        const known = [...holds]; // post/void only target holds placed in earlier batches
        const slice = ops.slice(i, i + batch);
        const calls = slice.map(async (op) => {
          if (op.t === 'transfer') {
            const to = op.to >= op.from ? op.to + 1 : op.to; // never the same account
            const key = `${run}:t:${op.slot}`;
            const r = await transfer(
              db,
              {
                key,
                debit: party(op.from, users),
                credit: party(to, users),
                amount: op.amount,
                kind: 'p2p',
              },
              gates,
            );
            return { op, key, to, r };
          }
          if (op.t === 'hold') {
            const key = `${run}:h:${op.slot}`;
            return {
              op,
              key,
              r: await hold(
                db,
                { key, source: party(op.from, users), amount: op.amount, kind: 'purchase' },
                gates,
              ),
            };
          }
          const target = known[op.hold % Math.max(known.length, 1)];
          if (!target) return null;
          if (op.t === 'void') return { op, target, r: await voidHold(db, target.holdId, gates) };
          const postAmount = Math.max(1, Math.ceil(target.amount * op.share));
          return {
            op,
            target,
            r: await postHold(db, target.holdId, { credit: party(op.to, users), amount: postAmount }, gates),
          };
        });
        const settled = await Promise.allSettled(calls);
        settled.forEach((s, j) => {
          if (s.status === 'fulfilled') return;
          // the only acceptable failure is a debit the balance does not cover; run one at a time,
          // the model knows the balance and can tell whether the refusal was right
          if (!(s.reason instanceof AppError && s.reason.code === 'insufficient_balance')) throw s.reason;
          const op = slice[j] as Extract<Op, { from: number }>;
          expect(op.from).toBeLessThan(USERS);
          if (batch === 1) expect(model[op.from]).toBeLessThan(op.amount);
        });
        const done = settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
        // first effects, then replays (which must point at an effect of this or an earlier batch)
        for (const d of done.filter((x) => !x.r.replayed)) {
          if (d.op.t === 'transfer') {
            const r = d.r as TransferResult;
            expect(firstTransfer.has(d.key!)).toBe(false);
            firstTransfer.set(d.key!, r.transferId);
            if (d.op.from < USERS) model[d.op.from]! -= d.op.amount;
            if (d.to! < USERS) model[d.to!]! += d.op.amount;
          } else if (d.op.t === 'hold') {
            const r = d.r as HoldResult;
            expect(firstHold.has(d.key!)).toBe(false);
            firstHold.set(d.key!, r.holdId);
            holds.push({ holdId: r.holdId, from: d.op.from, amount: d.op.amount });
            model[d.op.from]! -= d.op.amount;
          } else {
            const r = d.r as HoldResult;
            expect(resolution.has(r.holdId)).toBe(false);
            resolution.set(r.holdId, r);
            model[d.target!.from]! += r.releasedAmount;
            if (d.op.t === 'post' && d.op.to < USERS) model[d.op.to]! += r.postedAmount;
          }
        }
        for (const d of done.filter((x) => x.r.replayed)) {
          if (d.op.t === 'transfer')
            expect((d.r as TransferResult).transferId).toBe(firstTransfer.get(d.key!));
          else if (d.op.t === 'hold') expect((d.r as HoldResult).holdId).toBe(firstHold.get(d.key!));
          else expect(d.r).toEqual({ ...resolution.get((d.r as HoldResult).holdId), replayed: true });
        }
      }

      const balances = await Promise.all(users.map((u) => getUserBalances(db, u)));
      expect(balances.map((b) => b.deposit)).toEqual(model);
      expect(model.every((b) => b >= 0)).toBe(true);
      expect(await checkLedgerInvariants(database)).toEqual([]);
    }),
    { numRuns: 60 },
  );
  // ~5 s on PGlite and a quiet PostgreSQL, but 45 s+ on PostgreSQL when the 2 cores are shared with
  // other suites: 60 runs of up to 80 concurrent movements each, with an invariant check per run.
}, 240_000);
