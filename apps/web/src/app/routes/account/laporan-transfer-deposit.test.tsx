import type { TransferHistoryItem } from '@konter/core/contracts/transfer-report';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { defaultRange } from '../../../features/deposit/report-range';
import { mockFetch, renderWithApp } from '../../../test/render';
import TransferDepositReportPage from './laporan-transfer-deposit';

afterEach(cleanup);

const item = (over: Partial<TransferHistoryItem>): TransferHistoryItem => ({
  code: 'TRF1001',
  direction: 'sent',
  amount: 50_000,
  counterpart_name: 'Siti Aminah',
  counterpart_phone: '081299990001',
  note: null,
  balance_after: 450_000,
  // 14:05 WIB
  created_at: '2026-11-22T07:05:00.000Z',
  ...over,
});

async function open(data: TransferHistoryItem[]) {
  const fetch = mockFetch((url) =>
    new URL(url).pathname.endsWith('/deposit/transfer/history')
      ? { body: { data, meta: { current_page: 1, last_page: 1, total: data.length } } }
      : { status: 404, body: { message: 'not found', code: 'not_found' } },
  );
  await renderWithApp(<TransferDepositReportPage />, { route: '/account/laporan/transfer-deposit' });
  const requests = () =>
    fetch.calls.map((c) => new URL(c.url)).filter((u) => u.pathname.endsWith('/deposit/transfer/history'));
  return { requests };
}

describe('transfer-deposit report', () => {
  test('lists transfers sent and received with the other member, note, code and WIB date', async () => {
    const { requests } = await open([
      item({
        code: 'TRF2002',
        direction: 'received',
        amount: 25_000,
        counterpart_name: 'Budi',
        note: 'Modal',
      }),
      item({}),
    ]);
    const rows = await screen.findAllByTestId('transfer-row');
    expect(rows).toHaveLength(2);
    const [received, sent] = rows as [HTMLElement, HTMLElement];
    expect(within(received).getByText('Transfer dari')).toBeTruthy();
    expect(within(received).getByText('Budi')).toBeTruthy();
    expect(within(received).getByText('“Modal”')).toBeTruthy();
    expect(within(received).getByTestId('transfer-amount').textContent).toBe('+Rp 25.000');
    expect(within(sent).getByText('Transfer ke')).toBeTruthy();
    expect(within(sent).getByText('081299990001')).toBeTruthy();
    expect(within(sent).getByTestId('transfer-amount').textContent).toBe('−Rp 50.000');
    expect(sent.textContent).toContain('TRF1001');
    expect(sent.textContent).toMatch(/14[.:]05 WIB/);
    expect(screen.getByText('2 transfer')).toBeTruthy();
    const range = defaultRange();
    expect(Object.fromEntries(requests()[0]!.searchParams)).toMatchObject({ from: range.from, to: range.to });
    expect(requests()[0]!.searchParams.has('direction')).toBe(false);
  });

  test('the direction tabs ask the server for one side', async () => {
    const { requests } = await open([item({})]);
    await screen.findAllByTestId('transfer-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Diterima' }));
    await waitFor(() => expect(requests().at(-1)!.searchParams.get('direction')).toBe('received'));
    fireEvent.click(screen.getByRole('tab', { name: 'Terkirim' }));
    await waitFor(() => expect(requests().at(-1)!.searchParams.get('direction')).toBe('sent'));
  });

  test('says so when there is nothing in the range', async () => {
    await open([]);
    expect(await screen.findByText('Belum ada transfer deposit')).toBeTruthy();
  });
});
