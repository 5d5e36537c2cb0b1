import { inflateSync } from 'node:zlib';
import { postalCost } from '@konter/core/contracts/postal';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostalError, postalHttpProvider, signedHeaders } from '../../providers/postal/index.js';
import { type RunningPostalSimulator, startPostalSimulator } from '../../simulators/postal/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered, TEST_PIN } from '../../test/kit.js';
import { estimateTax } from './cn23.service.js';
import { cn23PdfOf, manifestPdfOf } from './postal.pdf.js';
import { POSTAL_WEBHOOK_PATH } from './postal-webhook.routes.js';

// POS MLO end to end through the API, on the real database, with the postal operator simulator over
// loopback HTTP (Konter's postal protocol): tariffs, send (the deposit held once), refusal and
// insufficient balance (nothing kept), cancel (refund once), manifest → SPK → hand-over (the hold
// posted once), CN23 (HS search, kurs, tax, add/send/status/cancel, PDF), the signed webhook,
// tracking, reports, and the permission. Balances are checked to the rupiah.

const API_KEY = 'postal-test-key-0123456789';
const WEBHOOK_SECRET = 'postal-webhook-secret-0123456789';
let sim: RunningPostalSimulator;
let t: TestApp;

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const courierBalance = async () =>
  Number(
    (await q<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE code = 'courier'"))[0]!.balance,
  );

const agent = (deposit = 500_000) => registered(t, { deposit, pin: true, permissions: ['pos_mlo'] });

const sender = {
  name: 'Toko Sinar',
  phone: '081234567890',
  address: 'Jl. Cikini Raya 10',
  city: 'Jakarta Pusat',
  postal_code: '10330',
};
const domesticRecipient = {
  name: 'Budi Santoso',
  phone: '081298765432',
  address: 'Jl. Darmo 5',
  city: 'Surabaya',
  postal_code: '60241',
};
const sgRecipient = {
  name: 'Tan Wei Ling',
  phone: '+6591234567',
  address: '10 Orchard Road #05-01',
  city: 'Singapore',
  postal_code: '238826',
};
const parcel = { weight_g: 1200, length_cm: 20, width_cm: 15, height_cm: 10 };

async function nipos(m: Member, recipient = domesticRecipient) {
  const fee = await m.b.post('/api/v1/mlo/transaction/get_fee_nipos', {
    origin_postal_code: sender.postal_code,
    destination_postal_code: recipient.postal_code,
    ...parcel,
  });
  expect(fee.status, JSON.stringify(fee.body)).toBe(200);
  const option = fee.body.data[0];
  return {
    option,
    body: {
      type: 'nipos',
      service_code: option.service_code,
      sender,
      recipient,
      item_type: 'package',
      item_content: 'Baju batik',
      ...parcel,
      expected_total: option.total_cost,
      pin: TEST_PIN,
    },
  };
}

async function sendNipos(m: Member) {
  const { body, option } = await nipos(m);
  const res = await m.b.post('/api/v1/mlo/transaction/send', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { shipment: res.body.data, option };
}

const cn23Body = (extra: Record<string, unknown> = {}) => ({
  country: 'SG',
  category: 'gift',
  currency: 'SGD',
  sender,
  recipient: sgRecipient,
  items: [
    { description: 'Roasted coffee beans', quantity: 2, net_weight_g: 500, value: 30, hs_code: '0901.21' },
    { description: 'Batik shirt', quantity: 1, net_weight_g: 300, value: 45, hs_code: '620520' },
  ],
  ...extra,
});

beforeAll(async () => {
  sim = await startPostalSimulator({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, stepMs: 0 });
  t = await createTestApp();
  t.deps.postal.provider = postalHttpProvider({
    baseUrl: sim.url,
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    readRetries: 0,
  });
}, 60_000);

afterAll(async () => {
  await t.app.close();
  await sim.close();
});

describe('access', () => {
  it('answers the no-permission key to a member without pos_mlo, 401 to a visitor', async () => {
    const m = await registered(t);
    const res = await m.b.get('/api/v1/mlo/manifest/agen');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('postal_no_permission');
    expect((await t.browser().get('/api/v1/mlo/transaction')).status).toBe(401);
  });

  it('describes the POS agent', async () => {
    const m = await agent();
    const res = await m.b.get('/api/v1/mlo/manifest/agen');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: m.id, deposit: 500_000, counts: { today: 0, waiting: 0 } });
  });
});

