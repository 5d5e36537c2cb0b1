import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningPostalSimulator,
  s10CheckDigit,
  startPostalSimulator,
} from '../../simulators/postal/index.js';
import { postalHttpProvider } from './http.js';
import { PostalError } from './port.js';
import { signedHeaders } from './signing.js';

// The HTTP adapter against the postal simulator over loopback: every call of the port, the error
// mapping, request signing (the simulator refuses a wrong key or signature) and webhook verification.

const KEY = 'adapter-test-key-0123456789';
const SECRET = 'adapter-webhook-secret-0123456789';
let sim: RunningPostalSimulator;
const provider = () =>
  postalHttpProvider({ baseUrl: sim.url, apiKey: KEY, webhookSecret: SECRET, readRetries: 0 });

const sender = {
  name: 'Toko',
  phone: '0812345678',
  address: 'Jl. A',
  city: 'Jakarta',
  postal_code: '10330',
  country: 'ID',
};
const item = {
  type: 'package' as const,
  content: 'Kopi',
  weightG: 800,
  lengthCm: 10,
  widthCm: 10,
  heightCm: 10,
  value: 100_000,
};

beforeAll(async () => {
  sim = await startPostalSimulator({ apiKey: KEY, webhookSecret: SECRET, stepMs: 0 });
});
afterAll(() => sim.close());

