import type { Db } from '../../db/client.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  endSession,
  endSessionOfUser,
  endUserSessions,
  findLiveSession,
  insertSession,
  listLiveSessions,
  pruneOldSessions,
  type Session,
  touchSession,
} from './auth.repository.js';
import { pruneThrottle } from './throttle.repository.js';

export interface IssuedSession {
  token: string;
  id: string;
}

/** A new server-side session for a device; the cookie carries the token, the table its hash. */
export async function createSession(
  deps: Deps,
  db: Db,
  userId: number,
  deviceId: string,
): Promise<IssuedSession> {
  const token = randomToken();
  const id = sha256(token);
  await insertSession(db, {
    id,
    userId,
    deviceId,
    expiresAt: new Date(Date.now() + deps.config.SESSION_ABSOLUTE_HOURS * 3600_000),
  });
  return { token, id };
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

const TOUCH_EVERY_MS = 60_000;

/**
 * Resolves a cookie token to its live session, user and device, ending it when the idle or the
 * absolute timeout has passed. last_seen_at is written at most once a minute per session.
 */
export async function resolveSession(deps: Deps, token: string): Promise<LiveSession | undefined> {
  const db = deps.database.db;
  const id = sha256(token);
  const row = await findLiveSession(db, id);
  if (!row) return undefined;
  const now = Date.now();
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  if (row.session.expiresAt.getTime() <= now) {
    await endSession(db, id, 'expired');
    return undefined;
  }
  if (row.session.lastSeenAt.getTime() + idleMs <= now) {
    await endSession(db, id, 'idle');
    return undefined;
  }
  // A rejected device keeps its (powerless) session until it has read its status once.
  if (row.user.closedAt || row.device.status === 'revoked') {
    await endSession(db, id, 'revoked');
    return undefined;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, id);
  return row;
}

/** The daily sweep of sessions ended or expired over 30 days ago. */
export async function pruneSessions(deps: Deps): Promise<void> {
  await pruneOldSessions(deps.database.db);
  await pruneThrottle(deps.database.db);
}

/** Why an operator (the console's customer service) ended a session: sessions.end_reason. */
export const OPERATOR_END_REASON = 'operator';

/** A member's sessions that still work (not ended, not expired, not idle), with their device's name. */
export function liveSessionsOf(deps: Deps, db: Db, userId: number) {
  const now = new Date();
  const activeSince = new Date(now.getTime() - deps.config.SESSION_IDLE_MINUTES * 60_000);
  return listLiveSessions(db, userId, now, activeSince);
}

/**
 * Ends one session of a member (customer service, issue 18): that browser's next request is 401.
 * 404 `console_user_session_not_found` when it is not this member's or has ended already.
 */
export async function endMemberSession(db: Db, userId: number, sessionId: string): Promise<Session> {
  const ended = await endSessionOfUser(db, userId, sessionId, OPERATOR_END_REASON);
  if (!ended) throw new AppError('console_user_session_not_found');
  return ended;
}

/** Ends every session of a member (customer service); how many were open. */
export async function endMemberSessions(db: Db, userId: number): Promise<number> {
  return (await endUserSessions(db, userId, OPERATOR_END_REASON)).length;
}
