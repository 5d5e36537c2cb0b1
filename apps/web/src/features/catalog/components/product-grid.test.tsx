import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeProduct } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProductGrid } from './product-grid';

afterEach(cleanup);

// 12:00 in Jakarta (UTC+7).
const noonWib = new Date('2026-11-22T05:00:00Z');

const products = [
  fakeProduct({ code: 'tsel5', name: 'Telkomsel 5.000', nominal: 5000, price: 7435, promo: true, stock: 12 }),
  fakeProduct({ code: 'tsel10', name: 'Telkomsel 10.000', nominal: 10000, price: 12250, active: false }),
  fakeProduct({
    code: 'tsel20',
    name: 'Telkomsel 20.000',
    nominal: 20000,
    price: 22120,
    price_adjustment: true,
  }),
  fakeProduct({
    code: 'tsel25',
    name: 'Telkomsel 25.000',
    nominal: 25000,
    price: 27110,
    cut_off: { start: '11:30', end: '12:30' },
  }),
  fakeProduct({ code: 'tsel50', name: 'Telkomsel 50.000', nominal: 50000, price: 51850, stock: 0 }),
  fakeProduct({ code: 'tseld2', name: 'Telkomsel Data 2GB 30 Hari', nominal: null, price: 29650 }),
];

const card = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;

describe('ProductGrid', () => {
  test("shows each product's name, face value and the caller's price in rupiah", async () => {
    await renderWithApp(<ProductGrid products={products} onSelect={() => {}} now={noonWib} />);
    expect(within(card('Telkomsel 5.000')).getByText('Rp 7.435')).toBeTruthy();
    expect(within(card('Telkomsel 5.000')).getByText('5.000')).toBeTruthy();
    expect(within(card('Telkomsel 5.000')).getByText('Promo')).toBeTruthy();
    expect(within(card('Telkomsel 5.000')).getByText('Sisa 12')).toBeTruthy();
    // Without a face value the name is the title.
    expect(within(card('Telkomsel Data 2GB 30 Hari')).getByText('Rp 29.650')).toBeTruthy();
  });

  test('inactive, price adjustment, cut-off and empty stock are disabled with the reason', async () => {
    await renderWithApp(<ProductGrid products={products} onSelect={() => {}} now={noonWib} />);
    const reasons: Array<[string, string]> = [
      ['Telkomsel 10.000', 'Sedang gangguan'],
      ['Telkomsel 20.000', 'Penyesuaian harga'],
      ['Telkomsel 25.000', 'Cut-off 11:30–12:30 WIB'],
      ['Telkomsel 50.000', 'Stok habis'],
    ];
    for (const [name, reason] of reasons) {
      expect(card(name).disabled, name).toBe(true);
      expect(within(card(name)).getByTestId('unavailable-reason').textContent).toBe(reason);
    }
    expect(card('Telkomsel 5.000').disabled).toBe(false);
    expect(screen.getAllByTestId('unavailable-reason')).toHaveLength(4);
  });

  test('a cut-off window only disables the product inside it', async () => {
    const evening = new Date('2026-11-22T12:00:00Z'); // 19:00 WIB
    await renderWithApp(<ProductGrid products={products} onSelect={() => {}} now={evening} />);
    expect(card('Telkomsel 25.000').disabled).toBe(false);
  });

  test('a tap selects an available product, never a disabled one', async () => {
    const onSelect = vi.fn();
    await renderWithApp(<ProductGrid products={products} onSelect={onSelect} now={noonWib} />);
    fireEvent.click(card('Telkomsel 10.000'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(card('Telkomsel 5.000'));
    expect(onSelect).toHaveBeenCalledWith(products[0]);
  });
});
