import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings, banners, type CornerRoundness, displayPreferences } from '../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect;

/** The active banners of a carousel inside their optional display window, in position order. */
export const carouselBanners = (db: Db, carousel: string) =>
  db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.carousel, carousel),
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
        or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));

export async function findCornerRoundness(db: Db, userId: number): Promise<CornerRoundness | undefined> {
  const [row] = await db
    .select({ v: displayPreferences.cornerRoundness })
    .from(displayPreferences)
    .where(eq(displayPreferences.userId, userId))
    .limit(1);
  return row?.v;
}

export const saveCornerRoundness = (db: Db, userId: number, v: CornerRoundness) =>
  db
    .insert(displayPreferences)
    .values({ userId, cornerRoundness: v })
    .onConflictDoUpdate({
      target: displayPreferences.userId,
      set: { cornerRoundness: v, updatedAt: new Date() },
    });

/** The JSON value stored under an app_settings key (the site's settings live under `site`). */
export async function findSettingsValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value;
}

export const saveSettingsValue = (db: Db, key: string, value: object) =>
  db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
