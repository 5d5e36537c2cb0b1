import type { ApprovalItem, Approvals, Dashboard, StaffMe } from '@konter/core/contracts/console';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import { ConsoleProvider } from '../provider';
import { consoleRoutes } from '../routes';

// The approvals queue and the dashboard in the console's own route tree against the API's answers
// (MSW): chips with counts (the kind in the URL), a card per item with its image, the confirmation
// naming the amount, a reason required before a rejection, and a decision someone else made first.
afterEach(cleanup);

const cs: StaffMe = { id: 7, email: 'cs@konter.local', name: 'Citra CS', roles: ['cs'] };

const claim: ApprovalItem = {
  kind: 'deposit',
  id: 'DEP123',
  created_at: '2026-11-27T02:00:00Z',
  member: { id: 42, name: 'Budi Santoso', hp: '081234567890' },
  amount: 75_123,
  fields: [
    { key: 'name', value: 'Budi Santoso', format: 'text' },
    { key: 'phone', value: '081234567890', format: 'text' },
    { key: 'bank', value: 'BCA', format: 'text' },
    { key: 'total', value: 75_123, format: 'money' },
    { key: 'holder_name', value: null, format: 'text' },
    { key: 'candidates', value: 1, format: 'number' },
  ],
  image: 'proof',
};
const excel: ApprovalItem = {
  kind: 'excel',
  id: '5',
  created_at: '2026-11-27T03:00:00Z',
  member: { id: 43, name: 'Eka Putri', hp: '081298765432' },
  amount: null,
  fields: [{ key: 'note', value: 'Untuk konter', format: 'text' }],
  image: null,
};
const queue = (items: ApprovalItem[]): Approvals => ({
  counts: [
    { kind: 'deposit', count: items.filter((i) => i.kind === 'deposit').length },
    { kind: 'affiliate', count: 0 },
    { kind: 'send-money', count: 0 },
    { kind: 'excel', count: items.filter((i) => i.kind === 'excel').length },
  ],
  items,
});

