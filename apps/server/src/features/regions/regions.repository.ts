import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the regions feature (migration 0028; regions.service.ts and loader.ts hold the rules).

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;

/** One row as the loader writes it (level 1 province … 4 village). */
export interface RegionRow {
  code: string;
  level: 1 | 2 | 3 | 4;
  name: string;
  parent_code: string | null;
  province: string;
  city: string | null;
  district: string | null;
  name_key: string;
  search: string;
}

/** A region with the names above it. */
export interface RegionRecord {
  code: string;
  level: number;
  name: string;
  parentCode: string | null;
  province: string;
  city: string | null;
  district: string | null;
}

const toRecord = (r: Raw): RegionRecord => ({
  code: String(r.code),
  level: Number(r.level),
  name: String(r.name),
  parentCode: r.parent_code == null ? null : String(r.parent_code),
  province: String(r.province),
  city: r.city == null ? null : String(r.city),
  district: r.district == null ? null : String(r.district),
});

const COLUMNS = sql.raw('code, level, name, parent_code, province, city, district');

/** Which copy of the data is loaded (none before the first load). */
export async function regionsSource(db: Db): Promise<{ source: string; regions: number } | undefined> {
  const [r] = rowsOf(await db.execute(sql`SELECT source, regions FROM regions_source WHERE id`));
  return r ? { source: String(r.source), regions: Number(r.regions) } : undefined;
}

/** Serialises loaders (two servers starting on one database) until the transaction ends. */
export async function lockRegionsLoad(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('konter:regions-load'))`);
}

export async function clearRegions(tx: Db): Promise<void> {
  await tx.execute(sql`DELETE FROM region_words`);
  await tx.execute(sql`DELETE FROM regions`);
}

/** One batch of rows in one statement (a JSON array parameter: no parameter-count limit). */
export async function insertRegions(tx: Db, rows: RegionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO regions (code, level, name, parent_code, province, city, district, name_key, search)
    SELECT code, level, name, parent_code, province, city, district, name_key, search
      FROM json_to_recordset(${JSON.stringify(rows)}::json)
        AS x(code text, level smallint, name text, parent_code text, province text, city text,
             district text, name_key text, search text)`);
}

/** Every word of every region's own name, less the words that name no place; plus aliases. */
export async function buildRegionWords(
  tx: Db,
  stopWords: readonly string[],
  aliases: readonly { word: string; code: string }[],
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO region_words (word, code)
    SELECT DISTINCT w, code FROM regions, regexp_split_to_table(name_key, ' ') AS w
     WHERE w <> '' AND NOT (w = ANY (${`{${stopWords.join(',')}}`}::text[]))
    UNION
    SELECT word, code FROM json_to_recordset(${JSON.stringify(aliases)}::json) AS a(word text, code text)
    ON CONFLICT DO NOTHING`);
}

export async function setRegionsSource(tx: Db, source: string, regions: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO regions_source (id, source, regions) VALUES (true, ${source}, ${regions})
    ON CONFLICT (id) DO UPDATE SET source = EXCLUDED.source, regions = EXCLUDED.regions, loaded_at = now()`);
}

/**
 * Villages matching a search: the regions having a name word that starts with `anchor` (index
 * range on region_words), the villages at or below them (code range), those whose `search` line
 * contains every token; best first — the village's own name equal to the query, then starting with
 * it, then a village hit before a district, city or province hit; then by name.
 */
export async function searchVillages(
  db: Db,
  q: { anchor: string; tokens: string[]; full: string; limit: number },
): Promise<RegionRecord[]> {
  const contains: SQL[] = q.tokens.map((t) => sql`v.search LIKE ${`%${t}%`}`);
  const res = await db.execute(sql`
    WITH hits AS (
      SELECT r.code, r.level
        FROM region_words w JOIN regions r ON r.code = w.code
       WHERE w.word >= ${q.anchor} AND w.word < ${`${q.anchor}{`}
    ), cand AS (
      SELECT v.code, min(4 - h.level) AS hit
        FROM hits h
        JOIN regions v ON v.level = 4 AND v.code >= h.code AND v.code < h.code || '/'
       WHERE ${sql.join(contains, sql` AND `)}
       GROUP BY v.code
    )
    SELECT ${sql.raw('v.code, v.level, v.name, v.parent_code, v.province, v.city, v.district')}
      FROM cand c JOIN regions v ON v.code = c.code
     ORDER BY CASE WHEN v.name_key = ${q.full} THEN 0
                   WHEN v.name_key LIKE ${`${q.full}%`} THEN 1 ELSE 2 END,
              c.hit, v.name, v.code
     LIMIT ${q.limit}`);
  return rowsOf(res).map(toRecord);
}

export async function findRegionByCode(db: Db, code: string): Promise<RegionRecord | undefined> {
  const [r] = rowsOf(await db.execute(sql`SELECT ${COLUMNS} FROM regions WHERE code = ${code}`));
  return r ? toRecord(r) : undefined;
}

/** Villages whose own name is this key (few: names repeat across the country), with their names above. */
export async function villagesByNameKey(db: Db, nameKey: string): Promise<RegionRecord[]> {
  const res = await db.execute(
    sql`SELECT ${COLUMNS} FROM regions WHERE level = 4 AND name_key = ${nameKey} ORDER BY code LIMIT 500`,
  );
  return rowsOf(res).map(toRecord);
}

/** Full names of the regions with these codes (cities keep their official name here). */
export async function regionNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const res = await db.execute(
    sql`SELECT code, name FROM regions WHERE code = ANY (${`{${codes.join(',')}}`}::text[])`,
  );
  return new Map(rowsOf(res).map((r) => [String(r.code), String(r.name)]));
}

/** Every regency/city with its province, by code. */
export async function listCities(db: Db): Promise<RegionRecord[]> {
  const res = await db.execute(sql`SELECT ${COLUMNS} FROM regions WHERE level = 2 ORDER BY code`);
  return rowsOf(res).map(toRecord);
}
