import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/db.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import {
  cliSendMoneyApprove,
  cliSendMoneyFee,
  cliSendMoneyReject,
  describeSendMoneyRequests,
} from './send-money.admin.js';

// Send money end to end on a real database and the Digiflazz simulator: the permission request and
// its approval, the purchase refused without it, the paid name check (once per account per day).

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const verify = (m: Buyer) =>
  w.t.database.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [m.id]);
const allow = (m: Buyer) =>
  w.t.database.query("UPDATE users SET permissions = '{send_money}' WHERE id = $1", [m.id]);
const status = async (m: Buyer) => (await m.b.get('/api/v1/prabayar/sendMoney/status')).body.data;
const checkName = (m: Buyer, product_code: string, destination: string) =>
  m.b.post('/api/v1/prabayar/sendMoney/check-name', { product_code, destination });
const transactions = async (m: Buyer) => (await m.b.get('/api/v1/transaction')).body.data as unknown[];
const history = async (m: Buyer) =>
  (await m.b.get('/api/v1/deposit/history')).body.data as {
    kind: string;
    amount: number;
    reference: string;
  }[];
const countChecks = async (userId: number) =>
  Number(
    (
      await w.t.database.query('SELECT count(*)::int AS n FROM send_money_name_checks WHERE user_id = $1', [
        userId,
      ])
    )[0]!.n,
  );
const feeTransfers = async (userId: number) =>
  Number(
    (
      await w.t.database.query(
        `SELECT count(*)::int AS n FROM ledger_transfers t
           WHERE t.meta->>'kind' = 'send_money_name_check'
             AND t.reference IN (SELECT code FROM send_money_name_checks WHERE user_id = $1)`,
        [userId],
      )
    )[0]!.n,
  );

