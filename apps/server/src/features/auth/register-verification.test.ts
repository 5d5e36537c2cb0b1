import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';

// The sign-up form promises "we send the verification link … to this email": registering queues it
// in the outbox (kept as 'captured' and shown on /dev/outbox without SMTP), and the link verifies.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('registration sends the e-mail verification link', () => {
  it('queues the link with the account, in the sign-up language; the link verifies the e-mail', async () => {
    const a = t.browser();
    const u = newUser();
    const res = await a.post('/api/v1/auth/register', u, { 'accept-language': 'en' });
    expect(res.status).toBe(201);
    expect(res.body.data.email_verified_at).toBeNull();
    const rows = await t.database.query<{ channel: string; status: string; subject: string; body: string }>(
      'SELECT channel, status, subject, body FROM outbound_messages WHERE recipient = $1',
      [u.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', status: 'captured', subject: 'Verify your e-mail' });
    const token = rows[0]!.body.match(/\/auth\/verify-email\?token=([\w-]+)/)![1]!;
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(outbox.body).toContain(`token=${token}`);
    expect((await t.browser().post('/api/v1/auth/verify-email', { token })).status).toBe(200);
    expect((await a.get('/api/v1/account')).body.data.email_verified_at).not.toBeNull();
  });

  it('a refused sign-up (taken e-mail) sends nothing', async () => {
    const u = newUser();
    expect((await t.browser().post('/api/v1/auth/register', u)).status).toBe(201);
    const again = await t.browser().post('/api/v1/auth/register', { ...newUser(), email: u.email });
    expect(again.status).toBe(422);
    const [row] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbound_messages WHERE recipient = $1',
      [u.email],
    );
    expect(row!.n).toBe(1);
  });
});
