import { beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../ledger/index.js';
import { jakartaDay } from '../../lib/time.js';
import type { TestApp } from '../../test/app.js';
import { count, depositApp, member } from '../../test/deposit-world.js';
import { setPermission } from '../admin/index.js';
import { setDepositSetting } from '../deposit/index.js';
import { setSiteSetting } from '../site/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await depositApp();
});

describe('deposit transfer', () => {
  it('needs the site switch and the member’s permission (403 otherwise)', async () => {
    const sender = await member(t, { deposit: 100_000 });
    const receiver = await member(t, { name: 'Siti Aminah' });
    const body = { phone: receiver.hp, amount: 10_000, password: sender.password };
    const denied = await sender.b.post('/api/v1/deposit/transfer', body);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to transfer deposit');
    expect((await sender.b.post('/api/v1/deposit/transfer/check', { phone: receiver.hp })).status).toBe(403);

    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    await setDepositSetting(t.database.db, 'allow_deposit_transfer', 'false');
    const off = await sender.b.post('/api/v1/deposit/transfer', body);
    await setDepositSetting(t.database.db, 'allow_deposit_transfer', 'true');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Deposit transfer is not available');
    // The site flag allowTransfer is the other switch: off there, off everywhere.
    await setSiteSetting(t.database.db, 'allow_transfer', 'false');
    const siteOff = await sender.b.post('/api/v1/deposit/transfer', body);
    const siteOffCheck = await sender.b.post('/api/v1/deposit/transfer/check', { phone: receiver.hp });
    const config = (await sender.b.get('/api/v1/site/config')).body.data;
    await setSiteSetting(t.database.db, 'allow_transfer', 'true');
    expect(config.allowTransfer).toBe(false);
    expect(siteOff.status).toBe(403);
    expect(siteOff.body.message).toBe('Deposit transfer is not available');
    expect(siteOffCheck.status).toBe(403);
    expect((await sender.balances()).deposit).toBe(100_000);
    expect(await count(t, 'deposit_transfers', 'sender_id = $1', [sender.id])).toBe(0);
    // Both switches on and the permission: allowed.
    const on = await sender.b.post('/api/v1/deposit/transfer', body);
    expect(on.status).toBe(201);
    expect((await sender.balances()).deposit).toBe(90_000);
  });

  it('checks the receiver: an active member other than oneself', async () => {
    const sender = await member(t);
    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    const receiver = await member(t, { name: 'Siti Aminah' });
    const ok = await sender.b.post('/api/v1/deposit/transfer/check', {
      phone: receiver.hp.replace(/^0/, '+62'),
    });
    expect(ok.body).toEqual({ data: { phone: receiver.hp, receiver_name: 'Siti Aminah' } });
    const self = await sender.b.post('/api/v1/deposit/transfer/check', { phone: sender.hp });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({
      code: 'transfer_to_self',
      message: 'You cannot transfer deposit to your own account',
    });
    expect(self.body.errors).toEqual({
      phone: [{ code: 'transfer_to_self', message: 'Anda tidak bisa mentransfer deposit ke akun sendiri.' }],
    });
    const nobody = await sender.b.post('/api/v1/deposit/transfer/check', { phone: '081999000111' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('Customer Information Not Found');
    expect(nobody.body.errors).toEqual({
      phone: [{ code: 'transfer_receiver_not_found', message: 'Akun penerima tidak ditemukan.' }],
    });
    await t.database.query(`UPDATE users SET status = 'non_active' WHERE id = $1`, [receiver.id]);
    expect((await sender.b.post('/api/v1/deposit/transfer/check', { phone: receiver.hp })).status).toBe(404);
  });

  it('counts receiver look-ups: the 31st in 10 minutes gets 429 and no name', async () => {
    const sender = await member(t, { deposit: 10_000 });
    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    const receiver = await member(t, { name: 'Rahasia Sekali' });
    for (let i = 0; i < 30; i++) {
      const r = await sender.b.post('/api/v1/deposit/transfer/check', { phone: receiver.hp });
      expect(r.status).toBe(200);
    }
    const limited = await sender.b.post('/api/v1/deposit/transfer/check', { phone: receiver.hp });
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.body)).not.toContain('Rahasia');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('refuses a wrong password and an overdraft with 422, moving nothing', async () => {
    const sender = await member(t, { deposit: 20_000 });
    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    const receiver = await member(t);
    const wrong = await sender.b.post('/api/v1/deposit/transfer', {
      phone: receiver.hp,
      amount: 5_000,
      password: 'bukan-ini',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Wrong Password');
    expect(wrong.body.errors).toEqual({
      password: [{ code: 'wrong_password', message: 'Kata sandi salah.' }],
    });
    const over = await sender.b.post('/api/v1/deposit/transfer', {
      phone: receiver.hp,
      amount: 21_000,
      password: sender.password,
    });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      code: 'insufficient_balance',
      message: 'Insufficient deposit balance',
      errors: { amount: [{ code: 'insufficient_balance', message: 'Saldo deposit tidak mencukupi.' }] },
    });
    expect((await sender.balances()).deposit).toBe(20_000);
    expect((await receiver.balances()).deposit).toBe(0);
    expect(await count(t, 'deposit_transfers', 'sender_id = $1', [sender.id])).toBe(0);
  });

  it('moves the amount, answers with code and date, and shows in both histories and notifications', async () => {
    const sender = await member(t, { deposit: 100_000, name: 'Budi Santoso' });
    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    const receiver = await member(t, { deposit: 5_000, name: 'Siti Aminah' });
    const res = await sender.b.post('/api/v1/deposit/transfer', {
      phone: receiver.hp,
      amount: 25_000,
      note: ' bayar pulsa ',
      password: sender.password,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 25_000,
      phone: receiver.hp,
      receiver_name: 'Siti Aminah',
      note: 'bayar pulsa',
    });
    const { code } = res.body.data;
    expect(code).toMatch(/^TRF\d{14}$/);
    expect((await sender.balances()).deposit).toBe(75_000);
    expect((await receiver.balances()).deposit).toBe(30_000);

    const out = (await sender.b.get('/api/v1/deposit/history')).body.data[0];
    expect(out).toMatchObject({
      kind: 'transfer_out',
      amount: 25_000,
      direction: 'debit',
      start_balance: 100_000,
      end_balance: 75_000,
      reference: code,
    });
    const inn = (await receiver.b.get('/api/v1/deposit/history')).body.data[0];
    expect(inn).toMatchObject({
      kind: 'transfer_in',
      direction: 'credit',
      start_balance: 5_000,
      end_balance: 30_000,
    });
    const titles = await t.database.query<{ user_id: number; title: string }>(
      `SELECT user_id, title FROM notifications WHERE data->>'code' = $1 ORDER BY user_id`,
      [code],
    );
    expect(titles).toEqual([
      { user_id: sender.id, title: 'Transfer deposit Rp 25.000 ke Siti Aminah berhasil' },
      { user_id: receiver.id, title: 'Deposit Rp 25.000 masuk dari Budi Santoso' },
    ]);
  });
});

describe('Idempotency-Key', () => {
  it('maps one key of one user to one transfer: a repeat answers the first and moves nothing', async () => {
    const sender = await member(t, { deposit: 100_000 });
    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    const receiver = await member(t);
    const body = { phone: receiver.hp, amount: 10_000, password: sender.password };
    const key = { 'idempotency-key': 'trf-once-1' };
    const first = await sender.b.post('/api/v1/deposit/transfer', body, key);
    expect(first.status).toBe(201);
    // A retry, even with another amount, is the same operation.
    const again = await sender.b.post('/api/v1/deposit/transfer', { ...body, amount: 20_000 }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await sender.balances()).deposit).toBe(90_000);
    expect((await receiver.balances()).deposit).toBe(10_000);
    expect(await count(t, 'deposit_transfers', 'sender_id = $1', [sender.id])).toBe(1);
    expect(await count(t, 'notifications', 'user_id = $1', [receiver.id])).toBe(1);
    // Concurrent requests with one fresh key: one movement, one answer. (Five: more than five
    // password checks at once from one device wait for a slot of the password guard — 429.)
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        sender.b.post('/api/v1/deposit/transfer', body, { 'idempotency-key': 'trf-burst-2' }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(burst.map((r) => r.body.data.code)).size).toBe(1);
    expect((await sender.balances()).deposit).toBe(80_000);
    expect((await receiver.balances()).deposit).toBe(20_000);
    expect(await count(t, 'deposit_transfers', 'sender_id = $1', [sender.id])).toBe(2);
    // Another key is another transfer; the same key of another user is that user's own.
    const other = await sender.b.post('/api/v1/deposit/transfer', body, { 'idempotency-key': 'trf-3' });
    expect(other.body.data.code).not.toBe(first.body.data.code);
    const third = await member(t, { deposit: 50_000 });
    await setPermission(t.deps, third.hp, 'deposit_transfer', true);
    const theirs = await third.b.post('/api/v1/deposit/transfer', { ...body, password: third.password }, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.code).not.toBe(first.body.data.code);
    expect((await third.balances()).deposit).toBe(40_000);
    expect((await receiver.balances()).deposit).toBe(40_000);
  });

  it('retries a failed request as new: nothing was kept', async () => {
    const sender = await member(t, { deposit: 5_000 });
    await setPermission(t.deps, sender.hp, 'deposit_transfer', true);
    const receiver = await member(t);
    const key = { 'idempotency-key': 'trf-after-failure' };
    const body = { phone: receiver.hp, amount: 10_000, password: sender.password };
    expect((await sender.b.post('/api/v1/deposit/transfer', body, key)).status).toBe(422);
    expect((await sender.b.post('/api/v1/deposit/transfer', { ...body, amount: 5_000 }, key)).status).toBe(
      201,
    );
    expect((await receiver.balances()).deposit).toBe(5_000);
  });

  it('maps one key to one cashback redemption, sequential or concurrent', async () => {
    const m = await member(t, { deposit: 1_000, cashback: 10_000 });
    const key = { 'idempotency-key': 'rdm-once-1' };
    const first = await m.b.post('/api/v1/cashback/redeem', { amount: 2_000 }, key);
    expect(first.status).toBe(201);
    const again = await m.b.post('/api/v1/cashback/redeem', { amount: 2_000 }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await m.balances()).toMatchObject({ deposit: 3_000, cashback: 8_000 });
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        m.b.post('/api/v1/cashback/redeem', { amount: 3_000 }, { 'idempotency-key': 'rdm-burst-2' }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(burst.map((r) => r.body.data.code)).size).toBe(1);
    expect(burst[0]!.body.data).toMatchObject({ cashback_before: 8_000, cashback_after: 5_000 });
    expect(await m.balances()).toMatchObject({ deposit: 6_000, cashback: 5_000 });
    expect(await count(t, 'cashback_redeems', 'user_id = $1', [m.id])).toBe(2);
  });
});

describe('cashback redeem', () => {
  it('moves cashback into the deposit and answers both balances before and after', async () => {
    const m = await member(t, { deposit: 10_000, cashback: 5_250 });
    const res = await m.b.post('/api/v1/cashback/redeem', { amount: 3_250 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 3_250,
      cashback_before: 5_250,
      cashback_after: 2_000,
      deposit_before: 10_000,
      deposit_after: 13_250,
    });
    expect(res.body.data.code).toMatch(/^RDM\d{14}$/);
    const over = await m.b.post('/api/v1/cashback/redeem', { amount: 2_001 });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      code: 'insufficient_cashback',
      message: 'Insufficient cashback balance',
      errors: { amount: [{ code: 'insufficient_cashback', message: 'Saldo cashback tidak mencukupi.' }] },
    });
    expect(await m.balances()).toMatchObject({ deposit: 13_250, cashback: 2_000 });

    const cashback = (await m.b.get('/api/v1/cashback/history')).body;
    expect(cashback.data.map((h: { kind: string; direction: string }) => `${h.kind}:${h.direction}`)).toEqual(
      ['cashback_redeem:debit', 'cashback:credit'],
    );
    expect((await m.b.get('/api/v1/deposit/history')).body.data[0]).toMatchObject({
      kind: 'cashback_redeem',
      direction: 'credit',
      amount: 3_250,
      start_balance: 10_000,
      end_balance: 13_250,
    });
  });
});

