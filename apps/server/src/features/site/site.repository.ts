import type { EditableHelpSection } from '@konter/core/public-pages';
import type { Locale } from '@konter/core/validation/locale';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appSettings,
  banners,
  type CornerRoundness,
  displayPreferences,
  helpTexts,
} from '../../db/schema/index.js';

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

// ---- the console's banners (every carousel, inactive ones too) ----

export const listAllBanners = (db: Db) =>
  db.select().from(banners).orderBy(asc(banners.carousel), asc(banners.position), asc(banners.id));

export async function findBannerForUpdate(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update').limit(1);
  return row;
}

/** The next position at the end of a carousel. */
export async function nextBannerPosition(db: Db, carousel: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${banners.position}), 0)::int + 1` })
    .from(banners)
    .where(eq(banners.carousel, carousel));
  return Number(row?.n ?? 1);
}

export async function insertBanner(db: Db, b: typeof banners.$inferInsert): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(b).returning();
  return row!;
}

export async function updateBanner(
  db: Db,
  id: number,
  set: Partial<Pick<BannerRow, 'active' | 'position' | 'caption' | 'startsAt' | 'endsAt'>>,
): Promise<BannerRow> {
  const [row] = await db.update(banners).set(set).where(eq(banners.id, id)).returning();
  return row!;
}

export const deleteBanner = (db: Db, id: number) => db.delete(banners).where(eq(banners.id, id));

// ---- uploaded banner images (migration 0038) ----

export interface BannerImage {
  mime: string;
  data: Buffer;
  etag: string;
}

export async function insertBannerImage(db: Db, img: BannerImage): Promise<number> {
  const res = await db.execute(
    sql`INSERT INTO banner_images (mime, data, etag) VALUES (${img.mime}, ${img.data}, ${img.etag}) RETURNING id`,
  );
  return Number((res as unknown as { rows: { id: number | string }[] }).rows[0]!.id);
}

export async function findBannerImage(db: Db, id: number): Promise<BannerImage | undefined> {
  const res = await db.execute(sql`SELECT mime, data, etag FROM banner_images WHERE id = ${id}`);
  const r = (res as unknown as { rows: { mime: string; data: unknown; etag: string }[] }).rows[0];
  if (!r) return undefined;
  const data = Buffer.isBuffer(r.data) ? r.data : Buffer.from(r.data as Uint8Array);
  return { mime: String(r.mime), data, etag: String(r.etag) };
}

// ---- the help centre's own texts (migration 0044) ----

export type HelpTextRow = typeof helpTexts.$inferSelect;

/** Every stored text, by section and language. */
export const listHelpTexts = (db: Db): Promise<HelpTextRow[]> =>
  db.select().from(helpTexts).orderBy(asc(helpTexts.section), asc(helpTexts.locale));

/** One text, its row locked until the caller's transaction ends (the console's change). */
export async function lockHelpText(tx: Db, section: EditableHelpSection, locale: Locale) {
  const [row] = await tx
    .select()
    .from(helpTexts)
    .where(and(eq(helpTexts.section, section), eq(helpTexts.locale, locale)))
    .for('update');
  return row;
}

/** Stores a section's text in one language; an empty body removes it (the built-in text again). */
export async function saveHelpText(
  tx: Db,
  section: EditableHelpSection,
  locale: Locale,
  body: string,
): Promise<HelpTextRow | undefined> {
  if (!body) {
    await tx.delete(helpTexts).where(and(eq(helpTexts.section, section), eq(helpTexts.locale, locale)));
    return undefined;
  }
  const [row] = await tx
    .insert(helpTexts)
    .values({ section, locale, body })
    .onConflictDoUpdate({
      target: [helpTexts.section, helpTexts.locale],
      set: { body, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** The stored text of a section in one language, if any. */
export async function findHelpText(db: Db, section: EditableHelpSection, locale: Locale) {
  const [row] = await db
    .select({ body: helpTexts.body })
    .from(helpTexts)
    .where(and(eq(helpTexts.section, section), eq(helpTexts.locale, locale)));
  return row;
}
