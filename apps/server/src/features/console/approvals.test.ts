import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestBrowser } from '../../test/app.js';
import { onPostgres } from '../../test/db.js';
import {
  beforeTheCutOff,
  count,
  depositApp,
  type Member,
  member,
  PNG_DATA_URL,
  requestBankTopup,
} from '../../test/deposit-world.js';
import { decideApproval } from './index.js';
import { staffTeam } from './staff-world.js';

// The approvals queue of the console (issue 18) through the HTTP API on the real database: the
// kinds each role decides, a deposit claim with its proof image, a rejection's reason, Excel access
// requests, and "exactly once" — two members of staff approving the same claim at the same moment
// credit the member once, one gets 200 and the other 409 `console_already_decided`. On PostgreSQL
// (TEST_DATABASE_URL) the two requests run in parallel over the pool; on PGlite they serialize.

let t: TestApp;
let owner: TestBrowser;
let finance: TestBrowser;
let cs: TestBrowser;
let catalogue: TestBrowser;
beforeTheCutOff();

beforeAll(async () => {
  t = await depositApp();
  ({ owner, finance, cs, catalogue } = await staffTeam(t, {
    finance: ['finance'],
    cs: ['cs'],
    catalogue: ['catalogue'],
  }));
});

afterAll(async () => {
  await t.app.close();
});

