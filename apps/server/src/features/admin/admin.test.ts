import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';
import {
  AdminError,
  createAdmin,
  recoverAccount,
  setCategory,
  setFlag,
  setOperatorSetting,
  setPermission,
  setStatus,
} from './admin.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('operator commands', () => {
  it('sets category, status, permissions and flags, visible in the account', async () => {
    const b = t.browser();
    const u = newUser();
    await b.post('/api/v1/auth/register', u);
    await setCategory(t.deps, u.hp, 3);
    await setPermission(t.deps, u.email, 'deposit_transfer', true);
    await setPermission(t.deps, u.email, 'pos_mlo', true);
    await setPermission(t.deps, u.email, 'pos_mlo', false);
    await setFlag(t.deps, u.email, 'isSales', true);
    await setFlag(t.deps, u.email, 'developerMode', true);
    await setStatus(t.deps, u.email, 'non_active');
    const { data } = (await b.get('/api/v1/account')).body;
    expect(data).toMatchObject({
      category: 3,
      permissions: ['deposit_transfer'],
      is_sales: true,
      developer_mode: true,
      status: 'non_active',
    });
  });

  it('refuses unknown values with a clear message and changes nothing', async () => {
    const u = newUser();
    await t.browser().post('/api/v1/auth/register', u);
    await expect(setCategory(t.deps, u.email, 7)).rejects.toThrow(AdminError);
    await expect(setPermission(t.deps, u.email, 'launch_rockets', true)).rejects.toThrow(
      /unknown permission/,
    );
    await expect(setStatus(t.deps, 'nobody@example.com', 'active')).rejects.toThrow(/No open account/);
    await expect(setOperatorSetting(t.deps, 'require_email_verification', 'maybe')).rejects.toThrow(
      /true or false/,
    );
  });

  it('creates an administrator who can log in, and recovers a closed account for customer service', async () => {
    const admin = await createAdmin(t.deps, {
      name: 'Ops',
      email: 'ops@example.com',
      hp: '081311112222',
      password: 'sangat-rahasia',
    });
    expect(admin.isAdmin).toBe(true);
    expect(
      (await t.browser().post('/api/v1/auth/login', { login: 'ops@example.com', password: 'sangat-rahasia' }))
        .status,
    ).toBe(200);

    const b = t.browser();
    const u = newUser();
    await b.post('/api/v1/auth/register', u);
    await b.delete('/api/v1/account/delete', { password: u.password });
    await t.database.query(
      `UPDATE users SET deleted_at = now() - interval '10 days', closed_at = now() WHERE email = $1`,
      [u.email],
    );
    expect(
      (await t.browser().post('/api/v1/auth/login', { login: u.email, password: u.password })).status,
    ).toBe(422);
    await recoverAccount(t.deps, u.email);
    expect((await b.post('/api/v1/auth/login', { login: u.email, password: u.password })).status).toBe(200);
  });
});
