import type { StaffMe } from '@konter/core/contracts/console';
import type { ConsoleProduct } from '@konter/core/contracts/console-catalogue';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import { ConsoleProvider } from '../provider';
import { consoleRoutes } from '../routes';

// The Catalogue page in the console's own route tree against the API's answers (MSW-like fetch
// mock): the products with their level prices and margins, the edit dialog's live margin and the
// server's refusal of a price below the buying price on its field; finance reads without buttons.
afterEach(cleanup);

const product: ConsoleProduct = {
  code: 'tsel10',
  supplier_sku: 'tsel10',
  name: 'Telkomsel 10.000',
  type: 'pulsa',
  brand: 'TELKOMSEL',
  buying_price: 10_000,
  prices: { member: 12_000, agent: 11_000, master: 10_500 },
  markup_prices: { member: 12_000, agent: 11_000, master: 10_500 },
  price_mode: 'auto',
  price_adjustment: false,
  active: true,
  disabled: false,
  delisted: false,
  promo: false,
  promo_stock: null,
  sold_qty: 0,
  supplier_stock: null,
  cut_off: { start: '23:45', end: '00:15' },
  supplier_cut_off: { start: '23:45', end: '00:15' },
  operator_cut_off: null,
  updated_at: '2026-11-27T02:00:00Z',
};
const page = (rows: ConsoleProduct[]) => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: rows.length },
});

async function renderConsole(
  me: StaffMe,
  url: string,
  answer: (path: string, method: string, body: unknown) => { status?: number; body?: unknown },
) {
  await setupI18n('en');
  setCsrfMeta('test-token');
  const { calls } = mockFetch((u, init) => {
    const parsed = new URL(u);
    if (parsed.pathname === '/api/v1/console/auth/me') return { body: { data: me } };
    return answer(
      parsed.pathname.replace('/api/v1/', ''),
      init.method,
      init.body ? JSON.parse(init.body) : null,
    );
  });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [url] });
  render(
    <ConsoleProvider>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { router, calls };
}

const catalogueStaff: StaffMe = { id: 3, email: 'cat@konter.local', name: 'Cat', roles: ['catalogue'] };
const finance: StaffMe = { id: 4, email: 'fin@konter.local', name: 'Fin', roles: ['finance'] };

