import type { ShippingQuote } from '@konter/core/contracts/shipping';
import { afterEach, describe, expect, it } from 'vitest';
import { isShipmentOpen } from './api/get-shipment';
import { canCancel } from './components/cancel-dialog';
import { filtersFromParams } from './components/shipment-history';
import { sortQuotes } from './components/tariff-list';
import {
  blankShipment,
  clearDraft,
  loadDraft,
  type ShipmentFormValues,
  saveDraft,
  shipmentResolver,
} from './form-values';
import { printShipment } from './print';
import { testShipment } from './test-shipment';

const quote = (
  courier: ShippingQuote['courier'],
  total: number,
  min: number,
  max: number,
): ShippingQuote => ({
  courier,
  courier_name: courier,
  service_code: `${courier}-${total}`,
  service_name: 'REG',
  description: '',
  shipping_fee: total,
  shipping_tax: 0,
  insurance_fee: 0,
  insurance_tax: 0,
  total_cost: total,
  agent_cashback: 0,
  eta_min_days: min,
  eta_max_days: max,
  etd: `${min}-${max}`,
});

const filled = (): ShipmentFormValues => {
  const party = {
    name: 'Siti',
    phone: '081355500101',
    address: 'Jl. Braga No. 25',
    sub_district: 'Braga',
    district: 'Sumur Bandung',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    country: 'Indonesia',
    postal_code: '40111',
    note: '',
    favorite_label: '',
    area_id: null,
  };
  return {
    sender: { ...party, name: 'Agen' },
    recipient: party,
    item: {
      item_type: 'package',
      commodity_type: '',
      item_content: 'Kaos',
      item_weight: '800',
      item_value: '0',
      item_length: '20',
      item_width: '15',
      item_height: '5',
    },
    insurance: false,
  };
};

const resolve = (values: ShipmentFormValues) =>
  shipmentResolver((path) => (path.endsWith('item_weight') ? 'Berat' : undefined))(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('multi-courier helpers', () => {
  afterEach(() => clearDraft());

  it('sorts tariffs cheapest first (then fastest) or fastest first (then cheapest)', () => {
    const list = [
      quote('jne-express', 12_000, 2, 3),
      quote('sicepat', 9_000, 2, 3),
      quote('jnt-express', 12_000, 1, 2),
    ];
    expect(sortQuotes(list, 'price').map((q) => q.courier)).toEqual([
      'sicepat',
      'jnt-express',
      'jne-express',
    ]);
    expect(sortQuotes(list, 'eta').map((q) => q.courier)).toEqual(['jnt-express', 'sicepat', 'jne-express']);
  });

  it('says an empty field is required, with the screen’s own label for the item’s fields', async () => {
    const values = filled();
    values.item.item_weight = '';
    values.recipient.name = '';
    const result = await resolve(values);
    expect(result.errors.item?.item_weight?.message).toBe('Berat harus diisi');
    expect(result.errors.recipient?.name?.message).toBe('Nama harus diisi');
    expect(result.errors.sender).toBeUndefined();
  });

  it('wants an item value when the parcel is insured, and passes a complete form as numbers', async () => {
    const insured = { ...filled(), insurance: true };
    expect((await resolve(insured)).errors.item?.item_value?.message).toBeTruthy();
    const ok = await resolve(filled());
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ item: { item_weight: 800, item_length: 20 }, insurance: false });
  });

  it('keeps the draft in sessionStorage and fills what an older draft lacks', () => {
    expect(loadDraft()).toBeNull();
    const values = filled();
    saveDraft({ values, saveSender: false, saveRecipient: true });
    expect(loadDraft()).toEqual({ values, saveSender: false, saveRecipient: true });
    sessionStorage.setItem(
      'konter.multicourier.draft',
      JSON.stringify({ values: { sender: { name: 'A' } } }),
    );
    const partial = loadDraft();
    expect(partial?.values.sender.name).toBe('A');
    expect(partial?.values.recipient).toEqual(blankShipment().recipient);
    sessionStorage.setItem('konter.multicourier.draft', '{broken');
    expect(loadDraft()).toBeNull();
  });

  it('reads the history filters from the URL and drops unknown values', () => {
    const f = filtersFromParams(
      new URLSearchParams('courier=sicepat&status=success&shipping_status=delivered&page=3&q=SCP1'),
    );
    expect(f).toMatchObject({
      courier: 'sicepat',
      status: 'success',
      shipping_status: 'delivered',
      page: 3,
      q: 'SCP1',
    });
    const bad = filtersFromParams(
      new URLSearchParams('courier=pos&status=done&shipping_status=lost&page=-2'),
    );
    expect(bad).toMatchObject({ courier: undefined, status: undefined, shipping_status: undefined, page: 1 });
  });

  it('offers cancelling only before pickup, and polls only shipments that can still change', () => {
    expect(canCancel({ status: 'success', shipping_status: 'waiting-for-pickup' })).toBe(true);
    expect(canCancel({ status: 'pending', shipping_status: null })).toBe(true);
    expect(canCancel({ status: 'success', shipping_status: 'in-transit' })).toBe(false);
    expect(canCancel({ status: 'cancel', shipping_status: 'cancelled' })).toBe(false);
    expect(isShipmentOpen({ status: 'success', shipping_status: 'in-transit' })).toBe(true);
    expect(isShipmentOpen({ status: 'success', shipping_status: 'delivered' })).toBe(false);
    expect(isShipmentOpen({ status: 'failed', shipping_status: 'failed' })).toBe(false);
  });

  it("prints a shipment on the Android shell's receipt printer with the AWB and what the deposit paid", async () => {
    const printed: string[] = [];
    Object.assign(window, { Android: { printReceipt: (p: string) => printed.push(p) } });
    try {
      const shipment = testShipment;
      expect(await printShipment(shipment, '/api/v1/x.pdf')).toBe(true);
      const payload = JSON.parse(printed[0] ?? '{}') as { sn: string; total: string; rows: string[][] };
      expect(payload.sn).toBe('SIC123');
      expect(payload.total).toMatch(/17\.187/);
      expect(payload.rows.some(([, v]) => v?.includes('Jl. Braga No. 25'))).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'Android');
    }
  });
});
