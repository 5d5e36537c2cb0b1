import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import {
  actionTokens,
  appSettings,
  contactChanges,
  devices,
  otps,
  sessions,
  users,
} from '../../db/schema/index.js';
import { runStatement, statement } from '../../db/statement.js';

export type User = typeof users.$inferSelect;
export type Device = typeof devices.$inferSelect;
export type Session = typeof sessions.$inferSelect;

// ---- users ----
export async function findUserByLogin(
  db: Db,
  login: { email?: string; hp?: string },
): Promise<User | undefined> {
  const cond = login.email
    ? sql`lower(${users.email}) = lower(${login.email})`
    : eq(users.hp, login.hp ?? '');
  const [u] = await db
    .select()
    .from(users)
    .where(and(cond, isNull(users.closedAt)))
    .limit(1);
  return u;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<User | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(sql`upper(${users.referalCode}) = upper(${code})`, isNull(users.closedAt)))
    .limit(1);
  return u;
}

/** Whether this user's referral code is an affiliate code whose validity ended (migration 0027). */
export async function referralCodeExpired(db: Db, userId: number): Promise<boolean> {
  const res = await db.execute(
    sql`SELECT 1 FROM affiliates WHERE user_id = ${userId} AND code_expires_at <= now()`,
  );
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Which of e-mail / phone are already used by another open account. */
export async function takenIdentifiers(db: Db, email: string, hp: string, exceptUserId = 0) {
  const rows = await db
    .select({ email: users.email, hp: users.hp })
    .from(users)
    .where(
      and(
        isNull(users.closedAt),
        ne(users.id, exceptUserId),
        sql`(lower(${users.email}) = lower(${email}) OR ${users.hp} = ${hp})`,
      ),
    );
  // An address changed away stays its former account's while that account's undo link is valid
  // (7 days, migration 0015): the link must be able to put it back.
  const reserved = await db
    .select({ field: contactChanges.field })
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.status, 'applied'),
        gt(contactChanges.undoExpiresAt, sql`now()`),
        ne(contactChanges.userId, exceptUserId),
        sql`((${contactChanges.field} = 'email' AND lower(${contactChanges.oldValue}) = lower(${email}))
          OR (${contactChanges.field} = 'hp' AND ${contactChanges.oldValue} = ${hp}))`,
      ),
    );
  return {
    email:
      rows.some((r) => r.email.toLowerCase() === email.toLowerCase()) ||
      reserved.some((r) => r.field === 'email'),
    hp: rows.some((r) => r.hp === hp) || reserved.some((r) => r.field === 'hp'),
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<User> {
  const [u] = await db.insert(users).values(values).returning();
  return u!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<User> {
  const [u] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return u!;
}

/** Counts one wrong PIN atomically; returns the count after it. */
/**
 * The PIN's state, with the user's row locked until the caller's transaction ends: PIN checks of
 * one user run one after another, so each sees the count the previous one left.
 */
export async function lockPinState(db: Db, userId: number) {
  const [row] = await db
    .select({ pinHash: users.pinHash, attempts: users.pinFailedAttempts, lockedUntil: users.pinLockedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

// ---- operator settings ----
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

// ---- devices ----
export async function findDevice(db: Db, userId: number, keyHash: string): Promise<Device | undefined> {
  const [d] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.keyHash, keyHash)))
    .limit(1);
  return d;
}

export async function findDeviceById(db: Db, userId: number, id: string): Promise<Device | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [d] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.id, id)))
    .limit(1);
  return d;
}

export const countDevices = async (db: Db, userId: number) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(devices).where(eq(devices.userId, userId)))[0]!.n;

export async function upsertDevice(
  db: Db,
  v: {
    userId: number;
    keyHash: string;
    name: string;
    userAgent: string | null;
    ip: string | null;
    status: Device['status'];
    firstLogin?: boolean;
  },
): Promise<Device> {
  const [d] = await db
    .insert(devices)
    .values({
      ...v,
      firstLogin: v.firstLogin ?? false,
      decidedAt: v.status === 'trusted' ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: [devices.userId, devices.keyHash],
      set: { status: v.status, name: v.name, userAgent: v.userAgent, ip: v.ip, lastActivityAt: new Date() },
    })
    .returning();
  return d!;
}

