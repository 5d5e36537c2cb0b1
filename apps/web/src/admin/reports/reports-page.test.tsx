import type { LedgerCheckRun, MoneyReport, SalesReport } from '@konter/core/contracts/console-reports';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../test/render';
import ReportsPage from './reports-page';

// The Reports page against the API's answers (MSW): what it asks for, what it shows (cards: jsdom is
// a phone to lib/use-wide), the export links, the ledger check's run.
afterEach(cleanup);

const figures = {
  purchases: 3,
  success: 2,
  processing: 0,
  failed: 1,
  sales: 21_000,
  cost: 19_400,
  margin: 1_600,
};
const sales = (group: SalesReport['group_by']): SalesReport => ({
  from: '2026-11-21',
  to: '2026-11-27',
  group_by: group,
  rows:
    group === 'product'
      ? [{ key: 'tsel10', label: 'Telkomsel 10.000', ...figures }]
      : [{ key: '2026-11-27', label: null, ...figures }],
  totals: figures,
});
const money: MoneyReport = {
  from: '2026-11-21',
  to: '2026-11-27',
  deposits: [{ kind: 'claim', channel: 'bank_transfer:bri', count: 1, amount: 60_000 }],
  withdrawals: [],
  totals: { deposits: { count: 1, amount: 60_000 }, withdrawals: { count: 0, amount: 0 } },
};
const okRun: LedgerCheckRun = {
  id: 4,
  started_at: '2026-11-27T05:00:00Z',
  duration_ms: 42,
  ok: true,
  violations: [],
  actor: 'fina@konter.local',
};

function api(answer: (path: string, query: URLSearchParams, method: string) => FakeAnswer | undefined) {
  return mockFetch((url, init) => {
    const u = new URL(url);
    return (
      answer(u.pathname.replace('/api/v1/', ''), u.searchParams, init.method) ?? {
        status: 404,
        body: { code: 'not_found', message: 'x' },
      }
    );
  });
}

describe('the reports page', () => {
  test('shows the sales totals and a card per group; the grouping is asked for and exported', async () => {
    const { calls } = api((path, q) =>
      path === 'console/reports/sales'
        ? { body: { data: sales((q.get('group_by') ?? 'day') as 'day') } }
        : undefined,
    );
    await renderWithApp(<ReportsPage />, { route: '/admin/reports?from=2026-11-21&to=2026-11-27' });
    const totals = await screen.findByTestId('sales-totals');
    expect(totals.textContent).toMatch(/Rp\s21\.000/);
    expect(totals.textContent).toMatch(/Rp\s1\.600/);
    expect(screen.getByTestId('sales-row-2026-11-27').textContent).toContain('27 Nov 2026');
    const exportLink = screen.getByTestId('report-export');
    expect(exportLink.getAttribute('href')).toBe(
      '/api/v1/console/reports/sales/export?from=2026-11-21&to=2026-11-27&group_by=day',
    );

    fireEvent.change(screen.getByLabelText('Kelompokkan per'), { target: { value: 'product' } });
    const row = await screen.findByTestId('sales-row-tsel10');
    expect(row.textContent).toContain('Telkomsel 10.000');
    expect(row.textContent).toContain('3 (2 sukses · 1 gagal)');
    expect(screen.getByTestId('report-export').getAttribute('href')).toContain('group_by=product');
    expect(calls.map((c) => new URL(c.url).searchParams.get('group_by'))).toEqual(['day', 'product']);
  });

  test("shows the server's refusal of a range (422) in the reader's language", async () => {
    api((path) =>
      path === 'console/reports/sales'
        ? {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'x',
              errors: {
                to: [{ code: 'console_report_range_too_long', params: { days: 366 }, message: 'x' }],
              },
            },
          }
        : undefined,
    );
    await renderWithApp(<ReportsPage />, { route: '/admin/reports?from=2024-01-01&to=2025-12-31' });
    expect((await screen.findByRole('alert')).textContent).toContain('Rentang tanggal paling lama 366 hari.');
  });

  test('lists deposits by channel with their total and exports both sheets', async () => {
    api((path) => (path === 'console/reports/money' ? { body: { data: money } } : undefined));
    await renderWithApp(<ReportsPage />, { route: '/admin/reports?tab=money&from=2026-11-21&to=2026-11-27' });
    const row = await screen.findByTestId('money-row-claim-bank_transfer:bri');
    expect(row.textContent).toMatch(/Rp\s60\.000/);
    expect(row.textContent).toContain('Transfer dengan klaim');
    expect(screen.getByTestId('money-deposits-total').textContent).toMatch(/^Rp\s60\.000$/);
    expect(
      within(screen.getByTestId('money-withdrawals')).getByText('Tidak ada pada rentang ini.'),
    ).toBeTruthy();
    expect(screen.getByTestId('report-export').getAttribute('href')).toBe(
      '/api/v1/console/reports/money/export?from=2026-11-21&to=2026-11-27',
    );
  });

  test('runs the ledger check and shows its result: OK, or the violations', async () => {
    let last: LedgerCheckRun | null = okRun;
    const broken: LedgerCheckRun = {
      ...okRun,
      id: 5,
      ok: false,
      violations: ['account 9 (revenue): stored balance 1 but its entries sum to 0'],
    };
    const { calls } = api((path, _q, method) => {
      if (path !== 'console/reports/ledger-check') return undefined;
      if (method === 'POST') {
        last = broken;
        return { body: { data: broken } };
      }
      return { body: { data: { last, running: false } } };
    });
    await renderWithApp(<ReportsPage />, { route: '/admin/reports?tab=ledger' });
    const result = await screen.findByTestId('ledger-result');
    expect(result.textContent).toContain('OK');
    expect(result.textContent).toContain('42 md');
    expect(result.textContent).toContain('fina@konter.local');

    fireEvent.click(screen.getByRole('button', { name: 'Periksa sekarang' }));
    await waitFor(() => expect(screen.getByTestId('ledger-result').getAttribute('data-ok')).toBe('false'));
    expect(screen.getByTestId('ledger-result').textContent).toContain('1 pelanggaran ditemukan');
    expect(screen.getByTestId('ledger-result').textContent).toContain('stored balance 1');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1);
  });
});
