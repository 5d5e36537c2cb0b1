import type { StaffRole, StaffStatus } from '@konter/core/contracts/console';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement on staff and staff_sessions (0035_console.sql). The services hold the rules and
// the transactions; the audit log's statements are in audit.repository.ts.

async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : date(v));

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  roles: StaffRole[];
  totpSecretEnc: string | null;
  totpEnabledAt: Date | null;
  lastTotpStep: number | null;
  status: StaffStatus;
  createdBy: number | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** text[] arrives as an array from pg and PGlite; as '{a,b}' through some paths. */
function textArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  const s = String(v ?? '');
  return s.length > 2 ? s.slice(1, -1).split(',') : [];
}

const staffOf = (r: Record<string, unknown>): StaffRow => ({
  id: Number(r.id),
  email: String(r.email),
  name: String(r.name),
  passwordHash: String(r.password_hash),
  roles: textArray(r.roles) as StaffRole[],
  totpSecretEnc: (r.totp_secret_enc as string | null) ?? null,
  totpEnabledAt: dateOrNull(r.totp_enabled_at),
  lastTotpStep: r.last_totp_step === null || r.last_totp_step === undefined ? null : Number(r.last_totp_step),
  status: r.status as StaffStatus,
  createdBy: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
  createdAt: date(r.created_at),
  lastLoginAt: dateOrNull(r.last_login_at),
});

const rolesParam = (roles: readonly StaffRole[]) =>
  sql`ARRAY[${sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;

// ---- staff ----

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [r] = await rows(db, sql`SELECT * FROM staff WHERE email = ${email.trim().toLowerCase()}`);
  return r && staffOf(r);
}

export async function findStaffById(db: Db, id: number, opts: { lock?: boolean } = {}) {
  const [r] = await rows(
    db,
    sql`SELECT * FROM staff WHERE id = ${id} ${opts.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return r ? staffOf(r) : undefined;
}

export async function listStaffRows(db: Db): Promise<StaffRow[]> {
  return (await rows(db, sql`SELECT * FROM staff ORDER BY id`)).map(staffOf);
}

/** The new account, or undefined when the e-mail is taken. */
export async function insertStaff(
  db: Db,
  s: {
    email: string;
    name: string;
    passwordHash: string;
    roles: readonly StaffRole[];
    createdBy: number | null;
  },
): Promise<StaffRow | undefined> {
  const [r] = await rows(
    db,
    sql`INSERT INTO staff (email, name, password_hash, roles, created_by)
        VALUES (${s.email.trim().toLowerCase()}, ${s.name}, ${s.passwordHash}, ${rolesParam(s.roles)}, ${s.createdBy})
        ON CONFLICT (email) DO NOTHING RETURNING *`,
  );
  return r && staffOf(r);
}

export async function countStaff(db: Db): Promise<number> {
  const [r] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM staff`);
  return Number(r?.n ?? 0);
}

/** Active accounts holding `owner`, other than `exceptId` (under lockStaffManagement). */
export async function countOtherActiveOwners(db: Db, exceptId: number | null): Promise<number> {
  const [r] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM staff WHERE status = 'active' AND 'owner' = ANY (roles)
          AND id IS DISTINCT FROM ${exceptId}`,
  );
  return Number(r?.n ?? 0);
}

/**
 * Staff changes one at a time, until the transaction ends: the "last active owner" rule reads
 * other rows than the one it changes, which row locks alone would not keep true.
 */