describe('send-money permission', () => {
  it('is requested by a verified member and granted by an administrator, with a notification', async () => {
    const m = await buyer(w.t, 0);
    expect(await status(m)).toEqual({ allowed: false, verified: false, request: null });

    const unverified = await m.b.post('/api/v1/prabayar/sendMoney/request', {});
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('send_money_verify_first');
    expect((await status(m)).request).toBeNull();

    await verify(m);
    const asked = await m.b.post('/api/v1/prabayar/sendMoney/request', {});
    expect(asked.status).toBe(201);
    expect(asked.body.data.status).toBe('pending');
    const again = await m.b.post('/api/v1/prabayar/sendMoney/request', {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('send_money_request_pending');
    expect(await describeSendMoneyRequests(w.t.deps)).toContain(m.u.hp);

    expect(await cliSendMoneyApprove(w.t.deps, m.u.email)).toMatch(/approved/);
    expect(await status(m)).toMatchObject({ allowed: true, verified: true, request: { status: 'approved' } });
    const notes = (await m.b.get('/api/v1/notification')).body.data as { title: string }[];
    expect(notes.map((n) => n.title)).toContain('Izin kirim uang disetujui');
    expect(await describeSendMoneyRequests(w.t.deps)).not.toContain(m.u.hp);
    await expect(cliSendMoneyApprove(w.t.deps, m.u.email)).rejects.toThrow(/No pending send-money request/);
  });

  it('is rejected with a reason the member reads, and may be asked for again', async () => {
    const m = await buyer(w.t, 0);
    await verify(m);
    expect((await m.b.post('/api/v1/prabayar/sendMoney/request', {})).status).toBe(201);
    await expect(cliSendMoneyReject(w.t.deps, m.u.hp, '  ')).rejects.toThrow();
    expect(await cliSendMoneyReject(w.t.deps, m.u.hp, 'Data KTP belum lengkap')).toMatch(/rejected/);
    expect(await status(m)).toMatchObject({
      allowed: false,
      request: { status: 'rejected', reason: 'Data KTP belum lengkap' },
    });
    const notes = (await m.b.get('/api/v1/notification')).body.data as { id: number; title: string }[];
    expect(notes[0]).toMatchObject({ title: 'Pengajuan izin kirim uang ditolak', status: 2 });
    const detail = (await m.b.get(`/api/v1/notification/today/${notes[0]!.id}`)).body.data;
    expect(JSON.stringify(detail)).toContain('Data KTP belum lengkap');
    expect((await m.b.post('/api/v1/prabayar/sendMoney/request', {})).status).toBe(201);
  });
});

describe('sending money', () => {
  it('refuses a send-money purchase without the permission: nothing written, balance unchanged', async () => {
    const m = await buyer(w.t, 200_000);
    const res = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'kubca50',
      destination: '1234567890',
      pin: '112233',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('send_money_not_allowed');
    expect(await m.balances()).toMatchObject({ deposit: 200_000 });
    expect(await transactions(m)).toHaveLength(0);
    const check = await checkName(m, 'kubca50', '1234567890');
    expect(check.status).toBe(403);
    expect(await countChecks(m.id)).toBe(0);
  });

  it('sends money with the permission; the SN carries the transfer reference and the name', async () => {
    const m = await buyer(w.t, 200_000);
    await allow(m);
    const res = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'kubca50',
      destination: '1234567890',
      pin: '112233',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const done = await settled(m.b, res.body.data.ref_id);
    expect(done.status).toBe('success');
    expect(done.serial_number).toMatch(/^TRF\d{16}\/[A-Z ]+$/);
    expect((await m.balances()).deposit).toBe(200_000 - res.body.data.buying_price);
  });
});

describe('recipient name check', () => {
  it('charges the fee once per account per Jakarta day and shows it in the deposit history', async () => {
    const m = await buyer(w.t, 10_000);
    await allow(m);
    const first = await checkName(m, 'kubri50', '123456789012345');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ fee: 500, destination: '123456789012345', brand: 'BRI' });
    expect(first.body.data.name).toMatch(/^[A-Z ]+$/);
    expect(await m.balances()).toMatchObject({ deposit: 9_500 });

    // The same account with another nominal of the same bank: the stored answer, no second fee.
    const again = await checkName(m, 'kubri100', '123456789012345');
    expect(again.body.data).toMatchObject({ name: first.body.data.name, fee: 0 });
    expect(await m.balances()).toMatchObject({ deposit: 9_500 });

    const rows = await history(m);
    expect(rows[0]).toMatchObject({ kind: 'name_check', amount: 500, direction: 'debit' });
    expect(rows[0]!.reference).toMatch(/^CEK\d{14}$/);

    // Another account is another check.
    expect((await checkName(m, 'kubri50', '123456789012346')).body.data.fee).toBe(500);
    expect(await m.balances()).toMatchObject({ deposit: 9_000 });
  });

  it('takes nothing for an unknown account, an e-wallet without a name inquiry, or a bad number', async () => {
    const m = await buyer(w.t, 10_000);
    await allow(m);
    const unknown = await checkName(m, 'kubca50', '1234560000');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.destination[0].code).toBe('send_money_account_not_found');
    const wallet = await checkName(m, 'kudana50', '081234567890');
    expect(wallet.status).toBe(422);
    expect(wallet.body.errors.destination[0].code).toBe('send_money_check_unavailable');
    const notTransfer = await checkName(m, 'tsel5', '081234567890');
    expect(notTransfer.status).toBe(422);
    expect(await m.balances()).toMatchObject({ deposit: 10_000 });
    expect(await countChecks(m.id)).toBe(0);
  });

  it('refuses the check when the deposit does not cover the fee', async () => {
    const m = await buyer(w.t, 100);
    await allow(m);
    const res = await checkName(m, 'kubca50', '1234567890');
    expect(res.status).toBe(422);
    expect(res.body.errors.destination[0].code).toBe('insufficient_balance');
    expect(await m.balances()).toMatchObject({ deposit: 100 });
  });

  it('uses the fee the administrator set', async () => {
    expect(await cliSendMoneyFee(w.t.deps)).toContain('Rp 500');
    await expect(cliSendMoneyFee(w.t.deps, '-5')).rejects.toThrow();
    expect(await cliSendMoneyFee(w.t.deps, '750')).toContain('Rp 750');
    try {
      const m = await buyer(w.t, 10_000);
      await allow(m);
      expect((await checkName(m, 'kumandiri50', '9876543210')).body.data.fee).toBe(750);
      expect(await m.balances()).toMatchObject({ deposit: 9_250 });
    } finally {
      await cliSendMoneyFee(w.t.deps, '500');
    }
  });

  it(`charges one fee for concurrent checks of one account (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const m = await buyer(w.t, 10_000);
    await allow(m);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkName(m, 'kubni50', '5556667778')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.name)).size).toBe(1);
    expect(answers.map((a) => a.body.data.fee).sort()).toEqual([0, 0, 0, 0, 0, 500]);
    expect(await m.balances()).toMatchObject({ deposit: 9_500 });
    expect(await countChecks(m.id)).toBe(1);
    expect(await feeTransfers(m.id)).toBe(1);
  });
});
