import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp, type TestBrowser } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';

// Pen-test item 4: "E-mail or phone change takes a session alone". A stolen session changed the
// e-mail with no password and no notice, then forgot-password mailed the reset link to the attacker.
// Now the change needs the password, waits for the code sent to the NEW address, and the OLD
// address gets a 7-day, single-use undo link. Removing the original device from a device approved
// less than 24 hours ago needs the password too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const fresh = () => newUser();
const profileOf = (m: Member, over: Record<string, string>) => ({
  name: m.name,
  email: m.email,
  hp: m.hp,
  ...over,
});
/** The last message to an address, or null. */
const lastTo = (recipient: string) => t.lastMessage(recipient).catch(() => null);
const undoTokenIn = async (recipient: string) =>
  (await t.lastMessage(recipient)).body.match(/\/account\/undo-change\?token=([\w-]+)/)![1]!;
const resetTokenIn = async (email: string) => (await t.lastMessage(email)).body.match(/token=([\w-]+)/)![1]!;
const resetWith = (token: string, password: string) =>
  t.browser().post('/api/v1/auth/reset-password', { token, password, password_confirmation: password });
const undo = (token: string, b: TestBrowser = t.browser()) =>
  b.post('/api/v1/account/contact-change/undo', { token });
const userRow = async (id: number) =>
  (
    await t.database.query<{ email: string; hp: string; email_verified_at: Date | null }>(
      'SELECT email, hp, email_verified_at FROM users WHERE id = $1',
      [id],
    )
  )[0]!;

