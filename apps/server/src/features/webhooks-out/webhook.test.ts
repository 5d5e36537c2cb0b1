import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_RETRY_DELAYS_MINUTES } from '@konter/core/contracts/developer';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';
import { deliverDueWebhooks, startWebhookPoller } from './webhook.delivery.js';
import { enqueueWebhook, getWebhookSettings, saveWebhook } from './webhook.service.js';

// Outgoing webhooks end to end on a real database, delivered to a receiver on 127.0.0.1 (the
// private-target setting WEBHOOK_ALLOW_PRIVATE is on for this app, as in development): settings and
// their validation, the SSRF refusals (with the production policy), enqueue in the caller's
// transaction → delivered with signatures a receiver verifies (X-Hub-Signature sha1 and Standard
// Webhooks), retries with backoff against a failing receiver (the clock driven through
// next_attempt_at), redelivery, the test event, cb_url, and another member's deliveries.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let receiver: Server;
let base: string;
/** What the receiver answers next, by path (200 by default). */
const answers = new Map<string, number>();
const received: Received[] = [];

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const deliver = () => deliverDueWebhooks(t.deps);

async function developer(): Promise<Member> {
  return registered(t, { permissions: ['h2h_api'] });
}

/** Saves the member's webhook through the API; returns the secret it answered. */
async function withWebhook(m: Member, path = '/hook', extra: Record<string, unknown> = {}): Promise<string> {
  const res = await m.b.post('/api/v1/developer/webhook', { url: `${base}${path}`, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.secret as string;
}

async function enqueue(m: Member, body: unknown, opts: { event?: 'create' | 'update'; cbUrl?: string } = {}) {
  return t.database.db.transaction((tx) =>
    enqueueWebhook(tx, { userId: m.id, event: opts.event ?? 'create', body, cbUrl: opts.cbUrl }),
  );
}

const trx = (ref: string, status = 'Sukses') => ({
  ref_id: ref,
  customer_no: '087800001230',
  buyer_sku_code: 'xld10',
  message: 'Transaksi Sukses',
  status,
  rc: status === 'Sukses' ? '00' : '03',
  sn: status === 'Sukses' ? '0123456789' : '',
  buyer_last_saldo: 90_000,
  price: 10_500,
});

/** Checks a received request as a receiver would: both signatures, the event headers. */
function verify(r: Received, secret: string, event: string) {
  const sha1 = createHmac('sha1', secret).update(r.body).digest('hex');
  expect(r.headers['x-hub-signature']).toBe(`sha1=${sha1}`);
  expect(r.headers['x-digiflazz-event']).toBe(event);
  expect(r.headers['x-konter-event']).toBe(event);
  expect(r.headers['user-agent']).toBe('Konter-Hookshot');
  expect(r.headers['content-type']).toBe('application/json');
  // A Standard Webhooks receiver: the documented signing secret is whsec_ + base64(secret).
  const wh = new Webhook(`whsec_${Buffer.from(secret).toString('base64')}`);
  const headers = {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  };
  expect(wh.verify(r.body, headers)).toEqual(JSON.parse(r.body));
  // A wrong secret or a changed body fails.
  expect(() =>
    new Webhook(`whsec_${Buffer.from(`${secret}x`).toString('base64')}`).verify(r.body, headers),
  ).toThrow();
  expect(() => wh.verify(`${r.body} `, headers)).toThrow();
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const status = answers.get(path) ?? 200;
      if (status >= 300 && status < 400) res.writeHead(status, { location: `${base}/elsewhere` }).end();
      else res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status} ${'z'.repeat(800)}`);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
});

afterAll(async () => {
  await t?.app.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

beforeEach(() => {
  answers.clear();
});

describe('webhook settings', () => {
  it('needs the h2h_api permission', async () => {
    const m = await registered(t);
    expect((await m.b.get('/api/v1/developer/webhook')).status).toBe(403);
    expect((await m.b.post('/api/v1/developer/webhook', { url: `${base}/hook` })).status).toBe(403);
  });

  it('generates a secret with the first URL, shows it once, keeps it, takes a given one and rotates', async () => {
    const m = await developer();
    const empty = await m.b.get('/api/v1/developer/webhook');
    expect(empty.body.data).toEqual({
      url: null,
      has_secret: false,
      secret_hint: null,
      allow_cb_url: false,
      enabled: true,
      updated_at: null,
    });

    const first = await m.b.post('/api/v1/developer/webhook', { url: `${base}/hook` });
    expect(first.status).toBe(200);
    const secret = first.body.data.secret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.body.data.signing_secret).toBe(`whsec_${Buffer.from(secret).toString('base64')}`);
    const read = await m.b.get('/api/v1/developer/webhook');
    expect(read.body.data).toMatchObject({
      url: `${base}/hook`,
      has_secret: true,
      secret_hint: secret.slice(-4),
    });
    expect(JSON.stringify(read.body)).not.toContain(secret);
    // Stored encrypted, not in clear.
    const [row] = await q<{ secret_enc: string }>(
      'SELECT secret_enc FROM webhook_settings WHERE user_id = $1',
      [m.id],
    );
    expect(row!.secret_enc).not.toContain(secret);

    const kept = await m.b.post('/api/v1/developer/webhook', { url: `${base}/other` });
    expect(kept.body.data).toMatchObject({
      url: `${base}/other`,
      secret: null,
      secret_hint: secret.slice(-4),
    });

    const given = await m.b.post('/api/v1/developer/webhook', {
      url: `${base}/hook`,
      secret: 'my-own-secret-1234567',
    });
    expect(given.body.data).toMatchObject({ secret: 'my-own-secret-1234567', secret_hint: '4567' });

    const rotated = await m.b.post('/api/v1/developer/webhook', { url: `${base}/hook`, rotate_secret: true });
    expect(rotated.body.data.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rotated.body.data.secret).not.toBe(secret);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const m = await developer();
    await withWebhook(m);
    for (const [body, field, code] of [
      [{ url: '' }, 'url', 'rule:required'],
      [{ url: 'not a url' }, 'url', 'rule:regex'],
      [{ url: 'ftp://example.com/x' }, 'url', 'rule:regex'],
      [{ url: `${base}/x`, secret: 'short' }, 'secret', 'rule:min'],
      [{ url: `${base}/x`, secret: 'has spaces inside it!' }, 'secret', 'rule:regex'],
    ] as const) {
      const res = await m.b.post('/api/v1/developer/webhook', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field][0].code, JSON.stringify(res.body)).toBe(code);
    }
    expect((await m.b.post('/api/v1/developer/update-settings', {})).status).toBe(422);
    expect((await m.b.post('/api/v1/developer/update-settings', { allow_cb_url: 'yes' })).status).toBe(422);
    expect((await m.b.get('/api/v1/developer/webhook')).body.data.url).toBe(`${base}/hook`);
  });

  it('refuses loopback, metadata, private and internal targets under the production policy', async () => {
    const m = await developer();
    await withWebhook(m);
    const config = t.deps.config;
    config.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      for (const [url, address] of [
        ['http://127.0.0.1:8080/hook', '127.0.0.1'],
        ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
        ['https://10.0.0.1/hook', '10.0.0.1'],
        ['https://[::1]/hook', '::1'],
        ['https://localhost/hook', 'localhost'],
      ] as const) {
        const res = await m.b.post('/api/v1/developer/webhook', { url }, { 'accept-language': 'en' });
        expect(res.status, url).toBe(422);
        expect(res.body.errors.url[0]).toMatchObject({
          code: 'developer_webhook_blocked_host',
          params: { address },
        });
        expect(res.body.errors.url[0].message).toContain(address);
      }
      // A name that resolves to 127.0.0.1.
      const err = await saveWebhook(
        t.deps,
        m.id,
        { url: 'https://hooks.example.com/cb' },
        { resolve: async () => ['127.0.0.1'] },
      ).catch((e: unknown) => e as { code: string; params: unknown });
      expect(err).toMatchObject({ code: 'developer_webhook_blocked_host', params: { address: '127.0.0.1' } });
      // The Indonesian text by default.
      const id = await m.b.post('/api/v1/developer/webhook', { url: 'https://10.0.0.1/hook' });
      expect(id.body.errors.url[0].message).toContain('tidak boleh mengarah');
    } finally {
      config.WEBHOOK_ALLOW_PRIVATE = true;
    }
    // Even the development setting keeps the metadata address out.
    const meta = await m.b.post('/api/v1/developer/webhook', { url: 'http://169.254.169.254/latest' });
    expect(meta.status).toBe(422);
    expect((await m.b.get('/api/v1/developer/webhook')).body.data.url).toBe(`${base}/hook`);
  });

  it('needs https in production unless the operator allows http', async () => {
    const m = await developer();
    const production = { ...t.deps, config: { ...t.deps.config, production: true } };
    const err = await saveWebhook(production, m.id, { url: `${base}/hook` }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'developer_webhook_https_required' });
    expect((err as { errors: Record<string, { code: string }[]> }).errors.url![0]!.code).toBe(
      'developer_webhook_https_required',
    );
    const allowed = { ...t.deps, config: { ...t.deps.config, production: true, WEBHOOK_ALLOW_HTTP: true } };
    expect((await saveWebhook(allowed, m.id, { url: `${base}/hook` })).url).toBe(`${base}/hook`);
  });
});

describe('deliveries', () => {
  it('enqueued in the caller’s transaction, delivered with signatures a receiver verifies', async () => {
    const m = await developer();
    const secret = await withWebhook(m, '/ok');
    // Rolled back with the caller's change: nothing queued.
    await t.database.db
      .transaction(async (tx) => {
        await enqueueWebhook(tx, { userId: m.id, event: 'create', body: trx('R-ROLLBACK') });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await q('SELECT 1 FROM webhook_deliveries WHERE user_id = $1', [m.id])).toHaveLength(0);

    const queued = await enqueue(m, trx('R-1'));
    expect(queued?.id).toBeGreaterThan(0);
    const before = received.length;
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const got = received.slice(before).filter((r) => r.path === '/ok');
    expect(got).toHaveLength(1);
    verify(got[0]!, secret, 'create');
    expect(JSON.parse(got[0]!.body)).toEqual({ data: trx('R-1') });

    // An update event with a body already wrapped in {data}.
    await enqueue(m, { data: trx('R-1', 'Sukses') }, { event: 'update' });
    await deliver();
    const update = received.at(-1)!;
    verify(update, secret, 'update');
    expect(JSON.parse(update.body)).toEqual({ data: trx('R-1', 'Sukses') });

    const log = await m.b.get('/api/v1/developer/webhook/deliveries?page=1');
    expect(log.status).toBe(200);
    expect(log.body.meta).toMatchObject({ current_page: 1, total: 2 });
    const [latest, first] = log.body.data;
    expect(first).toMatchObject({
      id: queued!.id,
      event: 'create',
      status: 'delivered',
      attempts: 1,
      http_status: 200,
      url_host: new URL(base).host,
      next_attempt_at: null,
      error: null,
    });
    expect(first.latency_ms).toBeGreaterThanOrEqual(0);
    expect(first.body_excerpt).toBe(JSON.stringify({ data: trx('R-1') }));
    expect(first.response_excerpt).toHaveLength(500);
    expect(first.message_id).toBe(got[0]!.headers['webhook-id']);
    expect(latest.event).toBe('update');
  });

  it('retries a failing receiver after 1, 2, 4, 8, 16 and 30 minutes, logging each attempt, then gives up', async () => {
    const m = await developer();
    const secret = await withWebhook(m, '/fail');
    answers.set('/fail', 500);
    const { id } = (await enqueue(m, trx('R-RETRY')))!;
    const ids = new Set<string>();
    for (let attempt = 1; attempt <= WEBHOOK_RETRY_DELAYS_MINUTES.length + 1; attempt++) {
      answers.set('/fail', 500);
      const before = received.length;
      await deliver();
      const got = received.slice(before).filter((r) => r.path === '/fail');
      expect(got, `attempt ${attempt}`).toHaveLength(1);
      verify(got[0]!, secret, 'create');
      ids.add(String(got[0]!.headers['webhook-id']));
      const [d] = await q<{ status: string; attempts: number; next_attempt_at: Date | null }>(
        'SELECT status, attempts, next_attempt_at FROM webhook_deliveries WHERE id = $1',
        [id],
      );
      const [a] = await q<{ started_at: Date; http_status: number }>(
        'SELECT started_at, http_status FROM webhook_attempts WHERE delivery_id = $1 AND attempt = $2',
        [id, attempt],
      );
      expect(a!.http_status).toBe(500);
      expect(d!.attempts).toBe(attempt);
      const delay = WEBHOOK_RETRY_DELAYS_MINUTES[attempt - 1];
      if (delay === undefined) {
        expect(d).toMatchObject({ status: 'failed', next_attempt_at: null });
        break;
      }
      expect(d!.status).toBe('retrying');
      const waited = (new Date(d!.next_attempt_at!).getTime() - new Date(a!.started_at).getTime()) / 60_000;
      expect(waited).toBeGreaterThan(delay - 0.05);
      expect(waited).toBeLessThan(delay + 0.05);
      // Not due yet: nothing is sent.
      const fails = () => received.filter((r) => r.path === '/fail').length;
      const idle = fails();
      await deliver();
      expect(fails()).toBe(idle);
      // The clock moves on to the retry.
      await q("UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE id = $1", [
        id,
      ]);
    }
    // Every attempt carried the same webhook-id (receivers drop duplicates by it).
    expect(ids.size).toBe(1);
    const log = await m.b.get('/api/v1/developer/webhook/deliveries');
    const item = log.body.data.find((d: { id: number }) => d.id === id);
    expect(item).toMatchObject({ status: 'failed', attempts: 7, http_status: 500, next_attempt_at: null });
    expect(item.attempt_log.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(item.response_excerpt).toMatch(/^answer 500 z+$/);

    // Redelivered once the receiver works: a new delivery of the same message, due now.
    answers.set('/fail', 200);
    const again = await m.b.post(`/api/v1/developer/webhook/deliveries/${id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({
      status: 'pending',
      attempts: 0,
      redelivery_of: id,
      message_id: [...ids][0],
    });
    const before = received.length;
    await deliver();
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    verify(got[0]!, secret, 'create');
    expect(JSON.parse(got[0]!.body)).toEqual({ data: trx('R-RETRY') });
    const [d] = await q<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = $1', [
      again.body.data.id,
    ]);
    expect(d!.status).toBe('delivered');
  });

  it('the poller sends a queued event by itself; two senders at once send it once', async () => {
    const m = await developer();
    await withWebhook(m, '/polled');
    const polled = () => received.filter((r) => r.path === '/polled');
    await enqueue(m, trx('R-POLL'));
    const stop = startWebhookPoller(t.deps, 50);
    try {
      await expect.poll(() => polled().length, { timeout: 10_000 }).toBe(1);
    } finally {
      stop();
    }
    const { id } = (await enqueue(m, trx('R-RACE')))!;
    await Promise.all([deliver(), deliver(), deliver()]);
    expect(polled()).toHaveLength(2);
    const attempts = await q('SELECT attempt FROM webhook_attempts WHERE delivery_id = $1', [id]);
    expect(attempts).toHaveLength(1);
  });

  it('treats a redirect as a failed attempt and does not follow it', async () => {
    const m = await developer();
    await withWebhook(m, '/moved');
    answers.set('/moved', 302);
    const { id } = (await enqueue(m, trx('R-REDIRECT')))!;
    const before = received.length;
    await deliver();
    expect(received.slice(before).map((r) => r.path)).toEqual(['/moved']);
    const [a] = await q<{ http_status: number; error: string }>(
      'SELECT http_status, error FROM webhook_attempts WHERE delivery_id = $1',
      [id],
    );
    expect(a).toEqual({ http_status: 302, error: 'redirect' });
  });

  it('checks the target again at every attempt: a name that now resolves to a private address is refused', async () => {
    const m = await developer();
    const config = t.deps.config;
    config.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      // Saved while the name resolved to a public address…
      await saveWebhook(
        t.deps,
        m.id,
        { url: 'https://hooks.example.com/cb' },
        { resolve: async () => ['93.184.215.14'] },
      );
      const { id } = (await enqueue(m, trx('R-REBIND')))!;
      // …then DNS answers 127.0.0.1 (rebinding): the attempt is refused before any connection.
      const before = received.length;
      await deliverDueWebhooks(t.deps, { resolve: async () => ['127.0.0.1'] });
      expect(received.length).toBe(before);
      const [a] = await q<{ http_status: number | null; error: string; url_host: string }>(
        'SELECT http_status, error, url_host FROM webhook_attempts WHERE delivery_id = $1',
        [id],
      );
      expect(a).toEqual({ http_status: null, error: 'blocked_address', url_host: 'hooks.example.com' });
      const [d] = await q<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = $1', [id]);
      expect(d!.status).toBe('retrying');
    } finally {
      config.WEBHOOK_ALLOW_PRIVATE = true;
    }
  });

  it('uses the request’s cb_url only when the member allows it; a disabled webhook queues nothing', async () => {
    const m = await developer();
    await withWebhook(m, '/main');
    await enqueue(m, trx('R-CB1'), { cbUrl: `${base}/cb` });
    let before = received.length;
    await deliver();
    expect(received.slice(before).map((r) => r.path)).toEqual(['/main']);

    const allowed = await m.b.post('/api/v1/developer/update-settings', { allow_cb_url: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ allow_cb_url: true, enabled: true, secret: null });
    await enqueue(m, trx('R-CB2'), { cbUrl: `${base}/cb` });
    await enqueue(m, trx('R-CB3'));
    before = received.length;
    await deliver();
    expect(
      received
        .slice(before)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/cb', '/main']);

    expect((await m.b.post('/api/v1/developer/update-settings', { enabled: false })).body.data.enabled).toBe(
      false,
    );
    expect(await enqueue(m, trx('R-OFF'))).toBeNull();
    expect((await getWebhookSettings(t.database.db, m.id)).enabled).toBe(false);
    // A member without settings gets nothing queued.
    const other = await developer();
    expect(await enqueue(other, trx('R-NONE'))).toBeNull();
  });

  it('hides another member’s deliveries: not listed, redelivery 404', async () => {
    const a = await developer();
    const b = await developer();
    await withWebhook(a, '/a');
    const { id } = (await enqueue(a, trx('R-A')))!;
    const list = await b.b.get('/api/v1/developer/webhook/deliveries');
    expect(list.body.data).toEqual([]);
    const res = await b.b.post(`/api/v1/developer/webhook/deliveries/${id}/redeliver`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('developer_webhook_delivery_not_found');
    expect((await a.b.post('/api/v1/developer/webhook/deliveries/999999999/redeliver')).status).toBe(404);
  });
});

