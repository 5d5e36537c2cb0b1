import { beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../ledger/index.js';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';
import { findUserById, setSetting, updateUser } from '../auth/index.js';
import { closeExpiredDeletions } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('account', () => {
  it('returns every account field of the spec', async () => {
    const { b } = await registered(t);
    const { data } = (await b.get('/api/v1/account')).body;
    for (const f of [
      'hp',
      'email',
      'name',
      'category',
      'deposit',
      'cashback_wallet',
      'agent_debt',
      'email_notification',
      'avatar',
      'referal_code',
      'permissions',
      'font_size',
      'font_family',
      'user_permission_setting',
      'phone_verified_at',
      'is_agen_mlo',
      'sicepat',
      'idexpress',
      'ninja_xpress',
      'sap_express',
      'jnt_cargo',
      'jnt_express',
      'jne_express',
      'lion_parcel',
    ]) {
      expect(data).toHaveProperty(f);
    }
    expect(data.agent_debt).toEqual({
      deposit: 0,
      is_due_today: false,
      not_paid_off: false,
      usage: 0,
      due_date: null,
    });
  });

  it('updates the profile; a changed phone is verified by the code to it; a taken e-mail is refused', async () => {
    const other = await registered(t);
    const u = await registered(t);
    const { b } = u;
    // A changed number needs the password and waits for the code sent to it (contact-change.test.ts).
    const res = await b.post('/api/v1/account/profile', {
      name: 'Siti Aminah',
      email: u.email,
      hp: '6281399990000',
      password: u.password,
    });
    expect(res.status).toBe(202);
    expect(res.body.data.account).toMatchObject({ name: 'Siti Aminah', hp: u.hp, phone_verified_at: null });
    expect(res.body.data.pending_change).toMatchObject({ field: 'hp', new_value: '081399990000' });
    const confirmed = await b.post('/api/v1/account/profile/confirm', {
      otp: await t.lastCode('081399990000'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ name: 'Siti Aminah', hp: '081399990000' });
    expect(confirmed.body.data.phone_verified_at).not.toBeNull();
    const taken = await b.post('/api/v1/account/profile', {
      name: 'Siti',
      email: other.email,
      hp: '081399990000',
      password: u.password,
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ code: 'email_taken', message: 'The email has already been taken.' });
    expect(taken.body.errors.email).toEqual([{ code: 'email_taken', message: 'Email sudah digunakan.' }]);
  });

  it('changes the password only with the right old one, never to the same, and logs out other browsers', async () => {
    const u = await registered(t);
    const { b } = u;
    const other = t.browser();
    await other.post('/api/v1/auth/login', { login: u.email, password: u.password });
    const wrongOld = await b.post('/api/v1/account/password', {
      old_password: 'nope-nope',
      password: 'baru-banget-1',
      password_confirmation: 'baru-banget-1',
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.message).toBe('Old Password Wrong');
    expect(wrongOld.body.errors.old_password).toEqual([
      { code: 'old_password_wrong', message: 'Kata sandi lama salah.' },
    ]);
    const same = await b.post('/api/v1/account/password', {
      old_password: u.password,
      password: u.password,
      password_confirmation: u.password,
    });
    expect(same.status).toBe(422);
    expect(same.body.errors.password).toBeDefined();
    const ok = await b.post('/api/v1/account/password', {
      old_password: u.password,
      password: 'baru-banget-1',
      password_confirmation: 'baru-banget-1',
    });
    expect(ok.status).toBe(200);
    expect((await b.get('/api/v1/account')).status).toBe(200);
    expect((await other.get('/api/v1/auth/device-status')).status).toBe(401);
  });

  it('stores settings and finds a receiver by phone number', async () => {
    // The search answers members allowed to transfer deposit (account-search.test.ts: the others).
    const { b } = await registered(t, { permissions: ['deposit_transfer'] });
    const target = await registered(t, { fields: { name: 'Rina Wati' } });
    const s = await b.post('/api/v1/account/setting', { font_size: 'large', email_notification: false });
    expect(s.body.data).toMatchObject({ font_size: 'large', email_notification: false });
    const bad = await b.post('/api/v1/account/setting', { font_size: 'gigantic' });
    expect(bad.status).toBe(422);
    const found = await b.get(`/api/v1/account/search?hp=${target.hp.replace(/^0/, '62')}`);
    expect(found.body.data).toEqual({ hp: target.hp, name: 'Rina Wati' });
    const missing = await b.get('/api/v1/account/search?hp=081299999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'account_search_not_found',
      message: 'Customer Information Not Found',
    });
  });

  it('manages favourite contacts, refusing duplicates and other users’ contacts', async () => {
    const { b } = await registered(t);
    const intruder = await registered(t);
    const add = await b.post('/api/v1/account/contact/add', { number: '081234567890', name: 'Ibu' });
    expect(add.status).toBe(201);
    const id = add.body.data.id;
    const dup = await b.post('/api/v1/account/contact/add', { number: '081234567890', name: 'Ibu lagi' });
    expect(dup.status).toBe(422);
    expect(dup.body).toMatchObject({
      code: 'contact_exists',
      message: 'This number is already in your contacts.',
      errors: { number: [{ code: 'contact_exists', message: 'Nomor ini sudah ada di kontak Anda.' }] },
    });
    expect(
      (await b.post(`/api/v1/account/contact/${id}/edit`, { number: '081234567891', name: 'Ibu Rumah' }))
        .status,
    ).toBe(200);
    const foreign = await intruder.b.post(`/api/v1/account/contact/${id}/delete`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'contact_not_found', message: 'Contact not found' });
    expect((await b.get('/api/v1/account/contact')).body.data).toEqual([
      { id, number: '081234567891', name: 'Ibu Rumah', type: 'pulsa' },
    ]);
    expect((await b.post(`/api/v1/account/contact/${id}/delete`)).status).toBe(200);
    expect((await b.get('/api/v1/account/contact')).body.data).toEqual([]);
  });
});

describe('transaction PIN', () => {
  it('sets, verifies, locks after 5 wrong tries with 429 and Retry-After, and resets by OTP', async () => {
    const u = await registered(t);
    const { b } = u;
    expect(
      (await b.post('/api/v1/account/pin/store', { pin: '12345', pin_confirmation: '12345' })).status,
    ).toBe(422);
    expect(
      (await b.post('/api/v1/account/pin/store', { pin: '123456', pin_confirmation: '654321' })).body.errors
        .pin_confirmation,
    ).toBeDefined();
    expect(
      (await b.post('/api/v1/account/pin/store', { pin: '246810', pin_confirmation: '246810' })).status,
    ).toBe(200);
    expect((await b.get('/api/v1/account')).body.data.has_pin).toBe(true);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '246810' })).status).toBe(200);
    // Each wrong PIN says how many tries are left before the lock: 4, 3, 2, 1.
    for (let i = 0; i < 4; i++) {
      const r = await b.post('/api/v1/account/pin/verify', { pin: '000000' });
      expect(r.status).toBe(422);
      expect(r.body.errors.pin[0]).toMatchObject({ code: 'incorrect_pin', params: { attempts_left: 4 - i } });
      expect(r.body.message).toBe(
        `Incorrect PIN Code. ${4 - i} tries left before the PIN is locked for 30 minutes.`,
      );
    }
    const locked = await b.post('/api/v1/account/pin/verify', { pin: '000000' });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'pin_locked', message: 'maximum pin attempts reached' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(1000);
    // Even the right PIN is refused while locked.
    expect((await b.post('/api/v1/account/pin/verify', { pin: '246810' })).status).toBe(429);

    await b.post('/api/v1/account/pin/reset/send-otp', { channel: 'whatsapp' });
    const code = await t.lastCode(u.hp);
    const reset = await b.post('/api/v1/account/pin/reset', {
      otp: code,
      pin: '135790',
      pin_confirmation: '135790',
    });
    expect(reset.status).toBe(200);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '135790' })).status).toBe(200);
  });

  it('stores a peppered PIN digest, and upgrades an argon2id PIN on its first right use', async () => {
    const { b, id } = await registered(t);
    await b.post('/api/v1/account/pin/store', { pin: '864200', pin_confirmation: '864200' });
    const stored = await findUserById(t.deps.database.db, id);
    expect(stored?.pinHash).toMatch(/^p1\$/);
    expect(stored?.pinHash).not.toContain('864200');

    // A PIN hashed before peppered digests existed (argon2id) still works, and is re-stored.
    await updateUser(t.deps.database.db, id, { pinHash: await t.deps.hasher.hash('975310') });
    expect((await b.post('/api/v1/account/pin/verify', { pin: '000000' })).status).toBe(422);
    expect((await findUserById(t.deps.database.db, id))?.pinHash).toMatch(/^\$argon2id\$/);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '975310' })).status).toBe(200);
    const upgraded = await findUserById(t.deps.database.db, id);
    expect(upgraded?.pinHash).toMatch(/^p1\$/);
    expect(upgraded?.pinFailedAttempts).toBe(0);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '975310' })).status).toBe(200);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '975311' })).status).toBe(422);
  });

  it('changes the PIN only with the right old PIN', async () => {
    const { b } = await registered(t);
    await b.post('/api/v1/account/pin/store', { pin: '111222', pin_confirmation: '111222' });
    const wrong = await b.post('/api/v1/account/pin/update', {
      old_pin: '999999',
      pin: '333444',
      pin_confirmation: '333444',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(
      'Incorrect PIN Code. 4 tries left before the PIN is locked for 30 minutes.',
    );
    expect(wrong.body.errors.old_pin).toEqual([
      {
        code: 'incorrect_pin',
        params: { attempts_left: 4 },
        message: 'PIN salah. Sisa 4 kali percobaan sebelum PIN dikunci 30 menit.',
      },
    ]);
    expect(
      (
        await b.post('/api/v1/account/pin/update', {
          old_pin: '111222',
          pin: '333444',
          pin_confirmation: '333444',
        })
      ).status,
    ).toBe(200);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '333444' })).status).toBe(200);
  });

  it('requires a verified e-mail first only when the operator says so', async () => {
    const { b } = await registered(t);
    await setSetting(t.database.db, 'require_email_verification', true);
    try {
      const refused = await b.post('/api/v1/account/pin/store', {
        pin: '121212',
        pin_confirmation: '121212',
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'verify_email_first',
        message: 'Please verify your e-mail address first.',
      });
    } finally {
      await setSetting(t.database.db, 'require_email_verification', false);
    }
    expect(
      (await b.post('/api/v1/account/pin/store', { pin: '121212', pin_confirmation: '121212' })).status,
    ).toBe(200);
  });
});

