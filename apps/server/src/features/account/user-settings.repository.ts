import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userSettings } from '../../db/schema/index.js';

/** The member's stored settings of the given keys (a key never saved has no row). */
export const listUserSettingRows = (db: Db, userId: number, keys: readonly string[]) =>
  db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), inArray(userSettings.key, [...keys])));

/**
 * Writes the given fields of one key over what is stored (a JSON merge in the statement itself, so
 * two changes of different fields at once both stay).
 */
export async function mergeUserSetting(
  db: Db,
  userId: number,
  key: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, key, value: patch })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.key],
      set: { value: sql`${userSettings.value} || excluded.value`, updatedAt: new Date() },
    });
}
