import type { Shipment } from '@konter/core/contracts/shipping';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ShipmentDetail } from './shipment-detail';

// One shipment's page: its head (reference, AWB), the cards of the parcel and the balances, and the
// cancel that opens its dialog (before pickup only).
afterEach(cleanup);

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
  note: null,
  favorite_label: null,
  area_id: null,
};
const shipment = {
  id: 1,
  ref_id: 'MC261127ABCDEFGH',
  courier: 'sicepat',
  expedition: 'SiCepat',
  service_code: 'reg',
  service: 'Reguler',
  awb: 'SIC123',
  status: 'success',
  shipping_status: 'waiting-for-pickup',
  sender: { ...party, name: 'Agen' },
  recipient: party,
  item_type: 'package',
  commodity_type: null,
  item_content: 'Kaos',
  item_weight: 800,
  item_value: 120000,
  item_length: 20,
  item_width: 15,
  item_height: 5,
  dimension: '20×15×5 cm',
  insurance: false,
  shipping_fee: 17000,
  shipping_tax: 187,
  insurance_fee: 0,
  insurance_tax: 0,
  total_cost: 17187,
  charged: 17187,
  agent_cashback: 850,
  start_balance: 100000,
  end_balance: 82813,
  manifest_code: null,
  cancel_reason: null,
  created_at: '2026-11-27T05:45:00.000Z',
  updated_at: '2026-11-27T05:45:00.000Z',
  picked_at: null,
  delivered_at: null,
  history: [],
} satisfies Shipment;

describe('a shipment’s page', () => {
  it('shows the reference, the AWB and the parcel; cancel opens its dialog', async () => {
    mockFetch(() => ({ status: 401, body: {} }));
    await renderWithApp(<ShipmentDetail shipment={shipment} />, { lang: 'en' });
    const head = await screen.findByTestId('shipment-head');
    expect(within(head).getByTestId('shipment-ref').textContent).toBe('MC261127ABCDEFGH');
    expect(within(head).getByTestId('shipment-awb').textContent).toBe('SIC123');
    expect(screen.getByText('Kaos')).toBeTruthy();
    expect(screen.getByText('20×15×5 cm')).toBeTruthy();
    expect(screen.queryByTestId('cancel-dialog')).toBeNull();
    fireEvent.click(within(head).getByRole('button', { name: /cancel/i }));
    expect((await screen.findByTestId('cancel-dialog')).textContent).toContain('17.187');
  });
});