/** A second browser of the member with a live (waiting) session, to see it end. */
async function otherSession(m: Member) {
  const other = t.browser('Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
  const login = await other.post('/api/v1/auth/login', { login: m.email, password: m.password });
  expect(login.status).toBe(202);
  return other;
}

/** Requests and confirms an e-mail change; returns the new address. */
async function changeEmail(m: Member, to = fresh().email) {
  const req = await m.b.post('/api/v1/account/profile', profileOf(m, { email: to, password: m.password }));
  expect(req.status, JSON.stringify(req.body)).toBe(202);
  const ok = await m.b.post('/api/v1/account/profile/confirm', { otp: await t.lastCode(to) });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return to;
}

describe('changing the e-mail or phone number (item 4)', () => {
  it('a session alone cannot change the e-mail: 422 without the password, nothing changed or sent', async () => {
    const m = await registered(t);
    const attacker = fresh().email;
    const res = await m.b.post('/api/v1/account/profile', profileOf(m, { email: attacker }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'password_required_contact_change' });
    expect(res.body.errors.password).toEqual([
      {
        code: 'password_required_contact_change',
        message: 'Masukkan kata sandi untuk mengganti email atau nomor HP.',
      },
    ]);
    const wrong = await m.b.post(
      '/api/v1/account/profile',
      profileOf(m, { email: attacker, password: 'bukan-sandinya' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password[0].code).toBe('wrong_password');
    expect((await m.b.get('/api/v1/account')).body.data.email).toBe(m.email);
    expect(await lastTo(attacker)).toBeNull();

    // Forgot-password still mails the owner's address.
    await t.browser().post('/api/v1/auth/forgot-password', { email: m.email });
    expect((await t.lastMessage(m.email)).body).toContain('/auth/reset-password?token=');

    // A name-only change needs nothing.
    const named = await m.b.post('/api/v1/account/profile', profileOf(m, { name: 'Siti Aminah' }));
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ name: 'Siti Aminah', email: m.email });
  });

  it('with the password the change waits for the code: forgot-password still mails the OLD address', async () => {
    const m = await registered(t);
    const to = fresh().email;
    const res = await m.b.post(
      '/api/v1/account/profile',
      profileOf(m, { name: 'Budi Baru', email: to, password: m.password }),
    );
    expect(res.status).toBe(202);
    expect(res.body.data.pending_change).toEqual({ field: 'email', new_value: to, expires_in: 60 });
    // The name is saved; the e-mail is not.
    expect(res.body.data.account).toMatchObject({ name: 'Budi Baru', email: m.email });
    expect((await userRow(m.id)).email).toBe(m.email);
    expect((await t.lastMessage(to)).body).toMatch(/\b\d{6}\b/);

    await t.browser().post('/api/v1/auth/forgot-password', { email: m.email });
    expect((await t.lastMessage(m.email)).body).toContain('/auth/reset-password?token=');
    const before = await t.lastMessage(to);
    await t.browser().post('/api/v1/auth/forgot-password', { email: to });
    expect(await t.lastMessage(to)).toEqual(before); // no reset link to the unconfirmed address
  });

  it('the code from the new address applies it: verified, other sessions end, reset links die, the old address gets an undo link', async () => {
    const m = await registered(t);
    const other = await otherSession(m);
    await t.browser().post('/api/v1/auth/forgot-password', { email: m.email });
    const mailedBefore = await resetTokenIn(m.email);
    const to = fresh().email;
    await m.b.post('/api/v1/account/profile', profileOf(m, { email: to, password: m.password }));

    // A code sent elsewhere, or a wrong one, does not apply it.
    const wrong = await m.b.post('/api/v1/account/profile/confirm', { otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.otp[0].code).toBe('invalid_otp');
    expect((await userRow(m.id)).email).toBe(m.email);

    const ok = await m.b.post('/api/v1/account/profile/confirm', { otp: await t.lastCode(to) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe(to);
    expect(ok.body.data.email_verified_at).not.toBeNull();
    // Once: the change is applied.
    const again = await m.b.post('/api/v1/account/profile/confirm', { otp: await t.lastCode(to) });
    expect(again.body.code).toBe('contact_change_not_pending');

    const notice = await t.lastMessage(m.email);
    expect(notice.subject).toBe('Email akun Anda diganti');
    expect(notice.body).toContain(`${to.slice(0, 1)}***@example.com`);
    expect(notice.body).toMatch(/\/account\/undo-change\?token=[\w-]{20,}/);

    expect((await other.get('/api/v1/auth/device-status')).status).toBe(401);
    expect((await m.b.get('/api/v1/account')).status).toBe(200);
    expect((await resetWith(mailedBefore, 'dari-penyerang-1')).body).toMatchObject({
      code: 'reset_link_invalid',
    });
    const [row] = await t.database.query<{ title: string; data: { kind: string } }>(
      'SELECT title, data FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.id],
    );
    expect(row).toMatchObject({ title: 'Email akun diganti', data: { kind: 'email_changed' } });

    // From now on the new address is the account's.
    await t.browser().post('/api/v1/auth/forgot-password', { email: to });
    expect((await t.lastMessage(to)).body).toContain('/auth/reset-password?token=');
  });

  it('undo restores the old address, ends every session, kills reset links; single use', async () => {
    const m = await registered(t);
    const to = await changeEmail(m);
    const token = await undoTokenIn(m.email);
    // The attacker asks for a reset link at the new address before the owner undoes.
    await t.browser().post('/api/v1/auth/forgot-password', { email: to });
    const attackerLink = await resetTokenIn(to);

    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ field: 'email', value: m.email });
    expect((await userRow(m.id)).email).toBe(m.email);
    expect((await m.b.get('/api/v1/account')).status).toBe(401);
    expect((await resetWith(attackerLink, 'dari-penyerang-1')).body).toMatchObject({
      code: 'reset_link_invalid',
    });
    const [row] = await t.database.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.id],
    );
    expect(row?.title).toBe('Perubahan email dibatalkan');

    const twice = await undo(token);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.token[0].code).toBe('contact_change_undo_invalid');

    // The owner logs in with the old address again.
    const back = await m.b.post('/api/v1/auth/login', { login: m.email, password: m.password });
    expect(back.status).toBe(200);
  });

  it('the old address stays reserved for the undo; the link expires after 7 days', async () => {
    const m = await registered(t);
    await changeEmail(m);
    const token = await undoTokenIn(m.email);
    const squatter = await t.browser().post('/api/v1/auth/register', { ...fresh(), email: m.email });
    expect(squatter.status).toBe(422);
    expect(squatter.body.errors.email[0].code).toBe('email_taken');

    await t.database.query(
      `UPDATE contact_changes SET applied_at = applied_at - interval '7 days 1 minute',
              undo_expires_at = undo_expires_at - interval '7 days 1 minute' WHERE user_id = $1`,
      [m.id],
    );
    const late = await undo(token);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('contact_change_undo_invalid');
    expect((await m.b.get('/api/v1/account')).status).toBe(200);
    // After the window the old address is free again.
    const later = await t.browser().post('/api/v1/auth/register', { ...fresh(), email: m.email });
    expect(later.status).toBe(201);
  });

  it('undoing an earlier change also voids a later one of the same field', async () => {
    const m = await registered(t);
    const first = await changeEmail(m);
    const ownerToken = await undoTokenIn(m.email);
    const second = await changeEmail({ ...m, email: first }, fresh().email);
    const secondToken = await undoTokenIn(first);
    expect((await undo(ownerToken)).status).toBe(200);
    expect((await userRow(m.id)).email).toBe(m.email);
    expect((await undo(secondToken)).status).toBe(422);
    expect((await userRow(m.id)).email).not.toBe(second);
  });

  it('a phone change: the code goes by WhatsApp to the new number, the old number gets the undo link', async () => {
    const m = await registered(t);
    const to = fresh().hp;
    const res = await m.b.post('/api/v1/account/profile', profileOf(m, { hp: to, password: m.password }));
    expect(res.status).toBe(202);
    expect(res.body.data.pending_change).toMatchObject({ field: 'hp', new_value: to });
    const [otp] = await t.database.query<{ channel: string }>(
      'SELECT channel FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    expect(otp?.channel).toBe('whatsapp');
    // A new code on request (the old one stops working).
    const first = await t.lastCode(to);
    expect((await m.b.post('/api/v1/account/profile/resend')).status).toBe(200);
    const code = await t.lastCode(to);
    if (code !== first) {
      expect((await m.b.post('/api/v1/account/profile/confirm', { otp: first })).status).toBe(422);
    }
    const ok = await m.b.post('/api/v1/account/profile/confirm', { otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ hp: to });
    expect(ok.body.data.phone_verified_at).not.toBeNull();
    const [notice] = await t.database.query<{ channel: string; body: string }>(
      'SELECT channel, body FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [m.hp],
    );
    expect(notice?.channel).toBe('whatsapp');
    expect(notice?.body).toContain(`${to.slice(0, 4)}****${to.slice(-3)}`);
    const back = await undo(await undoTokenIn(m.hp));
    expect(back.body.data).toEqual({ field: 'hp', value: m.hp });
  });

  it('refuses a taken address and two changes at once up front, sending nothing', async () => {
    const other = await registered(t);
    const m = await registered(t);
    const taken = await m.b.post(
      '/api/v1/account/profile',
      profileOf(m, { email: other.email, password: m.password }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email[0].code).toBe('email_taken');
    const both = await m.b.post(
      '/api/v1/account/profile',
      profileOf(m, { email: fresh().email, hp: fresh().hp, password: m.password }),
    );
    expect(both.status).toBe(422);
    expect(both.body.errors.hp[0].code).toBe('contact_change_one_at_a_time');
    expect((await m.b.post('/api/v1/account/profile/confirm', { otp: '123456' })).body.code).toBe(
      'contact_change_not_pending',
    );
  });
});

describe('removing the original device from a new one (item 4)', () => {
  const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1';

  /** The member's original browser approves a second one; returns it and the original's device id. */
  async function approvedDevice(m: Member, ua = FIREFOX) {
    const b2 = t.browser(ua);
    const login = await b2.post('/api/v1/auth/login', { login: m.email, password: m.password });
    expect((await m.b.post(`/api/v1/account/device/${login.body.data.device_id}/accept`)).status).toBe(200);
    await b2.get('/api/v1/auth/device-status'); // takes the rotated session
    const list = await b2.get('/api/v1/account/device');
    const original = list.body.data.find((d: { first_login: boolean }) => d.first_login);
    return { b2, deviceId: login.body.data.device_id as string, originalId: original.id as string };
  }

  it('needs the password from a device approved less than 24 hours ago', async () => {
    const m = await registered(t);
    const { b2, originalId } = await approvedDevice(m);
    const bare = await b2.post(`/api/v1/account/device/${originalId}/revoke`);
    expect(bare.status).toBe(422);
    expect(bare.body.errors.password[0].code).toBe('password_required_recent_device');
    const wrong = await b2.post(`/api/v1/account/device/${originalId}/revoke`, {
      password: 'bukan-sandinya',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password[0].code).toBe('wrong_password');
    expect((await m.b.get('/api/v1/account')).status).toBe(200);

    const ok = await b2.post(`/api/v1/account/device/${originalId}/revoke`, { password: m.password });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('revoked');
    expect((await m.b.get('/api/v1/account')).status).toBe(401);
  });

  it('not for other devices, nor once the device has been approved for 24 hours', async () => {
    const m = await registered(t);
    const { b2, deviceId, originalId } = await approvedDevice(m);
    const { deviceId: phoneId } = await approvedDevice(m, IPHONE);
    expect((await b2.post(`/api/v1/account/device/${phoneId}/revoke`)).status).toBe(200);
    // The original device removing the new one needs nothing either.
    const { deviceId: thirdId } = await approvedDevice(m, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0');
    expect((await m.b.post(`/api/v1/account/device/${thirdId}/revoke`)).status).toBe(200);

    await t.database.query(`UPDATE devices SET decided_at = now() - interval '25 hours' WHERE id = $1`, [
      deviceId,
    ]);
    expect((await b2.post(`/api/v1/account/device/${originalId}/revoke`)).status).toBe(200);
  });
});
