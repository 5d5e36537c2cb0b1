import type { Database, Db } from '../../db/client.js';
import { areaKey, IDN_AREA_SOURCE, idnAreaRows, shortCityName } from '../../lib/idn-area.js';
import {
  buildRegionWords,
  clearRegions,
  insertRegions,
  lockRegionsLoad,
  type RegionRow,
  regionsSource,
  setRegionsSource,
} from './regions.repository.js';

/** Words that name no place on their own ("Kota", "Kabupaten"): never a search's anchor. */
export const REGION_STOP_WORDS = ['kabupaten', 'kota', 'administrasi'] as const;

/** What people call two provinces ("DKI Jakarta", "DIY"): searchable words of the province. */
const PROVINCE_ALIASES: Readonly<Record<string, string>> = { '31': 'dki', '34': 'diy' };

/** Rows per INSERT statement. */
const BATCH = 4000;

export interface RegionsLoad {
  /** False when this copy of the data was already loaded (nothing was written). */
  loaded: boolean;
  source: string;
  regions: number;
  ms: number;
}

/**
 * Loads the Indonesian administrative areas of the `idn-area-data` package into `regions` once:
 * a database that already holds this copy (regions_source) is left alone, so every start after the
 * first costs one query. The load streams the CSV files (the 83k villages are never all in memory),
 * writes them in multi-row batches and builds the search words (on PostgreSQL in one transaction
 * under an advisory lock: two servers starting on one database load once). `provinces` limits the load to
 * some provinces (tests that need a few regions fast); such a copy is named so, and a full load
 * replaces it. `signal` (the server's shutdown) stops a load between batches.
 */
export async function ensureRegionsLoaded(
  database: Database,
  opts: { provinces?: string[]; signal?: AbortSignal } = {},
): Promise<RegionsLoad> {
  const started = Date.now();
  const only = opts.provinces?.length ? new Set(opts.provinces) : null;
  const source = only ? `${IDN_AREA_SOURCE}:${[...only].sort().join(',')}` : IDN_AREA_SOURCE;
  const current = await regionsSource(database.db);
  if (current?.source === source) {
    return { loaded: false, source, regions: current.regions, ms: Date.now() - started };
  }
  const load = async (tx: Db) => {
    await clearRegions(tx);

    let count = 0;
    let batch: RegionRow[] = [];
    const flush = async () => {
      // A shutdown stops the load between batches (PostgreSQL rolls it back; on PGlite no
      // regions_source row is written): the next start loads again.
      opts.signal?.throwIfAborted();
      await insertRegions(tx, batch);
      count += batch.length;
      batch = [];
    };
    const push = async (row: RegionRow) => {
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    };
    const alias = (provinceCode: string) => {
      const a = PROVINCE_ALIASES[provinceCode];
      return a ? ` ${a}` : '';
    };

    const provinces = new Map<string, string>();
    for await (const [code, , name] of idnAreaRows('provinces')) {
      if (only && !only.has(code)) continue;
      provinces.set(code, name);
      const key = areaKey(name);
      await push({
        code,
        level: 1,
        name,
        parent_code: null,
        province: name,
        city: null,
        district: null,
        name_key: key,
        search: `${key}${alias(code)}`,
      });
    }
    const cities = new Map<string, { province: string; city: string; provinceCode: string }>();
    for await (const [code, parent, name] of idnAreaRows('regencies')) {
      const province = provinces.get(parent);
      if (!province) continue;
      const city = shortCityName(name);
      cities.set(code, { province, city, provinceCode: parent });
      await push({
        code,
        level: 2,
        name,
        parent_code: parent,
        province,
        city,
        district: null,
        name_key: areaKey(name),
        search: `${areaKey(name)} ${areaKey(province)}${alias(parent)}`,
      });
    }
    // Districts are kept (7k small entries) to name each village's district, city and province.
    const districts = new Map<
      string,
      { district: string; search: string } & { city: string; province: string }
    >();
    for await (const [code, parent, name] of idnAreaRows('districts')) {
      const c = cities.get(parent);
      if (!c) continue;
      const search = `${areaKey(name)} ${areaKey(c.city)} ${areaKey(c.province)}${alias(c.provinceCode)}`;
      districts.set(code, { district: name, search, city: c.city, province: c.province });
      await push({
        code,
        level: 3,
        name,
        parent_code: parent,
        province: c.province,
        city: c.city,
        district: name,
        name_key: areaKey(name),
        search,
      });
    }
    for await (const [code, parent, name] of idnAreaRows('villages')) {
      const d = districts.get(parent);
      if (!d) continue;
      const key = areaKey(name);
      await push({
        code,
        level: 4,
        name,
        parent_code: parent,
        province: d.province,
        city: d.city,
        district: d.district,
        name_key: key,
        search: `${key} ${d.search}`,
      });
    }
    await flush();
    const aliases = Object.entries(PROVINCE_ALIASES)
      .filter(([code]) => provinces.has(code))
      .map(([code, word]) => ({ word, code }));
    await buildRegionWords(tx, REGION_STOP_WORDS, aliases);
    await setRegionsSource(tx, source, count);
    return count;
  };
  // PostgreSQL: one transaction under an advisory lock (a second server waits, then finds it
  // loaded). PGlite has one connection, so a transaction would hold every request for seconds: the
  // batches commit one by one instead (requests run between them; a load cut short leaves no
  // regions_source row and is done again on the next start).
  const regions =
    database.driver === 'pg'
      ? await database.db.transaction(async (tx) => {
          await lockRegionsLoad(tx);
          const again = await regionsSource(tx);
          if (again?.source === source) return -again.regions;
          return load(tx);
        })
      : await load(database.db);
  return { loaded: regions > 0, source, regions: Math.abs(regions), ms: Date.now() - started };
}