/** Moves a device from one of `from` to `to`; returns undefined when it was in another state (resolve once). */
export async function transitionDevice(db: Db, id: string, from: Device['status'][], to: Device['status']) {
  const [d] = await db
    .update(devices)
    .set({ status: to, decidedAt: new Date() })
    .where(
      and(
        eq(devices.id, id),
        sql`${devices.status} IN (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return d;
}

export const listDevices = (db: Db, userId: number) =>
  db.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.lastActivityAt));

export const touchDevice = (db: Db, id: string) =>
  db.update(devices).set({ lastActivityAt: new Date() }).where(eq(devices.id, id));

// ---- sessions ----
export async function insertSession(db: Db, v: typeof sessions.$inferInsert): Promise<Session> {
  const [s] = await db.insert(sessions).values(v).returning();
  return s!;
}

// Every authenticated request runs this: constant text as a named prepared statement (db/statement.ts),
// mapped by each column's own decoder, so no query is built per request (bench/purchase).
const liveSession = statement(
  `SELECT row_to_json(s) AS session, row_to_json(u) AS "user", row_to_json(d) AS device
     FROM sessions s
     JOIN users u ON u.id = s.user_id
     JOIN devices d ON d.id = s.device_id
    WHERE s.id = $1 AND s.ended_at IS NULL
    LIMIT 1`,
);

type RawRow = Record<string, unknown>;

export async function findLiveSession(db: Db, id: string) {
  const [row] = await runStatement<{ session: RawRow; user: RawRow; device: RawRow }>(db, liveSession, [id]);
  if (!row) return undefined;
  return {
    session: fromRow(sessions, row.session),
    user: fromRow(users, row.user),
    device: fromRow(devices, row.device),
  };
}

export const endSession = (db: Db, id: string, reason: string) =>
  db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));

/** Ends the device's live sessions; the ended rows' ids. */
export const endDeviceSessions = (db: Db, deviceId: string, reason: string) =>
  db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });

/** Ends the user's live sessions (but one); the ended rows' ids. */
export const endUserSessions = (db: Db, userId: number, reason: string, exceptSessionId = '') =>
  db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, exceptSessionId)))
    .returning({ id: sessions.id });

/** Ends one live session of this user: the ended row, or undefined (another user's, or ended already). */
export async function endSessionOfUser(db: Db, userId: number, id: string, reason: string) {
  const [s] = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning();
  return s;
}

/**
 * The user's sessions that still work: not ended, not past their absolute end, used since
 * `activeSince` (the idle limit), each with its device's name; most recently used first.
 */
export const listLiveSessions = (db: Db, userId: number, now: Date, activeSince: Date) =>
  db
    .select({ session: sessions, deviceName: devices.name })
    .from(sessions)
    .innerJoin(devices, eq(devices.id, sessions.deviceId))
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, activeSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));

export const touchSession = (db: Db, id: string) =>
  db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));

/** Sessions ended or expired more than 30 days ago (kept that long for the device history). */
export const pruneOldSessions = (db: Db) =>
  db.execute(
    sql`DELETE FROM sessions WHERE (ended_at IS NOT NULL AND ended_at < now() - interval '30 days') OR expires_at < now() - interval '30 days'`,
  );

/** Devices with a live session right now (for the device list's "logged out" state). */
export async function devicesWithLiveSession(db: Db, userId: number, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ deviceId: sessions.deviceId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.deviceId));
}

// ---- one-time codes ----
export async function insertOtp(db: Db, v: typeof otps.$inferInsert) {
  const [o] = await db.insert(otps).values(v).returning();
  return o!;
}

export async function latestOtp(db: Db, userId: number, purpose: string, subject: string) {
  const [o] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose as never), eq(otps.subject, subject)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return o;
}

export const countOtpsSince = async (db: Db, userId: number, purpose: string, since: Date) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(otps)
      .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose as never), gt(otps.createdAt, since)))
  )[0]!.n;

/** Counts one try; returns the row only if the code was still usable (not consumed, not expired, < max tries). */
export async function spendOtpAttempt(db: Db, id: string, maxAttempts: number) {
  const [o] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        eq(otps.id, id),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, new Date()),
        sql`${otps.attempts} < ${maxAttempts}`,
      ),
    )
    .returning();
  return o;
}

export async function consumeOtp(db: Db, id: string) {
  const [o] = await db
    .update(otps)
    .set({ consumedAt: new Date() })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
    .returning();
  return o;
}

// ---- e-mailed link tokens ----
export const insertActionToken = (db: Db, v: typeof actionTokens.$inferInsert) =>
  db.insert(actionTokens).values(v);

/** Ends every unused link of a purpose for a user (a newer link, a reset, a password change). */
export const invalidateActionTokens = (db: Db, userId: number, purpose: 'password_reset' | 'email_verify') =>
  db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(actionTokens.userId, userId), eq(actionTokens.purpose, purpose), isNull(actionTokens.usedAt)),
    );

/** Marks a token used and returns it, only if it exists, is unused and unexpired (single use). */
export async function useActionToken(db: Db, tokenHash: string, purpose: 'password_reset' | 'email_verify') {
  const [t] = await db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(actionTokens.tokenHash, tokenHash),
        eq(actionTokens.purpose, purpose),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return t;
}
