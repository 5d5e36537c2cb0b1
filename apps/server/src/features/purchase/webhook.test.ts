import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { SUPPLIER } from '../../test/purchase-world.js';
import { SUPPLIER_CALLBACKS_PER_IP_PER_MINUTE } from './webhook.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      DIGIFLAZZ_USERNAME: SUPPLIER.username,
      DIGIFLAZZ_API_KEY: SUPPLIER.apiKey,
      DIGIFLAZZ_WEBHOOK_SECRET: SUPPLIER.webhookSecret,
    },
  });
});
afterAll(() => t.app.close());

const callback = (refId: string) =>
  JSON.stringify({
    data: { ref_id: refId, status: 'Sukses', rc: '00', sn: 'SN123', message: 'Transaksi Sukses' },
  });
const sign = (raw: string) => `sha1=${createHmac('sha1', SUPPLIER.webhookSecret).update(raw).digest('hex')}`;

/** A POST to the webhook from `ip`, as Digiflazz's servers (or anyone else) would send it. */
const post = (ip: string, raw: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/digiflazz',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      'x-digiflazz-event': 'update',
      ...(signature === undefined ? {} : { 'x-hub-signature': signature }),
    },
    payload: raw,
  });

const stored = async () =>
  Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM supplier_callbacks'))[0]!.n);

describe('POST webhooks/digiflazz', () => {
  it('refuses unsigned and forged callbacks before storing anything; a signed one is logged', async () => {
    const before = await stored();
    for (let i = 0; i < 50; i++) {
      const raw = callback(`TRX-FORGED-${i}`);
      // No signature, a made-up one, and the signature of another body.
      const signature = [undefined, 'sha1=deadbeef', sign(callback('TRX-OTHER'))][i % 3];
      const res = await post('10.1.0.1', raw, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'supplier_signature_invalid',
        message: expect.any(String),
      });
    }
    expect(await stored()).toBe(before);

    const raw = callback('TRX-UNKNOWN-1');
    const ok = await post('10.1.0.2', raw, sign(raw));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(await stored()).toBe(before + 1);
  });

  it(`limits each address to ${SUPPLIER_CALLBACKS_PER_IP_PER_MINUTE} posts a minute (429), signed or not`, async () => {
    const raw = callback('TRX-UNKNOWN-2');
    for (let i = 0; i < SUPPLIER_CALLBACKS_PER_IP_PER_MINUTE; i++) {
      expect((await post('10.2.0.1', raw)).statusCode).toBe(401);
    }
    const before = await stored();
    for (const signature of [undefined, sign(raw)]) {
      const over = await post('10.2.0.1', raw, signature);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await stored()).toBe(before);
    // Another address (the real supplier's) is not affected.
    const other = await post('10.2.0.2', raw, sign(raw));
    expect(other.statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });
});