async function renderConsole(
  url: string,
  answer: (
    path: string,
    method: string,
    body: unknown,
    search: string,
  ) => { status?: number; body?: unknown },
) {
  await setupI18n('id');
  setCsrfMeta('test-token');
  const { calls } = mockFetch((u, init) => {
    const parsed = new URL(u);
    if (parsed.pathname === '/api/v1/console/auth/me') return { body: { data: cs } };
    return answer(
      parsed.pathname.replace('/api/v1/', ''),
      init.method,
      init.body ? JSON.parse(init.body) : null,
      parsed.search,
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

describe('the approvals queue', () => {
  test('shows a card per item with its facts and proof; approving names the amount; a 409 says someone else decided', async () => {
    let items = [claim, excel];
    const { calls, router } = await renderConsole('/admin/approvals', (path, method) => {
      if (path === 'console/approvals' && method === 'GET') return { body: { data: queue(items) } };
      if (path === 'console/approvals/deposit/DEP123/approve') {
        items = [excel];
        return { status: 409, body: { code: 'console_already_decided', message: 'x' } };
      }
      return { status: 404, body: { code: 'not_found', message: 'x' } };
    });

    const card = await screen.findByTestId('approval-deposit-DEP123');
    expect(card.textContent).toContain('Budi Santoso');
    expect(card.textContent).toContain('Klaim deposit');
    expect(within(card).getByTestId('approval-amount').textContent).toBe('Rp 75.123');
    // Name and phone are the header; an empty fact is left out.
    expect(card.textContent).toContain('Mutasi cocok');
    expect(card.textContent).not.toContain('Nama pengirim');
    const img = within(card).getByTestId('approval-image') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/v1/console/approvals/deposit/DEP123/image');
    expect(img.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('chip-all').textContent).toContain('2');
    expect(screen.getByTestId('chip-excel').textContent).toContain('1');

    // A chip narrows the queue by its kind, in the URL.
    fireEvent.click(screen.getByTestId('chip-deposit'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=deposit'));
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/console/approvals?kind=deposit'))).toBe(true),
    );

    fireEvent.click(within(card).getByTestId('approval-approve'));
    const dialog = await screen.findByTestId('approve-dialog');
    expect(dialog.textContent).toContain('Deposit Rp 75.123 dikreditkan ke saldo Budi Santoso.');
    const before = calls.filter(
      (c) => c.url.includes('/console/approvals') && c.init.method === 'GET',
    ).length;
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Setujui' }));

    expect(await screen.findByText('Sudah diputuskan oleh orang lain. Antrean diperbarui.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('approve-dialog')).toBeNull());
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.includes('/console/approvals') && c.init.method === 'GET').length,
      ).toBeGreaterThan(before),
    );
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url).toMatch(/\/console\/approvals\/deposit\/DEP123\/approve$/);
  });

  test('a rejection needs a reason of 3 characters or more, sent with the decision', async () => {
    const { calls } = await renderConsole('/admin/approvals?kind=excel', (path, method) => {
      if (path === 'console/approvals' && method === 'GET') return { body: { data: queue([excel]) } };
      if (path === 'console/approvals/excel/5/reject')
        return { body: { data: { kind: 'excel', id: '5', decision: 'rejected' } } };
      return { status: 404, body: { code: 'not_found', message: 'x' } };
    });
    const card = await screen.findByTestId('approval-excel-5');
    fireEvent.click(within(card).getByTestId('approval-reject'));
    const reason = await screen.findByTestId('reject-reason');
    fireEvent.change(reason, { target: { value: 'ok' } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText(/minimal 3 karakter/)).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Lengkapi verifikasi dulu' } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText('Akses Excel Eka Putri ditolak.')).toBeTruthy();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url).toMatch(/\/console\/approvals\/excel\/5\/reject$/);
    expect(JSON.parse(post?.init.body ?? '{}')).toEqual({ reason: 'Lengkapi verifikasi dulu' });
  });
});

describe('the dashboard', () => {
  test('shows sales with the margin, the low supplier balance, deposits by channel and pending approvals', async () => {
    const data: Dashboard = {
      at: '2026-11-27T03:00:00Z',
      sales: {
        today: { count: 3, amount: 31_500, margin: 1_500 },
        month: { count: 40, amount: 420_000, margin: 21_000 },
      },
      purchases_today: [
        { status: 'success', count: 3, amount: 31_500 },
        { status: 'failed', count: 1, amount: 10_500 },
      ],
      supplier: { balance: 250_000, checked_at: '2026-11-27T03:00:00Z', threshold: 1_000_000, low: true },
      deposits_today: [{ channel: 'bank_transfer:bca', count: 2, amount: 150_000 }],
      approvals: [
        { kind: 'deposit', count: 2 },
        { kind: 'excel', count: 0 },
      ],
    };
    await renderConsole('/admin/dashboard', (path) =>
      path === 'console/dashboard'
        ? { body: { data } }
        : { status: 404, body: { code: 'not_found', message: 'x' } },
    );
    const today = await screen.findByTestId('sales-today');
    expect(today.textContent).toContain('Rp 31.500');
    expect(today.textContent).toContain('Margin Rp 1.500');
    expect(screen.getByTestId('sales-month').textContent).toContain('Rp 420.000');
    expect(screen.getByTestId('supplier-balance').textContent).toBe('Rp 250.000');
    expect(screen.getByTestId('dashboard-supplier').textContent).toContain('Saldo di bawah Rp 1.000.000');
    expect(screen.getByTestId('status-failed').textContent).toContain('Gagal');
    expect(screen.getByTestId('channel-bank_transfer:bca').textContent).toContain('Transfer BCA');
    const pending = screen.getByTestId('pending-deposit');
    expect(pending.getAttribute('href')).toBe('/admin/approvals?kind=deposit');
    expect(pending.textContent).toContain('2');
    // A kind with nothing waiting is not listed.
    expect(screen.queryByTestId('pending-excel')).toBeNull();
  });
});
