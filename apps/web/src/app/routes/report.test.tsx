import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { lastDays } from '../../features/transactions/report-range';
import { fakeTransaction } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/render';
import ReportPage from './report';

afterEach(cleanup);

const refunded = fakeTransaction({
  ref_id: 'TRX261122REFUND01',
  status: 'failed',
  refunded: true,
  failed_reason: 'Nomor tujuan salah atau tidak terdaftar.',
});
const loanRefund = fakeTransaction({
  ref_id: 'TRX261122LOAN0001',
  status: 'failed',
  refunded: true,
  payment_method: 'loan',
});
const ok = fakeTransaction({ ref_id: 'TRX261122SUCCESS1', status: 'success' });

async function open(route = '/history') {
  const fetch = mockFetch((url) =>
    new URL(url).pathname.endsWith('/transaction')
      ? { body: { data: [refunded, loanRefund, ok], meta: { current_page: 1, last_page: 1, total: 3 } } }
      : { status: 404, body: { message: 'not found', code: 'not_found' } },
  );
  const view = await renderWithApp(<ReportPage />, { route });
  const lists = () =>
    fetch.calls.map((c) => new URL(c.url)).filter((u) => u.pathname.endsWith('/transaction'));
  return { ...view, lists };
}

describe('transaction report page', () => {
  test('opens on the last 7 Jakarta days and marks refunded purchases', async () => {
    const { lists } = await open();
    await screen.findByText('3 transaksi');
    const week = lastDays(7);
    expect(Object.fromEntries(lists()[0]!.searchParams)).toMatchObject({
      kind: 'prepaid',
      from: week.from,
      to: week.to,
    });
    expect(lists()[0]!.searchParams.has('search')).toBe(false);
    const notes = screen.getAllByTestId('refunded-note').map((n) => n.textContent);
    expect(notes).toEqual(['Dana dikembalikan', 'Limit pinjaman dikembalikan']);
    expect(screen.getByRole('button', { name: '7 hari terakhir' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('search and the refunded filter reach the server and the URL', async () => {
    const { lists, router } = await open();
    await screen.findByText('3 transaksi');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari transaksi' }), {
      target: { value: '0812%_' },
    });
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('search')).toBe('0812%_'), { timeout: 2000 });
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('0812%_');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'refunded' } });
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('status')).toBe('refunded'));
    expect(lists().at(-1)!.searchParams.get('search')).toBe('0812%_');
  });

  test('a shared link keeps its search, status and dates', async () => {
    const { lists } = await open('/history?search=TRX26&status=refunded&from=2026-11-01&to=2026-11-30');
    await screen.findByText('3 transaksi');
    expect(Object.fromEntries(lists()[0]!.searchParams)).toMatchObject({
      search: 'TRX26',
      status: 'refunded',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(screen.getByRole('searchbox', { name: 'Cari transaksi' })).toHaveProperty('value', 'TRX26');
  });
});
