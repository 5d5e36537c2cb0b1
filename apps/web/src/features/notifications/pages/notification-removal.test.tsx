import type { NotificationItem } from '@konter/core/contracts/notification';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/ui/snackbar';
import { createQueryClient } from '../../../lib/query-client';
import { mockFetch, renderWithApp, type SentRequest, setCsrfMeta, setupI18n } from '../../../test/render';
import NotificationDetailPage from './notification-detail-page';
import NotificationListPage from './notification-list-page';

// Spec §4: notifications can be deleted and cleared — a tab's "Hapus semua" asks first, a row's
// and the detail page's delete go at once; each says what happened and the lists follow.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: number, title: string, is_read = false): NotificationItem => ({
  id,
  title,
  date: '2026-05-01T03:00:00Z',
  is_read,
  status: 1,
});
const page = (rows: NotificationItem[]) => ({
  body: { data: rows, meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length } },
});
const counts = (today: number) => ({ count: today, today, archive: 0, news: 0 });

/** The server of the notification screens: `rows` is today's tab as it stands. */
function fakeServer(state: { rows: NotificationItem[] }) {
  return mockFetch((url, init) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    if (init.method === 'POST' && path === 'notification/clear') {
      const removed = state.rows.length;
      state.rows = [];
      return { body: { data: { removed, unread: counts(0) } } };
    }
    if (init.method === 'DELETE') {
      const id = Number(path.split('/')[1]);
      state.rows = state.rows.filter((r) => r.id !== id);
      return { body: { data: { removed: 1, unread: counts(state.rows.filter((r) => !r.is_read).length) } } };
    }
    if (path === 'notification/today') return page(state.rows);
    if (path === 'notification/unread-count')
      return { body: { data: counts(state.rows.filter((r) => !r.is_read).length) } };
    if (path === 'notification/today/11')
      return {
        body: {
          data: {
            ...item(11, 'Pembelian sukses', true),
            type: 'transaction',
            body: 'Pulsa terkirim',
            data: null,
          },
        },
      };
    return { status: 401, body: { message: 'Unauthenticated.', code: 'unauthenticated' } };
  });
}

const sent = (calls: SentRequest[], method: string) =>
  calls
    .filter((c) => c.init.method === method)
    .map((c) => `${new URL(c.url).pathname} ${c.init.body ?? ''}`.trim());

describe('notification list', () => {
  test('“Hapus semua” asks first, clears the tab, says how many went and shows the empty state', async () => {
    const state = { rows: [item(11, 'Pembelian sukses'), item(12, 'Deposit masuk', true)] };
    const { calls } = fakeServer(state);
    await renderWithApp(<NotificationListPage />, { route: '/notification/today' });
    const user = userEvent.setup();
    expect(await screen.findByText('Pembelian sukses')).toBeTruthy();

    // Cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Hapus semua' }));
    let dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Hapus semua notifikasi di tab Hari ini?')).toBeTruthy();
    expect(within(dialog).getByText(/tidak dapat dikembalikan/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent(calls, 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hapus semua' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus semua' }));
    expect(await screen.findByText('2 notifikasi dihapus.')).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual(['/api/v1/notification/clear {"type":"today"}']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Tidak ada notifikasi')).toBeTruthy();
    expect(screen.queryByText('Pembelian sukses')).toBeNull();
    // Nothing left to clear or mark read.
    expect(screen.queryByRole('button', { name: 'Hapus semua' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Hari ini' })).toBeTruthy();
  });

  test('a row’s delete button removes that notification and lowers the unread count', async () => {
    const state = { rows: [item(11, 'Pembelian sukses'), item(12, 'Deposit masuk')] };
    const { calls } = fakeServer(state);
    await renderWithApp(<NotificationListPage />, { route: '/notification/today' });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Hari ini (2)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hapus notifikasi: Pembelian sukses' }));
    expect(await screen.findByText('Notifikasi dihapus.')).toBeTruthy();
    expect(sent(calls, 'DELETE')).toEqual(['/api/v1/notification/11']);
    expect(calls.find((c) => c.init.method === 'DELETE')?.init.headers['x-csrf-token']).toBe('test-token');
    expect(await screen.findByRole('tab', { name: 'Hari ini (1)' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Pembelian sukses')).toBeNull());
    expect(screen.getByText('Deposit masuk')).toBeTruthy();
  });
});

describe('notification detail', () => {
  test('“Hapus” deletes it and goes back to its tab with a notice', async () => {
    const state = { rows: [item(11, 'Pembelian sukses', true)] };
    const { calls } = fakeServer(state);
    await setupI18n('id');
    setCsrfMeta('test-token');
    const client = createQueryClient(() => {});
    client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    const router = createMemoryRouter(
      [
        { path: '/notification/:type/:id', element: <NotificationDetailPage /> },
        { path: '/notification/:type', element: <p>Daftar notifikasi</p> },
      ],
      { initialEntries: ['/notification/today/11'] },
    );
    render(
      <SnackbarProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SnackbarProvider>,
    );
    expect(await screen.findByText('Pulsa terkirim')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Notifikasi dihapus.')).toBeTruthy();
    expect(screen.getByText('Daftar notifikasi')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notification/today');
    expect(sent(calls, 'DELETE')).toEqual(['/api/v1/notification/11']);
    // The deleted one is not fetched again on the way out.
    expect(calls.filter((c) => c.url.includes('/notification/today/11'))).toHaveLength(1);
  });
});
