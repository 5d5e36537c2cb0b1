import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../lib/realtime.js';
import { jakartaDay } from '../../lib/time.js';
import { formatWibTime } from '../../providers/payment/wire.js';
import type { TestApp } from '../../test/app.js';
import {
  beforeTheCutOff,
  count,
  deliver,
  depositApp,
  type Member,
  member,
  mootaMutation,
  requestBankTopup,
  sign,
} from '../../test/deposit-world.js';
import { findUserById } from '../auth/index.js';
import { applyMutations, creditPaidTopups, expireTopups } from './mutation.service.js';
import type { VerifiedMutation } from './mutation-webhook.js';
import { createTopup } from './topup.service.js';

let t: TestApp;
beforeTheCutOff();

beforeAll(async () => {
  t = await depositApp();
});

const topup = async (m: Member, code: string) => (await m.b.get(`/api/v1/deposit/topup/${code}`)).body.data;

function events(userId: number) {
  const seen: RealtimeEvent[] = [];
  const stop = t.deps.bus.subscribe((e) => {
    if (e.userId === userId && e.event === 'deposit.updated') seen.push(e);
  });
  return { seen, stop };
}

describe('bank-mutation webhook', () => {
  it('credits the one open request of that total, once, however often the delivery is replayed', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 50_000);
    const live = events(m.id);
    const body = JSON.stringify([mootaMutation({ amount: r.total })]);
    for (let i = 0; i < 1000; i++) {
      const res = await deliver(t, body);
      expect(res.statusCode).toBe(200);
    }
    live.stop();
    // The unique code is deposit too: what was transferred, less the (zero) fee.
    expect((await m.balances()).deposit).toBe(r.total);
    expect(await topup(m, r.code)).toMatchObject({ status: 'success', credited_amount: r.total });
    expect(
      await count(t, 'payment_events', "provider = 'bank_mutation' AND payload->0->>'amount' = $1", [
        String(r.total),
      ]),
    ).toBe(1);
    expect(await count(t, 'ledger_transfers', 'key = $1', [`deposit:${r.code}`])).toBe(1);
    expect(await count(t, 'notifications', "user_id = $1 AND type = 'deposit' AND status = 1", [m.id])).toBe(
      1,
    );
    const [note] = await t.database.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1',
      [m.id],
    );
    expect(note!.title).toBe(`Deposit Rp ${r.total.toLocaleString('id-ID')} berhasil`);
    expect(live.seen).toHaveLength(1);
    expect(live.seen[0]!.payload).toMatchObject({ code: r.code, status: 'success', deposit: r.total });
  });

  it('credits once when duplicates arrive at the same time (same body, and re-sent bodies of one mutation)', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 75_000);
    const mutation = mootaMutation({ amount: r.total });
    const same = JSON.stringify([mutation]);
    const resent = (i: number) =>
      JSON.stringify([{ ...mutation, updated_at: `${mutation.updated_at}`, note: `push ${i}` }]);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(t, same)),
      ...Array.from({ length: 20 }, (_, i) => deliver(t, resent(i))),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await m.balances()).deposit).toBe(r.total);
    expect(await count(t, 'bank_mutations', 'mutation_id = $1', [mutation.mutation_id])).toBe(1);
  });

  it('lets only one of two transfers of the same amount pay the request; the other waits unmatched', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 60_000);
    const [a, b] = [mootaMutation({ amount: r.total }), mootaMutation({ amount: r.total })];
    await Promise.all([deliver(t, JSON.stringify([a])), deliver(t, JSON.stringify([b]))]);
    expect((await m.balances()).deposit).toBe(r.total);
    const rows = await t.database.query<{ status: string }>(
      'SELECT status FROM bank_mutations WHERE mutation_id IN ($1, $2) ORDER BY status',
      [a.mutation_id, b.mutation_id],
    );
    expect(rows.map((x) => x.status)).toEqual(['matched', 'unmatched']);
  });

  it('refuses a wrong signature with 401 and records nothing', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 40_000);
    const body = JSON.stringify([mootaMutation({ amount: r.total })]);
    const before = [await count(t, 'payment_events'), await count(t, 'bank_mutations')];
    for (const signature of ['0'.repeat(64), 'nonsense', '']) {
      expect((await deliver(t, body, signature)).statusCode).toBe(401);
    }
    const forged = await deliver(t, body, sign(body, 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'invalid signature', code: 'invalid_signature' });
    expect([await count(t, 'payment_events'), await count(t, 'bank_mutations')]).toEqual(before);
    expect((await topup(m, r.code)).status).toBe('pending');
  });

  it('keeps an amount that matches no request as unmatched, ignores debits and other banks', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 30_000);
    const wrong = mootaMutation({ amount: r.total + 1 });
    const nominalOnly = mootaMutation({ amount: 30_000 });
    const debit = mootaMutation({ amount: r.total, type: 'DB' });
    const sharia = {
      ...mootaMutation({ amount: r.total }),
      bank: { bank_type: 'bcaSyariah', account_number: '1' },
    };
    const res = await deliver(t, JSON.stringify([wrong, nominalOnly, debit, sharia]));
    expect(res.json()).toMatchObject({ received: true, duplicate: false, mutations: 4 });
    const status = async (id: string) =>
      (
        await t.database.query<{ status: string }>(
          'SELECT status FROM bank_mutations WHERE mutation_id = $1',
          [id],
        )
      )[0]!.status;
    expect(await status(wrong.mutation_id)).toBe('unmatched');
    expect(await status(nominalOnly.mutation_id)).toBe('unmatched');
    expect(await status(debit.mutation_id)).toBe('ignored');
    expect(await status(sharia.mutation_id)).toBe('ignored');
    expect((await topup(m, r.code)).status).toBe('pending');
    expect((await m.balances()).deposit).toBe(0);
  });

  it('does not match an expired request, whether or not the expiry job has run', async () => {
    const m = await member(t);
    const user = (await findUserById(t.database.db, m.id))!;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // Pay-before 24 h: one closed 2 h ago (the job has run since), one 5 minutes ago (not yet).
    const swept = await createTopup(
      t.deps,
      user,
      { nominal: 11_000, method: 'bank_transfer:bca' },
      { now: ago(26 * 60) },
    );
    const unswept = await createTopup(
      t.deps,
      user,
      { nominal: 12_000, method: 'bank_transfer:bca' },
      { now: ago(24 * 60 + 5) },
    );
    expect(await expireTopups(t.deps, ago(60))).toBeGreaterThanOrEqual(1);
    expect((await topup(m, swept.code)).status).toBe('expired');
    expect((await topup(m, unswept.code)).status).toBe('pending');
    const res = await deliver(
      t,
      JSON.stringify([mootaMutation({ amount: swept.total }), mootaMutation({ amount: unswept.total })]),
    );
    expect(res.statusCode).toBe(200);
    expect((await m.balances()).deposit).toBe(0);
    expect(
      await count(t, 'bank_mutations', "amount IN ($1, $2) AND status = 'unmatched'", [
        swept.total,
        unswept.total,
      ]),
    ).toBe(2);
    // The job then marks the other one expired too.
    expect(await expireTopups(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await topup(m, unswept.code)).status).toBe('expired');
    // Each expiry told the user with a failed (status 2) notification, once.
    const notes = await t.database.query<{ title: string; status: number; data: { code: string } }>(
      `SELECT title, status, data FROM notifications WHERE user_id = $1 AND type = 'deposit' ORDER BY id`,
      [m.id],
    );
    expect(notes).toEqual([
      { title: 'Deposit Rp 11.000 kedaluwarsa', status: 2, data: { code: swept.code, status: 'expired' } },
      { title: 'Deposit Rp 12.000 kedaluwarsa', status: 2, data: { code: unswept.code, status: 'expired' } },
    ]);
    await expireTopups(t.deps);
    expect(await count(t, 'notifications', "user_id = $1 AND type = 'deposit'", [m.id])).toBe(2);
  });
});

