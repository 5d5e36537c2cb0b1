import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCallbackReceiver, until } from '../../simulators/digiflazz/test-receiver.js';
import { type RunningMidtransSimulator, startMidtransSimulator } from '../../simulators/midtrans/index.js';
import { type CreatePaymentRequest, PaymentRejected, PaymentUnavailable } from './gateway.js';
import { midtransGateway } from './midtrans.adapter.js';

// The real adapter against the simulator over loopback HTTP (style.md convention 8).
const SERVER_KEY = 'SB-Mid-server-konter-test';
let sim: RunningMidtransSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let gateway: ReturnType<typeof midtransGateway>;
let n = 0;
const orderId = () => `DEP${Date.now()}${n++}`;
const RETURN = {
  finish: 'https://konter.test/midtrans/finish',
  unfinish: 'https://konter.test/midtrans/unfinish',
  error: 'https://konter.test/midtrans/error',
};
const request = (over: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  orderId: orderId(),
  amount: 50_000,
  description: 'Top up deposit Rp 50.000',
  customer: { name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890' },
  channel: 'gopay',
  expiresInMinutes: 60,
  returnUrls: RETURN,
  ...over,
});
/** The notifications the receiver got for one order, parsed, with their raw bytes. */
const received = (id: string) =>
  receiver.received
    .filter((r) => r.raw.includes(`"order_id":"${id}"`))
    .map((r) => ({ raw: r.raw, body: JSON.parse(r.raw) as Record<string, string> }));

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = await startMidtransSimulator({
    serverKey: SERVER_KEY,
    notificationUrl: receiver.url,
    merchantName: 'Konter Test',
    unfinishRedirectUrl: RETURN.unfinish,
    notificationRetryDelaysMs: [50, 50],
  });
  gateway = midtransGateway({ serverKey: SERVER_KEY, snapBaseUrl: sim.url, apiBaseUrl: sim.url });
});
afterAll(async () => {
  await sim.close();
  await receiver.stop();
});

