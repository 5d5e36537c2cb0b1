import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { createQueryClient } from '../../lib/query-client';
import { fakeTransaction } from '../../test/fixtures';
import { mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import ReceiptPage from './receipt';

const w = window as unknown as Record<string, unknown>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  delete w.Android;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderReceipt() {
  const trx = fakeTransaction({ status: 'success', serial_number: '76032308876' });
  mockFetch((url) =>
    url.includes(`transaction/${trx.ref_id}`)
      ? { body: { data: trx } }
      : { body: { data: { sitename: 'Pulsaku' } } },
  );
  await setupI18n('id');
  setCsrfMeta('test-token');
  const client = createQueryClient(() => {});
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: 'receipt/prabayar/:refId', element: <ReceiptPage /> }], {
    initialEntries: [`/receipt/prabayar/${trx.ref_id}`],
  });
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return screen.findByRole('button', { name: 'Cetak struk' });
}

describe('receipt printing', () => {
  test("the Android shell's printer gets the receipt as data, no print dialog", async () => {
    const shell = { printReceipt: vi.fn() };
    w.Android = shell;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(await renderReceipt());
    expect(print).not.toHaveBeenCalled();
    expect(shell.printReceipt).toHaveBeenCalledTimes(1);
    const payload = JSON.parse(shell.printReceipt.mock.calls[0]?.[0] as string);
    expect(payload).toMatchObject({ sn: '76032308876', total: 'Rp 12.250' });
  });

  test('a browser (or a shell without a printer hook) opens the print dialog', async () => {
    w.Android = { logout: vi.fn() };
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(await renderReceipt());
    expect(print).toHaveBeenCalledTimes(1);
    delete w.Android;
    fireEvent.click(screen.getByRole('button', { name: 'Cetak struk' }));
    expect(print).toHaveBeenCalledTimes(2);
  });
});