describe('tariffs', () => {
  it('quotes domestic services by postcode zone, cheapest first, with tax and insurance', async () => {
    const m = await agent();
    const res = await m.b.post('/api/v1/mlo/transaction/get_fee_nipos', {
      origin_postal_code: '10330',
      destination_postal_code: '60241',
      ...parcel,
      item_value: 2_000_000,
      insurance: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const services = res.body.data as { service_code: string; shipping_fee: number; total_cost: number }[];
    expect(services.map((s) => s.service_code).sort()).toEqual(['PEX', 'PKH', 'PKK']);
    expect(services.map((s) => s.total_cost)).toEqual(
      [...services.map((s) => s.total_cost)].sort((a, b) => a - b),
    );
    const reg = services.find((s) => s.service_code === 'PKH')!;
    // Jakarta (1…) → Surabaya (6…): same island group, zone 2 → 11,000 per kg × 2 kg (1.2 kg, volumetric 0.5).
    expect(reg.shipping_fee).toBe(22_000);
    expect(reg).toMatchObject(postalCost(22_000, true, 2_000_000));
    expect(reg.total_cost).toBe(22_000 + 242 + 4_000 + 440);
  });

  it('quotes the seven countries only; an unknown postcode is the tariff-failed key', async () => {
    const m = await agent();
    const sg = await m.b.post('/api/v1/mlo/transaction/get_fee', {
      country: 'SG',
      ...parcel,
      item_type: 'package',
    });
    expect(sg.status, JSON.stringify(sg.body)).toBe(200);
    expect(sg.body.data.map((s: { service_code: string }) => s.service_code).sort()).toEqual(['EMS', 'PPI']);
    const fr = await m.b.post('/api/v1/mlo/transaction/get_fee', {
      country: 'FR',
      ...parcel,
      item_type: 'package',
    });
    expect(fr.status).toBe(422);
    expect(Object.keys(fr.body.errors)).toContain('country');
    const bad = await m.b.post('/api/v1/mlo/transaction/get_fee_nipos', {
      origin_postal_code: '01234',
      destination_postal_code: '60241',
      ...parcel,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('postal_tariff_failed');
  });
});

describe('sending and cancelling', () => {
  it('refuses bad input with field errors and moves nothing', async () => {
    const m = await agent();
    const res = await m.b.post('/api/v1/mlo/transaction/send', { type: 'nipos', sender: {}, pin: '1' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['sender.name', 'recipient', 'service_code', 'weight_g', 'pin']),
    );
    expect((await m.balances()).deposit).toBe(500_000);
  });

  it('holds the total once from the deposit and books an AWB', async () => {
    const m = await agent();
    const { shipment, option } = await sendNipos(m);
    expect(shipment).toMatchObject({
      status: 'success',
      shipping_status: 'waiting-for-pickup',
      total_cost: option.total_cost,
      start_balance: 500_000,
      end_balance: 500_000 - option.total_cost,
      paid: false,
      can_cancel: true,
    });
    expect(shipment.awb).toMatch(/^P\d{13}$/);
    expect((await m.balances()).deposit).toBe(500_000 - option.total_cost);
    const list = await m.b.get('/api/v1/mlo/transaction');
    expect(list.body.data.map((s: { ref_id: string }) => s.ref_id)).toEqual([shipment.ref_id]);
    const other = await agent();
    const peek = await other.b.post('/api/v1/mlo/transaction/get_order', { ref_id: shipment.ref_id });
    expect(peek.status).toBe(404);
  });

  it('insufficient deposit → 422 and no shipment kept', async () => {
    const m = await agent(5_000);
    const { body } = await nipos(m);
    const res = await m.b.post('/api/v1/mlo/transaction/send', body);
    expect(res.status).toBe(422);
    expect((await q('SELECT id FROM postal_shipments WHERE user_id = $1', [m.id])).length).toBe(0);
    expect((await m.balances()).deposit).toBe(5_000);
  });

  it('a changed price is refused before anything moves', async () => {
    const m = await agent();
    const { body } = await nipos(m);
    const res = await m.b.post('/api/v1/mlo/transaction/send', {
      ...body,
      expected_total: body.expected_total - 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('postal_price_changed');
    expect((await m.balances()).deposit).toBe(500_000);
  });

  it('the operator refusing the booking voids the hold', async () => {
    const m = await agent();
    const { body } = await nipos(m, { ...domesticRecipient, name: 'GAGAL Test' });
    const res = await m.b.post('/api/v1/mlo/transaction/send', body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('postal_send_failed');
    expect((await m.balances()).deposit).toBe(500_000);
    const [row] = await q<{ status: string }>('SELECT status FROM postal_shipments WHERE user_id = $1', [
      m.id,
    ]);
    expect(row!.status).toBe('failed');
  });

  it('a lost booking answer is settled by the reference: booked → success, never booked → money back', async () => {
    const real = t.deps.postal.provider!;
    const lost = (book: boolean) => ({
      ...real,
      createShipment: async (input: Parameters<typeof real.createShipment>[0]) => {
        if (book) await real.createShipment(input);
        throw new PostalError('unavailable', 'timeout');
      },
    });
    try {
      const m = await agent();
      const { body, option } = await nipos(m);
      t.deps.postal.provider = lost(true);
      const booked = await m.b.post('/api/v1/mlo/transaction/send', body);
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      expect(booked.body.data).toMatchObject({ status: 'success', paid: false });
      expect((await m.balances()).deposit).toBe(500_000 - option.total_cost);
      t.deps.postal.provider = lost(false);
      const never = await m.b.post('/api/v1/mlo/transaction/send', body);
      expect(never.status).toBe(422);
      expect(never.body.code).toBe('postal_send_failed');
      expect((await m.balances()).deposit).toBe(500_000 - option.total_cost);
    } finally {
      t.deps.postal.provider = real;
    }
  });

  it('cancel before hand-over gives the money back once', async () => {
    const m = await agent();
    const { shipment } = await sendNipos(m);
    const first = await m.b.post('/api/v1/mlo/transaction/cancel', {
      ref_id: shipment.ref_id,
      reason: 'Salah alamat',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'cancel',
      shipping_status: 'cancelled',
      cancel_reason: 'Salah alamat',
    });
    const again = await m.b.post('/api/v1/mlo/transaction/cancel', {
      ref_id: shipment.ref_id,
      reason: 'lagi',
    });
    expect(again.status).toBe(200);
    expect((await m.balances()).deposit).toBe(500_000);
    expect(sim.sim.shipments.get(shipment.awb)!.status).toBe('cancelled');
  });
});

describe('manifest, SPK and hand-over', () => {
  it('closes a manifest into an SPK; confirming it posts the holds once; then no cancel', async () => {
    const m = await agent();
    const before = await courierBalance();
    const a = await sendNipos(m);
    const opened = await m.b.post('/api/v1/mlo/manifest/open');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({ status: 'open', shipments: 1 });
    expect((await m.b.post('/api/v1/mlo/manifest/open')).body.code).toBe('postal_manifest_open_exists');
    const b = await sendNipos(m);
    const status = await m.b.get('/api/v1/mlo/manifest/status');
    expect(status.body.data.open.shipments).toBe(2);
    const closed = await m.b.post('/api/v1/mlo/manifest/close');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const spk = closed.body.data.spk_number as string;
    expect(spk).toMatch(/^SPK\d+/);
    const pdf = await manifestPdfOf(t.deps, m.id, closed.body.data.code);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBeGreaterThan(0);
    expect((await m.b.get(`/api/v1/mlo/manifest/pdf/${closed.body.data.code}`)).headers['content-type']).toBe(
      'application/pdf',
    );

    const check = await m.b.post('/api/v1/mlo/spk/check', { spk_number: spk });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.items.map((i: { awb: string }) => i.awb).sort()).toEqual(
      [a.shipment.awb, b.shipment.awb].sort(),
    );
    const stranger = await agent();
    expect((await stranger.b.post('/api/v1/mlo/spk/check', { spk_number: spk })).status).toBe(404);

    const confirm = await m.b.post('/api/v1/mlo/spk/confirm', { spk_number: spk });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.data).toMatchObject({ status: 'confirmed', posted: 2 });
    const total = a.option.total_cost + b.option.total_cost;
    expect(await courierBalance()).toBe(before + total);
    expect((await m.balances()).deposit).toBe(500_000 - total);
    expect((await m.b.post('/api/v1/mlo/spk/confirm', { spk_number: spk })).body.code).toBe(
      'postal_spk_confirmed',
    );
    // The status again (a webhook, get_status) posts nothing more.
    const again = await m.b.post('/api/v1/mlo/transaction/get_status', { ref_id: a.shipment.ref_id });
    expect(again.body.data).toMatchObject({ paid: true, shipping_status: 'in-transit', can_cancel: false });
    expect(await courierBalance()).toBe(before + total);
    const cancel = await m.b.post('/api/v1/mlo/transaction/cancel', {
      ref_id: a.shipment.ref_id,
      reason: 'x',
    });
    expect(cancel.status).toBe(409);
  });

  it('webhooks: a forged one is 401 and changes nothing; a signed one is re-read and applied once', async () => {
    const m = await agent();
    const { shipment } = await sendNipos(m);
    const spk = sim.sim.issueSpk([shipment.awb]).number;
    sim.sim.confirmSpk(spk);
    sim.sim.advanceToEnd(shipment.awb);
    const hook = sim.sim.webhooks.filter((w) => w.awb === shipment.awb).at(-1)!;
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1${POSTAL_WEBHOOK_PATH}`,
      payload: hook.body,
      headers: { 'content-type': 'application/json', ...signedHeaders('wrong-secret-0123456789', hook.body) },
    });
    expect(forged.statusCode).toBe(401);
    const [row] = await q<{ paid_at: Date | null }>('SELECT paid_at FROM postal_shipments WHERE code = $1', [
      shipment.ref_id,
    ]);
    expect(row!.paid_at).toBeNull();
    for (let i = 0; i < 2; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: `/api/v1${POSTAL_WEBHOOK_PATH}`,
        payload: hook.body,
        headers: { 'content-type': 'application/json', ...signedHeaders(WEBHOOK_SECRET, hook.body) },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const detail = await m.b.post('/api/v1/mlo/transaction/get_order', { ref_id: shipment.ref_id });
    expect(detail.body.data).toMatchObject({ shipping_status: 'delivered', paid: true });
    expect(detail.body.data.delivered_at).not.toBeNull();
    expect(detail.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'created',
      'accepted',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect((await m.balances()).deposit).toBe(500_000 - shipment.total_cost);
    const track = await m.b.post('/api/v1/mlo/transaction/track', { awb: shipment.awb });
    expect(track.body.data.shipping_status).toBe('delivered');
  });
});

describe('CN23 and international shipments', () => {
  it('searches HS codes and quotes the rates', async () => {
    const m = await agent();
    const kopi = await m.b.get('/api/v1/mlo/cn23/hscodes?q=kopi');
    expect(kopi.body.data.map((h: { code: string }) => h.code)).toEqual(
      expect.arrayContaining(['090111', '090121']),
    );
    const byCode = await m.b.get('/api/v1/mlo/cn23/hscodes?q=6205');
    expect(byCode.body.data[0]).toMatchObject({ code: '620520', formatted: '6205.20' });
    const kurs = await m.b.get('/api/v1/mlo/cn23/kurs');
    expect(kurs.body.data.rates.map((r: { currency: string }) => r.currency).sort()).toEqual(
      ['BDT', 'CNY', 'MYR', 'PHP', 'SGD', 'THB', 'USD', 'VND'].sort(),
    );
  });

  it('calculates the destination tax: under the de-minimis none, above it the VAT', () => {
    const kurs = { asOf: new Date(), rates: { SGD: 12_000, USD: 16_000, CNY: 2_000, THB: 500 } };
    const low = estimateTax(kurs, { country: 'SG', currency: 'SGD', total: 75, category: 'gift' });
    expect(low).toMatchObject({ value_idr: 900_000, value_local: 75, tax_idr: 0, exempt: true });
    const high = estimateTax(kurs, { country: 'SG', currency: 'USD', total: 500, category: 'sale_of_goods' });
    // 500 USD = 8,000,000 IDR = 666.67 SGD > 400: GST 9% = 720,000.
    expect(high).toMatchObject({
      value_idr: 8_000_000,
      value_local: 666.67,
      duty_idr: 0,
      vat_idr: 720_000,
      exempt: false,
    });
    // China: 13% of 2,000,000 IDR = 260,000 IDR = CNY 130 > 50 → due; of 600,000 → CNY 39 ≤ 50 → waived.
    expect(
      estimateTax(kurs, { country: 'CN', currency: 'IDR', total: 2_000_000, category: 'gift' }).tax_idr,
    ).toBe(260_000);
    expect(
      estimateTax(kurs, { country: 'CN', currency: 'IDR', total: 600_000, category: 'gift' }).tax_idr,
    ).toBe(0);
    // Thailand: VAT 7% on everything, duty waived up to THB 1,500.
    expect(
      estimateTax(kurs, { country: 'TH', currency: 'IDR', total: 500_000, category: 'gift' }),
    ).toMatchObject({
      duty_idr: 0,
      vat_idr: 35_000,
    });
    expect(
      estimateTax(kurs, { country: 'SG', currency: 'SGD', total: 900, category: 'documents' }).tax_idr,
    ).toBe(0);
  });

  it('files an international parcel with its CN23: required, submitted with the AWB, cleared, printable', async () => {
    const m = await agent(2_000_000);
    const fee = await m.b.post('/api/v1/mlo/transaction/get_fee', {
      country: 'SG',
      ...parcel,
      item_type: 'package',
    });
    const ems = fee.body.data.find((s: { service_code: string }) => s.service_code === 'EMS');
    const send = {
      type: 'ipos',
      country: 'SG',
      service_code: 'EMS',
      sender,
      recipient: sgRecipient,
      item_type: 'package',
      item_content: 'Coffee and batik',
      ...parcel,
      expected_total: ems.total_cost,
      pin: TEST_PIN,
    };
    const without = await m.b.post('/api/v1/mlo/transaction/send', send);
    expect(without.status).toBe(422);
    expect(without.body.code).toBe('postal_cn23_required');
    expect((await m.balances()).deposit).toBe(2_000_000);

    const tax = await m.b.post('/api/v1/mlo/cn23/calculate-tax', {
      country: 'SG',
      currency: 'SGD',
      items: [{ value: 30 }, { value: 45 }],
    });
    expect(tax.status, JSON.stringify(tax.body)).toBe(200);
    expect(tax.body.data).toMatchObject({ declared_value: 75, exempt: true, vat_name: 'GST' });
    const added = await m.b.post('/api/v1/mlo/cn23/add', cn23Body());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ status: 'draft', total_value: 75, total_weight_g: 800 });
    expect(added.body.data.items[0].hs_code).toBe('090121');
    const bad = await m.b.post(
      '/api/v1/mlo/cn23/add',
      cn23Body({ items: [{ description: '', value: -1, hs_code: 'abc' }] }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['items.0.description', 'items.0.hs_code']),
    );

    const sent = await m.b.post('/api/v1/mlo/transaction/send', { ...send, cn23_id: added.body.data.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.awb).toMatch(/^EE\d{9}ID$/);
    expect((await m.balances()).deposit).toBe(2_000_000 - ems.total_cost);
    const reuse = await m.b.post('/api/v1/mlo/transaction/send', { ...send, cn23_id: added.body.data.id });
    expect(reuse.body.code).toBe('postal_cn23_mismatch');

    const check = await m.b.post('/api/v1/mlo/cn23/check_resi', { awb: sent.body.data.awb });
    expect(check.body.data).toMatchObject({
      has_cn23: true,
      cn23: { status: 'submitted', ref_id: sent.body.data.ref_id },
    });
    expect(check.body.data.cn23.provider_number).toMatch(/^CN23/);
    const locked = await m.b.post('/api/v1/mlo/cn23/cancel', { id: added.body.data.id });
    expect(locked.body.code).toBe('postal_cn23_locked');

    const pdf = await cn23PdfOf(t.deps, m.id, added.body.data.id);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    const text = pageText(doc);
    for (const s of ['CUSTOMS DECLARATION CN 23', 'Tan Wei Ling', '0901.21', 'Batik shirt', 'SGD 45.00'])
      expect(text).toContain(s);
    const viaRoute = await m.b.get(`/api/v1/mlo/cn23/${added.body.data.id}/pdf`);
    expect(viaRoute.status).toBe(200);
    expect(viaRoute.headers['content-type']).toBe('application/pdf');
    const stranger = await agent();
    expect((await stranger.b.get(`/api/v1/mlo/cn23/${added.body.data.id}/pdf`)).status).toBe(404);

    const spk = sim.sim.issueSpk([sent.body.data.awb]).number;
    await m.b.post('/api/v1/mlo/spk/confirm', { spk_number: spk });
    sim.sim.advanceToEnd(sent.body.data.awb);
    const status = await m.b.post('/api/v1/mlo/cn23/get_status', { id: added.body.data.id });
    expect(status.body.data.status).toBe('cleared');

    const list = await m.b.get('/api/v1/mlo/cn23');
    expect(list.body.data).toHaveLength(1);
    const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const report = await m.b.post('/api/v1/mlo/report/cn23', { from: day, to: day });
    expect(report.body.data.totals).toMatchObject({ count: 1, by_status: { cleared: 1 } });
    const trx = await m.b.post('/api/v1/mlo/report/transaction', { from: day, to: day });
    expect(trx.body.data.totals).toMatchObject({ count: 1, total: ems.total_cost });
  });

  it('a draft CN23 can be cancelled', async () => {
    const m = await agent();
    const added = await m.b.post('/api/v1/mlo/cn23/add', cn23Body());
    const res = await m.b.post('/api/v1/mlo/cn23/cancel', { id: added.body.data.id });
    expect(res.body.data.status).toBe('cancelled');
  });
});

/** The text drawn on the pages (pdf-lib writes it as hex strings in deflated content streams). */
function pageText(doc: PDFDocument): string {
  let out = '';
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never) as { getContents(): Uint8Array } | undefined;
      if (!stream) continue;
      const raw = Buffer.from(stream.getContents());
      let text: string;
      try {
        text = inflateSync(raw).toString('latin1');
      } catch {
        text = raw.toString('latin1');
      }
      out += text.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) =>
        Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return out;
}