describe('Midtrans adapter against the simulator: Snap page to paid', () => {
  it('creates a Snap payment, pays it on the hosted page, verifies the notification and reads paid', async () => {
    const req = request();
    const created = await gateway.createPayment(req);
    expect(created.paymentUrl).toBe(`${sim.url}/snap/v2/vtweb/${created.providerRef}`);
    expect(created.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    // Before the customer picks a method there is no Core transaction yet.
    expect(await gateway.getStatus({ orderId: req.orderId })).toBeNull();

    const page = await fetch(created.paymentUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(req.orderId);
    expect(html).toContain('Rp 50.000');
    expect(html).toContain('Konter Test');
    expect(html).toContain('GoPay');
    expect(html).not.toMatch(/<script|https?:\/\/(?!konter\.test)/);

    const pressed = await fetch(created.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=gopay&action=pay',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(
      `${RETURN.finish}?order_id=${req.orderId}&status_code=200&transaction_status=settlement`,
    );

    // Delivered before the redirect: pending (201) when the method was picked, then settlement (200).
    const notes = received(req.orderId);
    expect(notes.map((x) => [x.body.transaction_status, x.body.status_code])).toEqual([
      ['pending', '201'],
      ['settlement', '200'],
    ]);
    expect(notes[1]!.body.gross_amount).toBe('50000.00');
    const headers = receiver.received.find((r) => r.raw === notes[1]!.raw)!.headers;
    const verified = gateway.verifyNotification(Buffer.from(notes[1]!.raw), headers);
    expect(verified).toMatchObject({
      ok: true,
      event: { orderId: req.orderId, state: 'paid', amount: 50_000 },
    });
    if (!verified.ok) throw new Error('unreachable');
    const txId = notes[1]!.body.transaction_id!;
    expect(verified.event).toMatchObject({
      providerRef: txId,
      transactionId: txId,
      eventKey: `${txId}:settlement:accept:200`,
    });
    const pending = gateway.verifyNotification(notes[0]!.raw, {});
    expect(pending).toMatchObject({
      ok: true,
      event: { state: 'pending', eventKey: `${txId}:pending:accept:201` },
    });

    const status = await gateway.getStatus({ orderId: req.orderId });
    expect(status).toMatchObject({ orderId: req.orderId, providerRef: txId, state: 'paid', amount: 50_000 });
    expect(status?.channel).toBe('gopay');
    expect(status?.paidAt).toBeInstanceOf(Date);
    expect(await gateway.getStatus({ providerRef: txId })).toMatchObject({ state: 'paid' });
    expect(await gateway.confirm(verified.event)).toMatchObject({ ok: true, event: { state: 'paid' } });
  });

  it('sends the channel as enabled_payments and honours X-Override-Notification', async () => {
    const other = await startCallbackReceiver();
    try {
      const req = request({ channel: 'bank_transfer', callbackUrl: other.url });
      await gateway.createPayment(req);
      const t = sim.sim.byOrder.get(req.orderId)!;
      expect(t.enabledPayments).toEqual(['bca_va', 'bni_va', 'bri_va', 'echannel', 'permata_va', 'other_va']);
      await sim.sim.pay(req.orderId, { method: 'bni_va' });
      const body = JSON.parse(other.received.at(-1)!.raw);
      expect(body).toMatchObject({ payment_type: 'bank_transfer', transaction_status: 'settlement' });
      expect(body.va_numbers[0].bank).toBe('bni');
      expect(received(req.orderId)).toEqual([]);
    } finally {
      await other.stop();
    }
  });

  it('maps a failed payment (deny, 202) and an expired one (expire, 407), redirecting to error/unfinish', async () => {
    const failed = request({ channel: 'qris' });
    const a = await gateway.createPayment(failed);
    const res = await fetch(a.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe(
      `${RETURN.error}?order_id=${failed.orderId}&status_code=202&transaction_status=deny`,
    );
    const deny = received(failed.orderId).at(-1)!;
    expect(gateway.verifyNotification(deny.raw, {})).toMatchObject({ ok: true, event: { state: 'failed' } });
    expect((await gateway.getStatus({ orderId: failed.orderId }))?.state).toBe('failed');

    const expired = request({ channel: 'alfamart' });
    const b = await gateway.createPayment(expired);
    const res2 = await fetch(b.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=expire',
      redirect: 'manual',
    });
    expect(res2.headers.get('location')).toBe(
      `${RETURN.unfinish}?order_id=${expired.orderId}&status_code=407&transaction_status=expire`,
    );
    const exp = received(expired.orderId).at(-1)!;
    expect(exp.body).toMatchObject({ payment_type: 'cstore', store: 'alfamart', status_code: '407' });
    expect(gateway.verifyNotification(exp.raw, {})).toMatchObject({ ok: true, event: { state: 'expired' } });
    // A final transaction cannot be paid any more: the page shows the outcome.
    const again = await fetch(b.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(again.headers.get('location')).toContain('transaction_status=expire');
    expect((await gateway.getStatus({ orderId: expired.orderId }))?.state).toBe('expired');
  });

  it('captures a card payment with fraud_status accept: paid', async () => {
    const req = request({ channel: 'creditcard' });
    await gateway.createPayment(req);
    const [, capture] = await sim.sim.pay(req.orderId);
    expect(JSON.parse(capture!.body)).toMatchObject({
      transaction_status: 'capture',
      fraud_status: 'accept',
    });
    expect(gateway.verifyNotification(capture!.body, {})).toMatchObject({
      ok: true,
      event: { state: 'paid' },
    });
  });
});

describe('Midtrans adapter: signatures, keys and replays', () => {
  it('refuses a wrong server key with 401 on create and status', async () => {
    const wrong = midtransGateway({
      serverKey: 'SB-Mid-server-wrong',
      snapBaseUrl: sim.url,
      apiBaseUrl: sim.url,
    });
    const err = await wrong.createPayment(request()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentRejected);
    expect((err as PaymentRejected).status).toBe(401);
    expect((err as PaymentRejected).body).toMatchObject({
      error_messages: expect.arrayContaining([expect.stringMatching(/Access denied due to unauthorized/)]),
    });
    await expect(wrong.getStatus({ orderId: 'x' })).rejects.toSatisfy(
      (e) => e instanceof PaymentRejected && e.status === 401,
    );
  });

  it('rejects a tampered body, a foreign key and a missing signature', async () => {
    const req = request();
    await gateway.createPayment(req);
    const [, settle] = await sim.sim.pay(req.orderId);
    const raw = settle!.body;
    expect(gateway.verifyNotification(raw, {}).ok).toBe(true);
    // More money, same signature.
    expect(gateway.verifyNotification(raw.replace('"50000.00"', '"500000.00"'), {})).toEqual({
      ok: false,
      reason: 'bad signature_key',
    });
    // A different status with the old signature.
    expect(gateway.verifyNotification(raw.replace('"status_code":"200"', '"status_code":"201"'), {}).ok).toBe(
      false,
    );
    // Re-signed by someone with another key.
    const body = JSON.parse(raw);
    body.signature_key = createHash('sha512')
      .update(`${body.order_id}${body.status_code}${body.gross_amount}SB-Mid-server-other`)
      .digest('hex');
    expect(gateway.verifyNotification(JSON.stringify(body), {}).ok).toBe(false);
    delete body.signature_key;
    expect(gateway.verifyNotification(JSON.stringify(body), {}).ok).toBe(false);
    expect(gateway.verifyNotification('not json', {})).toEqual({ ok: false, reason: 'body is not JSON' });
    // Signed correctly but the amount is not whole rupiah: unreadable, never credited.
    body.gross_amount = '50000.50';
    body.signature_key = createHash('sha512')
      .update(`${body.order_id}${body.status_code}${body.gross_amount}${SERVER_KEY}`)
      .digest('hex');
    expect(gateway.verifyNotification(JSON.stringify(body), {}).ok).toBe(false);
  });

  it('replays a notification byte for byte; out-of-order delivery ends with the status API saying paid', async () => {
    const req = request({ channel: 'dana' });
    await gateway.createPayment(req);
    const [pending, settlement] = await sim.sim.pay(req.orderId, { deliver: false });
    expect(received(req.orderId)).toEqual([]);
    // Settlement first, then the older pending, then settlement again (a Midtrans retry).
    expect(await sim.sim.redeliver(settlement!)).toBe(200);
    expect(await sim.sim.redeliver(pending!)).toBe(200);
    expect(await sim.sim.redeliver(settlement!)).toBe(200);
    const notes = received(req.orderId);
    expect(notes.map((x) => x.body.transaction_status)).toEqual(['settlement', 'pending', 'settlement']);
    expect(notes[2]!.raw).toBe(notes[0]!.raw);
    const events = notes.map((x) => gateway.verifyNotification(x.raw, {}));
    const keys = events.map((e) => (e.ok ? e.event.eventKey : null));
    expect(keys[0]).toBe(keys[2]);
    expect(keys[1]).not.toBe(keys[0]);
    // The late pending notification confirms to the provider's current state.
    if (!events[1]!.ok) throw new Error('pending did not verify');
    expect(await gateway.confirm(events[1]!.event)).toMatchObject({ ok: true, event: { state: 'paid' } });
  });

  it('retries a notification answered with a non-2xx, with the same bytes', async () => {
    const req = request();
    await gateway.createPayment(req);
    await sim.sim.choose(req.orderId);
    receiver.failNext(1);
    await sim.sim.pay(req.orderId);
    const settles = await until(() => {
      const s = received(req.orderId).filter((x) => x.body.transaction_status === 'settlement');
      return s.length >= 2 ? s : null;
    });
    expect(settles[1]!.raw).toBe(settles[0]!.raw);
    const last = sim.sim.notificationsFor(req.orderId).at(-1)!;
    await until(() => last.deliveries.length >= 2);
    expect(last.deliveries.map((d) => d.status)).toEqual([503, 200]);
  });

  it('refuses a used order id (HTTP 400) and unknown channels before calling', async () => {
    const req = request();
    await gateway.createPayment(req);
    await expect(gateway.createPayment(req)).rejects.toSatisfy(
      (e) => e instanceof PaymentRejected && e.status === 400 && /sudah digunakan/.test(e.message),
    );
    await expect(gateway.createPayment(request({ channel: 'ovo' }))).rejects.toThrow(TypeError);
  });
});

describe('Midtrans adapter: unknown outcomes throw PaymentUnavailable', () => {
  it('on a timeout, a 5xx and a refused connection', async () => {
    const slow = await startMidtransSimulator({ serverKey: SERVER_KEY, latencyMs: 300 });
    const broken = await startMidtransSimulator({ serverKey: SERVER_KEY, failureRate: 1 });
    try {
      const impatient = midtransGateway({
        serverKey: SERVER_KEY,
        snapBaseUrl: slow.url,
        apiBaseUrl: slow.url,
        timeoutMs: 50,
      });
      await expect(impatient.createPayment(request())).rejects.toSatisfy(
        (e) => e instanceof PaymentUnavailable && /no answer within 50 ms/.test(e.message),
      );
      const failing = midtransGateway({
        serverKey: SERVER_KEY,
        snapBaseUrl: broken.url,
        apiBaseUrl: broken.url,
      });
      await expect(failing.createPayment(request())).rejects.toBeInstanceOf(PaymentUnavailable);
    } finally {
      await slow.close();
      await broken.close();
    }
    const gone = midtransGateway({ serverKey: SERVER_KEY, snapBaseUrl: slow.url, apiBaseUrl: slow.url });
    await expect(gone.getStatus({ orderId: 'x' })).rejects.toBeInstanceOf(PaymentUnavailable);
  });
});
