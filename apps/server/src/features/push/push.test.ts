import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';
import { deliverPush, endpointAllowed } from './push.service.js';

// A local HTTP server plays the browser's push service: web push is a POST to the subscription's
// endpoint URL, so the subscriptions below point at it.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let server: Server;
let base: string;
const received: Received[] = [];
/** Status the push service answers per path (default 201 Created, as real services do). */
const answers = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await t.app.close();
  await new Promise((r) => server.close(r));
});

/** A browser's push subscription: its P-256 key pair and auth secret, as PushManager makes them. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${base}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 (aes128gcm) decryption as the browser does it: proves the payload is really encrypted to us. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/** Checks the VAPID JWT (RFC 8292): ES256 under our public key, audience = the push service's origin. */
function checkVapid(authorization: string, publicKey: string) {
  const m = authorization.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  expect(m).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [h, p, sig] = jwt!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verifySignature(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig!, 'base64url'),
  );
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(p!, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
}

/** The push the test push service received on a path, once it has arrived. */
async function pushTo(path: string): Promise<Received> {
  await expect.poll(() => received.some((r) => r.path === path), { timeout: 5000 }).toBe(true);
  return received.find((r) => r.path === path)!;
}

const subscriptionsOf = (userId: number) =>
  t.database.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [
    userId,
  ]);
const outboxOf = (notificationId: number) =>
  t.database.query<{ attempts: number; next_attempt_at: Date; last_error: string | null }>(
    'SELECT attempts, next_attempt_at, last_error FROM push_outbox WHERE notification_id = $1',
    [notificationId],
  );