export async function lockStaffManagement(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('konter:staff'))`);
}

export async function updateStaffStatus(db: Db, id: number, status: StaffStatus): Promise<StaffRow> {
  const [r] = await rows(db, sql`UPDATE staff SET status = ${status} WHERE id = ${id} RETURNING *`);
  return staffOf(r!);
}

export async function updateStaffRoles(db: Db, id: number, roles: readonly StaffRole[]): Promise<StaffRow> {
  const [r] = await rows(db, sql`UPDATE staff SET roles = ${rolesParam(roles)} WHERE id = ${id} RETURNING *`);
  return staffOf(r!);
}

/** Forgets the authenticator: the next login enrols a new one. */
export async function clearStaffTotp(db: Db, id: number): Promise<StaffRow> {
  const [r] = await rows(
    db,
    sql`UPDATE staff SET totp_secret_enc = NULL, totp_enabled_at = NULL, last_totp_step = NULL
         WHERE id = ${id} RETURNING *`,
  );
  return staffOf(r!);
}

/** A pending enrolment's secret (replaces an unconfirmed one; an enrolled account keeps its own). */
export async function setPendingTotpSecret(db: Db, id: number, secretEnc: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`UPDATE staff SET totp_secret_enc = ${secretEnc}, last_totp_step = NULL
         WHERE id = ${id} AND totp_enabled_at IS NULL RETURNING id`,
  );
  return found.length === 1;
}

/**
 * Spends a TOTP time step: true when `step` is newer than the last accepted one (then it becomes
 * the last), false when this step or a later one was already used (a replay). One statement, so two
 * requests with the same code cannot both pass. The first accepted code also confirms an enrolment.
 */
export async function spendTotpStep(db: Db, id: number, secretEnc: string, step: number): Promise<boolean> {
  // Only with the secret the code was checked against (a login elsewhere may have replaced a pending one).
  const found = await rows(
    db,
    sql`UPDATE staff SET last_totp_step = ${step}, totp_enabled_at = coalesce(totp_enabled_at, now()),
               last_login_at = now()
         WHERE id = ${id} AND totp_secret_enc = ${secretEnc}
           AND (last_totp_step IS NULL OR last_totp_step < ${step}) RETURNING id`,
  );
  return found.length === 1;
}

// ---- sessions ----

export interface StaffSessionRow {
  tokenHash: string;
  staffId: number;
  stage: 'password' | 'ok';
  lastSeenAt: Date;
  expiresAt: Date;
}

const sessionOf = (r: Record<string, unknown>): StaffSessionRow => ({
  tokenHash: String(r.token_hash),
  staffId: Number(r.staff_id),
  stage: r.stage as StaffSessionRow['stage'],
  lastSeenAt: date(r.last_seen_at),
  expiresAt: date(r.expires_at),
});

export async function insertStaffSession(
  db: Db,
  s: { tokenHash: string; staffId: number; ip: string | null; userAgent: string | null; expiresAt: Date },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO staff_sessions (token_hash, staff_id, stage, ip, user_agent, expires_at)
        VALUES (${s.tokenHash}, ${s.staffId}, 'password', ${s.ip}, ${s.userAgent}, ${s.expiresAt})`,
  );
}

/** A session and its account (whatever their state: the service decides). */
export async function findStaffSession(
  db: Db,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT to_jsonb(s) AS s, to_jsonb(t) AS t FROM staff_sessions s JOIN staff t ON t.id = s.staff_id
         WHERE s.token_hash = ${tokenHash}`,
  );
  if (!r) return undefined;
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
  return { session: sessionOf(json(r.s)), staff: staffOf(json(r.t)) };
}

/** password → ok, only from `password` (a session is promoted once). */
export async function promoteStaffSession(db: Db, tokenHash: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`UPDATE staff_sessions SET stage = 'ok', last_seen_at = now()
         WHERE token_hash = ${tokenHash} AND stage = 'password' RETURNING token_hash`,
  );
  return found.length === 1;
}

export async function touchStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.execute(sql`UPDATE staff_sessions SET last_seen_at = now() WHERE token_hash = ${tokenHash}`);
}

export async function deleteStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.execute(sql`DELETE FROM staff_sessions WHERE token_hash = ${tokenHash}`);
}

/** Ends every session of an account (disabled, TOTP reset). */
export async function deleteStaffSessions(db: Db, staffId: number): Promise<number> {
  return (await rows(db, sql`DELETE FROM staff_sessions WHERE staff_id = ${staffId} RETURNING token_hash`))
    .length;
}

/** Sessions past their absolute lifetime or idle longer than `idleMinutes`. */
export async function pruneStaffSessions(db: Db, idleMinutes: number): Promise<number> {
  return (
    await rows(
      db,
      sql`DELETE FROM staff_sessions
           WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(mins => ${idleMinutes})
       RETURNING token_hash`,
    )
  ).length;
}

/**
 * Of these sessions, the ids still signed in (stage ok, not expired, seen within `idleMinutes`, the
 * account active), without touching them: a staff socket must not keep its session alive.
 */
export async function liveStaffSessionIds(db: Db, ids: string[], idleMinutes: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ token_hash: string }>(
    db,
    sql`SELECT s.token_hash FROM staff_sessions s JOIN staff t ON t.id = s.staff_id
         WHERE s.token_hash = ANY(${sql`ARRAY[${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}]::text[]`}) AND s.stage = 'ok' AND s.expires_at > now() AND t.status = 'active'
           AND s.last_seen_at > now() - make_interval(mins => ${idleMinutes})`,
  );
  return new Set(found.map((r) => r.token_hash));
}
