import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.js';
import { CourierError } from '../../providers/courier/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { courierAppError, ensureRegionsLoaded, findRegion, matchAddressRegion } from './index.js';

// The regions table loaded from idn-area-data (the whole data, as at start-up), the public search
// and city list, and the address check the shop uses. Runs on PGlite and, in CI, on PostgreSQL.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const first = await ensureRegionsLoaded(t.database);
  expect(first).toMatchObject({ loaded: true, source: 'idn-area-data@4.0.1', regions: 91_599 });
}, 120_000);
afterAll(async () => {
  await t.app.close();
});

describe('regions loader', () => {
  it('loads once: a second call writes nothing, and the counts per level are the data', async () => {
    const again = await ensureRegionsLoaded(t.database);
    expect(again).toMatchObject({ loaded: false, regions: 91_599 });
    const levels = await t.database.query<{ level: number; n: number }>(
      'SELECT level, count(*)::int AS n FROM regions GROUP BY level ORDER BY level',
    );
    expect(levels).toEqual([
      { level: 1, n: 38 },
      { level: 2, n: 514 },
      { level: 3, n: 7285 },
      { level: 4, n: 83762 },
    ]);
  });

  it('a partial copy (some provinces, for fast tests) is named so and loaded once', async () => {
    const other = await createTestApp();
    const db = other.database;
    // Before any load (a first start still loading), the search fails rather than finding nothing.
    const early = await other.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'Gambir' });
    expect(early.status).toBe(503);
    expect(early.body.code).toBe('region_fetch_failed');
    const part = await ensureRegionsLoaded(db, { provinces: ['31'] });
    expect(part).toMatchObject({ loaded: true, source: 'idn-area-data@4.0.1:31' });
    const [jakarta] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM regions');
    expect(jakarta!.n).toBe(part.regions);
    expect(part.regions).toBeLessThan(1000);
    expect((await ensureRegionsLoaded(db, { provinces: ['31'] })).loaded).toBe(false);
    expect(await findRegion(db.db, '32.73')).toBeNull();
    const found = await other.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'Gambir' });
    expect(found.body.data[0].id).toBe('31.71.01.1001');
    await other.app.close();
  }, 60_000);
});

describe('POST /shop/public/shiping/region', () => {
  it('finds a real village with its district, city and province, best match first', async () => {
    const res = await t.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'Gambir' });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      id: '31.71.01.1001',
      label: 'Gambir, Gambir, Jakarta Pusat, Daerah Khusus Ibukota Jakarta',
      province: 'Daerah Khusus Ibukota Jakarta',
      city: 'Jakarta Pusat',
      district: 'Gambir',
      sub_district: 'Gambir',
    });
    expect(res.body.data.length).toBe(20);
  });

  it('matches every word typed, in any of the four names, whatever the case', async () => {
    const res = await t
      .browser()
      .post('/api/v1/shop/public/shiping/region', { search_key: 'kebayoran lama SELATAN' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { label: string }) => r.label)).toContain(
      'Kebayoran Lama Selatan, Kebayoran Lama, Jakarta Selatan, Daerah Khusus Ibukota Jakarta',
    );
    for (const r of res.body.data) expect(r.label.toLowerCase()).toContain('selatan');
    const dki = await t.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'menteng dki' });
    expect(dki.body.data.length).toBeGreaterThan(0);
    for (const r of dki.body.data) expect(r.province).toBe('Daerah Khusus Ibukota Jakarta');
    const none = await t.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'xqzvw' });
    expect(none.body.data).toEqual([]);
  });

  it('answers 422 with a field error under 3 characters', async () => {
    const res = await t.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'ga' });
    expect(res.status).toBe(422);
    expect(res.body.errors.search_key[0].code).toBe('rule:min');
    const missing = await t.browser().post('/api/v1/shop/public/shiping/region', {});
    expect(missing.status).toBe(422);
  });
});

describe('GET /shop/location/all-cities', () => {
  it('lists every regency and city with its province, cacheable', async () => {
    const res = await t.browser().get('/api/v1/shop/location/all-cities');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.data.length).toBe(514);
    expect(res.body.data).toContainEqual({
      id: '32.73',
      name: 'Kota Bandung',
      province_id: '32',
      province: 'Jawa Barat',
    });
  });
});

describe('address check', () => {
  it('names the village of an address written as people write it, or none', async () => {
    const db = t.database.db;
    const gambir = await matchAddressRegion(db, {
      province: 'DKI Jakarta',
      city: 'Kota Administrasi Jakarta Pusat',
      district: 'gambir',
      sub_district: 'GAMBIR',
    });
    expect(gambir?.id).toBe('31.71.01.1001');
    const short = await matchAddressRegion(db, {
      province: 'Daerah Khusus Ibukota Jakarta',
      city: 'Jakarta Pusat',
      district: 'Gambir',
      sub_district: 'Gambir',
    });
    expect(short?.id).toBe('31.71.01.1001');
    // A village of another district, or a city that is not its own, is no address.
    expect(
      await matchAddressRegion(db, {
        province: 'DKI Jakarta',
        city: 'Jakarta Pusat',
        district: 'Menteng',
        sub_district: 'Gambir',
      }),
    ).toBeNull();
    expect(
      await matchAddressRegion(db, {
        province: 'Jawa Barat',
        city: 'Kabupaten Bandung',
        district: 'Coblong',
        sub_district: 'Dago',
      }),
    ).toBeNull();
    expect(
      (
        await matchAddressRegion(db, {
          province: 'Jawa Barat',
          city: 'Kota Bandung',
          district: 'Coblong',
          sub_district: 'Dago',
        })
      )?.id,
    ).toMatch(/^32\.73\.02\./);
    expect(
      await matchAddressRegion(db, {
        province: '',
        city: 'Kota Bandung',
        district: 'Coblong',
        sub_district: 'Dago',
      }),
    ).toBeNull();
  });

  it('finds a region by code with the names above it', async () => {
    expect(await findRegion(t.database.db, '31.71.01')).toMatchObject({
      id: '31.71.01',
      level: 3,
      district: 'Gambir',
      city: 'Jakarta Pusat',
      province: 'Daerah Khusus Ibukota Jakarta',
    });
    expect(await findRegion(t.database.db, '99.99')).toBeNull();
  });
});

describe('courier errors', () => {
  it("are said with the spec's shop messages", () => {
    const said = (code: ConstructorParameters<typeof CourierError>[0]) => {
      const e = courierAppError(new CourierError(code, 'x')) as AppError;
      return [e.code, e.status, e.message];
    };
    expect(said('area_not_served')).toEqual([
      'courier_area_not_served',
      422,
      'Your area is not in this service',
    ]);
    expect(said('service_unsupported')).toEqual([
      'courier_service_unsupported',
      422,
      'Shipping service is unsupported',
    ]);
    expect(said('route_unavailable')).toEqual([
      'courier_route_unavailable',
      422,
      'origin-to-destination delivery unavailable',
    ]);
    expect(said('address_incomplete')).toEqual(['address_incomplete', 422, 'Your address is incomplete']);
    expect(said('unavailable')[0]).toBe('courier_unavailable');
    const other = new Error('boom');
    expect(courierAppError(other)).toBe(other);
  });
});