describe('web push', () => {
  it('publishes the VAPID public key (generated into DATA_DIR in the embedded mode)', async () => {
    const res = await t.browser().get('/api/v1/push/public-key');
    expect(res.body.data.enabled).toBe(true);
    expect(res.body.data.public_key).toBe(t.deps.config.vapid!.publicKey);
    expect(Buffer.from(res.body.data.public_key, 'base64url')).toHaveLength(65);
  });

  it('sends a new notification as an encrypted, VAPID-signed push right after it is published', async () => {
    const { b, id } = await registered(t);
    const sub = browserSubscription(`/push/${id}/ok`);
    const saved = await b.post('/api/v1/account/token', { device_token: sub.json });
    expect(saved.status).toBe(201);
    expect((await subscriptionsOf(id)).map((s) => s.endpoint)).toEqual([sub.json.endpoint]);

    const row = await t.deps.notifier.record(t.database.db, {
      userId: id,
      type: 'transaction',
      title: 'purchase_success_title',
      body: 'purchase_sn_body',
      params: { product: 'Pulsa Telkomsel 10.000', destination: '081234567890', sn: '0412345678' },
      status: 1,
    });
    // The database queued the push with the notification (trigger of migration 0006).
    expect(await outboxOf(row.id)).toHaveLength(1);
    t.deps.notifier.publish([row]);

    const push = await pushTo(`/push/${id}/ok`);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('normal');
    const claims = checkVapid(String(push.headers.authorization), t.deps.config.vapid!.publicKey);
    expect(claims.aud).toBe(base);
    expect(claims.sub).toBe('mailto:admin@konter.local');
    expect(push.body.includes(Buffer.from('Telkomsel'))).toBe(false);
    expect(JSON.parse(decrypt(push.body, sub.ecdh, sub.auth))).toMatchObject({
      id: row.id,
      title: 'Pulsa Telkomsel 10.000 ke 081234567890 berhasil',
      body: 'SN: 0412345678',
      status: 1,
      url: `/notification/today/${row.id}`,
      tag: `notification-${row.id}`,
    });
    await expect.poll(() => outboxOf(row.id), { timeout: 5000 }).toEqual([]);
  });

  it("speaks the user's chosen language, and the notification list the reader's", async () => {
    const { b, id } = await registered(t);
    const sub = browserSubscription(`/push/${id}/en`);
    await b.post('/api/v1/account/token', { device_token: sub.json });
    await t.database.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [id]);
    const row = await t.deps.notifier.record(t.database.db, {
      userId: id,
      type: 'deposit',
      status: 1,
      title: 'deposit_success_title',
      body: 'deposit_balance_body',
      params: { amount: 'Rp 50.000', code: 'DEP1', balance: 'Rp 60.000' },
    });
    await deliverPush(t.deps);
    const push = await pushTo(`/push/${id}/en`);
    expect(JSON.parse(decrypt(push.body, sub.ecdh, sub.auth))).toMatchObject({
      title: 'Deposit of Rp 50.000 succeeded',
      body: 'Code DEP1. Your deposit balance is now Rp 60.000.',
    });
    // Stored once, read in each reader's language.
    const inChinese = await b.get(`/api/v1/notification/today/${row.id}`, { 'accept-language': 'zh' });
    expect(inChinese.body.data).toMatchObject({
      title: '存款 Rp 50.000 成功',
      body: '编号 DEP1。存款余额现为 Rp 60.000。',
    });
    const inIndonesian = await b.get('/api/v1/notification/today', { 'accept-language': 'id' });
    expect(inIndonesian.body.data[0].title).toBe('Deposit Rp 50.000 berhasil');
  });

  it('deletes a subscription the push service says is gone (410) and retries a failing one later', async () => {
    const { b, id } = await registered(t);
    const gone = browserSubscription(`/push/${id}/gone`);
    answers.set(`/push/${id}/gone`, 410);
    await b.post('/api/v1/account/token', { device_token: gone.json });
    const row = await t.deps.notifier.record(t.database.db, {
      userId: id,
      type: 'account',
      title: 'free_text',
      params: { text: 'Halo' },
      status: 0,
    });
    await deliverPush(t.deps);
    await pushTo(`/push/${id}/gone`);
    expect(await subscriptionsOf(id)).toEqual([]);
    await expect.poll(() => outboxOf(row.id), { timeout: 5000 }).toEqual([]);

    // A second browser of another user, whose push service fails for now.
    const other = await registered(t);
    const flaky = browserSubscription(`/push/${other.id}/flaky`);
    answers.set(`/push/${other.id}/flaky`, 503);
    await other.b.post('/api/v1/account/token', { device_token: JSON.stringify(flaky.json) });
    const note = await t.deps.notifier.record(t.database.db, {
      userId: other.id,
      type: 'account',
      title: 'free_text',
      params: { text: 'x' },
      status: 0,
    });
    await deliverPush(t.deps);
    const [left] = await outboxOf(note.id);
    expect(left).toMatchObject({ attempts: 1, last_error: 'push service answered 503' });
    expect(new Date(left!.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
  });

  it('queues no push for users without a subscription', async () => {
    const { id } = await registered(t);
    const row = await t.deps.notifier.record(t.database.db, {
      userId: id,
      type: 'account',
      title: 'free_text',
      params: { text: 'x' },
      status: 0,
    });
    expect(await outboxOf(row.id)).toEqual([]);
  });

  it('keeps one subscription per endpoint and device, and forgets it on DELETE', async () => {
    const u1 = await registered(t);
    const u2 = await registered(t);
    const first = browserSubscription('/push/shared/1');
    const second = browserSubscription('/push/shared/2');
    await u1.b.post('/api/v1/account/token', { device_token: first.json });
    // The same device re-subscribes (new endpoint): the old one goes.
    await u1.b.post('/api/v1/account/token', { device_token: second.json });
    expect((await subscriptionsOf(u1.id)).map((s) => s.endpoint)).toEqual([second.json.endpoint]);
    // Another account in the same browser takes the endpoint over.
    await u2.b.post('/api/v1/account/token', { device_token: second.json });
    expect(await subscriptionsOf(u1.id)).toEqual([]);
    expect(await subscriptionsOf(u2.id)).toHaveLength(1);
    expect(
      (await u2.b.delete('/api/v1/account/token', { endpoint: second.json.endpoint })).body.data,
    ).toEqual({
      removed: 1,
    });
    expect(await subscriptionsOf(u2.id)).toEqual([]);
  });

  it('refuses bad subscriptions and visitors', async () => {
    const { b } = await registered(t);
    const sub = browserSubscription('/push/x');
    const bad = await b.post('/api/v1/account/token', {
      device_token: { ...sub.json, endpoint: 'ftp://x/y' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('device_token');
    expect(
      (await b.post('/api/v1/account/token', { device_token: { endpoint: sub.json.endpoint } })).status,
    ).toBe(422);
    expect((await t.browser().post('/api/v1/account/token', { device_token: sub.json })).status).toBe(401);
  });

  it('accepts only https push-service hosts in production', () => {
    const prod = {
      production: true,
      pushEndpointHosts: ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com'],
    };
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', prod)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', prod)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QG', prod)).toBe(true);
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc', prod)).toBe(false);
    expect(endpointAllowed('https://169.254.169.254/latest', prod)).toBe(false);
    expect(endpointAllowed('https://evilpush.apple.com.example/x', prod)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9/x', { production: false, pushEndpointHosts: null })).toBe(
      true,
    );
  });
});