describe('test-webhook', () => {
  it('answers ok when the endpoint answers 200, else the spec’s message; logged either way', async () => {
    const m = await developer();
    const none = await m.b.post('/api/v1/developer/test-webhook');
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('developer_webhook_not_set');

    const secret = await withWebhook(m, '/test');
    const before = received.length;
    const ok = await m.b.post('/api/v1/developer/test-webhook');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ ok: true, http_status: 200 });
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    verify(got[0]!, secret, 'test');
    expect(JSON.parse(got[0]!.body).data).toMatchObject({ event: 'test' });

    for (const status of [500, 201, 404]) {
      answers.set('/test', status);
      const failed = await m.b.post('/api/v1/developer/test-webhook', {}, { 'accept-language': 'en' });
      expect(failed.status).toBe(422);
      expect(failed.body).toMatchObject({ code: 'developer_webhook_failed', params: { status } });
      expect(failed.body.message).toContain('must answer HTTP 200');
    }
    // Nothing to retry: a test is sent once.
    const tests = () => received.filter((r) => r.path === '/test').length;
    const n = tests();
    await deliver();
    expect(tests()).toBe(n);
    const log = await m.b.get('/api/v1/developer/webhook/deliveries');
    expect(
      log.body.data.map((d: { status: string; http_status: number }) => [d.status, d.http_status]),
    ).toEqual([
      ['failed', 404],
      ['failed', 201],
      ['failed', 500],
      ['delivered', 200],
    ]);
  });
});