describe('phone verification', () => {
  it('verifies by WhatsApp code, at most 3 codes a day', async () => {
    const u = await registered(t);
    const { b } = u;
    for (let i = 0; i < 3; i++) expect((await b.post('/api/v1/account/phone/send-code')).status).toBe(200);
    const fourth = await b.post('/api/v1/account/phone/send-code');
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('phone_verification_limit');
    expect(fourth.body.message).toBe(
      'You have reached the maximum phone verification attempts for today (3 times). Please try again tomorrow.',
    );
    const code = await t.lastCode(u.hp);
    const res = await b.post('/api/v1/account/phone/verify', { otp: code });
    expect(res.status).toBe(200);
    expect(res.body.data.phone_verified_at).not.toBeNull();
  });
});

describe('account deletion', () => {
  async function fund(userId: number, amount: number) {
    await transfer(t.database.db, {
      key: `test-fund-${userId}-${amount}`,
      debit: 'gateway:bank_transfer',
      credit: { userId, kind: 'deposit' },
      amount,
      kind: 'deposit_topup',
    });
  }

  it('is refused while any balance remains', async () => {
    const u = await registered(t);
    const { b, id } = u;
    await fund(id, 10_000);
    const res = await b.delete('/api/v1/account/delete', { password: u.password });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'balance_not_empty',
      message: 'Your account balance is still available. You cannot delete your account',
    });
    expect((await b.get('/api/v1/account')).status).toBe(200);
    // Move the money out so the file's ledger stays tidy for the next test.
    await transfer(t.database.db, {
      key: `test-unfund-${id}`,
      debit: { userId: id, kind: 'deposit' },
      credit: 'revenue',
      amount: 10_000,
      kind: 'test',
    });
  });

  it('at zero balance logs out; logging in within 7 days recovers; after that the daily job closes it', async () => {
    const u = await registered(t);
    const { b, id } = u;
    const wrongPass = await b.delete('/api/v1/account/delete', { password: 'wrong-pass' });
    expect(wrongPass.status).toBe(422);
    expect(wrongPass.body.errors.password).toEqual([
      { code: 'wrong_password', message: 'Kata sandi salah.' },
    ]);
    const del = await b.delete('/api/v1/account/delete', { password: u.password });
    expect(del.status).toBe(200);
    expect((await b.get('/api/v1/account')).status).toBe(401);
    const back = await b.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(back.status).toBe(200);
    expect(back.body.data.deleted_at).toBeNull();

    await b.delete('/api/v1/account/delete', { password: u.password });
    await t.database.query(`UPDATE users SET deleted_at = now() - interval '8 days' WHERE id = $1`, [id]);
    const late = await t.browser().post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('account_deleted');
    expect(await closeExpiredDeletions(t.deps)).toBeGreaterThanOrEqual(1);
    // Closed: the e-mail and phone can be registered again.
    const again = await t.browser().post('/api/v1/auth/register', { ...newUser(), email: u.email, hp: u.hp });
    expect(again.status).toBe(201);
  });
});
