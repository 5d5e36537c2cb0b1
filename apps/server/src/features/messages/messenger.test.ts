import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../providers/email/smtp.js';
import { cloudApiTransport } from '../../providers/whatsapp/cloud-api.js';
import { WhatsAppSimulator } from '../../simulators/whatsapp/whatsapp.simulator.js';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';

// Real transports against loopback peers: a real SMTP server (smtp-server) and the WhatsApp Cloud API
// simulator, so that delivery, failure and retry are exercised end to end.
const mails: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});
const wa = new WhatsAppSimulator('wa-test-token', '1234567890');
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  await wa.start();
  t = await createTestApp({
    transports: {
      email: smtpTransport(`smtp://127.0.0.1:${port}`, 'Konter <no-reply@konter.test>'),
      whatsapp: cloudApiTransport({ baseUrl: wa.baseUrl, token: wa.token, phoneNumberId: wa.phoneNumberId }),
    },
  });
});
afterAll(async () => {
  await wa.stop();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('outbound messages', () => {
  it('e-mails the sign-up verification link and the password-reset link over SMTP, marked sent', async () => {
    const u = newUser();
    await t.browser().post('/api/v1/auth/register', u);
    expect((await t.browser().post('/api/v1/auth/forgot-password', { email: u.email })).status).toBe(200);
    // Undo quoted-printable soft line breaks and escapes before reading the link.
    const texts = () =>
      mails.filter((m) => m.to === u.email).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    // The sign-up's verification link and the reset link, each delivered after its commit.
    const links = [/\/auth\/verify-email\?token=[\w-]{43}/, /\/auth\/reset-password\?token=[\w-]{43}/];
    await expect.poll(() => links.every((l) => texts().some((x) => l.test(x))), { timeout: 5000 }).toBe(true);
    await expect
      .poll(async () => {
        const [row] = await t.database.query<{ status: string }>(
          `SELECT status FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
          [u.email],
        );
        return row?.status;
      })
      .toBe('sent');
  });

  it('sends a device OTP by WhatsApp to the number in international form; the code verifies the device', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    const b = t.browser('Second/1.0');
    await b.post('/api/v1/auth/login', { login: u.hp, password: u.password });
    expect((await b.post('/api/v1/auth/device/otp', { channel: 'whatsapp' })).status).toBe(200);
    const msg = wa.sent.at(-1)!;
    expect(msg.to).toBe(`62${u.hp.slice(1)}`);
    const code = msg.text.match(/\b(\d{6})\b/)![1]!;
    expect((await b.post('/api/v1/auth/device/verify', { otp: code })).status).toBe(200);
  });

  it('answers "OTP code send failed" when WhatsApp is down, and the outbox job delivers it later', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    wa.failNext(1);
    const res = await a.post('/api/v1/account/phone/send-code');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'otp_send_failed', message: 'OTP code send failed' });
    const [pending] = await t.database.query<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [u.hp],
    );
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending!.last_error).toMatch(/500/);
    const before = wa.sent.length;
    expect(await t.deps.messenger.deliver()).toBe(0);
    expect(wa.sent.length).toBe(before + 1);
    expect(wa.sent.at(-1)!.to).toBe(`62${u.hp.slice(1)}`);
  });
});