describe('postal HTTP adapter', () => {
  it('reads the rates and the tariffs', async () => {
    const p = provider();
    const kurs = await p.kurs();
    expect(Object.keys(kurs.rates).sort()).toEqual(['BDT', 'CNY', 'MYR', 'PHP', 'SGD', 'THB', 'USD', 'VND']);
    expect(kurs.rates.USD).toBeGreaterThan(15_000);
    const dom = await p.domesticTariff({
      originPostcode: '10330',
      destinationPostcode: '10310',
      weightG: 800,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      value: 0,
    });
    expect(dom.find((s) => s.code === 'PKH')).toMatchObject({ fee: 6000, etdMin: 1, etdMax: 2 });
    const doc = await p.internationalTariff({
      country: 'MY',
      weightG: 250,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 1,
      itemType: 'document',
      value: 0,
    });
    expect(doc.map((s) => s.code)).toEqual(['EMS', 'RR']);
    await expect(
      p.domesticTariff({
        originPostcode: '00000',
        destinationPostcode: '10110',
        weightG: 1,
        lengthCm: 1,
        widthCm: 1,
        heightCm: 1,
        value: 0,
      }),
    ).rejects.toMatchObject({ code: 'postcode_unknown' });
  });

  it('books once per reference, finds by reference, cancels once, refuses a cancel after acceptance', async () => {
    const p = provider();
    const input = {
      reference: 'PSADAPTER00001',
      type: 'international' as const,
      service: 'EMS',
      country: 'SG',
      sender,
      recipient: { ...sender, name: 'Tan', city: 'Singapore', postal_code: '238826', country: 'SG' },
      item,
      insurance: false,
    };
    const a = await p.createShipment(input);
    expect(a.awb).toMatch(/^EE\d{9}ID$/);
    expect(Number(a.awb[10])).toBe(s10CheckDigit(a.awb.slice(2, 10)));
    expect((await p.createShipment(input)).awb).toBe(a.awb);
    expect((await p.findByReference('PSADAPTER00001'))?.awb).toBe(a.awb);
    expect(await p.findByReference('PSNONE')).toBeNull();
    const cn23 = await p.submitCn23({
      awb: a.awb,
      category: 'gift',
      currency: 'SGD',
      sender,
      recipient: input.recipient,
      items: [
        {
          description: 'Kopi',
          quantity: 1,
          netWeightG: 500,
          value: 20,
          hsCode: '090121',
          originCountry: 'ID',
        },
      ],
    });
    expect(cn23).toMatchObject({ awb: a.awb, status: 'submitted' });
    expect((await p.getCn23(cn23.number)).status).toBe('submitted');
    const m = await p.openManifest('U1');
    const closed = await p.closeManifest(m.number, [a.awb]);
    expect(closed.spkNumber).toMatch(/^SPK/);
    const spk = await p.getSpk(closed.spkNumber!);
    expect(spk.items).toEqual([{ awb: a.awb, reference: 'PSADAPTER00001', status: 'created' }]);
    expect((await p.confirmSpk(spk.number)).status).toBe('confirmed');
    await expect(p.confirmSpk(spk.number)).rejects.toMatchObject({ code: 'spk_confirmed' });
    expect((await p.getShipment(a.awb)).status).toBe('accepted');
    await expect(p.cancelShipment(a.awb, 'x')).rejects.toMatchObject({ code: 'not_cancellable' });
    await expect(p.getShipment('EE000000000ID')).rejects.toMatchObject({ code: 'not_found' });

    const b = await p.createShipment({ ...input, reference: 'PSADAPTER00002' });
    expect((await p.cancelShipment(b.awb, 'salah')).status).toBe('cancelled');
    expect((await p.cancelShipment(b.awb, 'salah')).status).toBe('cancelled');
  });

  it('a wrong key is refused, an operator failure is "unavailable"', async () => {
    const wrong = postalHttpProvider({
      baseUrl: sim.url,
      apiKey: 'not-the-key-0123456789',
      webhookSecret: SECRET,
      readRetries: 0,
    });
    await expect(wrong.kurs()).rejects.toMatchObject({ code: 'rejected' });
    const flaky = await startPostalSimulator({ apiKey: KEY, webhookSecret: SECRET, failureRate: 1 });
    try {
      const p = postalHttpProvider({
        baseUrl: flaky.url,
        apiKey: KEY,
        webhookSecret: SECRET,
        readRetries: 0,
      });
      const err = await p
        .domesticTariff({
          originPostcode: '10330',
          destinationPostcode: '10110',
          weightG: 1,
          lengthCm: 1,
          widthCm: 1,
          heightCm: 1,
          value: 0,
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PostalError);
      expect((err as PostalError).code).toBe('unavailable');
    } finally {
      await flaky.close();
    }
    const unreachable = postalHttpProvider({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      webhookSecret: SECRET,
      readRetries: 0,
    });
    await expect(unreachable.kurs()).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('the simulator refuses an unsigned or tampered request', async () => {
    const body = JSON.stringify({ country: 'SG', weight: 100, item_type: 'document' });
    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    const unsigned = await fetch(`${sim.url}/v1/tariffs/international`, { method: 'POST', headers, body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ code: 'invalid_signature' });
    const signed = signedHeaders(KEY, body);
    const tampered = await fetch(`${sim.url}/v1/tariffs/international`, {
      method: 'POST',
      headers: { ...headers, ...signed },
      body: body.replace('100', '900'),
    });
    expect(tampered.status).toBe(401);
    const ok = await fetch(`${sim.url}/v1/tariffs/international`, {
      method: 'POST',
      headers: { ...headers, ...signed },
      body,
    });
    expect(ok.status).toBe(200);
  });

  it('verifies webhooks: signed, forged, stale', () => {
    const p = provider();
    const body = JSON.stringify({
      event: 'shipment.status',
      shipment: {
        awb: 'P1',
        reference: 'PS1',
        type: 'domestic',
        service: 'PKH',
        status: 'accepted',
        fee: 6000,
        spk_number: null,
        history: [],
      },
    });
    const v = p.verifyWebhook(body, signedHeaders(SECRET, body));
    expect(v).toMatchObject({
      ok: true,
      event: 'shipment.status',
      shipment: { awb: 'P1', status: 'accepted' },
    });
    expect(p.verifyWebhook(body, signedHeaders('forged-secret-0123456789', body)).ok).toBe(false);
    expect(p.verifyWebhook(body, signedHeaders(SECRET, body, Date.now() - 3_600_000)).ok).toBe(false);
    expect(p.verifyWebhook(body, {}).ok).toBe(false);
  });
});