describe('the 21:30 cut-off', () => {
  it('marks a late request paid that evening and credits it on its credit day, once', async () => {
    const m = await member(t);
    const user = (await findUserById(t.database.db, m.id))!;
    const day = jakartaDay();
    const at = (time: string, plusDays = 0) =>
      new Date(new Date(`${day}T${time}+07:00`).getTime() + plusDays * 86_400_000);
    const r = await createTopup(
      t.deps,
      user,
      { nominal: 20_000, method: 'bank_transfer:permata' },
      { now: at('21:45:00') },
    );
    const tomorrow = jakartaDay(at('12:00:00', 1));
    expect(r.creditOn).toBe(tomorrow);
    const paid: VerifiedMutation = {
      mutationId: `late-${r.code}`,
      bankCode: 'permata',
      accountNumber: '4102345678',
      amount: r.total,
      type: 'credit',
      description: formatWibTime(at('21:50:00')),
      occurredAt: at('21:50:00'),
    };
    const first = await applyMutations(t.deps, [paid], { now: at('21:52:00') });
    expect(first.applied).toEqual([{ mutationId: paid.mutationId, outcome: 'paid', code: r.code }]);
    expect(await topup(m, r.code)).toMatchObject({ status: 'pending', credited_on: tomorrow });
    expect((await topup(m, r.code)).paid_at).not.toBeNull();
    expect((await m.balances()).deposit).toBe(0);

    expect(await creditPaidTopups(t.deps, at('23:59:00'))).toBe(0);
    expect(await creditPaidTopups(t.deps, at('00:01:00', 1))).toBe(1);
    expect(await creditPaidTopups(t.deps, at('00:02:00', 1))).toBe(0);
    expect(await topup(m, r.code)).toMatchObject({ status: 'success', credited_amount: r.total });
    expect((await m.balances()).deposit).toBe(r.total);
  });

  it('credits at once a request made before 21:30', async () => {
    const m = await member(t);
    const user = (await findUserById(t.database.db, m.id))!;
    const now = new Date(`${jakartaDay()}T21:29:59+07:00`);
    const r = await createTopup(t.deps, user, { nominal: 15_000, method: 'bank_transfer:bca' }, { now });
    expect(r.creditOn).toBe(jakartaDay(now));
    const { applied } = await applyMutations(
      t.deps,
      [
        {
          mutationId: `early-${r.code}`,
          bankCode: 'bca',
          accountNumber: '8720123456',
          amount: r.total,
          type: 'credit',
          description: '',
          occurredAt: now,
        },
      ],
      { now: new Date(now.getTime() + 60_000) },
    );
    expect(applied[0]!.outcome).toBe('credited');
    expect((await m.balances()).deposit).toBe(r.total);
  });
});
