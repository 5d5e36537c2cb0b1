import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, type RouteEntry } from '../features/auth/index.js';
import { createTestApp, newUser, type TestApp, type TestBrowser } from './app.js';

// The access table of the whole API (features/auth/access.ts): every route declares who may call
// it and what it answers; the hook turns away a visitor (401) and a device still waiting for
// approval (403 device_pending) before any handler runs. A route that becomes public by mistake
// fails the explicit list below.
let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  routes = t.app.routeTable;
});
afterAll(async () => {
  await t.app.close();
});

/** Anyone may call these (a visitor's pages, login, the price list, …). */
const PUBLIC_ROUTES = [
  // The installation and the operator
  'GET /api/v1/config',
  'GET /api/v1/health',
  // Signing in, out and back
  'POST /api/v1/account/recovery',
  // The undo link of an e-mail or phone change, sent to the old address (the owner may be locked out)
  'POST /api/v1/account/contact-change/undo',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/reset-password',
  'POST /api/v1/auth/verify-email',
  // The operations console's sign-in steps (ADR 0020): they check the staff cookie's pending session themselves
  'POST /api/v1/console/auth/login',
  'POST /api/v1/console/auth/totp',
  'POST /api/v1/console/auth/logout',
  // What a visitor sees (prices show the caller's level when signed in)
  'GET /api/v1/apk/download',
  'GET /api/v1/blog/posts',
  'GET /api/v1/blog/posts/:slug',
  // The one-page checkout's visitor side (ADR 0016): a link's page, an order, its status by token
  'GET /api/v1/checkout/public/:type/:operator/:link',
  'POST /api/v1/checkout/public/:type/:operator/:link/orders',
  'GET /api/v1/checkout/public/orders/:ref_id',
  'GET /api/v1/contact/get-captcha',
  'POST /api/v1/contact',
  'GET /api/v1/marketing/carousel/:name',
  'GET /api/v1/menu',
  'GET /api/v1/pascabayar/products',
  'GET /api/v1/payment/fee',
  'GET /api/v1/prabayar/brands',
  'GET /api/v1/prabayar/products',
  'GET /api/v1/pricelist/:type',
  'GET /api/v1/push/public-key',
  // The register form's live referral-code check (rate-limited per IP)
  'GET /api/v1/referral/check',
  // The affiliate programme's public registration page: its rule and the sign-up (issue 14 §5).
  'GET /api/v1/affiliate/program',
  'POST /api/v1/affiliate/register',
  // The shop's catalogue (issue 15): products, collections, their pictures
  'POST /api/v1/shop/product/list',
  'POST /api/v1/shop/product/detail',
  'GET /api/v1/shop/collection',
  'GET /api/v1/shop/collection/:id',
  'GET /api/v1/shop/image/:id',
  // Indonesian areas for address forms (rate-limited per IP; the city list is cacheable)
  'POST /api/v1/shop/public/shiping/region',
  'GET /api/v1/shop/location/all-cities',
  // The visitors' one-page shop checkout (issue 15; orders per IP limited) and its return page's look-up
  'POST /api/v1/shop/public/make-cart',
  'GET /api/v1/shop/public/checkout/:id',
  'POST /api/v1/shop/public/shiping/cost',
  'POST /api/v1/shop/public/payment/channels',
  'GET /api/v1/shop/public/can-coupon',
  'POST /api/v1/shop/public/check-coupon',
  'POST /api/v1/shop/public/pay',
  'POST /api/v1/shop/public/order',
  // Multi-courier public tracking by AWB (issue 16; rate limited per IP)
  'POST /api/v1/mlo/public/track',
  'GET /api/v1/setting/display-preference',
  'GET /api/v1/site/config',
  // The help centre's own texts (issue 18, written in the console; shown on the public help pages)
  'GET /api/v1/site/help/:section',
];

const label = (r: RouteEntry) => `${r.method} ${r.url}`;
/** A concrete URL for a route: every path parameter is 1. */
const urlOf = (r: RouteEntry) => r.url.replace(/:[A-Za-z_]\w*/g, '1');
const call = (b: TestBrowser, r: RouteEntry) =>
  r.method === 'GET' ? b.get(urlOf(r)) : b.request(r.method as 'POST' | 'DELETE', urlOf(r), {});

describe('declared access', () => {
  it('every API route declares its access and at least one response schema', () => {
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes
      .filter((r) => r.url.startsWith('/api/'))
      .filter((r) => r.access === undefined || r.responseStatuses.length === 0)
      .map((r) => `${label(r)} (${describeAccess(r.access)}, ${r.responseStatuses.length} responses)`);
    expect(undeclared).toEqual([]);
  });

  it('only the listed routes are public', () => {
    const open = routes
      .filter((r) => r.access === 'public')
      .map(label)
      .sort();
    expect(open).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('a visitor gets 401 from every route that needs a session', async () => {
    const visitor = t.browser();
    const guarded = routes.filter((r) => r.access !== 'public' && r.access !== 'signature');
    expect(guarded.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of guarded) {
      const res = await call(visitor, r);
      if (res.status !== 401 || res.body?.code !== 'unauthenticated')
        wrong.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a device waiting for approval gets 403 device_pending from every member route', async () => {
    const u = newUser();
    const trusted = t.browser();
    expect((await trusted.post('/api/v1/auth/register', u)).status).toBe(201);
    const waiting = t.browser('Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
    const login = await waiting.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(login.status).toBe(202);

    // A member route, an administrator's or one that needs a permission: all need a trusted device.
    // (Console routes take no member session at all: 401, below.)
    const staffRoutes = routes.filter((r) => describeAccess(r.access).startsWith('staff:'));
    const needTrusted = routes.filter(
      (r) =>
        !['public', 'signature', 'session'].includes(describeAccess(r.access)) && !staffRoutes.includes(r),
    );
    expect(needTrusted.some((r) => r.access === 'member')).toBe(true);
    const wrong: string[] = [];
    for (const r of needTrusted) {
      const res = await call(waiting, r);
      if (res.status !== 403 || res.body?.code !== 'device_pending')
        wrong.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    // A member session (trusted or not) is no staff session.
    expect(staffRoutes.length).toBeGreaterThan(5);
    for (const b of [trusted, waiting]) {
      for (const r of staffRoutes) {
        const res = await call(b, r);
        if (res.status !== 401 || res.body?.code !== 'unauthenticated')
          wrong.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The waiting device's own routes still answer it.
    expect((await waiting.get('/api/v1/auth/device-status')).status).toBe(200);
  });
});