describe('wallet history', () => {
  it('pages newest first with Jakarta-date filters', async () => {
    const m = await member(t);
    for (let i = 1; i <= 5; i++) {
      await transfer(t.database.db, {
        key: `test:history:${m.id}:${i}`,
        debit: 'gateway:bank_transfer',
        credit: { userId: m.id, kind: 'deposit' },
        amount: i * 1_000,
        kind: 'deposit_topup',
        reference: `DEP${i}`,
      });
    }
    const first = (await m.b.get('/api/v1/deposit/history?per_page=2')).body;
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, total: 5 });
    expect(first.data.map((h: { reference: string }) => h.reference)).toEqual(['DEP5', 'DEP4']);
    expect(first.data[0]).toMatchObject({
      kind: 'deposit_topup',
      start_balance: 10_000,
      end_balance: 15_000,
    });
    const last = (await m.b.get('/api/v1/deposit/history?per_page=2&page=3')).body;
    expect(last.data.map((h: { reference: string }) => h.reference)).toEqual(['DEP1']);
    const today = jakartaDay();
    const tomorrow = jakartaDay(new Date(Date.now() + 86_400_000));
    expect((await m.b.get(`/api/v1/deposit/history?from=${today}&to=${today}`)).body.meta.total).toBe(5);
    expect((await m.b.get(`/api/v1/deposit/history?from=${tomorrow}`)).body.meta.total).toBe(0);
    expect((await m.b.get('/api/v1/deposit/history?from=kemarin')).status).toBe(422);
    // Nobody else's movements.
    expect((await (await member(t)).b.get('/api/v1/deposit/history')).body.meta.total).toBe(0);
  });
});
