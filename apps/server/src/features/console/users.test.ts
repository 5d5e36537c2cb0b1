import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../ledger/index.js';
import { registered } from '../../test/kit.js';
import { parseUserSearch, userSearchQuery } from '../admin/index.js';
import { type UsersWorld, usersWorld } from './users-world.js';

// The console's Users pages, reading (issue 18): the search by phone, e-mail, name and referral
// code (index ranges, never a scan), a user's detail with wallets, upline and downlines, the
// ledger history, and who may read what — on the real database through the HTTP API.

let w: UsersWorld;
beforeAll(async () => {
  w = await usersWorld();
});
afterAll(async () => {
  await w.t.app.close();
});

const referralCode = async (id: number) =>
  (
    await w.t.database.query<{ referal_code: string }>('SELECT referal_code FROM users WHERE id = $1', [id])
  )[0]!.referal_code;

describe('user search', () => {
  let sekar: Awaited<ReturnType<typeof registered>>;
  let other: Awaited<ReturnType<typeof registered>>;
  beforeAll(async () => {
    sekar = await registered(w.t, {
      fields: { name: 'Sekar Ayu Lestari', email: 'sekar.ayu@example.com', hp: '081377712345' },
    });
    other = await registered(w.t, {
      fields: { name: 'Bambang Lestari', email: 'bambang@example.com', hp: '081377798765' },
    });
  });

  const search = async (q: string, page?: number) => {
    const res = await w.cs.get(
      `/api/v1/console/users?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: { id: number; email: string }[]; meta: Record<string, number> };
  };
  const ids = async (q: string) => (await search(q)).data.map((u) => u.id);

  it('finds by the phone number in any written form, and by its beginning', async () => {
    expect(await ids('081377712345')).toEqual([sekar.id]);
    expect(await ids('+62 813-7771-2345')).toEqual([sekar.id]);
    expect(await ids('6281377712345')).toEqual([sekar.id]);
    expect(await ids('8137771')).toEqual([sekar.id]);
    // Both share the beginning: newest first.
    expect(await ids('0813777')).toEqual([other.id, sekar.id]);
    // Too short to be a number's beginning ("62" would be every number's): not read as a phone.
    expect(await ids('+62')).toEqual([]);
  });

  it('finds by e-mail, name (beginning or a whole word) and referral code, in any case', async () => {
    expect(await ids('SEKAR.AYU@EX')).toEqual([sekar.id]);
    expect(await ids('sekar.ay')).toEqual([sekar.id]);
    expect(await ids('Sekar Ayu')).toEqual([sekar.id]);
    expect(await ids('lestari')).toEqual([other.id, sekar.id]);
    expect(await ids('lestari sekar')).toEqual([sekar.id]);
    expect(await ids((await referralCode(other.id)).toLowerCase())).toEqual([other.id]);
    expect(await ids('lestar')).toEqual([]);
    // LIKE's wildcards are letters here.
    expect(await ids('%%')).toEqual([]);
    expect(await ids('0813_77')).toEqual([]);
  });

  it('answers the row fields and pages of 20', async () => {
    const found = await search('081377712345');
    expect(found.data[0]).toMatchObject({
      id: sekar.id,
      name: 'Sekar Ayu Lestari',
      email: 'sekar.ayu@example.com',
      hp: '081377712345',
      category: 1,
      status: 'active',
      deletion: null,
    });
    for (let i = 0; i < 21; i++)
      await registered(w.t, { fields: { name: `Paging Person ${String.fromCharCode(65 + i)}` } });
    const first = await search('paging');
    expect(first.meta).toMatchObject({ total: 21, last_page: 2, current_page: 1, per_page: 20 });
    expect(first.data).toHaveLength(20);
    const second = await search('paging', 2);
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.id).toBeLessThan(first.data.at(-1)!.id);
  });

  it('refuses a term shorter than 2 characters with a field error (422)', async () => {
    for (const q of ['', 'a', '  b ']) {
      const res = await w.cs.get(`/api/v1/console/users?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(422);
      expect(res.body.errors.q).toBeDefined();
    }
    expect((await w.cs.get('/api/v1/console/users')).status).toBe(422);
  });

  it('reads each form of the term as one index range: no sequential scan of users', async () => {
    const plans: string[] = [];
    for (const term of ['0813777', 'sekar.ayu@', 'sekar ayu']) {
      const q = userSearchQuery(w.t.database.db, parseUserSearch(term), { limit: 20, offset: 0 }).toSQL();
      // The statement with its values written in (EXPLAIN takes no parameters; the values are ours).
      const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const v = q.params[Number(n) - 1];
        return typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
      });
      // Tiny tables are cheaper to scan: forbid it, so a plan without a usable index still shows one.
      const plan = await w.t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
        return (await tx.execute(sql.raw(`EXPLAIN ${text}`))) as unknown as {
          rows: Record<string, string>[];
        };
      });
      plans.push(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on users/);
      expect(plan).toMatch(/Index/);
    }
    expect(plans[0]).toMatch(/users_hp_prefix_idx/);
    expect(plans[1]).toMatch(/users_email_prefix_idx/);
    expect(plans[2]).toMatch(/users_name_prefix_idx/);
    expect(plans[2]).toMatch(/users_name_words_idx/);
    expect(plans[2]).toMatch(/users_referal_code_upper_key/);
  });

  it('is for customer service, finance and the owner: catalogue 403, a member or visitor 401', async () => {
    expect((await w.finance.get('/api/v1/console/users?q=sekar')).status).toBe(200);
    expect((await w.owner.get('/api/v1/console/users?q=sekar')).status).toBe(200);
    expect((await w.catalogue.get('/api/v1/console/users?q=sekar')).status).toBe(403);
    expect((await sekar.b.get('/api/v1/console/users?q=sekar')).status).toBe(401);
    expect((await w.t.browser().get('/api/v1/console/users?q=sekar')).status).toBe(401);
  });
});

