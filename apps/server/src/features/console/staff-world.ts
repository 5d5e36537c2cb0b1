import type { StaffRole } from '@konter/core/contracts/console';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestApp, TestBrowser } from '../../test/app.js';
import { cliCreateOwner } from './staff.cli.js';

// Tests' staff sign-in, as a person with an authenticator app: the password, then the enrolment's
// secret kept (as the app would) and a code made from it by otplib. Each accepted code must be of a
// newer time step than the last one (replays are refused), and the server accepts ±1 step: the
// first sign-in of an account uses the current step, the second the next one — a third within the
// same half minute has no valid code left, so a test signs an account in at most twice.

const secrets = new WeakMap<TestApp, Map<string, { secret: string; used: number }>>();

/** The TOTP code of a step: 0 = now, 1 = the next 30 seconds (still inside the ±1 window). */
export const totpCode = (secret: string, step = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + step * 30 });

/** The secret an account enrolled with in this test app (after signInStaff). */
export const enrolledSecret = (t: TestApp, email: string) => secrets.get(t)?.get(email.toLowerCase())?.secret;

/** A browser fully signed in to the console (password, then enrolment or a fresh code). */
export async function signInStaff(t: TestApp, email: string, password: string): Promise<TestBrowser> {
  const known = secrets.get(t) ?? new Map<string, { secret: string; used: number }>();
  secrets.set(t, known);
  const b = t.browser();
  const login = await b.post('/api/v1/console/auth/login', { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const key = email.toLowerCase();
  if (login.body.data.next === 'enrol') known.set(key, { secret: login.body.data.enrol.secret, used: 0 });
  const entry = known.get(key);
  if (!entry) throw new Error(`${email} enrolled outside signInStaff: its secret is unknown`);
  if (entry.used > 1)
    throw new Error('a third sign-in in one half minute would need a code outside the window');
  const totp = await b.post('/api/v1/console/auth/totp', { code: await totpCode(entry.secret, entry.used) });
  expect(totp.status, JSON.stringify(totp.body)).toBe(200);
  entry.used++;
  return b;
}

/** Records that a test spent a code of an account itself (so signInStaff picks a newer one). */
export function noteCodeSpent(t: TestApp, email: string, secret: string, used: number): void {
  const known = secrets.get(t) ?? new Map<string, { secret: string; used: number }>();
  secrets.set(t, known);
  known.set(email.toLowerCase(), { secret, used });
}

/** The password of every account staffTeam makes. */
export const STAFF_TEST_PASSWORD = 'staff-pass-1234';

/**
 * An owner made as `create-admin` makes one (owner@<domain>) and, through the owner's Staff route,
 * one account per entry (`<name>@<domain>` with its roles), each signed in with password and TOTP.
 */
export async function staffTeam<N extends string>(
  t: TestApp,
  accounts: Record<N, readonly StaffRole[]>,
  domain = 'konter.test',
): Promise<{ owner: TestBrowser } & Record<N, TestBrowser>> {
  const password = STAFF_TEST_PASSWORD;
  await cliCreateOwner(t.deps, { email: `owner@${domain}`, name: 'Owner', password, force: true });
  const owner = await signInStaff(t, `owner@${domain}`, password);
  const team: Record<string, TestBrowser> = { owner };
  for (const [name, roles] of Object.entries(accounts) as [N, readonly StaffRole[]][]) {
    const email = `${name}@${domain}`;
    const made = await owner.post('/api/v1/console/staff', { email, name, password, roles });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    team[name] = await signInStaff(t, email, password);
  }
  return team as { owner: TestBrowser } & Record<N, TestBrowser>;
}