describe('the catalogue page', () => {
  test('shows level prices with margins; a manual agent price below the buying price is refused on its field', async () => {
    let saved: unknown = null;
    const { calls } = await renderConsole(
      catalogueStaff,
      '/admin/catalogue?type=pulsa',
      (path, method, body) => {
        if (path === 'console/catalogue/products') return { body: page([product]) };
        if (path === 'console/catalogue/products/tsel10/prices' && method === 'POST') {
          const b = body as { agent: number };
          if (b.agent < 10_000)
            return {
              status: 422,
              body: {
                code: 'validation_failed',
                message: 'x',
                errors: {
                  agent: [{ code: 'console_catalogue_price_below_buying', params: { buying: 10_000 } }],
                },
              },
            };
          saved = body;
          return {
            body: {
              data: { ...product, price_mode: 'manual', prices: { ...product.prices, agent: b.agent } },
            },
          };
        }
        return { status: 404, body: { code: 'not_found', message: 'x' } };
      },
    );

    const row = await screen.findByTestId('product-tsel10');
    expect(within(row).getByTestId('price-agent').textContent).toBe('Rp 11.000');
    expect(row.textContent).toContain('+Rp 1.000 (10.0%)');
    expect(row.textContent).toContain('Cut-off 23:45–00:15');
    expect(within(row).getByTestId('product-mode').textContent).toBe('Markup');
    expect(calls.some((c) => c.url.includes('/console/catalogue/products?type=pulsa'))).toBe(true);

    fireEvent.click(within(row).getByTestId('product-edit'));
    const dialog = await screen.findByTestId('product-dialog');
    fireEvent.click(within(dialog).getByLabelText('Manual prices'));
    const agent = within(dialog).getByTestId('price-input-agent') as HTMLInputElement;
    fireEvent.change(agent, { target: { value: '9.000' } });
    expect(within(dialog).getByTestId('margin-agent').textContent).toBe('−Rp 1.000 (-10.0%)');
    fireEvent.click(within(dialog).getByTestId('prices-save'));
    expect(await within(dialog).findByText(/may not be below the buying price/)).toBeTruthy();
    expect(saved).toBeNull();

    fireEvent.change(agent, { target: { value: '11.500' } });
    expect(within(dialog).getByTestId('margin-agent').textContent).toBe('+Rp 1.500 (15.0%)');
    fireEvent.click(within(dialog).getByTestId('prices-save'));
    await waitFor(() =>
      expect(saved).toEqual({ mode: 'manual', member: 12_000, agent: 11_500, master: 10_500 }),
    );
    await waitFor(() => expect(screen.queryByTestId('product-dialog')).toBeNull());
  });

  test('takes a product off sale from its dialog; the list then says so', async () => {
    let current = product;
    const { calls } = await renderConsole(catalogueStaff, '/admin/catalogue', (path, method, body) => {
      if (path === 'console/catalogue/products') return { body: page([current]) };
      if (path === 'console/catalogue/products/tsel10/enabled' && method === 'POST') {
        current = { ...product, disabled: !(body as { enabled: boolean }).enabled };
        return { body: { data: current } };
      }
      return { status: 404, body: { code: 'not_found', message: 'x' } };
    });
    const row = await screen.findByTestId('product-tsel10');
    expect(within(row).queryByTestId('product-disabled')).toBeNull();
    fireEvent.click(within(row).getByTestId('product-edit'));
    const dialog = await screen.findByTestId('product-dialog');
    expect(dialog.textContent).toContain('On sale');
    fireEvent.click(within(dialog).getByTestId('sale-toggle'));
    expect(await screen.findByText('tsel10 is off sale.')).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'POST')?.init.body))).toEqual({
      enabled: false,
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('product-tsel10')).getByTestId('product-disabled').textContent).toBe(
        'Off sale',
      ),
    );
  });

  test("sets an own cut-off window (the server's refusal on its field), then follows the supplier again", async () => {
    let current = product;
    const bodies: unknown[] = [];
    await renderConsole(catalogueStaff, '/admin/catalogue', (path, method, body) => {
      if (path === 'console/catalogue/products') return { body: page([current]) };
      if (path === 'console/catalogue/products/tsel10/cut-off' && method === 'POST') {
        bodies.push(body);
        const b = body as { start: string | null; end: string | null };
        if (b.start !== null && b.start === b.end)
          return {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'x',
              errors: { end: [{ code: 'rule:is_not', params: { target: 'start' } }] },
            },
          };
        const own = b.start && b.end ? { start: b.start, end: b.end } : null;
        current = { ...product, operator_cut_off: own, cut_off: own ?? product.supplier_cut_off };
        return { body: { data: current } };
      }
      return { status: 404, body: { code: 'not_found', message: 'x' } };
    });
    fireEvent.click(within(await screen.findByTestId('product-tsel10')).getByTestId('product-edit'));
    let form = await screen.findByTestId('cut-off-form');
    expect(within(form).getByTestId('cut-off-supplier').textContent).toBe(
      "Supplier's window: 23:45–00:15 WIB",
    );
    expect(within(form).queryByTestId('cut-off-start')).toBeNull();
    fireEvent.click(within(form).getByLabelText('Own window'));
    fireEvent.change(within(form).getByTestId('cut-off-start'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByTestId('cut-off-end'), { target: { value: '10:00' } });
    fireEvent.click(within(form).getByTestId('cut-off-save'));
    await waitFor(() =>
      expect(within(form).getByTestId('cut-off-end').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByTestId('product-dialog')).toBeTruthy();

    fireEvent.change(within(form).getByTestId('cut-off-end'), { target: { value: '11:30' } });
    fireEvent.click(within(form).getByTestId('cut-off-save'));
    expect(await screen.findByText('Cut-off of tsel10 saved.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('product-tsel10').textContent).toContain('Own cut-off 10:00–11:30'),
    );

    fireEvent.click(within(screen.getByTestId('product-tsel10')).getByTestId('product-edit'));
    form = await screen.findByTestId('cut-off-form');
    expect((within(form).getByTestId('cut-off-start') as HTMLInputElement).value).toBe('10:00');
    fireEvent.click(within(form).getByLabelText('Follow the supplier'));
    fireEvent.click(within(form).getByTestId('cut-off-save'));
    await waitFor(() =>
      expect(screen.getByTestId('product-tsel10').textContent).toContain('Cut-off 23:45–00:15'),
    );
    expect(bodies).toEqual([
      { start: '10:00', end: '10:00' },
      { start: '10:00', end: '11:30' },
      { start: null, end: null },
    ]);
  });

  test('finance reads the products without edit buttons and sees no sync button', async () => {
    await renderConsole(finance, '/admin/catalogue', (path) => {
      if (path === 'console/catalogue/products')
        return { body: page([{ ...product, price_adjustment: true }]) };
      if (path === 'console/catalogue/sync') return { body: { data: { running: false, last: null } } };
      return { status: 404, body: { code: 'not_found', message: 'x' } };
    });
    const row = await screen.findByTestId('product-tsel10');
    expect(within(row).getByTestId('product-adjustment').textContent).toBe('Awaiting price adjustment');
    expect(within(row).queryByTestId('product-edit')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Sync' }));
    expect(await screen.findByText('No sync from the console since the server started.')).toBeTruthy();
    expect(screen.queryByTestId('sync-now')).toBeNull();
  });
});
