import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areaIdOf,
  type RunningCourierSimulator,
  startCourierSimulator,
} from '../../simulators/courier/index.js';
import { startCallbackReceiver } from '../../simulators/digiflazz/test-receiver.js';
import { biteshipCourier } from './biteship.js';
import {
  BITESHIP_STATUSES,
  CourierError,
  type CourierProvider,
  type CreateCourierOrder,
  findCourierArea,
  SHIPPING_STATES,
  shippingState,
} from './port.js';

// The Biteship adapter against the simulator over real HTTP (127.0.0.1, an ephemeral port), as
// the server calls it in the embedded mode.
const KEY = 'biteship_test.adapter';
const SECRET = 'webhook-secret-of-the-test';
const HEADER = 'x-biteship-secret';
let running: RunningCourierSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let courier: CourierProvider;

const GAMBIR = areaIdOf('31.71.01'); // Gambir, Jakarta Pusat
const COBLONG = areaIdOf('32.73.02'); // Coblong, Kota Bandung
const MAKASSAR = areaIdOf('73.71.01'); // Mariso, Kota Makassar
const SERIBU = areaIdOf('31.01.01'); // Kepulauan Seribu Utara: not served (test area)
const item = {
  name: 'Printer thermal',
  value: 350_000,
  weight_g: 1200,
  length_cm: 20,
  width_cm: 15,
  height_cm: 10,
  quantity: 1,
};

const order = (over: Partial<CreateCourierOrder> = {}): CreateCourierOrder => ({
  origin: {
    name: 'Gudang Konter',
    phone: '081200000003',
    address: 'Jl. Medan Merdeka 1',
    postal_code: '10110',
    area_id: GAMBIR,
  },
  destination: {
    name: 'Budi Santoso',
    phone: '081200000001',
    address: 'Jl. Dago 10',
    postal_code: '40132',
    area_id: COBLONG,
  },
  courier: 'jne',
  service: 'reg',
  items: [item],
  reference_id: `SHOP-${Math.random().toString(36).slice(2, 8)}`,
  ...over,
});

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof CourierError) return err.code;
    throw err;
  }
  return 'no error';
};

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  running = await startCourierSimulator({
    apiKey: KEY,
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    webhookHeader: HEADER,
    stepMs: 0,
  });
  courier = biteshipCourier({ baseUrl: running.url, apiKey: KEY, webhookSecret: SECRET, readRetries: 0 });
});
afterAll(async () => {
  await running.close();
  await receiver.stop();
});

describe('shipping states', () => {
  it("maps every Biteship status to one of the spec's shipping states", () => {
    const mapped = Object.fromEntries(BITESHIP_STATUSES.map((s) => [s, shippingState(s)]));
    expect(mapped).toEqual({
      placed: 'waiting-for-pickup',
      scheduled: 'waiting-for-pickup',
      confirmed: 'waiting-for-pickup',
      allocated: 'waiting-for-pickup',
      picking_up: 'waiting-for-pickup',
      picked: 'in-transit',
      on_hold: 'in-transit',
      dropping_off: 'out-for-delivery',
      delivered: 'delivered',
      return_in_transit: 'return-initiated',
      returned: 'returned',
      cancelled: 'cancelled',
      rejected: 'failed',
      courier_not_found: 'failed',
      disposed: 'failed',
    });
    expect(new Set(Object.values(mapped))).toEqual(new Set(SHIPPING_STATES));
    expect(shippingState('DELIVERED')).toBe('delivered');
    expect(shippingState('teleported')).toBeNull();
  });
});