describe('user detail, ledger and downlines', () => {
  it('shows the profile, standing, wallets, upline and downlines', async () => {
    const master = await registered(w.t, { category: 3, deposit: 250_000, cashback: 4_000 });
    const code = await referralCode(master.id);
    const down1 = await registered(w.t, { fields: { referral_code: code } });
    const down2 = await registered(w.t, { fields: { referral_code: code } });

    const res = await w.cs.get(`/api/v1/console/users/${master.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: master.id,
      name: master.name,
      email: master.email,
      hp: master.hp,
      category: 3,
      status: 'active',
      permissions: [],
      referral_code: code,
      pin: { set: false, failed_attempts: 0, locked_until: null },
      deletion: null,
      wallets: { deposit: 250_000, cashback: 4_000, loan: 0 },
      upline: null,
      downline_count: 2,
    });
    // Registered and signed in from one browser: seen just now.
    expect(Date.now() - Date.parse(d.last_seen_at)).toBeLessThan(60_000);
    expect(d.password_hash).toBeUndefined();

    const child = await w.finance.get(`/api/v1/console/users/${down1.id}`);
    expect(child.body.data.upline).toEqual({ id: master.id, name: master.name, hp: master.hp, category: 3 });

    const downlines = await w.finance.get(`/api/v1/console/users/${master.id}/downlines`);
    expect(downlines.status).toBe(200);
    expect(downlines.body.data.map((u: { id: number }) => u.id)).toEqual([down2.id, down1.id]);
    expect(downlines.body.meta.total).toBe(2);
  });

  it('reads each wallet from the ledger, newest first, with balances before and after', async () => {
    const m = await registered(w.t, { deposit: 100_000 });
    await transfer(w.t.database.db, {
      key: `test:cb:${m.id}`,
      debit: 'cashback_expense',
      credit: { userId: m.id, kind: 'cashback' },
      amount: 2_500,
      kind: 'cashback',
    });
    await transfer(w.t.database.db, {
      key: `test:redeem:${m.id}`,
      debit: { userId: m.id, kind: 'cashback' },
      credit: { userId: m.id, kind: 'deposit' },
      amount: 2_000,
      kind: 'cashback_redeem',
    });
    const deposit = await w.finance.get(`/api/v1/console/users/${m.id}/ledger`);
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(deposit.body.meta).toEqual({ wallet: 'deposit', page: 1, per_page: 20, has_more: false });
    expect(
      deposit.body.data.map((e: Record<string, unknown>) => [
        e.kind,
        e.label,
        e.direction,
        e.amount,
        e.balance_before,
        e.balance_after,
      ]),
    ).toEqual([
      ['cashback_redeem', 'cashback_redeem', 'credit', 2_000, 100_000, 102_000],
      ['deposit_topup', 'deposit_topup', 'credit', 100_000, 0, 100_000],
    ]);
    const cashback = await w.cs.get(`/api/v1/console/users/${m.id}/ledger?wallet=cashback`);
    expect(
      cashback.body.data.map((e: { direction: string; amount: number }) => [e.direction, e.amount]),
    ).toEqual([
      ['debit', 2_000],
      ['credit', 2_500],
    ]);
    const loan = await w.cs.get(`/api/v1/console/users/${m.id}/ledger?wallet=loan`);
    expect(loan.body).toEqual({ data: [], meta: { wallet: 'loan', page: 1, per_page: 20, has_more: false } });

    expect((await w.cs.get(`/api/v1/console/users/${m.id}/ledger?wallet=savings`)).status).toBe(422);
    expect((await w.catalogue.get(`/api/v1/console/users/${m.id}/ledger`)).status).toBe(403);
    expect((await w.cs.get('/api/v1/console/users/999999/ledger')).status).toBe(404);
  });

  it('keeps devices and sessions to customer service; an unknown user is 404', async () => {
    const m = await registered(w.t);
    const access = await w.cs.get(`/api/v1/console/users/${m.id}/access`);
    expect(access.status).toBe(200);
    expect(access.body.data.devices).toHaveLength(1);
    expect(access.body.data.devices[0]).toMatchObject({ status: 'trusted', first_login: true, sessions: 1 });
    expect(access.body.data.sessions).toHaveLength(1);
    expect(access.body.data.sessions[0].id).toMatch(/^[0-9a-f]{64}$/);
    // The cookie is the token; the list shows only its hash.
    expect(m.b.cookies.get('konter_session')).not.toBe(access.body.data.sessions[0].id);
    expect((await w.finance.get(`/api/v1/console/users/${m.id}/access`)).status).toBe(403);
    expect((await w.cs.get('/api/v1/console/users/999999')).status).toBe(404);
    expect((await w.cs.get('/api/v1/console/users/999999')).body.code).toBe('console_user_not_found');
  });
});
