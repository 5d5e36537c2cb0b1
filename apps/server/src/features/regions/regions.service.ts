import { REGION_SEARCH_LIMIT, type Region, type RegionCity } from '@konter/core/contracts/regions';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { areaKey, shortCityName } from '../../lib/idn-area.js';
import { REGION_STOP_WORDS } from './loader.js';
import {
  findRegionByCode,
  listCities,
  type RegionRecord,
  regionNames,
  regionsSource,
  searchVillages,
  villagesByNameKey,
} from './regions.repository.js';

/** The feature's process state (createDeps): the all-cities list, read once. */
export interface RegionsState {
  cities: Promise<RegionCity[]> | null;
}
export const createRegionsState = (): RegionsState => ({ cities: null });

/** A village as the API answers it: "village, district, city, province". */
function toRegion(r: RegionRecord): Region {
  const city = r.city ?? '';
  const district = r.district ?? '';
  return {
    id: r.code,
    label: [r.name, district, city, r.province].join(', '),
    province: r.province,
    city,
    district,
    sub_district: r.name,
  };
}

/**
 * Up to 20 villages (kelurahan/desa) matching every word typed, in any of the village's, its
 * district's, city's or province's names ("gambir", "kebayoran lama", "cibiru bandung"). The
 * longest word that names a place anchors the index search. A failure of the database answers
 * "region fetch failed".
 */
export async function searchRegions(deps: Deps, searchKey: string): Promise<Region[]> {
  const tokens = [...new Set(areaKey(searchKey).split(' ').filter(Boolean))];
  const anchors = tokens
    .filter((t) => !(REGION_STOP_WORDS as readonly string[]).includes(t))
    .sort((a, b) => b.length - a.length);
  const anchor = anchors[0];
  if (!anchor) return [];
  try {
    const rows = await searchVillages(deps.database.db, {
      anchor,
      tokens,
      full: tokens.join(' '),
      limit: REGION_SEARCH_LIMIT,
    });
    // Nothing found before the data were ever loaded (a first start still loading) is a failure.
    if (rows.length === 0 && !(await regionsSource(deps.database.db)))
      throw new Error('regions not loaded yet');
    return rows.map(toRegion);
  } catch (err) {
    deps.logger.error({ err, feature: 'regions' }, 'region search failed');
    throw new AppError('region_fetch_failed');
  }
}

/** Every regency/city with its province (read once per process: the data change with a release). */
export function allCities(deps: Deps): Promise<RegionCity[]> {
  if (!deps.regions.cities) {
    const db = deps.database.db;
    let complete = false;
    const read = (async () => {
      // A list read while a first start is still loading the data is answered, not kept.
      complete = Boolean(await regionsSource(db));
      const cities = await listCities(db);
      if (cities.length === 0) throw new Error('regions not loaded yet');
      const provinces = await regionNames(db, [...new Set(cities.map((c) => c.parentCode!))]);
      return cities.map((c) => ({
        id: c.code,
        name: c.name,
        province_id: c.parentCode!,
        province: provinces.get(c.parentCode!) ?? c.province,
      }));
    })();
    deps.regions.cities = read;
    // A failed or partial read (before the first load ended) is not kept.
    read.then(
      () => {
        if (!complete && deps.regions.cities === read) deps.regions.cities = null;
      },
      () => {
        if (deps.regions.cities === read) deps.regions.cities = null;
      },
    );
  }
  return deps.regions.cities.catch((err) => {
    deps.logger.error({ err, feature: 'regions' }, 'city list failed');
    throw new AppError('region_fetch_failed');
  });
}

/** A region by its code (province `31` … village `31.71.01.1001`), with the names above it. */
export async function findRegion(db: Db, code: string): Promise<(Region & { level: number }) | null> {
  const r = await findRegionByCode(db, code);
  if (!r) return null;
  return { ...toRegion(r), level: r.level };
}

/** What an address names: the four area names of a shop or account address. */
export interface AddressAreas {
  province: string;
  city: string;
  district: string;
  sub_district: string;
}

const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  'dki jakarta': 'daerah khusus ibukota jakarta',
  jakarta: 'daerah khusus ibukota jakarta',
  'di yogyakarta': 'daerah istimewa yogyakarta',
  diy: 'daerah istimewa yogyakarta',
  yogyakarta: 'daerah istimewa yogyakarta',
};

/** The keys a city may be written as: "Kota Administrasi Jakarta Pusat", "Jakarta Pusat". */
const cityKeys = (name: string) => {
  const short = shortCityName(name);
  return new Set([areaKey(name), areaKey(short)]);
};

/**
 * The village an address's four names denote (case, spacing and punctuation aside; a city as
 * "Jakarta Pusat" or "Kota Administrasi Jakarta Pusat", "DKI Jakarta" for the province), or null
 * when they name no village of the data: the shop then answers "Your address is incomplete".
 */
export async function matchAddressRegion(db: Db, a: AddressAreas): Promise<Region | null> {
  const sub = areaKey(a.sub_district ?? '');
  const district = areaKey(a.district ?? '');
  const city = areaKey(a.city ?? '');
  const provinceTyped = areaKey(a.province ?? '');
  const province = PROVINCE_ALIASES[provinceTyped] ?? provinceTyped;
  if (!sub || !district || !city || !province) return null;
  const candidates = await villagesByNameKey(db, sub);
  const match = candidates.find(
    (v) =>
      areaKey(v.district ?? '') === district &&
      cityKeys(v.city ?? '').has(city) &&
      areaKey(v.province) === province,
  );
  if (match) return toRegion(match);
  // A city typed with its official name ("Kota Administrasi …") against the short one stored.
  const officialCities = await regionNames(db, [
    ...new Set(candidates.map((v) => v.parentCode!.split('.').slice(0, 2).join('.'))),
  ]);
  const viaOfficial = candidates.find((v) => {
    const official = officialCities.get(v.parentCode!.split('.').slice(0, 2).join('.'));
    return (
      official !== undefined &&
      areaKey(v.district ?? '') === district &&
      cityKeys(official).has(city) &&
      areaKey(v.province) === province
    );
  });
  return viaOfficial ? toRegion(viaOfficial) : null;
}