/** A member's bank top-up, claimed with the proof image: an item of kind `deposit`. */
async function claimed(m: Member, nominal: number) {
  const r = await requestBankTopup(m, nominal);
  const res = await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, {
    proof_image: PNG_DATA_URL,
    note: 'transfer dari BCA',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return r;
}

const audit = (action: string, target: string) =>
  t.database.query<{
    actor: string;
    staff_id: number | null;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>('SELECT actor, staff_id, before, after FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id', [
    action,
    target,
  ]);

const topupRow = async (code: string) =>
  (
    await t.database.query<{ status: string; credited_amount: string | null; reviewed_by: string | null }>(
      'SELECT status, credited_amount, reviewed_by FROM deposit_topups WHERE code = $1',
      [code],
    )
  )[0]!;

describe(`approvals queue (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the kinds of each role: finance money, cs verification, both deposit claims, owner all', async () => {
    const m = await member(t, { name: 'Budi Klaim' });
    const r = await claimed(m, 50_000);

    const kindsOf = async (b: TestBrowser) => {
      const res = await b.get('/api/v1/console/approvals');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.counts.map((c: { kind: string }) => c.kind);
    };
    expect(await kindsOf(finance)).toEqual(['deposit', 'loan', 'payment', 'promotion']);
    expect(await kindsOf(cs)).toEqual(['deposit', 'affiliate', 'send-money', 'excel']);
    expect(await kindsOf(owner)).toEqual([
      'deposit',
      'loan',
      'affiliate',
      'payment',
      'send-money',
      'excel',
      'promotion',
    ]);
    // Catalogue staff decide nothing; a member's session is no staff session.
    expect((await catalogue.get('/api/v1/console/approvals')).status).toBe(403);
    expect((await m.b.get('/api/v1/console/approvals')).status).toBe(401);
    // A kind outside one's roles, even by its address.
    expect((await cs.get('/api/v1/console/approvals?kind=loan')).status).toBe(403);
    expect((await finance.get('/api/v1/console/approvals/excel/1')).status).toBe(403);

    const list = await cs.get('/api/v1/console/approvals?kind=deposit');
    const item = list.body.data.items.find((i: { id: string }) => i.id === r.code);
    expect(item).toMatchObject({
      kind: 'deposit',
      member: { id: m.id, name: 'Budi Klaim', hp: m.hp },
      amount: r.total,
      image: 'proof',
    });
    const fields = Object.fromEntries(
      item.fields.map((f: { key: string; value: unknown; format: string }) => [f.key, [f.value, f.format]]),
    );
    expect(fields).toMatchObject({
      name: ['Budi Klaim', 'text'],
      bank: ['BCA', 'text'],
      total: [r.total, 'money'],
      unique_code: [r.unique_code, 'text'],
      note: ['transfer dari BCA', 'text'],
      candidates: [0, 'number'],
    });
    expect(list.body.data.counts.find((c: { kind: string }) => c.kind === 'deposit').count).toBeGreaterThan(
      0,
    );

    const detail = await cs.get(`/api/v1/console/approvals/deposit/${r.code}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: r.code, pending: true, image: 'proof' });
    expect((await cs.get('/api/v1/console/approvals/deposit/DEPNOPE')).status).toBe(404);
    expect((await cs.get('/api/v1/console/approvals/nope/1')).status).toBe(404);
  });

  it('streams the proof image to staff only, uncached, with its type', async () => {
    const m = await member(t);
    const r = await claimed(m, 20_000);
    const url = `/api/v1/console/approvals/deposit/${r.code}/image`;
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: [...cs.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'user-agent': cs.userAgent,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'))).toBe(true);
    expect((await m.b.get(url)).status).toBe(401);
    expect((await catalogue.get(url)).status).toBe(403);
    // A kind without pictures.
    expect((await cs.get('/api/v1/console/approvals/excel/1/image')).status).toBe(404);
  });

  it('two staff approving one claim together credit it once: one 200, one 409 already decided', async () => {
    const m = await member(t, { name: 'Sari Dua' });
    const r = await claimed(m, 75_000);
    const approve = (b: TestBrowser) => b.post(`/api/v1/console/approvals/deposit/${r.code}/approve`, {});
    const results = await Promise.all([approve(cs), approve(finance)]);
    const statuses = results.map((x) => x.status).sort();
    expect(statuses, JSON.stringify(results.map((x) => x.body))).toEqual([200, 409]);
    const lost = results.find((x) => x.status === 409)!;
    expect(lost.body.code).toBe('console_already_decided');
    const won = results.find((x) => x.status === 200)!;
    expect(won.body.data).toEqual({ kind: 'deposit', id: r.code, decision: 'approved' });

    const row = await topupRow(r.code);
    expect(row.status).toBe('success');
    const credited = Number(row.credited_amount);
    expect((await m.balances()).deposit).toBe(credited);
    expect(await count(t, 'ledger_transfers', 'key = $1', [`deposit:${r.code}`])).toBe(1);
    const rows = await audit('approval.deposit.approve', `deposit:${r.code}`);
    expect(rows).toHaveLength(1);
    expect(['cs@konter.test', 'finance@konter.test']).toContain(rows[0]!.actor);
    expect(row.reviewed_by).toBe(rows[0]!.actor);
    expect(rows[0]!.staff_id).not.toBeNull();
    expect(rows[0]!.before).toMatchObject({
      status: 'pending',
      member_id: m.id,
      amount: r.total,
      bank: 'BCA',
    });
    expect(rows[0]!.after).toEqual({ ...rows[0]!.before, status: 'approved' });

    // Later clicks change nothing either.
    const again = await owner.post(`/api/v1/console/approvals/deposit/${r.code}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('console_already_decided');
    const rejectLate = await cs.post(`/api/v1/console/approvals/deposit/${r.code}/reject`, {
      reason: 'telat',
    });
    expect(rejectLate.status).toBe(409);
    expect((await m.balances()).deposit).toBe(credited);
    expect((await cs.get(`/api/v1/console/approvals/deposit/${r.code}`)).body.data.pending).toBe(false);
  });

  it('an approve racing a reject decides once', async () => {
    const m = await member(t);
    const r = await claimed(m, 30_000);
    const results = await Promise.all([
      finance.post(`/api/v1/console/approvals/deposit/${r.code}/approve`, {}),
      cs.post(`/api/v1/console/approvals/deposit/${r.code}/reject`, { reason: 'Transfer tidak ditemukan' }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    const row = await topupRow(r.code);
    const approved = results[0]!.status === 200;
    expect(row.status).toBe(approved ? 'success' : 'failed');
    expect((await m.balances()).deposit).toBe(approved ? Number(row.credited_amount) : 0);
    const decided = [
      ...(await audit('approval.deposit.approve', `deposit:${r.code}`)),
      ...(await audit('approval.deposit.reject', `deposit:${r.code}`)),
    ];
    expect(decided).toHaveLength(1);
  });

  it('a rejection needs a reason of 3–300 characters (422, nothing changes); the member reads it', async () => {
    const m = await member(t);
    const r = await claimed(m, 40_000);
    const url = `/api/v1/console/approvals/deposit/${r.code}/reject`;
    for (const body of [{}, { reason: '' }, { reason: ' ab ' }, { reason: 'x'.repeat(301) }]) {
      const bad = await cs.post(url, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['reason']);
    }
    expect((await topupRow(r.code)).status).toBe('claimed');
    expect(await audit('approval.deposit.reject', `deposit:${r.code}`)).toHaveLength(0);

    const ok = await cs.post(url, { reason: 'Bukti transfer tidak terbaca' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.decision).toBe('rejected');
    expect((await topupRow(r.code)).status).toBe('failed');
    const view = await m.b.get(`/api/v1/deposit/topup/${r.code}`);
    expect(JSON.stringify(view.body.data)).toContain('Bukti transfer tidak terbaca');
    const [row] = await audit('approval.deposit.reject', `deposit:${r.code}`);
    expect(row!.after).toEqual({
      ...row!.before,
      status: 'rejected',
      reason: 'Bukti transfer tidak terbaca',
    });
  });
});

describe('Excel access requests', () => {
  it('a member asks, customer service rejects with a reason, the member asks again and is approved', async () => {
    const m = await member(t, { name: 'Eka Excel' });
    const status = async () => (await m.b.get('/api/v1/prabayar/excel/access-request')).body.data;
    expect(await status()).toEqual({ allowed: false, request: null });
    // The Excel routes themselves stay closed.
    expect((await m.b.get('/api/v1/prabayar/excel')).status).toBe(403);

    const tooLong = await m.b.post('/api/v1/prabayar/excel/access-request', { note: 'x'.repeat(301) });
    expect(tooLong.status).toBe(422);
    expect(await status()).toEqual({ allowed: false, request: null });
    const asked = await m.b.post('/api/v1/prabayar/excel/access-request', { note: 'Untuk konter saya' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data.status).toBe('pending');
    const twice = await m.b.post('/api/v1/prabayar/excel/access-request', {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('excel_access_request_pending');

    const queue = await cs.get('/api/v1/console/approvals?kind=excel');
    const item = queue.body.data.items.find((i: { member: { id: number } }) => i.member.id === m.id);
    expect(item).toMatchObject({ kind: 'excel', amount: null, image: null });
    expect(item.fields).toContainEqual({ key: 'note', value: 'Untuk konter saya', format: 'text' });

    const rejected = await cs.post(`/api/v1/console/approvals/excel/${item.id}/reject`, {
      reason: 'Lengkapi verifikasi dulu',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await status()).toMatchObject({
      allowed: false,
      request: { status: 'rejected', reason: 'Lengkapi verifikasi dulu' },
    });
    const notes = await t.database.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE user_id = $1',
      [m.id],
    );
    expect(notes).toEqual([
      { title: 'Pengajuan akses top up Excel ditolak', body: 'Lengkapi verifikasi dulu' },
    ]);

    const again = await m.b.post('/api/v1/prabayar/excel/access-request', {});
    expect(again.status).toBe(201);
    const next = (await cs.get('/api/v1/console/approvals?kind=excel')).body.data.items.find(
      (i: { member: { id: number } }) => i.member.id === m.id,
    );
    const approved = await cs.post(`/api/v1/console/approvals/excel/${next.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await status()).toMatchObject({ allowed: true, request: { status: 'approved' } });
    expect((await m.b.post('/api/v1/prabayar/checkExcel', {})).body.data.excelAccess).toBe(true);
    expect((await m.b.get('/api/v1/prabayar/excel')).status).toBe(200);
    const has = await m.b.post('/api/v1/prabayar/excel/access-request', {});
    expect(has.status).toBe(409);
    expect(has.body.code).toBe('excel_access_already_allowed');
    // Finance decides money, not verification.
    expect((await finance.post(`/api/v1/console/approvals/excel/${next.id}/approve`, {})).status).toBe(403);
    expect(await audit('approval.excel.approve', `excel:${next.id}`)).toHaveLength(1);
    expect(await audit('approval.excel.reject', `excel:${item.id}`)).toHaveLength(1);
  });
});

describe('the CLI decides through the same service', () => {
  it('approves as cli:<user>, writes the audit row, and a second decision is refused', async () => {
    const m = await member(t);
    const r = await claimed(m, 25_000);
    const cli = { staffId: null, actor: 'cli:tester', ip: null, roles: 'all' as const };
    const done = await decideApproval(t.deps, cli, 'deposit', r.code, 'approve');
    expect(done.message).toContain(`${r.code} credited`);
    await expect(decideApproval(t.deps, cli, 'deposit', r.code, 'approve')).rejects.toMatchObject({
      code: 'console_already_decided',
    });
    const rows = await audit('approval.deposit.approve', `deposit:${r.code}`);
    expect(rows).toEqual([expect.objectContaining({ actor: 'cli:tester', staff_id: null })]);
    expect((await topupRow(r.code)).reviewed_by).toBe('cli:tester');
  });
});
