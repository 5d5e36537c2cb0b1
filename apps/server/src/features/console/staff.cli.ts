import { type StaffCreateRequest, staffCreateRequest } from '@konter/core/contracts/console';
import { localizeIssues } from '@konter/core/validation/index';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cliOperator } from '../../lib/operator.js';
import { countOtherActiveOwners, countStaff, findStaffByEmail, insertStaff } from './console.repository.js';
import { createStaff, listStaff, resetStaffTotp, type StaffActor } from './staff.service.js';

// The operator CLI's staff commands (`npm run admin -- create-admin | staff:list | staff:reset-totp`):
// the same services as the console's owner routes, audited with actor `cli:<os user>`.

const cliActor = (): StaffActor => ({ staffId: null, actor: cliOperator(), ip: null });

/** The contract's checks, said as one line per field for the terminal (RangeError: the CLI prints it). */
function parseCreate(input: Record<string, unknown>): StaffCreateRequest {
  const parsed = staffCreateRequest.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = localizeIssues(parsed.error.issues, 'en');
  throw new RangeError(Object.values(problems).flat().join('; '));
}

/**
 * The console's first owner (or another one with `force`): refused while an active owner exists,
 * so that a copied command cannot quietly add owners. TOTP enrols at the first login at /admin.
 */
export async function cliCreateOwner(
  deps: Deps,
  a: { email: string; name: string; password: string; force?: boolean },
): Promise<string> {
  const input = parseCreate({ email: a.email, name: a.name, password: a.password, roles: ['owner'] });
  if (!a.force && (await countOtherActiveOwners(deps.database.db, null)) > 0) {
    throw new AppError('console_owner_exists');
  }
  try {
    const s = await createStaff(deps, cliActor(), input);
    return [
      `console owner created: #${s.id} ${s.email}`,
      'Sign in at /admin with this e-mail and password; the first login enrols the authenticator (TOTP).',
    ].join('\n');
  } catch (err) {
    if (err instanceof AppError && err.code === 'console_staff_email_taken') {
      throw new RangeError(`a staff account with e-mail ${input.email} already exists`);
    }
    throw err;
  }
}

/** Every staff account, one a line. */
export async function cliStaffList(deps: Deps): Promise<string> {
  const all = await listStaff(deps);
  if (all.length === 0) return 'no staff accounts (create the first owner: create-admin)';
  return all
    .map((s) =>
      [
        `#${s.id}`.padEnd(5),
        s.email.padEnd(32),
        s.status.padEnd(8),
        (s.totp_enrolled ? 'totp' : 'no-totp').padEnd(8),
        s.roles.join(','),
        `— ${s.name}`,
      ].join(' '),
    )
    .join('\n');
}

/** Forgets a staff member's authenticator (lost phone): their sessions end, the next login enrols again. */
export async function cliStaffResetTotp(deps: Deps, email: string): Promise<string> {
  const staff = await findStaffByEmail(deps.database.db, email);
  if (!staff) throw new RangeError(`no staff account with e-mail ${email}`);
  await resetStaffTotp(deps, cliActor(), staff.id);
  return `TOTP reset for ${staff.email}: their sessions ended; the next login at /admin enrols a new authenticator`;
}

/** The demo console owner (README), only while there is no staff at all; TOTP enrols at the first login. */
export const DEMO_OWNER = { email: 'owner@konter.local', name: 'Owner Demo', password: 'konter123' } as const;

export async function seedConsoleOwner(deps: Deps): Promise<void> {
  const db = deps.database.db;
  if ((await countStaff(db)) > 0) return;
  // The demo password is the demo accounts' one (shorter than STAFF_PASSWORD_MIN, which binds real accounts).
  await insertStaff(db, {
    email: DEMO_OWNER.email,
    name: DEMO_OWNER.name,
    passwordHash: await deps.hasher.hash(DEMO_OWNER.password),
    roles: ['owner'],
    createdBy: null,
  });
}
