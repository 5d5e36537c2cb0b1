// The simulator's areas: every district (kecamatan) of the idn-area-data package, in Biteship's
// shape (`type=single` answers district-level areas). Ids are built from the Kemendagri codes,
// `IDNP31IDNC3171IDND317101` for district 31.71.01, so that an id tells the province and city (the
// zone of a rate). The data have no postcodes, so the simulator answers none.
import { areaKey, idnAreaRows, shortCityName } from '../../lib/idn-area.js';

export interface SimArea {
  id: string;
  /** District code `31.71.01`. */
  code: string;
  district: string;
  city: string;
  province: string;
  /** Lower-case "district city province" for matching. */
  key: string;
}

/** The city the simulator's couriers do not serve (README "Test destinations"). */
export const UNSERVED_CITY = '31.01';

/** District code `31.71.01` → area id. */
export const areaIdOf = (code: string) => {
  const [p, c, d] = code.split('.');
  return `IDNP${p}IDNC${p}${c}IDND${p}${c}${d}`;
};

/** Area id → district code, or null when it is not one of ours. */
export function codeOfAreaId(id: string): string | null {
  const m = /^IDNP(\d{2})IDNC\d{4}IDND(\d{2})(\d{2})(\d{2})$/.exec(id);
  return m && m[1] === m[2] ? `${m[2]}.${m[3]}.${m[4]}` : null;
}

/** The districts, read once (7,285 small entries) on first use. */
export class SimAreas {
  private loading: Promise<Map<string, SimArea>> | null = null;

  all(): Promise<Map<string, SimArea>> {
    this.loading ??= (async () => {
      const provinces = new Map<string, string>();
      for await (const [code, , name] of idnAreaRows('provinces')) provinces.set(code, name);
      const cities = new Map<string, { city: string; province: string }>();
      for await (const [code, parent, name] of idnAreaRows('regencies')) {
        cities.set(code, { city: shortCityName(name), province: provinces.get(parent) ?? '' });
      }
      const areas = new Map<string, SimArea>();
      for await (const [code, parent, name] of idnAreaRows('districts')) {
        const c = cities.get(parent);
        if (!c) continue;
        areas.set(code, {
          id: areaIdOf(code),
          code,
          district: name,
          city: c.city,
          province: c.province,
          key: `${areaKey(name)} ${areaKey(c.city)} ${areaKey(c.province)}`,
        });
      }
      return areas;
    })();
    return this.loading;
  }

  async byId(id: string): Promise<SimArea | undefined> {
    const code = codeOfAreaId(id);
    return code ? (await this.all()).get(code) : undefined;
  }

  /**
   * Areas whose district, city or province names contain every word typed ("Gambir, Jakarta
   * Pusat"); districts named exactly as the first part come first. At most `limit`.
   */
  async search(input: string, limit = 30): Promise<SimArea[]> {
    const words = areaKey(input)
      .split(' ')
      .filter((w) => w && w !== 'kota' && w !== 'kabupaten' && w !== 'kab');
    if (words.length === 0) return [];
    const first = areaKey(input.split(',')[0] ?? '');
    const hits: SimArea[] = [];
    for (const a of (await this.all()).values()) {
      if (words.every((w) => a.key.includes(w))) hits.push(a);
    }
    hits.sort(
      (x, y) =>
        Number(areaKey(y.district) === first) - Number(areaKey(x.district) === first) ||
        x.code.localeCompare(y.code),
    );
    return hits.slice(0, limit);
  }
}
