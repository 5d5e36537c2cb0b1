import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCallbackReceiver, until } from '../../simulators/digiflazz/test-receiver.js';
import { type RunningXenditSimulator, startXenditSimulator } from '../../simulators/xendit/index.js';
import { type CreatePaymentRequest, PaymentRejected, PaymentUnavailable } from './gateway.js';
import { XENDIT_PAYMENT_METHODS, xenditGateway } from './xendit.adapter.js';

// The real adapter against the simulator over loopback HTTP (style.md convention 8).
const creds = { secretKey: 'xnd_development_konter_test', callbackToken: 'cb-token-konter-test' };
let sim: RunningXenditSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let gateway: ReturnType<typeof xenditGateway>;
let n = 0;
const RETURN = {
  finish: 'https://konter.test/payment/finish',
  unfinish: 'https://konter.test/payment/unfinish',
  error: 'https://konter.test/payment/error',
};
const request = (over: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  orderId: `DEP${Date.now()}${n++}`,
  amount: 101_690,
  description: 'Top up deposit Rp 100.000',
  customer: { name: 'Siti Aminah', email: 'siti@example.com', phone: '081298765432' },
  channel: 'dana',
  expiresInMinutes: 30,
  returnUrls: RETURN,
  ...over,
});
const callbacks = (invoiceId: string) =>
  receiver.received.filter((r) => r.raw.includes(`"id":"${invoiceId}"`));
const form = (action: string, extra = '') => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: `action=${action}${extra}`,
  redirect: 'manual' as const,
});

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = await startXenditSimulator({
    ...creds,
    callbackUrl: receiver.url,
    merchantName: 'Konter Test',
    callbackRetryDelaysMs: [50, 50],
  });
  gateway = xenditGateway({ ...creds, baseUrl: sim.url });
});
afterAll(async () => {
  await sim.close();
  await receiver.stop();
});

