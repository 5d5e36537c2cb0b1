import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Deps } from '../../lib/deps.js';
import { WEB_ROOT } from '../../lib/paths.js';
import { csrfTokenFor } from '../auth/index.js';
import { createPageRenderCache } from './ssr.js';
import { webRoutes } from './web.routes.js';

// The operations console's entry (issue 18): /admin and every page below it get admin.html with the
// CSRF token written in — in production from the build (a build-shaped folder of the test's own),
// in `npm run dev` through Vite — never the member app's index.html, never rendered on the server.

const config = loadConfig({
  NODE_ENV: 'test',
  APP_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'konter-test-')),
});
// The plugin reads only the configuration and the render cache.
const deps = { config, pageRenders: createPageRenderCache() } as unknown as Deps;

const MEMBER_HTML = `<!doctype html><html lang="id"><head><meta name="csrf-token" content="__CSRF_TOKEN__" /><title>Konter</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
// The console's page as the build leaves it: the source's head and body, its entry script hashed.
const CONSOLE_HTML = readFileSync(join(WEB_ROOT, 'admin.html'), 'utf8').replace(
  '<script type="module" src="/src/admin/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/admin-def.js"></script>',
);

async function appWith(opts: { viteDev: boolean; dist?: string }) {
  const app = Fastify();
  await app.register(cookie);
  // No HMR socket in tests: a developer's `npm run dev` may hold its port.
  await app.register(webRoutes, { deps, ...opts, devServer: { hmr: false, ws: false } });
  await app.ready();
  return app;
}

const csrfCookie = (setCookie: string | string[] | number | undefined) =>
  [setCookie ?? []]
    .flat()
    .map(String)
    .map((c) => c.match(/^konter_csrf=([^;]+)/)?.[1])
    .find(Boolean);
const metaToken = (html: string) => html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];

describe('the console entry in production (the built web app)', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'konter-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), MEMBER_HTML);
    writeFileSync(join(dist, 'admin.html'), CONSOLE_HTML);
    writeFileSync(join(dist, 'assets', 'admin-def.js'), 'export {};');
    app = await appWith({ viteDev: false, dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves admin.html for /admin and every page below it, with a fresh CSRF token written in', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/login?redirect=%2Fadmin%2Fstaff',
      '/admin/staff',
      '/admin/a/b',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>Konter Console</title>');
      expect(res.body, url).toContain('src="/assets/admin-def.js"');
      expect(res.body, url).not.toContain('/assets/index-abc.js');
      expect(res.body, url).not.toContain('__CSRF_TOKEN__');
      // The token is the HMAC of the CSRF cookie set with it: the console's API calls pass the check.
      const value = csrfCookie(res.headers['set-cookie']);
      expect(value, url).toBeTruthy();
      expect(metaToken(res.body), url).toBe(csrfTokenFor(config, value as string));
      // Never cached, never indexed.
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  it('keeps the browser’s CSRF cookie and answers the same page to a member’s session (no server render)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin/audit',
      cookies: { konter_csrf: 'c'.repeat(43), konter_session: 'a-member-session' },
    });
    expect(res.statusCode).toBe(200);
    expect(csrfCookie(res.headers['set-cookie'])).toBeUndefined();
    expect(metaToken(res.body)).toBe(csrfTokenFor(config, 'c'.repeat(43)));
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('konter-ssr');
  });

  it('never hands out the page files themselves; the member app keeps every other path', async () => {
    for (const url of ['/admin.html', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('__CSRF_TOKEN__');
      expect(res.body, url).not.toContain('Konter Console');
    }
    // With a session cookie: the member app's shell (a visitor's landing is rendered on the server).
    for (const url of ['/', '/administrator', '/admins', '/account/admin']) {
      const res = await app.inject({ method: 'GET', url, cookies: { konter_session: 's' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/index-abc.js');
      expect(res.body, url).not.toContain('admin-def.js');
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/admin-def.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describe('the console entry without a build', () => {
  it('answers a short noindex page with the token, like the member app’s fallback', async () => {
    const app = await appWith({ viteDev: false, dist: mkdtempSync(join(tmpdir(), 'konter-no-dist-')) });
    const res = await app.inject({ method: 'GET', url: '/admin/staff' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Konter Console</title>');
    expect(res.body).toContain('noindex');
    expect(metaToken(res.body)).toMatch(/^[0-9a-f]{64}$/);
    await app.close();
  });
});

describe('the console entry in `npm run dev` (Vite middleware)', () => {
  it('transforms admin.html from the sources: Vite’s client and the console’s entry, token written in', async () => {
    const app = await appWith({ viteDev: true });
    try {
      const res = await app.inject({ method: 'GET', url: '/admin/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/@vite/client');
      expect(res.body).toContain('src="/src/admin/main.tsx"');
      expect(res.body).not.toContain('/src/main.tsx"');
      expect(metaToken(res.body)).toMatch(/^[0-9a-f]{64}$/);
      // A session cookie: the member's page is the app's shell (no server render of the landing).
      const member = await app.inject({ method: 'GET', url: '/account', cookies: { konter_session: 's' } });
      expect(member.body).toContain('src="/src/main.tsx"');
      expect(member.body).not.toContain('/src/admin/main.tsx');
    } finally {
      await app.close();
    }
  }, 60_000);
});
