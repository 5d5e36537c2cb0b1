import {
  STAFF_SESSION_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffLoginRequest,
  type StaffLoginResult,
  type StaffMe,
} from '@konter/core/contracts/console';
import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { StaffCaller, StaffSessionResolver } from '../auth/index.js';
import { recordAudit } from './audit.service.js';
import { staffCookieName, staffToken } from './console.cookie.js';
import {
  deleteStaffSession,
  findStaffByEmail,
  findStaffSession,
  insertStaffSession,
  liveStaffSessionIds,
  promoteStaffSession,
  pruneStaffSessions,
  type StaffRow,
  setPendingTotpSecret,
  spendTotpStep,
  touchStaffSession,
} from './console.repository.js';
import { acceptedStep, newEnrolment, openTotpSecret, sealTotpSecret } from './staff.totp.js';

// Staff sign-in (ADR 0020): the password (argon2id through deps.hasher, as members), then a TOTP
// code. Both steps share one server-side session: stage `password` after the first, `ok` after the
// second; only an `ok` session reaches a console route. A wrong password, an unknown e-mail and a
// disabled account answer the same 422 in the same time (no account enumeration).

export interface StaffClient {
  ip: string | null;
  userAgent: string | null;
}

const me = (s: StaffRow): StaffMe => ({ id: s.id, email: s.email, name: s.name, roles: s.roles });

/** The password step: a new session at stage `password` (its token for the cookie) and what comes next. */
export async function staffLogin(
  deps: Deps,
  input: StaffLoginRequest,
  client: StaffClient,
  previousToken?: string,
): Promise<{ token: string; result: StaffLoginResult }> {
  const db = deps.database.db;
  const staff = await findStaffByEmail(db, input.email);
  const passwordOk = staff
    ? await deps.hasher.verify(staff.passwordHash, input.password)
    : await deps.hasher.verifyDummy(input.password);
  if (!staff || !passwordOk || staff.status !== 'active') throw new AppError('console_login_failed');

  // Housekeeping on the way: the browser's previous session and everyone's stale ones go.
  if (previousToken) await deleteStaffSession(db, sha256(previousToken));
  await pruneStaffSessions(db, STAFF_SESSION_IDLE_MINUTES);

  const token = randomToken();
  await insertStaffSession(db, {
    tokenHash: sha256(token),
    staffId: staff.id,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000),
  });
  if (staff.totpEnabledAt) return { token, result: { next: 'totp' } };

  // Not enrolled yet (a new account, or the owner reset it): a new secret each time the password is
  // right, confirmed by the first code accepted with it.
  const enrol = await newEnrolment(staff.email);
  await setPendingTotpSecret(db, staff.id, sealTotpSecret(deps.config.APP_SECRET, staff.id, enrol.secret));
  return { token, result: { next: 'enrol', enrol } };
}

/** A session of this token that is still alive (deleted when its time is up). */
async function liveSession(deps: Deps, token: string) {
  const db = deps.database.db;
  const id = sha256(token);
  const found = await findStaffSession(db, id);
  if (!found) return undefined;
  const now = Date.now();
  const idle = found.session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MINUTES * 60_000 <= now;
  if (found.session.expiresAt.getTime() <= now || idle || found.staff.status !== 'active') {
    await deleteStaffSession(db, id);
    return undefined;
  }
  return { id, ...found };
}

/**
 * The TOTP step: a valid code of this time step (±1), newer than the last accepted one, turns the
 * session `ok` and (on enrolment) enables the authenticator. Writes the `auth.login` audit row.
 */
export async function staffTotp(deps: Deps, token: string | undefined, code: string, ip: string | null) {
  const found = token ? await liveSession(deps, token) : undefined;
  if (found?.session.stage !== 'password') throw new AppError('console_totp_not_pending');
  const { staff } = found;
  const sealed = staff.totpSecretEnc;
  const secret = sealed && openTotpSecret(deps.config.APP_SECRET, staff.id, sealed);
  const step = secret ? await acceptedStep(secret, code, staff.lastTotpStep) : null;
  const invalid = () => fieldError('code', 'console_totp_invalid');
  if (!sealed || step === null) throw invalid();
  const enrolling = staff.totpEnabledAt === null;
  return deps.database.db.transaction(async (tx) => {
    // One statement decides a race between two requests with the same code.
    if (!(await spendTotpStep(tx, staff.id, sealed, step))) throw invalid();
    if (!(await promoteStaffSession(tx, found.id))) throw new AppError('console_totp_not_pending');
    await recordAudit(tx, {
      staffId: staff.id,
      actor: staff.email,
      action: 'auth.login',
      target: `staff:${staff.id}`,
      after: enrolling ? { totp_enrolled: true } : null,
      ip,
    });
    return me(staff);
  });
}

const TOUCH_EVERY_MS = 60_000;

/** The fully signed-in member of staff of a token, or null. last_seen_at is written at most once a minute. */
export async function resolveStaffToken(deps: Deps, token: string): Promise<StaffCaller | null> {
  const found = await liveSession(deps, token);
  if (found?.session.stage !== 'ok') return null;
  if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchStaffSession(deps.database.db, found.id);
  }
  return { sessionId: found.id, staff: me(found.staff) };
}

/** What createDeps wires as `deps.staffSessions`: the access plugin's view of the staff cookie. */
export const consoleStaffSessions: StaffSessionResolver = {
  async resolve(deps: Deps, req: FastifyRequest) {
    const token = staffToken(req, deps.config);
    return token ? resolveStaffToken(deps, token) : null;
  },
  async resolveCookies(deps, cookies) {
    const token = cookies[staffCookieName(deps.config)];
    return token ? resolveStaffToken(deps, token) : null;
  },
  liveSessionIds: (deps, ids) => liveStaffSessionIds(deps.database.db, ids, STAFF_SESSION_IDLE_MINUTES),
};

/** Ends the session of this token (nothing when there is none); a signed-in one is audited. */
export async function staffLogout(deps: Deps, token: string | undefined, ip: string | null): Promise<void> {
  if (!token) return;
  const id = sha256(token);
  const found = await findStaffSession(deps.database.db, id);
  if (!found) return;
  await deps.database.db.transaction(async (tx) => {
    await deleteStaffSession(tx, id);
    if (found.session.stage === 'ok') {
      await recordAudit(tx, {
        staffId: found.staff.id,
        actor: found.staff.email,
        action: 'auth.logout',
        target: `staff:${found.staff.id}`,
        ip,
      });
    }
  });
}
