import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestBrowser } from '../../test/app.js';
import { registered } from '../../test/kit.js';
import { setPermission } from '../admin/index.js';
import { auditRows, type UsersWorld, usersWorld } from './users-world.js';

// The console's Site pages (issue 18) through the HTTP API on the real database: each change is
// one transaction with one audit row, the member's app obeys it (the API refuses what a flag
// switched off), customer service may keep the content but not the settings, and bad input is a
// 422 with field errors that changes nothing.

let w: UsersWorld;
beforeAll(async () => {
  w = await usersWorld();
});
afterAll(async () => {
  await w.t.app.close();
});

const patch = (b: TestBrowser, url: string, body: unknown) => b.request('PATCH', url, body);
const auditCount = async () =>
  (await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
const SETTINGS = '/api/v1/console/site/settings';

describe('settings and flags', () => {
  it('owner only: customer service and finance get 403 and nothing changes', async () => {
    const before = await auditCount();
    for (const b of [w.cs, w.finance]) {
      expect((await b.get(SETTINGS)).status).toBe(403);
      expect((await patch(b, SETTINGS, { allow_transfer: false })).status).toBe(403);
    }
    expect((await w.owner.get(SETTINGS)).body.data.allow_transfer).toBe(true);
    expect(await auditCount()).toBe(before);
  });

  it('disable_register: one audit row, and the register endpoint then refuses', async () => {
    const res = await patch(w.owner, SETTINGS, { disable_register: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.disable_register).toBe(true);
    const refused = await w.t.browser().post('/api/v1/auth/register', newUser());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Registration is closed.');
    expect((await w.t.browser().get('/api/v1/site/config')).body.data.disableRegister).toBe(true);
    // The same value again changes nothing and writes nothing.
    await patch(w.owner, SETTINGS, { disable_register: true });
    expect(await auditRows(w.t, 'site.setting')).toEqual([
      {
        actor: 'owner@example.com',
        target: 'site',
        before: { disable_register: false },
        after: { disable_register: true },
        staff_id: expect.any(Number),
      },
    ]);
    await patch(w.owner, SETTINGS, { disable_register: false });
    expect((await w.t.browser().post('/api/v1/auth/register', newUser())).status).toBe(201);
  });

  it('allow_transfer off: the member’s config says so and a transfer is refused with no money moved', async () => {
    const sender = await registered(w.t, { deposit: 50_000 });
    const receiver = await registered(w.t);
    await setPermission(w.t.deps, sender.hp, 'deposit_transfer', true);
    const body = { phone: receiver.hp, amount: 10_000, password: sender.password };
    const res = await patch(w.owner, SETTINGS, { allow_transfer: false });
    expect(res.status).toBe(200);
    try {
      expect((await sender.b.get('/api/v1/site/config')).body.data.allowTransfer).toBe(false);
      const off = await sender.b.post('/api/v1/deposit/transfer', body);
      expect(off.status).toBe(403);
      expect((await sender.balances()).deposit).toBe(50_000);
    } finally {
      await patch(w.owner, SETTINGS, { allow_transfer: true });
    }
    expect((await sender.b.post('/api/v1/deposit/transfer', body)).status).toBe(201);
    expect((await sender.balances()).deposit).toBe(40_000);
  });

  it('company, deposit, live chat and APK in one change: one row with only the changed keys', async () => {
    const before = (await auditRows(w.t, 'site.setting')).length;
    const res = await patch(w.owner, SETTINGS, {
      company_name: 'PT Uji Coba',
      company_email: 'halo@uji.example',
      nominals: [50_000, 10_000],
      min_topup: 20_000,
      apk_url: 'https://uji.example/app.apk',
      apk_version: '2.0.0',
      live_chat_widget_id: 'w-123',
      shop: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      company_name: 'PT Uji Coba',
      nominals: [10_000, 50_000],
      apk_url: 'https://uji.example/app.apk',
    });
    const config = (await w.t.browser().get('/api/v1/site/config')).body.data;
    expect(config.company.name).toBe('PT Uji Coba');
    expect(config.apk.enabled).toBe(true);
    expect(config.liveChat).toMatchObject({ enabled: true, widgetId: 'w-123' });
    expect((await w.t.browser().get('/api/v1/apk/download')).body.data.version).toBe('2.0.0');
    const rows = await auditRows(w.t, 'site.setting');
    expect(rows).toHaveLength(before + 1);
    expect(Object.keys(rows.at(-1)!.after as object).sort()).toEqual(
      [
        'apk_url',
        'apk_version',
        'company_email',
        'company_name',
        'live_chat_widget_id',
        'min_topup',
        'nominals',
      ].sort(),
    );
    await patch(w.owner, SETTINGS, { apk_url: null, live_chat_widget_id: null });
    expect((await w.t.browser().get('/api/v1/site/config')).body.data.apk.enabled).toBe(false);
  });

  it('bad input is a 422 on the fields and nothing changes', async () => {
    const before = await auditCount();
    const settings = (await w.owner.get(SETTINGS)).body.data;
    const res = await patch(w.owner, SETTINGS, {
      company_email: 'nope',
      apk_url: 'http://insecure.example/app.apk',
      min_topup: 1500,
      allow_transfer: 'no',
      sitename: '',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['allow_transfer', 'apk_url', 'company_email', 'min_topup', 'sitename'].sort(),
    );
    expect((await patch(w.owner, SETTINGS, { unknown_key: true })).status).toBe(422);
    expect((await w.owner.get(SETTINGS)).body.data).toEqual(settings);
    expect(await auditCount()).toBe(before);
  });
});

describe('banners', () => {
  it('customer service adds an https banner the public carousel shows, switches it off and deletes it', async () => {
    expect((await w.finance.get('/api/v1/console/site/banners')).status).toBe(403);
    const bad = await w.cs.post('/api/v1/console/site/banners', {
      image_url: 'http://cdn.example.com/x.png',
      destination: 'url',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['image_url', 'url']);
    expect(await auditRows(w.t, 'site.banner.create')).toEqual([]);

    const res = await w.cs.post('/api/v1/console/site/banners', {
      image_url: 'https://cdn.example.com/promo.png',
      caption: 'Promo akhir tahun',
      destination: 'uri',
      uri: '/prabayar/data',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ source: 'external', position: 4, active: true });
    const shown = async () =>
      (await w.t.browser().get('/api/v1/marketing/carousel/home')).body.data.banners.map(
        (b: { id: number }) => b.id,
      );
    expect(await shown()).toContain(id);
    expect((await auditRows(w.t, 'site.banner.create'))[0]).toMatchObject({
      actor: 'cs@example.com',
      target: `banner:${id} home`,
    });

    const off = await patch(w.cs, `/api/v1/console/site/banners/${id}`, { active: false });
    expect(off.body.data.active).toBe(false);
    expect(await shown()).not.toContain(id);
    await patch(w.cs, `/api/v1/console/site/banners/${id}`, { active: false });
    expect(await auditRows(w.t, 'site.banner.update')).toEqual([
      expect.objectContaining({ before: { active: true }, after: { active: false } }),
    ]);

    expect((await w.cs.delete(`/api/v1/console/site/banners/${id}`)).status).toBe(200);
    expect((await w.cs.delete(`/api/v1/console/site/banners/${id}`)).status).toBe(404);
    expect(await auditRows(w.t, 'site.banner.delete')).toHaveLength(1);
    expect(
      (await w.cs.get('/api/v1/console/site/banners')).body.data.map((b: { id: number }) => b.id),
    ).not.toContain(id);
  });
});

/** A Jakarta (WIB) wall-clock time `days` from today, as the form's datetime-local field gives it. */
const wib = (days: number, hhmm: string) =>
  `${new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)}T${hhmm}`;
/** The moment of such a time, as the console's list gives it back. */
const iso = (v: string) => new Date(`${v}:00+07:00`).toISOString();

describe('banner display window', () => {
  it('a banner ending yesterday or starting tomorrow is not in the member’s carousel; the window is changed with one audit row', async () => {
    const member = await registered(w.t);
    const shown = async () =>
      (await member.b.get('/api/v1/marketing/carousel/home')).body.data.banners.map(
        (b: { id: number }) => b.id,
      );
    const create = async (caption: string, window: { starts_at?: string; ends_at?: string }) => {
      const res = await w.cs.post('/api/v1/console/site/banners', {
        image_url: 'https://cdn.example.com/jendela.png',
        caption,
        ...window,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: number; starts_at: string | null; ends_at: string | null };
    };
    const creates = (await auditRows(w.t, 'site.banner.create')).length;
    const ended = await create('Sudah lewat', { starts_at: wib(-3, '00:00'), ends_at: wib(-1, '23:00') });
    const later = await create('Besok', { starts_at: wib(1, '08:00') });
    const now = await create('Sekarang', { starts_at: wib(-1, '08:00'), ends_at: wib(1, '20:00') });
    expect(later).toMatchObject({ starts_at: iso(wib(1, '08:00')), ends_at: null });
    expect(now).toMatchObject({ starts_at: iso(wib(-1, '08:00')), ends_at: iso(wib(1, '20:00')) });
    expect(await auditRows(w.t, 'site.banner.create')).toHaveLength(creates + 3);
    let ids = await shown();
    expect(ids).toContain(now.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(later.id);

    // The end before the start: 422 on the end, nothing added.
    const banners = (await w.cs.get('/api/v1/console/site/banners')).body.data.length;
    const refused = [
      [{ starts_at: wib(2, '10:00'), ends_at: wib(2, '09:00') }, 'ends_at', 'console_banner_dates_order'],
      [{ starts_at: wib(2, '10:00'), ends_at: wib(2, '10:00') }, 'ends_at', 'console_banner_dates_order'],
      [{ starts_at: '2027-13-01T10:00' }, 'starts_at', 'regex'],
      [{ ends_at: '2027-01-01' }, 'ends_at', 'regex'],
    ] as const;
    for (const [window, field, key] of refused) {
      const res = await w.cs.post('/api/v1/console/site/banners', {
        image_url: 'https://cdn.example.com/salah.png',
        ...window,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors[field][0].code).toMatch(new RegExp(`^(rule:)?${key}`));
    }
    expect((await w.cs.get('/api/v1/console/site/banners')).body.data).toHaveLength(banners);
    expect(await auditRows(w.t, 'site.banner.create')).toHaveLength(creates + 3);

    // Changing the window: the start removed, the banner shows from now; one row with only that.
    const updates = (await auditRows(w.t, 'site.banner.update')).length;
    const open = await patch(w.cs, `/api/v1/console/site/banners/${later.id}`, { starts_at: null });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.data.starts_at).toBeNull();
    // The same again (an emptied field is no bound either) changes nothing.
    await patch(w.cs, `/api/v1/console/site/banners/${later.id}`, { starts_at: '' });
    // An ended banner given a new end: back in the carousel.
    const extended = await patch(w.cs, `/api/v1/console/site/banners/${ended.id}`, {
      ends_at: wib(7, '23:59'),
    });
    expect(extended.body.data.ends_at).toBe(iso(wib(7, '23:59')));
    const rows = (await auditRows(w.t, 'site.banner.update')).slice(updates);
    expect(rows).toEqual([
      expect.objectContaining({
        actor: 'cs@example.com',
        target: `banner:${later.id} home`,
        before: { starts_at: iso(wib(1, '08:00')) },
        after: { starts_at: null },
      }),
      expect.objectContaining({
        target: `banner:${ended.id} home`,
        before: { ends_at: iso(wib(-1, '23:00')) },
        after: { ends_at: iso(wib(7, '23:59')) },
      }),
    ]);
    ids = await shown();
    expect(ids).toEqual(expect.arrayContaining([later.id, ended.id, now.id]));

    // A change that puts the end before the stored start (or the start after the stored end): 422 on
    // the field it sent; nothing changes, no row.
    const before = (await w.cs.get('/api/v1/console/site/banners')).body.data.find(
      (b: { id: number }) => b.id === now.id,
    );
    for (const [body, field] of [
      [{ ends_at: wib(-2, '08:00') }, 'ends_at'],
      [{ starts_at: wib(2, '08:00') }, 'starts_at'],
      [{ caption: 'Diubah', starts_at: wib(3, '08:00'), ends_at: wib(3, '07:00') }, 'ends_at'],
    ] as const) {
      const res = await patch(w.cs, `/api/v1/console/site/banners/${now.id}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors[field][0].code).toBe('console_banner_dates_order');
    }
    expect(
      (await w.cs.get('/api/v1/console/site/banners')).body.data.find((b: { id: number }) => b.id === now.id),
    ).toEqual(before);
    expect(await auditRows(w.t, 'site.banner.update')).toHaveLength(updates + 2);
    // Finance may not change banners.
    expect((await patch(w.finance, `/api/v1/console/site/banners/${now.id}`, { ends_at: null })).status).toBe(
      403,
    );

    for (const b of [ended, later, now]) await w.cs.delete(`/api/v1/console/site/banners/${b.id}`);
  });
});

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('uploaded banners', () => {
  it('keeps an uploaded image checked by its bytes (jpg, png, webp; at most 1 MB), served from the public banner-image path', async () => {
    const before = (await auditRows(w.t, 'site.banner.create')).length;
    const refused = [
      { image_data: `data:image/png;base64,${Buffer.from('<svg onload="x"/>').toString('base64')}` },
      { image_data: `data:image/png;base64,${Buffer.alloc(1024 * 1024 + 10, 0x89).toString('base64')}` },
      { image_data: `data:image/png;base64,${PNG}`, image_url: 'https://cdn.example.com/x.png' },
      {},
    ];
    for (const body of refused) {
      const res = await w.cs.post('/api/v1/console/site/banners', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect(await auditRows(w.t, 'site.banner.create')).toHaveLength(before);

    const res = await w.cs.post('/api/v1/console/site/banners', {
      image_data: `data:image/png;base64,${PNG}`,
      caption: 'Unggahan',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      source: 'upload',
      image: expect.stringMatching(/^\/api\/v1\/marketing\/banner-image\/\d+$/),
    });
    const img = await w.t.browser().get(res.body.data.image);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const carousel = (await w.t.browser().get('/api/v1/marketing/carousel/home')).body.data.banners;
    expect(carousel.find((b: { id: number }) => b.id === res.body.data.id)).toMatchObject({
      source: 'upload',
      image: res.body.data.image,
    });
    expect((await w.t.browser().get('/api/v1/marketing/banner-image/999999')).status).toBe(404);
    expect(await auditRows(w.t, 'site.banner.create')).toHaveLength(before + 1);
    await w.cs.delete(`/api/v1/console/site/banners/${res.body.data.id}`);
  });
});

describe('blog', () => {
  it('a draft is hidden until published; edits, unpublish and delete are each audited', async () => {
    const draft = await w.cs.post('/api/v1/console/site/posts', {
      slug: 'promo-desember',
      title: 'Promo Desember',
      body: '## Hemat\n\n<script>alert(1)</script>\n\n**Diskon** pulsa',
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const id = draft.body.data.id;
    expect(draft.body.data).toMatchObject({ published_at: null, author: 'cs' });
    const pub = () => w.t.browser().get('/api/v1/blog/posts/promo-desember');
    expect((await pub()).status).toBe(404);

    const taken = await w.cs.post('/api/v1/console/site/posts', {
      slug: 'promo-desember',
      title: 'Lagi',
      body: 'x',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toBeDefined();
    const invalid = await w.cs.post('/api/v1/console/site/posts', { slug: 'Bad Slug', title: '', body: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['body', 'slug', 'title']);

    const preview = await w.cs.post('/api/v1/console/site/posts/preview', { body: draft.body.data.body });
    expect(preview.body.data.html).toContain('<strong>Diskon</strong>');
    expect(preview.body.data.html).not.toContain('<script');

    expect((await w.cs.post(`/api/v1/console/site/posts/${id}/publish`)).status).toBe(200);
    const shown = await pub();
    expect(shown.status).toBe(200);
    expect(shown.body.data.html).toContain('<h2>Hemat</h2>');
    expect(shown.body.data.html).not.toContain('<script');

    const edited = await patch(w.cs, `/api/v1/console/site/posts/${id}`, { title: 'Promo Desember!' });
    expect(edited.body.data.title).toBe('Promo Desember!');
    await patch(w.cs, `/api/v1/console/site/posts/${id}`, { title: 'Promo Desember!' });
    expect((await pub()).body.data.title).toBe('Promo Desember!');

    await w.cs.post(`/api/v1/console/site/posts/${id}/unpublish`);
    expect((await pub()).status).toBe(404);
    expect((await w.cs.delete(`/api/v1/console/site/posts/${id}`)).status).toBe(200);
    expect((await w.cs.get(`/api/v1/console/site/posts/${id}`)).status).toBe(404);

    for (const [action, n] of [
      ['site.blog.create', 1],
      ['site.blog.publish', 1],
      ['site.blog.update', 1],
      ['site.blog.unpublish', 1],
      ['site.blog.delete', 1],
    ] as const) {
      expect(await auditRows(w.t, action), action).toHaveLength(n);
    }
    expect((await auditRows(w.t, 'site.blog.update'))[0]).toMatchObject({
      before: { title: 'Promo Desember' },
      after: { title: 'Promo Desember!' },
    });
  });
});

describe('news', () => {
  it('goes to everybody or to one category, with the recipients counted', async () => {
    const memberA = await registered(w.t);
    const agent = await registered(w.t, { category: 2 });
    const titles = async (b: TestBrowser) =>
      ((await b.get('/api/v1/notification/news')).body.data as { title: string }[]).map((n) => n.title);

    const bad = await w.cs.post('/api/v1/console/site/news', { title: '', category: 5 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'title']);

    const agents = (await w.cs.get('/api/v1/console/site/news/recipients?category=2')).body.data.recipients;
    const everybody = (await w.cs.get('/api/v1/console/site/news/recipients')).body.data.recipients;
    expect(agents).toBeGreaterThanOrEqual(1);
    expect(everybody).toBeGreaterThan(agents);

    const toAgents = await w.cs.post('/api/v1/console/site/news', {
      title: 'Khusus agen',
      body: 'Harga baru',
      category: 2,
    });
    expect(toAgents.status, JSON.stringify(toAgents.body)).toBe(201);
    expect(toAgents.body.data.recipients).toBe(agents);
    const toAll = await w.cs.post('/api/v1/console/site/news', { title: 'Untuk semua' });
    expect(toAll.body.data.recipients).toBe(everybody);

    expect(await titles(agent.b)).toEqual(expect.arrayContaining(['Khusus agen', 'Untuk semua']));
    expect(await titles(memberA.b)).toContain('Untuk semua');
    expect(await titles(memberA.b)).not.toContain('Khusus agen');
    expect((await memberA.b.get('/api/v1/notification/unread-count')).body.data.news).toBe(1);

    const rows = await auditRows(w.t, 'site.news.publish');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ after: { title: 'Khusus agen', category: 2, recipients: agents } });
    expect(
      (await w.cs.get('/api/v1/console/site/news')).body.data
        .slice(0, 2)
        .map((n: { title: string }) => n.title),
    ).toEqual(['Untuk semua', 'Khusus agen']);
    expect((await w.finance.post('/api/v1/console/site/news', { title: 'x' })).status).toBe(403);
  });
});

describe('help-centre texts', () => {
  const HELP = '/api/v1/console/site/help';
  const publicText = (lang: string) =>
    w.t.browser().request('GET', '/api/v1/site/help/cara-penggunaan', undefined, { 'accept-language': lang });

  it("customer service replaces a section's text in one language (sanitized on the public page), once audited; empty restores the app's", async () => {
    expect((await publicText('id')).body.data).toEqual({
      section: 'cara-penggunaan',
      locale: 'id',
      html: null,
    });
    const before = await auditCount();
    // Finance may not; bad input changes nothing.
    expect((await w.finance.post(`${HELP}/cara-penggunaan/id`, { body: 'x' })).status).toBe(403);
    const bad = await w.cs.post(`${HELP}/faq/id`, { body: 'x' });
    expect(bad.status).toBe(422);
    expect((await w.cs.post(`${HELP}/cara-penggunaan/fr`, { body: 'x' })).status).toBe(422);
    const long = await w.cs.post(`${HELP}/cara-penggunaan/id`, { body: 'x'.repeat(20_001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toBeDefined();
    expect(await auditCount()).toBe(before);

    const body = '## Mulai\n\nDaftar, isi **deposit**, lalu beli.<script>alert(1)</script>';
    const saved = await w.cs.post(`${HELP}/cara-penggunaan/id`, { body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ section: 'cara-penggunaan', locale: 'id', body: body.trim() });
    const shown = (await publicText('id')).body.data.html as string;
    expect(shown).toContain('<h2>Mulai</h2>');
    expect(shown).toContain('<strong>deposit</strong>');
    expect(shown).not.toContain('script');
    // Other languages keep the app's text.
    expect((await publicText('en')).body.data.html).toBeNull();
    // The same text again writes nothing; the list shows it.
    await w.cs.post(`${HELP}/cara-penggunaan/id`, { body });
    const list = (await w.cs.get(HELP)).body.data as {
      section: string;
      locale: string;
      body: string | null;
    }[];
    expect(list).toHaveLength(12);
    expect(list.find((x) => x.section === 'cara-penggunaan' && x.locale === 'id')?.body).toBe(body.trim());
    const rows = await auditRows(w.t, 'site.help.update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target: 'help:cara-penggunaan:id', before: null, after: body.trim() });

    // Empty: the app's text again.
    const reset = await w.cs.post(`${HELP}/cara-penggunaan/id`, { body: '  ' });
    expect(reset.body.data.body).toBeNull();
    expect((await publicText('id')).body.data.html).toBeNull();
    expect(await auditRows(w.t, 'site.help.update')).toHaveLength(2);

    // The audit log reads these rows, whose before/after are the texts themselves (JSON strings).
    const log = await w.owner.get('/api/v1/console/audit?action=site.help.update');
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [body.trim(), null],
      [null, body.trim()],
    ]);
  });
});