describe('Xendit adapter against the simulator: invoice page to paid', () => {
  it('creates an invoice, pays it on the hosted page, verifies and confirms the callback, reads paid', async () => {
    const req = request();
    const before = Date.now();
    const created = await gateway.createPayment(req);
    expect(created.paymentUrl).toBe(`${sim.url}/web/invoices/${created.providerRef}`);
    expect(created.providerRef).toMatch(/^[0-9a-f]{24}$/);
    expect(created.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1_000);
    expect(created.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1_000);
    const inv = sim.sim.invoices.get(created.providerRef)!;
    expect(inv).toMatchObject({ externalId: req.orderId, amount: 101_690, channels: ['DANA'] });
    expect(inv.customer).toEqual({
      given_names: 'Siti Aminah',
      email: 'siti@example.com',
      mobile_number: '+6281298765432',
    });
    expect(await gateway.getStatus({ providerRef: created.providerRef })).toMatchObject({ state: 'pending' });

    const html = await (await fetch(created.paymentUrl)).text();
    expect(html).toContain('Rp 101.690');
    expect(html).toContain(req.orderId);
    expect(html).toContain('DANA');
    expect(html).not.toMatch(/<script|https?:\/\//);

    const pressed = await fetch(created.paymentUrl, form('pay', '&channel=DANA'));
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(RETURN.finish);

    const [cb] = callbacks(created.providerRef);
    expect(cb).toBeDefined();
    expect(cb!.headers['x-callback-token']).toBe(creds.callbackToken);
    expect(cb!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(cb!.raw)).toMatchObject({
      id: created.providerRef,
      external_id: req.orderId,
      status: 'PAID',
      amount: 101_690,
      paid_amount: 101_690,
      payment_method: 'EWALLET',
      payment_channel: 'DANA',
      currency: 'IDR',
      merchant_name: 'Konter Test',
      payer_email: 'siti@example.com',
    });
    const verified = gateway.verifyNotification(Buffer.from(cb!.raw), cb!.headers);
    expect(verified).toMatchObject({
      ok: true,
      event: {
        eventKey: `${created.providerRef}:PAID`,
        orderId: req.orderId,
        providerRef: created.providerRef,
        transactionId: created.providerRef,
        state: 'paid',
        amount: 101_690,
      },
    });
    if (!verified.ok) throw new Error('unreachable');
    expect(await gateway.confirm(verified.event)).toMatchObject({
      ok: true,
      event: { state: 'paid', amount: 101_690 },
    });

    const status = await gateway.getStatus({ orderId: req.orderId });
    expect(status).toMatchObject({
      providerRef: created.providerRef,
      state: 'paid',
      amount: 101_690,
      channel: 'DANA',
    });
    expect(status?.paidAt).toBeInstanceOf(Date);
    // SETTLED (funds on the balance) is still paid.
    expect(sim.sim.settle(created.providerRef)).toBe(true);
    expect((await gateway.getStatus({ providerRef: created.providerRef }))?.state).toBe('paid');
  });

  it('maps every channel of ours to the invoice payment_methods name', async () => {
    for (const [channel, method] of Object.entries(XENDIT_PAYMENT_METHODS)) {
      const created = await gateway.createPayment(request({ channel }));
      expect(sim.sim.invoices.get(created.providerRef)!.channels).toEqual([method]);
    }
    await expect(gateway.createPayment(request({ channel: 'gopay' }))).rejects.toThrow(TypeError);
  });

  it('expires an invoice: EXPIRED callback, failure redirect, state expired', async () => {
    const req = request({ channel: 'bca' });
    const created = await gateway.createPayment(req);
    const res = await fetch(created.paymentUrl, form('expire'));
    expect(res.headers.get('location')).toBe(RETURN.error);
    const [cb] = callbacks(created.providerRef);
    expect(JSON.parse(cb!.raw)).toMatchObject({ status: 'EXPIRED', external_id: req.orderId });
    expect(gateway.verifyNotification(cb!.raw, cb!.headers)).toMatchObject({
      ok: true,
      event: { state: 'expired', eventKey: `${created.providerRef}:EXPIRED` },
    });
    expect((await gateway.getStatus({ orderId: req.orderId }))?.state).toBe('expired');
    // An expired invoice cannot be paid afterwards.
    expect(await sim.sim.pay(created.providerRef)).toEqual([]);
  });

  it('expires by itself when invoice_duration has passed', async () => {
    const quick = await startXenditSimulator({ ...creds, callbackUrl: receiver.url });
    try {
      const g = xenditGateway({ ...creds, baseUrl: quick.url });
      const created = await g.createPayment(request());
      const inv = quick.sim.invoices.get(created.providerRef)!;
      // Re-arm as if invoice_duration were 50 ms.
      inv.expiryDate = Date.now() + 50;
      quick.sim.add(inv);
      await until(() => callbacks(created.providerRef).length > 0);
      expect((await g.getStatus({ providerRef: created.providerRef }))?.state).toBe('expired');
    } finally {
      await quick.close();
    }
  });
});

describe('Xendit adapter: keys, tokens and forged callbacks', () => {
  it('refuses a wrong secret key with 401 INVALID_API_KEY', async () => {
    const wrong = xenditGateway({ ...creds, secretKey: 'xnd_development_wrong', baseUrl: sim.url });
    const err = await wrong.createPayment(request()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentRejected);
    expect(err).toMatchObject({ status: 401, body: { error_code: 'INVALID_API_KEY' } });
    await expect(wrong.getStatus({ providerRef: 'abc' })).rejects.toSatisfy(
      (e) => e instanceof PaymentRejected && e.status === 401,
    );
  });

  it('rejects a callback without the token or with another one', async () => {
    const created = await gateway.createPayment(request());
    const [c] = await sim.sim.pay(created.providerRef, { deliver: false });
    expect(gateway.verifyNotification(c!.body, { 'x-callback-token': creds.callbackToken }).ok).toBe(true);
    expect(gateway.verifyNotification(c!.body, {})).toEqual({ ok: false, reason: 'bad x-callback-token' });
    expect(gateway.verifyNotification(c!.body, { 'x-callback-token': 'cb-token-konter-tesT' }).ok).toBe(
      false,
    );
    expect(gateway.verifyNotification(c!.body, { 'x-callback-token': `${creds.callbackToken}x` }).ok).toBe(
      false,
    );
    expect(gateway.verifyNotification(c!.body, { 'x-callback-token': [creds.callbackToken, 'x'] }).ok).toBe(
      false,
    );
  });

  it('confirm catches a forged PAID callback for an unpaid invoice and a raised amount', async () => {
    const req = request({ channel: 'qris', amount: 50_000 });
    const created = await gateway.createPayment(req);
    // Someone who knows the (static) token forges a PAID callback.
    const forged = JSON.stringify({
      id: created.providerRef,
      external_id: req.orderId,
      user_id: sim.sim.userId,
      status: 'PAID',
      amount: 50_000,
      paid_amount: 50_000,
      payment_method: 'QR_CODE',
      payment_channel: 'QRIS',
      currency: 'IDR',
    });
    const verified = gateway.verifyNotification(forged, { 'x-callback-token': creds.callbackToken });
    expect(verified).toMatchObject({ ok: true, event: { state: 'paid' } });
    if (!verified.ok) throw new Error('unreachable');
    const confirmation = await gateway.confirm(verified.event);
    expect(confirmation).toMatchObject({ ok: false, status: { state: 'pending' } });

    // After a real payment, a forged callback with more money still does not confirm.
    await sim.sim.pay(created.providerRef);
    const richer = gateway.verifyNotification(forged.replaceAll('50000', '500000'), {
      'x-callback-token': creds.callbackToken,
    });
    if (!richer.ok) throw new Error('unreachable');
    expect(await gateway.confirm(richer.event)).toEqual(
      expect.objectContaining({ ok: false, reason: 'amount differs' }),
    );
    // And one naming an invoice that does not exist.
    const ghost = gateway.verifyNotification(forged.replace(created.providerRef, 'f'.repeat(24)), {
      'x-callback-token': creds.callbackToken,
    });
    if (!ghost.ok) throw new Error('unreachable');
    expect(await gateway.confirm(ghost.event)).toMatchObject({ ok: false, status: null });
  });

  it('replays and retries callbacks with identical bytes and event keys', async () => {
    const created = await gateway.createPayment(request({ channel: 'mandiri' }));
    receiver.failNext(1);
    await sim.sim.pay(created.providerRef);
    const got = await until(() =>
      callbacks(created.providerRef).length >= 2 ? callbacks(created.providerRef) : null,
    );
    expect(got[1]!.raw).toBe(got[0]!.raw);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    const [c] = sim.sim.callbacksFor(created.providerRef);
    expect(await sim.sim.redeliver(c!)).toBe(200);
    const keys = callbacks(created.providerRef).map((r) => {
      const v = gateway.verifyNotification(r.raw, r.headers);
      return v.ok ? v.event.eventKey : null;
    });
    expect(new Set(keys)).toEqual(new Set([`${created.providerRef}:PAID`]));
    expect(JSON.parse(got[0]!.raw)).toMatchObject({ payment_method: 'BANK_TRANSFER', bank_code: 'MANDIRI' });
  });

  it('finds the paid invoice among several with the same external_id', async () => {
    const req = request();
    const first = await gateway.createPayment(req);
    const second = await gateway.createPayment(req);
    await sim.sim.pay(first.providerRef, { deliver: false });
    expect(await gateway.getStatus({ orderId: req.orderId })).toMatchObject({
      providerRef: first.providerRef,
      state: 'paid',
    });
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(await gateway.getStatus({ orderId: 'nobody' })).toBeNull();
    expect(await gateway.getStatus({ providerRef: 'f'.repeat(24) })).toBeNull();
  });
});

describe('Xendit adapter: unknown outcomes throw PaymentUnavailable', () => {
  it('on a timeout and a 5xx', async () => {
    const slow = await startXenditSimulator({ ...creds, latencyMs: 300 });
    const broken = await startXenditSimulator({ ...creds, failureRate: 1 });
    try {
      const impatient = xenditGateway({ ...creds, baseUrl: slow.url, timeoutMs: 50 });
      await expect(impatient.createPayment(request())).rejects.toBeInstanceOf(PaymentUnavailable);
      await expect(
        xenditGateway({ ...creds, baseUrl: broken.url }).createPayment(request()),
      ).rejects.toBeInstanceOf(PaymentUnavailable);
    } finally {
      await slow.close();
      await broken.close();
    }
  });
});
