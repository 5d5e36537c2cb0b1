import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';
import { cliH2hIps, cliH2hKeyRevoke } from '../h2h/index.js';
import { staffTeam } from './staff-world.js';

// The console's Developers page (issue 18) through the HTTP API on the real database: the owner
// lists H2H members, whitelists and removes IPs (the CLI's functions: h2h:ips then shows them),
// revokes a key (the member's next signed request is refused at once), and redelivers a failed
// webhook delivery once. Each change writes one audit row; other roles get 403; bad input 422.

let t: TestApp;
let owner: TestBrowser;
let shop: TestBrowser;
/** The member's H2H client: the test browsers have addresses of their own (127.x.y.z). */
let caller: TestBrowser;
let IP: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, shop } = await staffTeam(t, { shop: ['shop', 'cs', 'finance'] }, 'example.com'));
  caller = t.browser();
  IP = caller.ip;
});
afterAll(async () => {
  await t.app.close();
});

const audit = (action: string) =>
  t.database.query<{ actor: string; target: string; before: unknown; after: unknown }>(
    'SELECT actor, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** A member with h2h_api and keys (created on their developer page). */
async function developer(): Promise<Member & { username: string; key: string }> {
  const m = await registered(t, { permissions: ['h2h_api'] });
  const created = await m.b.post('/api/v1/developer/h2h', {});
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...m, username: created.body.data.username, key: created.body.data.production_key };
}

/** The H2H balance call signed with `key`, from the caller's address. */
const balance = async (username: string, key: string) =>
  (
    await caller.post('/api/v1/h2h/cek-saldo', {
      cmd: 'deposit',
      username,
      sign: md5(`${username}${key}depo`),
    })
  ).body.data;

