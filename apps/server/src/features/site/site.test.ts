import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestBrowser } from '../../test/app.js';
import { type CatalogWorld, catalogWorld } from '../../test/catalog-world.js';
import { registered } from '../../test/kit.js';
import { setSetting } from '../auth/index.js';
import { setSiteSetting } from './site.settings.js';

let w: CatalogWorld;
let t: TestApp;
beforeAll(async () => {
  w = await catalogWorld();
  t = w.t;
});
afterAll(async () => {
  await w.stop();
});

describe('site config', () => {
  it('tells visitors the site switches, feature preferences and company details (seeded demo)', async () => {
    const res = await t.browser().get('/api/v1/site/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      sitename: 'Konter',
      disableRegister: false,
      disableUserLogin: false,
      agentCategory: null,
      nonActiveUser: false,
      isSales: false,
      preferences: { shop: true, ppob: true, multicourier: false },
      company: {
        name: 'PT Konter Digital Nusantara',
        companyAddress: 'Jl. Merdeka No. 1, Gambir, Jakarta Pusat 10110',
        companyEmail: 'cs@konter.local',
        csNumber: '0812-0000-0000',
        operationalHour: 'Setiap hari 08.00–21.30 WIB',
      },
      liveChat: { enabled: false, widgetId: null, scriptUrl: null },
      apk: { enabled: false },
      push: { enabled: true },
    });
  });

  it('follows the operator’s settings and describes the signed-in caller', async () => {
    const { b } = await registered(t, { category: 3 });
    await setSetting(t.database.db, 'disable_register', true);
    await setSiteSetting(t.database.db, 'multicourier', 'true');
    await setSiteSetting(t.database.db, 'company_name', 'Toko Pulsa Berkah');
    await setSiteSetting(t.database.db, 'live_chat_widget_id', 'abc123');
    try {
      const { data } = (await b.get('/api/v1/site/config')).body;
      expect(data).toMatchObject({
        disableRegister: true,
        agentCategory: 3,
        preferences: { multicourier: true },
        company: { name: 'Toko Pulsa Berkah' },
        liveChat: { enabled: true, widgetId: 'abc123' },
      });
    } finally {
      await setSetting(t.database.db, 'disable_register', false);
      await setSiteSetting(t.database.db, 'multicourier', 'false');
      await setSiteSetting(t.database.db, 'live_chat_widget_id', '');
      await setSiteSetting(t.database.db, 'company_name', 'PT Konter Digital Nusantara');
    }
    await expect(setSiteSetting(t.database.db, 'shop', 'maybe')).rejects.toThrow(/true or false/);
    await expect(setSiteSetting(t.database.db, 'nope', 'x')).rejects.toThrow(/unknown site setting/);
    await expect(setSiteSetting(t.database.db, 'apk_url', 'javascript:alert(1)')).rejects.toThrow(/https/);
  });
});

