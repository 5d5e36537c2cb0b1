import type { StaffCreateRequest, StaffMember, StaffRole, StaffStatus } from '@konter/core/contracts/console';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { recordAudit } from './audit.service.js';
import {
  clearStaffTotp,
  countOtherActiveOwners,
  deleteStaffSessions,
  findStaffById,
  insertStaff,
  listStaffRows,
  lockStaffManagement,
  type StaffRow,
  updateStaffRoles,
  updateStaffStatus,
} from './console.repository.js';

// Staff management: one implementation for the console's owner routes and the operator CLI
// (ADR 0020), each change in one transaction with its audit row. Changes that would leave the
// site without an active owner are refused; staff changes run one at a time (a transaction lock),
// so two owners cannot disable each other at once.

import type { StaffActor } from './audit.service.js';

export type { StaffActor };

export const staffView = (s: StaffRow): StaffMember => ({
  id: s.id,
  email: s.email,
  name: s.name,
  roles: s.roles,
  status: s.status,
  totp_enrolled: s.totpEnabledAt !== null,
  created_at: s.createdAt.toISOString(),
  last_login_at: s.lastLoginAt?.toISOString() ?? null,
});

/** What an audit row keeps of an account (never its password hash or TOTP secret). */
const auditView = (s: StaffRow) => ({
  email: s.email,
  name: s.name,
  roles: s.roles,
  status: s.status,
  totp_enrolled: s.totpEnabledAt !== null,
});

export async function listStaff(deps: Deps): Promise<StaffMember[]> {
  return (await listStaffRows(deps.database.db)).map(staffView);
}

/** A new staff account (TOTP enrols at its first login). 422 on `email` when it is taken. */
export async function createStaff(
  deps: Deps,
  by: StaffActor,
  input: StaffCreateRequest,
): Promise<StaffMember> {
  const passwordHash = await deps.hasher.hash(input.password);
  return deps.database.db.transaction(async (tx) => {
    await lockStaffManagement(tx);
    const created = await insertStaff(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      roles: input.roles,
      createdBy: by.staffId,
    });
    if (!created) throw fieldError('email', 'console_staff_email_taken');
    await audit(tx, by, 'staff.create', created, null, auditView(created));
    return staffView(created);
  });
}

async function lockedStaff(tx: Db, id: number): Promise<StaffRow> {
  await lockStaffManagement(tx);
  const staff = await findStaffById(tx, id, { lock: true });
  if (!staff) throw new AppError('console_staff_not_found');
  return staff;
}

const audit = (tx: Db, by: StaffActor, action: string, target: StaffRow, before: unknown, after: unknown) =>
  recordAudit(tx, {
    staffId: by.staffId,
    actor: by.actor,
    action,
    target: `staff:${target.id} ${target.email}`,
    before,
    after,
    ip: by.ip,
  });

/** Enables or disables an account; disabling ends its sessions. Not oneself, not the last active owner. */
export async function setStaffStatus(
  deps: Deps,
  by: StaffActor,
  id: number,
  status: StaffStatus,
): Promise<StaffMember> {
  return deps.database.db.transaction(async (tx) => {
    const staff = await lockedStaff(tx, id);
    if (staff.status === status) return staffView(staff);
    if (status === 'disabled') {
      if (by.staffId === staff.id) throw new AppError('console_staff_self');
      if (staff.roles.includes('owner') && (await countOtherActiveOwners(tx, staff.id)) === 0) {
        throw new AppError('console_staff_last_owner');
      }
    }
    const updated = await updateStaffStatus(tx, staff.id, status);
    if (status === 'disabled') await deleteStaffSessions(tx, staff.id);
    await audit(tx, by, 'staff.status', updated, { status: staff.status }, { status });
    return staffView(updated);
  });
}

/** Replaces an account's roles; the last active owner keeps `owner`. Takes effect on its next request. */
export async function setStaffRoles(
  deps: Deps,
  by: StaffActor,
  id: number,
  roles: readonly StaffRole[],
): Promise<StaffMember> {
  return deps.database.db.transaction(async (tx) => {
    const staff = await lockedStaff(tx, id);
    const same = staff.roles.length === roles.length && roles.every((r) => staff.roles.includes(r));
    if (same) return staffView(staff);
    const losesOwner = staff.roles.includes('owner') && !roles.includes('owner');
    if (losesOwner && staff.status === 'active' && (await countOtherActiveOwners(tx, staff.id)) === 0) {
      throw fieldError('roles', 'console_staff_last_owner');
    }
    const updated = await updateStaffRoles(tx, staff.id, roles);
    await audit(tx, by, 'staff.roles', updated, { roles: staff.roles }, { roles: updated.roles });
    return staffView(updated);
  });
}

/** Forgets the account's authenticator and ends its sessions: it enrols again at its next login. */
export async function resetStaffTotp(deps: Deps, by: StaffActor, id: number): Promise<StaffMember> {
  return deps.database.db.transaction(async (tx) => {
    const staff = await lockedStaff(tx, id);
    const updated = await clearStaffTotp(tx, staff.id);
    const ended = await deleteStaffSessions(tx, staff.id);
    await audit(
      tx,
      by,
      'staff.reset_totp',
      updated,
      { totp_enrolled: staff.totpEnabledAt !== null },
      { totp_enrolled: false, sessions_ended: ended },
    );
    return staffView(updated);
  });
}
