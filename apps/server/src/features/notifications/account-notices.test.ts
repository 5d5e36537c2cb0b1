import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../lib/realtime.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';

// Account events (issue 5 §3) write a notification row for the account's owner through the
// notifier: the row is what the lists show, the push_outbox trigger queues its web push, and the
// 'notification' bus event carries it live to the user's open pages.

let t: TestApp;
const events: RealtimeEvent[] = [];
let stopListening: () => void;
beforeAll(async () => {
  t = await createTestApp();
  stopListening = t.deps.bus.subscribe((e) => events.push(e));
});
afterAll(() => stopListening());

interface Row {
  id: number;
  user_id: number;
  type: string;
  title: string;
  body: string | null;
  status: number;
  data: Record<string, unknown> | null;
}

const rowsOf = (userId: number) =>
  t.database.query<Row>(
    'SELECT id, user_id::int, type, title, body, status, data FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );

/** The newest notification of a user, which must be of this account event. */
async function latest(userId: number, kind: string): Promise<Row> {
  const rows = await rowsOf(userId);
  const row = rows.at(-1);
  expect(row?.data?.kind).toBe(kind);
  expect(row?.type).toBe('account');
  // It went live too, to this user only.
  const live = events.find((e) => e.event === 'notification' && (e.payload as { id: number }).id === row!.id);
  expect(live?.userId).toBe(userId);
  return row!;
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1';

describe('device notifications', () => {
  it('a login waiting for approval tells the user to approve or reject it on the devices page', async () => {
    const { id, ...u } = await registered(t);
    const other = await registered(t); // a bystander gets nothing
    const before = (await rowsOf(other.id)).length;
    const phone = t.browser(IPHONE);
    const login = await phone.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(login.status).toBe(202);

    const row = await latest(id, 'device_pending');
    expect(row).toMatchObject({ status: 0, title: 'Perangkat baru menunggu persetujuan' });
    expect(row.body).toContain('Safari · iOS');
    expect(row.body).toMatch(/Setujui atau tolak di halaman Perangkat/);
    expect(row.data).toMatchObject({ device_id: login.body.data.device_id, url: '/account/devices' });
    // The live prompt still goes out beside it.
    expect(
      events.some(
        (e) =>
          e.event === 'device.pending' &&
          e.userId === id &&
          (e.payload as { device_id: string }).device_id === login.body.data.device_id,
      ),
    ).toBe(true);
    expect((await rowsOf(other.id)).length).toBe(before);
  });

  it('the recovery login of a waiting device notifies too', async () => {
    const { id, ...u } = await registered(t);
    const res = await t
      .browser(IPHONE)
      .post('/api/v1/account/recovery', { login: u.hp, password: u.password });
    expect(res.status).toBe(202);
    expect((await latest(id, 'device_pending')).data?.device_id).toBe(res.body.data.device_id);
  });

  it('approving, rejecting and revoking a device each notify the user with their status', async () => {
    const { b, id, ...u } = await registered(t);
    const laptop = t.browser('Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
    const first = await laptop.post('/api/v1/auth/login', { login: u.email, password: u.password });
    const deviceId = first.body.data.device_id as string;
    expect((await b.post(`/api/v1/account/device/${deviceId}/accept`)).status).toBe(200);
    expect(await latest(id, 'device_accepted')).toMatchObject({
      status: 1,
      title: 'Perangkat Firefox · Windows disetujui',
      data: { device_id: deviceId },
    });

    expect((await b.post(`/api/v1/account/device/${deviceId}/revoke`)).status).toBe(200);
    expect(await latest(id, 'device_revoked')).toMatchObject({
      status: 2,
      title: 'Akses perangkat Firefox · Windows dicabut',
    });

    const phone = t.browser(IPHONE);
    const second = await phone.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect((await b.post(`/api/v1/account/device/${second.body.data.device_id}/reject`)).status).toBe(200);
    expect(await latest(id, 'device_rejected')).toMatchObject({
      status: 2,
      title: 'Perangkat Safari · iOS ditolak',
    });

    // A refused decision (already decided) records nothing.
    const count = (await rowsOf(id)).length;
    expect((await b.post(`/api/v1/account/device/${second.body.data.device_id}/reject`)).status).toBe(409);
    expect((await rowsOf(id)).length).toBe(count);
  });

  it('a device that verifies itself by OTP is reported as approved', async () => {
    const { id, ...u } = await registered(t);
    const b = t.browser('Other/1.0');
    await b.post('/api/v1/auth/login', { login: u.hp, password: u.password });
    await b.post('/api/v1/auth/device/otp', { channel: 'whatsapp' });
    const count = (await rowsOf(id)).length;
    const code = await t.lastCode(u.hp);
    // A wrong code approves nothing and records nothing.
    expect(
      (await b.post('/api/v1/auth/device/verify', { otp: code === '000000' ? '111111' : '000000' })).status,
    ).toBe(422);
    expect((await rowsOf(id)).length).toBe(count);
    expect((await b.post('/api/v1/auth/device/verify', { otp: code })).status).toBe(200);
    const row = await latest(id, 'device_accepted');
    expect(row.status).toBe(1);
    expect(row.body).toMatch(/kode OTP/);
  });
});

describe('password, PIN and phone notifications', () => {
  it('a password change notifies the user (and queues a web push when subscribed)', async () => {
    const { b, id, ...u } = await registered(t);
    await t.database.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, 'k', 'a')`,
      [id, `http://127.0.0.1:9/push/${id}`],
    );
    const wrong = await b.post('/api/v1/account/password', {
      old_password: 'nope-nope',
      password: 'baru-banget-1',
      password_confirmation: 'baru-banget-1',
    });
    expect(wrong.status).toBe(422);
    expect(await rowsOf(id)).toEqual([]);
    const ok = await b.post('/api/v1/account/password', {
      old_password: u.password,
      password: 'baru-banget-1',
      password_confirmation: 'baru-banget-1',
    });
    expect(ok.status).toBe(200);
    const row = await latest(id, 'password_changed');
    expect(row).toMatchObject({ status: 1, title: 'Kata sandi diubah' });
    const queued = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM push_outbox WHERE notification_id = $1',
      [row.id],
    );
    expect(queued[0]?.n).toBe(1);
  });

  it('a password reset by e-mail link notifies the account', async () => {
    const { id, ...u } = await registered(t);
    await t.browser().post('/api/v1/auth/forgot-password', { email: u.email });
    const token = (await t.lastMessage(u.email)).body.match(/token=([\w-]+)/)![1]!;
    const res = await t.browser().post('/api/v1/auth/reset-password', {
      token,
      password: 'baru-sekali-1',
      password_confirmation: 'baru-sekali-1',
    });
    expect(res.status).toBe(200);
    expect(await latest(id, 'password_reset')).toMatchObject({ status: 1, title: 'Kata sandi diatur ulang' });
  });

  it('changing and resetting the PIN each notify the user (setting the first one does not)', async () => {
    const { b, id, ...u } = await registered(t);
    expect(
      (await b.post('/api/v1/account/pin/store', { pin: '246810', pin_confirmation: '246810' })).status,
    ).toBe(200);
    expect(await rowsOf(id)).toEqual([]);

    const wrong = await b.post('/api/v1/account/pin/update', {
      old_pin: '999999',
      pin: '333444',
      pin_confirmation: '333444',
    });
    expect(wrong.status).toBe(422);
    expect(await rowsOf(id)).toEqual([]);
    await b.post('/api/v1/account/pin/update', {
      old_pin: '246810',
      pin: '333444',
      pin_confirmation: '333444',
    });
    expect(await latest(id, 'pin_changed')).toMatchObject({ status: 1, title: 'PIN transaksi diubah' });

    await b.post('/api/v1/account/pin/reset/send-otp', { channel: 'whatsapp' });
    const code = await t.lastCode(u.hp);
    const reset = await b.post('/api/v1/account/pin/reset', {
      otp: code,
      pin: '135790',
      pin_confirmation: '135790',
    });
    expect(reset.status).toBe(200);
    expect(await latest(id, 'pin_reset')).toMatchObject({ status: 1, title: 'PIN transaksi diatur ulang' });
  });

  it('a verified phone number notifies the user', async () => {
    const { b, id, ...u } = await registered(t);
    await b.post('/api/v1/account/phone/send-code');
    const res = await b.post('/api/v1/account/phone/verify', { otp: await t.lastCode(u.hp) });
    expect(res.status).toBe(200);
    const row = await latest(id, 'phone_verified');
    expect(row).toMatchObject({ status: 1, title: 'Nomor HP terverifikasi' });
    expect(row.body).toContain(u.hp);
  });

  it('counts a wrong PIN-reset or phone code as a try: the fifth wrong one spends the code', async () => {
    const { b, id, ...u } = await registered(t);
    await b.post('/api/v1/account/pin/reset/send-otp', { channel: 'whatsapp' });
    const code = await t.lastCode(u.hp);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await b.post('/api/v1/account/pin/reset', {
        otp: wrongCode,
        pin: '135790',
        pin_confirmation: '135790',
      });
      expect(r.status).toBe(422);
    }
    // The right code no longer works: the tries were counted, not rolled back.
    const late = await b.post('/api/v1/account/pin/reset', {
      otp: code,
      pin: '135790',
      pin_confirmation: '135790',
    });
    expect(late.status).toBe(422);

    await b.post('/api/v1/account/phone/send-code');
    const phoneCode = await t.lastCode(u.hp);
    const wrongPhone = phoneCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await b.post('/api/v1/account/phone/verify', { otp: wrongPhone })).status).toBe(422);
    expect((await b.post('/api/v1/account/phone/verify', { otp: phoneCode })).status).toBe(422);
    expect(await rowsOf(id)).toEqual([]);
  });
});