describe('home menu', () => {
  it('lists every type before the first price-list sync, grouped, with the spec’s item fields', async () => {
    const res = await t.browser().get('/api/v1/menu');
    expect(res.status).toBe(200);
    const { layout, groups } = res.body.data;
    expect(layout).toBe('grid');
    expect(groups.map((g: { category: string }) => g.category)).toEqual(['primary', 'home', 'postpaid']);
    expect(groups[0].items[0]).toEqual({
      name: 'Pulsa',
      route: 'prabayar::pulsa',
      routeLanding: '/',
      type: 'pulsa',
      icon: 'smartphone',
      moduleType: 'prabayar',
      backendID: 'prabayar.pulsa',
    });
  });

  it('follows the catalogue: the types it sells, one International entry for the countries', async () => {
    await w.sync();
    const res = await t.browser().get('/api/v1/menu', { 'accept-language': 'en' });
    const items = res.body.data.groups.flatMap((g: { items: { type: string }[] }) => g.items);
    const intl = items.filter((i: { type: string }) => i.type === 'international');
    expect(intl).toHaveLength(1);
    expect(intl[0]).toMatchObject({
      name: 'International top-up',
      route: 'prabayar::international',
      routeLanding: '/m/international',
    });
    expect(intl[0].countries).toEqual(expect.arrayContaining(['China', 'Malaysia']));
    // No country appears as its own entry.
    for (const country of ['china', 'malaysia', 'singapore']) {
      expect(items.map((i: { type: string }) => i.type)).not.toContain(country);
    }
    const electricityBill = items.find(
      (i: { backendID: string }) => i.backendID === 'pascabayar.electricity',
    );
    expect(electricityBill).toMatchObject({
      route: 'pascabayar::electricity',
      routeLanding: '/m/pascabayar/electricity',
    });
    expect(items.find((i: { type: string }) => i.type === 'topupByExcel')).toBeDefined();

    await setSiteSetting(t.database.db, 'ppob', 'false');
    expect((await t.browser().get('/api/v1/menu')).body.data.groups).toEqual([]);
    await setSiteSetting(t.database.db, 'ppob', 'true');
  });

  it('hides the games item from accounts whose e-mail is whitelisted (spec §6), and only from them', async () => {
    const listed = await registered(t);
    const other = await registered(t);
    const types = async (b: TestBrowser) =>
      ((await b.get('/api/v1/menu')).body.data.groups as { items: { type: string }[] }[]).flatMap((g) =>
        g.items.map((i) => i.type),
      );
    expect(await types(listed.b)).toContain('games');
    // Case and spaces do not matter; the CLI keeps the list normalised.
    const saved = await setSiteSetting(
      t.database.db,
      'whitelisted_emails',
      ` reviewer@example.com , ${listed.email.toUpperCase()}`,
    );
    expect(saved.whitelisted_emails).toBe(`reviewer@example.com,${listed.email.toLowerCase()}`);
    try {
      expect(await types(listed.b)).not.toContain('games');
      expect(await types(listed.b)).toContain('pulsa');
      expect((await listed.b.get('/api/v1/site/config')).body.data.whitelistedEmail).toBe(true);
      expect(await types(other.b)).toContain('games');
      expect((await other.b.get('/api/v1/site/config')).body.data.whitelistedEmail).toBe(false);
      expect(await types(t.browser())).toContain('games');
      expect((await t.browser().get('/api/v1/site/config')).body.data.whitelistedEmail).toBe(false);
    } finally {
      await setSiteSetting(t.database.db, 'whitelisted_emails', '');
    }
    expect(await types(listed.b)).toContain('games');
    await expect(setSiteSetting(t.database.db, 'whitelisted_emails', 'a@b.c, nope')).rejects.toThrow(
      /not an e-mail/,
    );
  });
});

describe('excel access (prabayar/checkExcel)', () => {
  it('is granted by the excel_topup permission to active accounts, with the access limit', async () => {
    const { b, id } = await registered(t);
    const denied = await b.post('/api/v1/prabayar/checkExcel');
    expect(denied.body.data).toEqual({ excelAccess: false, limit: 1000, maxRows: 100 });
    expect(denied.headers['cache-control']).toBe('private, max-age=300');

    await t.database.query(
      `UPDATE users SET permissions = array_append(permissions, 'excel_topup'),
         user_permission_setting = '{"excel_limit": 250}' WHERE id = $1`,
      [id],
    );
    expect((await b.post('/api/v1/prabayar/checkExcel')).body.data).toEqual({
      excelAccess: true,
      limit: 250,
      maxRows: 100,
    });
    await t.database.query(`UPDATE users SET status = 'non_active' WHERE id = $1`, [id]);
    expect((await b.post('/api/v1/prabayar/checkExcel')).body.data.excelAccess).toBe(false);
    expect((await t.browser().post('/api/v1/prabayar/checkExcel')).status).toBe(401);
  });
});