describe('H2H members and whitelists', () => {
  it('lists members with h2h_api; adds an IP (validated, audited once) that the CLI then shows', async () => {
    const d = await developer();
    const list = await owner.get('/api/v1/console/developers/h2h');
    expect(list.status).toBe(200);
    const row = list.body.data.find((u: { id: number }) => u.id === d.id);
    expect(row).toMatchObject({ permitted: true, username: d.username, ips: [] });
    expect(row.keys.map((k: { kind: string }) => k.kind).sort()).toEqual(['development', 'production']);

    // Other roles may not open the page.
    expect((await shop.get('/api/v1/console/developers/h2h')).status).toBe(403);
    const path = `/api/v1/console/developers/h2h/${d.id}/ips`;
    expect((await shop.post(path, { ip: '10.0.0.1' })).status).toBe(403);

    for (const bad of [{ ip: '300.1.1.1' }, { ip: 'example.com' }, {}]) {
      const res = await owner.post(path, bad);
      expect(res.status).toBe(422);
      expect(res.body.errors.ip).toBeDefined();
    }
    expect(await audit('h2h.ip.add')).toEqual([]);

    // Not whitelisted yet: the member's call from here is refused.
    expect((await balance(d.username, d.key)).rc).toBe('45');
    const added = await owner.post(path, { ip: ` ${IP} `, note: 'office' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.ips).toEqual([{ ip: IP, note: 'office', created_at: expect.any(String) }]);
    expect(await balance(d.username, d.key)).toEqual({ deposit: 0 });
    expect(await cliH2hIps(t.deps, d.email)).toContain(`${IP}  office`);
    expect(await audit('h2h.ip.add')).toEqual([
      {
        actor: 'owner@example.com',
        target: `user:${d.id} ${d.email}`,
        before: null,
        after: { ip: IP, note: 'office' },
      },
    ]);
    // The same IP and note again changes nothing and writes nothing.
    expect((await owner.post(path, { ip: IP, note: 'office' })).status).toBe(200);
    expect(await audit('h2h.ip.add')).toHaveLength(1);

    // Removed: the member's next call is refused; an IP not on the list is 404 and writes nothing.
    const removed = await owner.post(`${path}/remove`, { ip: IP });
    expect(removed.status).toBe(200);
    expect(removed.body.data.ips).toEqual([]);
    expect((await balance(d.username, d.key)).rc).toBe('45');
    expect((await owner.post(`${path}/remove`, { ip: IP })).status).toBe(404);
    expect(await audit('h2h.ip.remove')).toEqual([
      {
        actor: 'owner@example.com',
        target: `user:${d.id} ${d.email}`,
        before: { ip: IP, note: 'office' },
        after: null,
      },
    ]);
    expect((await owner.post('/api/v1/console/developers/h2h/999999/ips', { ip: '10.0.0.1' })).status).toBe(
      404,
    );
  });

  it('revokes a key: the member is refused at once, once; the CLI revokes through the same function', async () => {
    const d = await developer();
    await owner.post(`/api/v1/console/developers/h2h/${d.id}/ips`, { ip: IP });
    expect(await balance(d.username, d.key)).toEqual({ deposit: 0 });

    const path = `/api/v1/console/developers/h2h/${d.id}/keys/production/revoke`;
    expect((await shop.post(path, {})).status).toBe(403);
    expect((await owner.post(`/api/v1/console/developers/h2h/${d.id}/keys/staging/revoke`, {})).status).toBe(
      422,
    );
    const res = await owner.post(path, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.keys.map((k: { kind: string }) => k.kind)).toEqual(['development']);
    expect((await balance(d.username, d.key)).rc).toBe('41');
    // Again: nothing left to revoke, nothing written.
    expect((await owner.post(path, {})).status).toBe(404);
    const rows = await audit('h2h.key.revoke');
    expect(rows.filter((r) => r.target === `user:${d.id} ${d.email}`)).toEqual([
      {
        actor: 'owner@example.com',
        target: `user:${d.id} ${d.email}`,
        before: { kind: 'production', hint: d.key.slice(-4), created_at: expect.any(String) },
        after: null,
      },
    ]);

    // The member rotates for a new key, which works.
    const rotated = await d.b.post('/api/v1/developer/h2h/rotate', { kind: 'production' });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(await balance(d.username, rotated.body.data.key)).toEqual({ deposit: 0 });

    // The CLI's command (no audit row: the operator at the server) revokes the same way.
    expect(await cliH2hKeyRevoke(t.deps, d.email, 'production')).toContain('revoked');
    expect((await balance(d.username, rotated.body.data.key)).rc).toBe('41');
  });
});

describe('failed webhook deliveries', () => {
  it('lists them with the last answer; redelivers once (a second click 409), audited', async () => {
    const m = await registered(t);
    const [d] = await t.database.query<{ id: number }>(
      `INSERT INTO webhook_deliveries (user_id, event, message_id, cb_url, body, status, attempts, max_attempts, next_attempt_at)
       VALUES ($1, 'update', 'msg_console_test', NULL, '{"data":{}}', 'failed', 2, 2, NULL) RETURNING id`,
      [m.id],
    );
    const id = Number(d!.id);
    await t.database.query(
      `INSERT INTO webhook_attempts (delivery_id, attempt, started_at, url_host, http_status, latency_ms, error, response_excerpt)
       VALUES ($1, 1, now() - interval '5 minutes', 'hooks.example.com', NULL, 10000, 'timeout', NULL),
              ($1, 2, now(), 'hooks.example.com', 502, 120, NULL, 'Bad gateway')`,
      [id],
    );
    expect((await shop.get('/api/v1/console/developers/webhooks/failed')).status).toBe(403);
    const list = await owner.get('/api/v1/console/developers/webhooks/failed');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      user: { id: m.id, hp: m.hp },
      event: 'update',
      attempts: 2,
      last_attempt: { url_host: 'hooks.example.com', http_status: 502, error: null },
      redelivered_as: null,
    });

    const path = `/api/v1/console/developers/webhooks/${id}/redeliver`;
    expect((await shop.post(path, {})).status).toBe(403);
    const [a, b] = await Promise.all([owner.post(path, {}), owner.post(path, {})]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const copyId = (a.status === 200 ? a : b).body.data.id;
    const copies = await t.database.query<{ id: number; status: string; message_id: string }>(
      'SELECT id, status, message_id FROM webhook_deliveries WHERE redelivery_of = $1',
      [id],
    );
    expect(copies).toEqual([{ id: copyId, status: 'pending', message_id: 'msg_console_test' }]);
    expect(await audit('webhook.redeliver')).toEqual([
      {
        actor: 'owner@example.com',
        target: `webhook_delivery:${id} user:${m.id}`,
        before: { status: 'failed', attempts: 2 },
        after: { redelivery: copyId, message_id: 'msg_console_test' },
      },
    ]);
    const again = await owner.get('/api/v1/console/developers/webhooks/failed');
    expect(again.body.data.find((r: { id: number }) => r.id === id).redelivered_as).toBe(copyId);
    // A delivery that did not fail is not redelivered here.
    expect((await owner.post(`/api/v1/console/developers/webhooks/${copyId}/redeliver`, {})).status).toBe(
      409,
    );
    expect((await owner.post('/api/v1/console/developers/webhooks/999999/redeliver', {})).status).toBe(404);
  });
});
