import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { cliCreateOwner } from './index.js';
import { signInStaff } from './staff-world.js';

// Tests' world for the console's Users pages: an owner (made by the CLI, as on a new site) who
// creates a customer-service, a finance and a catalogue account, each signed in with TOTP.

export interface UsersWorld {
  t: TestApp;
  owner: TestBrowser;
  cs: TestBrowser;
  finance: TestBrowser;
  catalogue: TestBrowser;
}

export const CS_EMAIL = 'cs@example.com';

export async function usersWorld(): Promise<UsersWorld> {
  const t = await createTestApp();
  await cliCreateOwner(t.deps, {
    email: 'owner@example.com',
    name: 'Olivia Owner',
    password: 'owner-pass-123',
  });
  const owner = await signInStaff(t, 'owner@example.com', 'owner-pass-123');
  const staff = async (email: string, roles: string[]) => {
    const res = await owner.post('/api/v1/console/staff', {
      email,
      name: email.split('@')[0],
      password: 'staff-pass-123',
      roles,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return signInStaff(t, email, 'staff-pass-123');
  };
  return {
    t,
    owner,
    cs: await staff(CS_EMAIL, ['cs']),
    finance: await staff('finance@example.com', ['finance']),
    catalogue: await staff('catalogue@example.com', ['catalogue']),
  };
}

/** The audit rows of an action, oldest first. */
export const auditRows = (t: TestApp, action: string) =>
  t.database.query<{
    actor: string;
    target: string;
    before: unknown;
    after: unknown;
    staff_id: number | null;
  }>('SELECT actor, target, before, after, staff_id FROM audit_log WHERE action = $1 ORDER BY id', [action]);