describe('Biteship adapter on the simulator', () => {
  it('finds areas of real districts and the area of an address', async () => {
    const areas = await courier.areas('Gambir, Jakarta Pusat');
    expect(areas[0]).toMatchObject({ id: GAMBIR, district: 'Gambir', city: 'Jakarta Pusat' });
    const area = await findCourierArea(courier, {
      province: 'Daerah Khusus Ibukota Jakarta',
      city: 'Kota Administrasi Jakarta Pusat',
      district: 'Gambir',
    });
    expect(area?.id).toBe(GAMBIR);
    // Kota Bandung, not Kabupaten Bandung, for the city's own word.
    const coblong = await findCourierArea(courier, {
      province: 'Jawa Barat',
      city: 'Kota Bandung',
      district: 'Coblong',
    });
    expect(coblong?.id).toBe(COBLONG);
    expect(
      await findCourierArea(courier, { province: 'Jawa Barat', city: 'Kota Bandung', district: 'Atlantis' }),
    ).toBeNull();
  });

  it('prices by chargeable weight and zone, cheapest first', async () => {
    const near = await courier.rates({
      origin: { area_id: GAMBIR },
      destination: { area_id: COBLONG },
      couriers: ['jne', 'sicepat'],
      items: [item],
    });
    expect(near.map((r) => `${r.courier_code}/${r.service_code}`)).toEqual(
      expect.arrayContaining(['jne/reg', 'jne/yes', 'jne/oke', 'sicepat/reg', 'sicepat/best']),
    );
    expect(near.map((r) => r.price)).toEqual([...near.map((r) => r.price)].sort((a, b) => a - b));
    const jneReg = near.find((r) => r.courier_code === 'jne' && r.service_code === 'reg')!;
    // 1.2 kg → 2 kg, Java to Java (another province): 2 × 17,000.
    expect(jneReg).toMatchObject({
      courier_name: 'JNE',
      service_name: 'Reguler',
      price: 34_000,
      eta_min_days: 2,
      eta_max_days: 3,
      type: 'standard',
    });
    // Volumetric weight counts: 40×40×30 / 6000 = 8 kg.
    const bulky = await courier.rates({
      origin: { area_id: GAMBIR },
      destination: { area_id: COBLONG },
      couriers: ['jne'],
      items: [{ ...item, weight_g: 500, length_cm: 40, width_cm: 40, height_cm: 30 }],
    });
    expect(bulky.find((r) => r.service_code === 'reg')!.price).toBe(8 * 17_000);
    // Another island costs more and takes longer.
    const far = await courier.rates({
      origin: { area_id: GAMBIR },
      destination: { area_id: MAKASSAR },
      couriers: ['jne'],
      items: [item],
    });
    expect(far.find((r) => r.service_code === 'reg')!.price).toBeGreaterThan(jneReg.price);
    expect(far.find((r) => r.service_code === 'jtr')).toBeUndefined();
  });

  it("answers the port's errors: area not served, route unavailable, service unsupported, address incomplete", async () => {
    expect(
      await codeOf(
        courier.rates({
          origin: { area_id: GAMBIR },
          destination: { area_id: SERIBU },
          couriers: ['jne'],
          items: [item],
        }),
      ),
    ).toBe('area_not_served');
    // J&T Cargo goes by land: not from Java to Sulawesi.
    expect(
      await codeOf(
        courier.rates({
          origin: { area_id: GAMBIR },
          destination: { area_id: MAKASSAR },
          couriers: ['jtl'],
          items: [item],
        }),
      ),
    ).toBe('route_unavailable');
    expect(await codeOf(courier.createOrder(order({ courier: 'jne', service: 'teleport' })))).toBe(
      'service_unsupported',
    );
    expect(
      await codeOf(courier.createOrder(order({ destination: { ...order().destination, address: '' } }))),
    ).toBe('address_incomplete');
    expect(await codeOf(courier.getOrder('000000000000000000000000'))).toBe('not_found');
    const wrongKey = biteshipCourier({
      baseUrl: running.url,
      apiKey: 'biteship_test.wrong',
      webhookSecret: SECRET,
    });
    expect(await codeOf(wrongKey.areas('Gambir'))).toBe('rejected');
  });

  it('creates an order with a waybill, reads it, tracks it, and delivers it step by step with webhooks', async () => {
    const created = await courier.createOrder(order());
    expect(created).toMatchObject({ status: 'confirmed', state: 'waiting-for-pickup', price: 34_000 });
    expect(created.waybill_id).toMatch(/^JNE\d{10}$/);
    const id = created.provider_order_id;

    const passed = await running.sim.advanceToEnd(id);
    expect(passed).toEqual(['allocated', 'picking_up', 'picked', 'dropping_off', 'delivered']);
    const read = await courier.getOrder(id);
    expect(read).toMatchObject({
      status: 'delivered',
      state: 'delivered',
      waybill_id: created.waybill_id,
      courier_code: 'jne',
      service_code: 'reg',
    });
    expect(read.history.map((h) => h.state)).toEqual([
      'waiting-for-pickup',
      'waiting-for-pickup',
      'waiting-for-pickup',
      'in-transit',
      'out-for-delivery',
      'delivered',
    ]);
    const tracking = await courier.track(created.waybill_id!, 'jne');
    expect(tracking).toMatchObject({ status: 'delivered', state: 'delivered' });
    expect(tracking.history.at(-1)!.note).toContain('Budi Santoso');

    // Each status change was announced with the secret header; the adapter accepts them.
    const hooks = receiver.received.filter((r) => r.raw.includes(id));
    expect(hooks.length).toBe(7); // waybill + confirmed + five steps
    for (const h of hooks) {
      expect(h.headers[HEADER]).toBe(SECRET);
      expect(courier.verifyWebhook(h.raw, h.headers)).toMatchObject({ ok: true, orderId: id });
    }
    expect(JSON.parse(hooks.at(-1)!.raw)).toMatchObject({
      event: 'order.status',
      status: 'delivered',
      courier_waybill_id: created.waybill_id,
    });
  });

  it('returns a parcel whose recipient says RETURN, fails one that says GAGAL', async () => {
    const back = await courier.createOrder(
      order({ destination: { ...order().destination, name: 'RETURN Test' } }),
    );
    await running.sim.advanceToEnd(back.provider_order_id);
    expect(await courier.getOrder(back.provider_order_id)).toMatchObject({
      status: 'returned',
      state: 'returned',
    });
    const failed = await courier.createOrder(
      order({ destination: { ...order().destination, note: 'uji GAGAL' } }),
    );
    await running.sim.advanceToEnd(failed.provider_order_id);
    expect(await courier.getOrder(failed.provider_order_id)).toMatchObject({
      status: 'courier_not_found',
      state: 'failed',
    });
  });

  it('cancels before pickup only', async () => {
    const a = await courier.createOrder(order());
    const cancelled = await courier.cancelOrder(a.provider_order_id, 'Pembeli membatalkan');
    expect(cancelled).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    expect(cancelled.history.at(-1)!.note).toContain('Pembeli membatalkan');
    const b = await courier.createOrder(order());
    for (let i = 0; i < 3; i++) await running.sim.advance(b.provider_order_id); // → picked
    expect(await codeOf(courier.cancelOrder(b.provider_order_id, 'terlambat'))).toBe('rejected');
    expect((await courier.getOrder(b.provider_order_id)).status).toBe('picked');
  });

  it('refuses a webhook without the right secret, and accepts the set-up ping', () => {
    const body = JSON.stringify({ event: 'order.status', order_id: 'abc', status: 'picked' });
    expect(courier.verifyWebhook(body, { [HEADER]: SECRET })).toEqual({
      ok: true,
      event: 'order.status',
      orderId: 'abc',
    });
    expect(courier.verifyWebhook(body, { [HEADER]: `${SECRET}x` })).toMatchObject({ ok: false });
    expect(courier.verifyWebhook(body, {})).toMatchObject({ ok: false });
    expect(courier.verifyWebhook('', { [HEADER]: SECRET })).toEqual({
      ok: true,
      event: 'installation',
      orderId: null,
    });
    expect(courier.verifyWebhook('{"event":"order.status"}', { [HEADER]: SECRET })).toMatchObject({
      ok: false,
    });
  });

  it('advances on its own every stepMs', async () => {
    const fast = await startCourierSimulator({
      apiKey: KEY,
      webhookSecret: SECRET,
      webhookHeader: HEADER,
      stepMs: 20,
    });
    try {
      const c = biteshipCourier({ baseUrl: fast.url, apiKey: KEY, webhookSecret: SECRET });
      const o = await c.createOrder(order());
      await expect
        .poll(async () => (await c.getOrder(o.provider_order_id)).status, { timeout: 3_000 })
        .toBe('delivered');
    } finally {
      await fast.close();
    }
  });
});
