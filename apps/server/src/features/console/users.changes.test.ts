import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOperator } from '../../lib/operator.js';
import type { TestBrowser } from '../../test/app.js';
import { registered, TEST_PIN } from '../../test/kit.js';
import { AdminError } from '../admin/index.js';
import { cliSetCategory, cliSetPermission, cliSetStatus } from './users.cli.js';
import { auditRows, CS_EMAIL, type UsersWorld, usersWorld } from './users-world.js';

// Customer service's changes to a member's account (issue 18), through the HTTP API on the real
// database: each changes the state the member's app then obeys, writes one audit row with before
// and after, is refused to finance (403), and bad input is a 422 that changes nothing.

let w: UsersWorld;
beforeAll(async () => {
  w = await usersWorld();
});
afterAll(async () => {
  await w.t.app.close();
});

const userRow = async (id: number) =>
  (
    await w.t.database.query<{
      category: number;
      status: string;
      permissions: string[];
      pin_failed_attempts: number;
      pin_locked_until: Date | null;
      deleted_at: Date | null;
      closed_at: Date | null;
    }>(
      'SELECT category, status, permissions, pin_failed_attempts, pin_locked_until, deleted_at, closed_at FROM users WHERE id = $1',
      [id],
    )
  )[0]!;
const auditCount = async () =>
  (await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

/** Every user action, refused to finance and left undone. */
async function refusedToFinance(path: string, body: unknown = {}) {
  const before = await auditCount();
  const res = await w.finance.post(path, body);
  expect(res.status).toBe(403);
  expect(await auditCount()).toBe(before);
}

describe('category, status and permissions', () => {
  it('changes the category with one audit row; finance 403; a bad category 422 and nothing changes', async () => {
    const m = await registered(w.t);
    const path = `/api/v1/console/users/${m.id}/category`;
    await refusedToFinance(path, { category: 2 });
    for (const bad of [{ category: 4 }, { category: '2' }, {}]) {
      const res = await w.cs.post(path, bad);
      expect(res.status).toBe(422);
      expect(res.body.errors.category).toBeDefined();
    }
    expect((await userRow(m.id)).category).toBe(1);
    expect(await auditRows(w.t, 'user.category')).toEqual([]);

    const res = await w.cs.post(path, { category: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: m.id, category: 2 });
    expect((await userRow(m.id)).category).toBe(2);
    // The member's own account says so.
    expect((await m.b.get('/api/v1/account')).body.data.category).toBe(2);
    const rows = await auditRows(w.t, 'user.category');
    expect(rows).toEqual([
      {
        actor: CS_EMAIL,
        target: `user:${m.id} ${m.email}`,
        before: { category: 1 },
        after: { category: 2 },
        staff_id: expect.any(Number),
      },
    ]);
    // The same category again changes nothing and writes nothing.
    expect((await w.cs.post(path, { category: 2 })).status).toBe(200);
    expect(await auditRows(w.t, 'user.category')).toHaveLength(1);
  });

  it('sets the status with a reason (kept in the audit row); a non-active account cannot move money', async () => {
    const m = await registered(w.t, { deposit: 50_000, cashback: 5_000 });
    const path = `/api/v1/console/users/${m.id}/status`;
    await refusedToFinance(path, { status: 'non_active', reason: 'Laporan penipuan' });
    const noReason = await w.cs.post(path, { status: 'non_active' });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const short = await w.cs.post(path, { status: 'non_active', reason: ' x ' });
    expect(short.status).toBe(422);
    expect(short.body.errors.reason[0].code).toBe('rule:min');
    expect((await w.cs.post(path, { status: 'banned', reason: 'Laporan penipuan' })).status).toBe(422);
    expect((await userRow(m.id)).status).toBe('active');

    const res = await w.cs.post(path, { status: 'non_active', reason: 'Laporan penipuan' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('non_active');
    expect(await auditRows(w.t, 'user.status')).toMatchObject([
      { before: { status: 'active' }, after: { status: 'non_active', reason: 'Laporan penipuan' } },
    ]);
    expect((await m.b.get('/api/v1/account')).body.data.status).toBe('non_active');
    expect((await m.b.get('/api/v1/site/config')).body.data.nonActiveUser).toBe(true);
    const refused = await m.b.post('/api/v1/cashback/redeem', { amount: 1_000 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_inactive');

    const back = await w.cs.post(path, { status: 'active', reason: 'Sudah diverifikasi' });
    expect(back.body.data.status).toBe('active');
    expect(await auditRows(w.t, 'user.status')).toHaveLength(2);
    expect((await m.b.post('/api/v1/cashback/redeem', { amount: 1_000 })).status).toBe(201);
  });

  it('grants and revokes a permission, each one audit row', async () => {
    const m = await registered(w.t);
    const path = `/api/v1/console/users/${m.id}/permission`;
    await refusedToFinance(path, { permission: 'send_money', granted: true });
    expect((await w.cs.post(path, { permission: 'launch_rockets', granted: true })).status).toBe(422);
    expect((await w.cs.post(path, { permission: 'send_money' })).status).toBe(422);
    expect((await userRow(m.id)).permissions).toEqual([]);

    const grant = await w.cs.post(path, { permission: 'send_money', granted: true });
    expect(grant.status).toBe(200);
    expect(grant.body.data.permissions).toEqual(['send_money']);
    expect((await m.b.get('/api/v1/account')).body.data.permissions).toEqual(['send_money']);
    await w.cs.post(path, { permission: 'send_money', granted: true });
    const revoke = await w.cs.post(path, { permission: 'send_money', granted: false });
    expect(revoke.body.data.permissions).toEqual([]);
    expect(await auditRows(w.t, 'user.permission_grant')).toMatchObject([
      { before: { permissions: [] }, after: { permissions: ['send_money'] } },
    ]);
    expect(await auditRows(w.t, 'user.permission_revoke')).toMatchObject([
      { before: { permissions: ['send_money'] }, after: { permissions: [] } },
    ]);
  });
});

/** A member signed in on two trusted devices: the phone (first) and a laptop it accepted. */
async function twoDevices() {
  const m = await registered(w.t);
  const laptop = w.t.browser('Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
  const login = await laptop.post('/api/v1/auth/login', { login: m.email, password: m.password });
  expect(login.status).toBe(202);
  const laptopId = login.body.data.device_id as string;
  expect((await m.b.post(`/api/v1/account/device/${laptopId}/accept`)).status).toBe(200);
  // The waiting session is exchanged for a full one when the laptop reads its new status.
  expect((await laptop.get('/api/v1/auth/device-status')).body.data.device_status).toBe('trusted');
  expect((await laptop.get('/api/v1/account')).status).toBe(200);
  return { m, laptop, laptopId };
}

describe('devices and sessions', () => {
  it('revokes one device: its next call is 401, the other keeps working, the member is told', async () => {
    const { m, laptop, laptopId } = await twoDevices();
    const path = `/api/v1/console/users/${m.id}/devices/${laptopId}/revoke`;
    await refusedToFinance(path);
    expect((await w.cs.post(`/api/v1/console/users/${m.id}/devices/not-a-uuid/revoke`)).status).toBe(422);
    const unknown = await w.cs.post(`/api/v1/console/users/${m.id}/devices/${crypto.randomUUID()}/revoke`);
    expect(unknown.status).toBe(404);
    expect((await laptop.get('/api/v1/account')).status).toBe(200);

    const res = await w.cs.post(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const laptopRow = res.body.data.devices.find((d: { id: string }) => d.id === laptopId);
    expect(laptopRow).toMatchObject({ status: 'revoked', sessions: 0 });
    expect(res.body.data.sessions).toHaveLength(1);

    expect((await laptop.get('/api/v1/account')).status).toBe(401);
    expect((await m.b.get('/api/v1/account')).status).toBe(200);
    const notices = await w.t.database.query<{ title_key: string }>(
      'SELECT title_key FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.id],
    );
    expect(notices[0]!.title_key).toMatch(/device_revoked/);
    expect(await auditRows(w.t, 'user.device_revoke')).toMatchObject([
      {
        actor: CS_EMAIL,
        target: `user:${m.id} ${m.email}`,
        before: { device: laptopId, status: 'trusted' },
        after: { device: laptopId, status: 'revoked', sessions_ended: 1 },
      },
    ]);
    // Twice is refused: nothing left to revoke.
    const again = await w.cs.post(path);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('console_user_device_revoked');
    expect(await auditRows(w.t, 'user.device_revoke')).toHaveLength(1);
  });

  it('ends one session, then all of them', async () => {
    const { m, laptop } = await twoDevices();
    const access = (await w.cs.get(`/api/v1/console/users/${m.id}/access`)).body.data;
    expect(access.sessions).toHaveLength(2);
    const laptopSession = access.sessions.find(
      (s: { device_name: string }) => s.device_name === 'Firefox · Windows',
    ).id as string;
    const one = `/api/v1/console/users/${m.id}/sessions/${laptopSession}/end`;
    await refusedToFinance(one);
    expect((await w.cs.post(`/api/v1/console/users/${m.id}/sessions/xyz/end`)).status).toBe(422);

    const ended = await w.cs.post(one);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data.sessions).toHaveLength(1);
    expect((await laptop.get('/api/v1/account')).status).toBe(401);
    expect((await m.b.get('/api/v1/account')).status).toBe(200);
    const twice = await w.cs.post(one);
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('console_user_session_not_found');
    expect(await auditRows(w.t, 'user.session_end')).toMatchObject([
      { before: { session: laptopSession, ended: false }, after: { session: laptopSession, ended: true } },
    ]);

    const all = `/api/v1/console/users/${m.id}/sessions/end-all`;
    await refusedToFinance(all);
    const res = await w.cs.post(all);
    expect(res.status).toBe(200);
    expect(res.body.data.sessions).toEqual([]);
    expect((await m.b.get('/api/v1/account')).status).toBe(401);
    expect(await auditRows(w.t, 'user.sessions_end')).toMatchObject([
      { before: { live_sessions: 1 }, after: { live_sessions: 0 } },
    ]);
    // None left: nothing changes, nothing is written.
    expect((await w.cs.post(all)).status).toBe(200);
    expect(await auditRows(w.t, 'user.sessions_end')).toHaveLength(1);
  });

  it("refuses another member's session and device", async () => {
    const a = await registered(w.t);
    const b = await registered(w.t);
    const bAccess = (await w.cs.get(`/api/v1/console/users/${b.id}/access`)).body.data;
    const r1 = await w.cs.post(`/api/v1/console/users/${a.id}/sessions/${bAccess.sessions[0].id}/end`);
    expect(r1.status).toBe(404);
    const r2 = await w.cs.post(`/api/v1/console/users/${a.id}/devices/${bAccess.devices[0].id}/revoke`);
    expect(r2.status).toBe(404);
    expect((await b.b.get('/api/v1/account')).status).toBe(200);
  });
});

describe('PIN lock and deletion recovery', () => {
  const wrongPins = async (b: TestBrowser, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++)
      statuses.push((await b.post('/api/v1/account/pin/verify', { pin: '000000' })).status);
    return statuses;
  };

  it('lifts the PIN lock after five wrong PINs; the right PIN works again at once', async () => {
    const m = await registered(w.t, { pin: true });
    const path = `/api/v1/console/users/${m.id}/pin/unlock`;
    const nothing = await w.cs.post(path);
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('console_user_pin_not_locked');

    expect(await wrongPins(m.b, 5)).toEqual([422, 422, 422, 422, 429]);
    expect((await m.b.post('/api/v1/account/pin/verify', { pin: TEST_PIN })).status).toBe(429);
    const detail = (await w.cs.get(`/api/v1/console/users/${m.id}`)).body.data;
    expect(detail.pin.locked_until).not.toBeNull();
    await refusedToFinance(path);

    const res = await w.cs.post(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.pin).toEqual({ set: true, failed_attempts: 0, locked_until: null });
    expect(await userRow(m.id)).toMatchObject({ pin_failed_attempts: 0, pin_locked_until: null });
    expect((await m.b.post('/api/v1/account/pin/verify', { pin: TEST_PIN })).status).toBe(200);
    const rows = await auditRows(w.t, 'user.pin_unlock');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toMatchObject({ pin_failed_attempts: 0, pin_locked_until: expect.any(String) });
    expect(rows[0]!.after).toEqual({ pin_failed_attempts: 0, pin_locked_until: null });

    // Wrong tries without a lock are reset too.
    expect(await wrongPins(m.b, 2)).toEqual([422, 422]);
    expect((await w.cs.post(path)).body.data.pin.failed_attempts).toBe(0);
    expect(await auditRows(w.t, 'user.pin_unlock')).toHaveLength(2);
  });

  it('recovers an account closed after its 7 days; it can log in again', async () => {
    const m = await registered(w.t);
    const path = `/api/v1/console/users/${m.id}/recover`;
    const open = await w.cs.post(path);
    expect(open.status).toBe(409);
    expect(open.body.code).toBe('console_user_not_deleted');

    expect((await m.b.delete('/api/v1/account/delete', { password: m.password })).status).toBe(200);
    await w.t.database.query(
      "UPDATE users SET deleted_at = now() - interval '10 days', closed_at = now() WHERE id = $1",
      [m.id],
    );
    const login = () => w.t.browser().post('/api/v1/auth/login', { login: m.email, password: m.password });
    expect((await login()).status).toBe(422);
    // Closed: no other change until it is recovered.
    const refused = await w.cs.post(`/api/v1/console/users/${m.id}/category`, { category: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('console_user_closed');
    const found = await w.cs.get(`/api/v1/console/users?q=${encodeURIComponent(m.email)}`);
    expect(found.body.data[0].deletion).toMatchObject({ closed_at: expect.any(String) });
    await refusedToFinance(path);

    const res = await w.cs.post(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.deletion).toBeNull();
    expect(await userRow(m.id)).toMatchObject({ deleted_at: null, closed_at: null });
    expect([200, 202]).toContain((await login()).status);
    expect(await auditRows(w.t, 'user.recover')).toMatchObject([
      {
        target: `user:${m.id} ${m.email}`,
        before: { deleted_at: expect.any(String), closed_at: expect.any(String) },
        after: { deleted_at: null, closed_at: null },
      },
    ]);
  });

  it('does not recover an account whose e-mail now belongs to someone else', async () => {
    const m = await registered(w.t);
    await m.b.delete('/api/v1/account/delete', { password: m.password });
    await w.t.database.query(
      "UPDATE users SET deleted_at = now() - interval '10 days', closed_at = now() WHERE id = $1",
      [m.id],
    );
    await registered(w.t, { fields: { email: m.email } });
    const res = await w.cs.post(`/api/v1/console/users/${m.id}/recover`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('console_user_identifiers_taken');
    expect((await userRow(m.id)).closed_at).not.toBeNull();
    expect(await auditRows(w.t, 'user.recover')).toHaveLength(1);
  });
});

describe("the operator CLI's account commands (one implementation with the console's)", () => {
  it('set-category, set-status (a reason required), grant and revoke change the account with one audit row each, by cli:<user>', async () => {
    const m = await registered(w.t);
    const actor = cliOperator();
    const before = await auditCount();
    await expect(cliSetCategory(w.t.deps, m.hp, '4')).rejects.toThrow('category must be 1, 2 or 3');
    await expect(cliSetStatus(w.t.deps, m.email, 'non_active', undefined)).rejects.toThrow(AdminError);
    await expect(cliSetPermission(w.t.deps, m.hp, 'no_such_permission', true)).rejects.toThrow(AdminError);
    await expect(cliSetCategory(w.t.deps, '080000000000', '2')).rejects.toThrow('No open account');
    expect(await auditCount()).toBe(before);
    expect(await userRow(m.id)).toMatchObject({ category: 1, status: 'active', permissions: [] });

    expect((await cliSetCategory(w.t.deps, m.hp, '2')).category).toBe(2);
    expect((await cliSetStatus(w.t.deps, m.email, 'non_active', 'fraud check')).status).toBe('non_active');
    expect((await cliSetPermission(w.t.deps, m.hp, 'deposit_transfer', true)).permissions).toEqual([
      'deposit_transfer',
    ]);
    // The same change again changes nothing and writes nothing.
    await cliSetCategory(w.t.deps, m.hp, '2');
    expect(await userRow(m.id)).toMatchObject({
      category: 2,
      status: 'non_active',
      permissions: ['deposit_transfer'],
    });
    expect(await auditCount()).toBe(before + 3);
    for (const action of ['user.category', 'user.status', 'user.permission_grant']) {
      const rows = (await auditRows(w.t, action)).filter((r) => r.target === `user:${m.id} ${m.email}`);
      expect(rows, action).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor, staff_id: null });
    }
    expect((await auditRows(w.t, 'user.status')).at(-1)?.after).toMatchObject({ reason: 'fraud check' });
  });
});