describe('banners and the app download', () => {
  it('serves the seeded home carousel with the spec’s banner fields and its artwork', async () => {
    const b = t.browser();
    const res = await b.get('/api/v1/marketing/carousel/home');
    expect(res.status).toBe(200);
    expect(res.body.data.banners).toHaveLength(3);
    expect(res.body.data.banners[0]).toEqual({
      id: expect.any(Number),
      source: 'upload',
      image: '/api/v1/marketing/artwork/banner-pulsa.svg',
      external_url: null,
      caption: 'Isi pulsa dan paket data semua operator, harga agen',
      destination: 'uri',
      uri: '/prabayar/pulsa',
      url: null,
      page: null,
      target: '_self',
    });
    const svg = await b.get(res.body.data.banners[0].image);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
    expect((await b.get('/api/v1/marketing/artwork/nope.svg')).status).toBe(404);

    expect((await b.get('/api/v1/marketing/carousel/unknown')).body.data.banners).toEqual([]);
    expect((await b.get('/api/v1/marketing/carousel/Bad%20Name')).status).toBe(422);

    await t.database.query(
      `INSERT INTO banners (carousel, position, source, external_url, caption, destination, url, target, ends_at)
       VALUES ('home', 9, 'external', 'https://cdn.example.com/old.png', 'Kedaluwarsa', 'url', 'https://example.com', '_blank', now() - interval '1 day')`,
    );
    expect((await b.get('/api/v1/marketing/carousel/home')).body.data.banners).toHaveLength(3);
  });

  it('gives the Android app link from the settings', async () => {
    expect((await t.browser().get('/api/v1/apk/download')).body.data).toEqual({
      url: null,
      version: null,
      size_bytes: null,
      sha256: null,
    });
    await setSiteSetting(t.database.db, 'apk_url', 'https://konter.example.com/konter-1.4.0.apk');
    await setSiteSetting(t.database.db, 'apk_version', '1.4.0');
    expect((await t.browser().get('/api/v1/apk/download')).body.data).toMatchObject({
      url: 'https://konter.example.com/konter-1.4.0.apk',
      version: '1.4.0',
    });
    expect((await t.browser().get('/api/v1/site/config')).body.data.apk).toEqual({ enabled: true });
    await setSiteSetting(t.database.db, 'apk_url', '');
  });
});

describe('display preferences', () => {
  it('gives visitors the defaults and keeps each account’s choice', async () => {
    expect((await t.browser().get('/api/v1/setting/display-preference')).body.data).toEqual({
      font_size: 'default',
      font_family: 'default',
      corner_roundness: 'normal',
    });
    const { b } = await registered(t);
    const saved = await b.post('/api/v1/setting/display-preference', {
      font_size: 'huge',
      font_family: 'Nunito Sans',
      corner_roundness: 'soft',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      font_size: 'huge',
      font_family: 'Nunito Sans',
      corner_roundness: 'soft',
    });
    expect((await b.get('/api/v1/setting/display-preference')).body.data.corner_roundness).toBe('soft');
    // The account carries the same font settings (account/setting edits them too).
    expect((await b.get('/api/v1/account')).body.data).toMatchObject({
      font_size: 'huge',
      font_family: 'Nunito Sans',
    });
    await b.post('/api/v1/setting/display-preference', { corner_roundness: 'sharp' });
    expect((await b.get('/api/v1/setting/display-preference')).body.data).toEqual({
      font_size: 'huge',
      font_family: 'Nunito Sans',
      corner_roundness: 'sharp',
    });

    const bad = await b.post('/api/v1/setting/display-preference', {
      corner_roundness: 'round',
      font_family: 'x;}body{display:none',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['corner_roundness', 'font_family']);
    expect(
      (await t.browser().post('/api/v1/setting/display-preference', { font_size: 'large' })).status,
    ).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the app-shell endpoints from their route schemas', async () => {
    const { paths } = (await t.browser().get('/api/v1/openapi.json')).body;
    for (const p of [
      '/api/v1/notification/{type}',
      '/api/v1/notification/{type}/{id}',
      '/api/v1/notification/unread-count',
      '/api/v1/broadcasting/auth',
      '/api/v1/account/token',
      '/api/v1/push/public-key',
      '/api/v1/site/config',
      '/api/v1/menu',
      '/api/v1/prabayar/checkExcel',
      '/api/v1/marketing/carousel/{name}',
      '/api/v1/setting/display-preference',
      '/api/v1/blog/posts/{slug}',
      '/api/v1/contact',
      '/api/v1/contact/get-captcha',
    ]) {
      expect(paths).toHaveProperty([p]);
    }
    expect(paths['/api/v1/contact'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message', 'captcha']),
    );
  });
});
