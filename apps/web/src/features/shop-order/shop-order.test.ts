import type { ShippingOption, ShopPaymentChannel } from '@konter/core/contracts/shop-order';
import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from '../../hooks/use-time-left';
import { sortByPrice } from './api';
import { cheapestByName } from './components/order-payment';

const option = (service: string, price: number): ShippingOption => ({
  courier: 'jne',
  courier_name: 'JNE',
  service,
  service_name: service,
  description: '',
  price,
  etd: '1-2',
  eta_min_days: 1,
  eta_max_days: 2,
});
const channel = (method: string, name: string, fee: number | null): ShopPaymentChannel =>
  ({ method, group: 'ewallet', name, fee }) as ShopPaymentChannel;

describe('shop order helpers', () => {
  it('lists the courier options cheapest first without changing the answer', () => {
    const answer = [option('YES', 14_500), option('OKE', 7_000), option('REG', 8_000)];
    expect(sortByPrice(answer).map((o) => o.service)).toEqual(['OKE', 'REG', 'YES']);
    expect(answer.map((o) => o.service)).toEqual(['YES', 'OKE', 'REG']);
  });

  it('shows a channel offered by two gateways once, at the cheaper fee (the first on a tie)', () => {
    const list = [
      channel('deposit', 'Saldo', 0),
      channel('midtrans:qris', 'QRIS', 726),
      channel('midtrans:dana', 'DANA', 1_741),
      channel('xendit:qris', 'QRIS', 458),
      channel('xendit:dana', 'DANA', 1_741),
    ];
    expect(cheapestByName(list).map((c) => c.method)).toEqual(['deposit', 'midtrans:dana', 'xendit:qris']);
  });

  it('counts the payment time down as mm:ss, with hours when there are', () => {
    expect(formatTimeLeft(59 * 60_000 + 58_000)).toBe('59:58');
    expect(formatTimeLeft(3_723_000)).toBe('01:02:03');
    expect(formatTimeLeft(0)).toBe('00:00');
  });
});
