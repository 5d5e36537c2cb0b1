import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of price-list images (media.service.ts holds the rules and the transactions).

export interface MediaItemRow {
  code: string;
  name: string;
  nominal: number | null;
  price: number;
  buying_price: number | null;
}

export interface MediaRow {
  id: number;
  userId: number;
  productType: string;
  brand: string;
  brandName: string;
  items: MediaItemRow[];
  topText: string;
  bottomText: string;
  textColor: string;
  hasBackground: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface MediaWrite {
  productType: string;
  brand: string;
  brandName: string;
  items: MediaItemRow[];
  topText: string;
  bottomText: string;
  textColor: string;
  image: Buffer;
  thumbnail: Buffer;
}

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const bytes = (v: unknown): Buffer | null =>
  v == null ? null : Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array);

const COLUMNS = sql`id, user_id, product_type, brand, brand_name, items, top_text, bottom_text, text_color,
  background IS NOT NULL AS has_background, created_at, updated_at`;

function toRow(r: Raw): MediaRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    productType: String(r.product_type),
    brand: String(r.brand),
    brandName: String(r.brand_name),
    items: (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as MediaItemRow[],
    topText: String(r.top_text),
    bottomText: String(r.bottom_text),
    textColor: String(r.text_color),
    hasBackground: Boolean(r.has_background),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

export async function listMedia(db: Db, userId: number): Promise<MediaRow[]> {
  const res = await db.execute(
    sql`SELECT ${COLUMNS} FROM media_pricelists WHERE user_id = ${userId} ORDER BY id DESC`,
  );
  return rowsOf(res).map(toRow);
}

export async function countMedia(db: Db, userId: number): Promise<number> {
  const res = await db.execute(
    sql`SELECT count(*)::int AS n FROM media_pricelists WHERE user_id = ${userId}`,
  );
  return Number(rowsOf(res)[0]?.n ?? 0);
}

/** The user's image by id (another user's image is not found). */
export async function findMedia(db: Db, userId: number, id: number): Promise<MediaRow | undefined> {
  const res = await db.execute(
    sql`SELECT ${COLUMNS} FROM media_pricelists WHERE id = ${id} AND user_id = ${userId}`,
  );
  const r = rowsOf(res)[0];
  return r ? toRow(r) : undefined;
}

/** The user's image locked for an edit. */
export async function lockMedia(db: Db, userId: number, id: number): Promise<MediaRow | undefined> {
  const res = await db.execute(
    sql`SELECT ${COLUMNS} FROM media_pricelists WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
  );
  const r = rowsOf(res)[0];
  return r ? toRow(r) : undefined;
}

export async function mediaBackground(db: Db, userId: number, id: number): Promise<Buffer | null> {
  const res = await db.execute(
    sql`SELECT background FROM media_pricelists WHERE id = ${id} AND user_id = ${userId}`,
  );
  return bytes(rowsOf(res)[0]?.background);
}

export async function mediaPng(
  db: Db,
  userId: number,
  id: number,
  which: 'image' | 'thumbnail',
): Promise<{ png: Buffer; updatedAt: Date } | undefined> {
  const column = which === 'image' ? sql`image` : sql`thumbnail`;
  const res = await db.execute(
    sql`SELECT ${column} AS png, updated_at FROM media_pricelists WHERE id = ${id} AND user_id = ${userId}`,
  );
  const r = rowsOf(res)[0];
  return r ? { png: bytes(r.png)!, updatedAt: new Date(r.updated_at as string) } : undefined;
}

export async function insertMedia(
  db: Db,
  userId: number,
  m: MediaWrite & { background: Buffer | null },
  at: Date,
): Promise<number> {
  const res = await db.execute(sql`
    INSERT INTO media_pricelists (user_id, product_type, brand, brand_name, items, top_text, bottom_text,
                                  text_color, background, image, thumbnail, created_at, updated_at)
    VALUES (${userId}, ${m.productType}, ${m.brand}, ${m.brandName}, ${JSON.stringify(m.items)}::jsonb,
            ${m.topText}, ${m.bottomText}, ${m.textColor}, ${m.background}, ${m.image}, ${m.thumbnail},
            ${at.toISOString()}, ${at.toISOString()})
    RETURNING id`);
  return Number(rowsOf(res)[0]!.id);
}

/** `background` undefined keeps the stored one. */
export async function updateMedia(
  db: Db,
  userId: number,
  id: number,
  m: MediaWrite & { background: Buffer | null | undefined },
  at: Date,
): Promise<void> {
  const background = m.background === undefined ? sql`background` : sql`${m.background}`;
  await db.execute(sql`
    UPDATE media_pricelists
       SET product_type = ${m.productType}, brand = ${m.brand}, brand_name = ${m.brandName},
           items = ${JSON.stringify(m.items)}::jsonb, top_text = ${m.topText}, bottom_text = ${m.bottomText},
           text_color = ${m.textColor}, background = ${background}, image = ${m.image},
           thumbnail = ${m.thumbnail}, updated_at = ${at.toISOString()}
     WHERE id = ${id} AND user_id = ${userId}`);
}

export async function deleteMedia(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db.execute(
    sql`DELETE FROM media_pricelists WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rowsOf(res).length > 0;
}

/** Serialises one user's downloads (the per-day count and the new download in one step). */
export async function lockUserDownloads(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(727314, ${userId}::int)`);
}

export async function countDownloadsSince(db: Db, userId: number, since: Date): Promise<number> {
  const res = await db.execute(sql`
    SELECT count(*)::int AS n FROM media_downloads
     WHERE user_id = ${userId} AND downloaded_at >= ${since.toISOString()}`);
  return Number(rowsOf(res)[0]?.n ?? 0);
}

export async function recordDownload(db: Db, userId: number, mediaId: number, at: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO media_downloads (user_id, media_id, downloaded_at) VALUES (${userId}, ${mediaId}, ${at.toISOString()})`);
}
