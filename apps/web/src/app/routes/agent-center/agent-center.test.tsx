import type { AgentCenterDashboard } from '@konter/core/contracts/agent-center';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupiah } from '../../../lib/money';
import { siteConfigDefaults } from '../../../lib/site-config';
import { fakeAccount } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import DashboardPage from './dashboard';
import ListAgentPage from './list-agent';

afterEach(cleanup);

const dashboard: AgentCenterDashboard = {
  category: 3,
  downlines: { total: 4, new_this_month: 1 },
  sales: { today: { count: 2, amount: 21_500 }, month: { count: 9, amount: 120_000 } },
  profit: { today: 700, month: 3_150, pending_credit: 700 },
  cashback_balance: 2_450,
  loan: { usage: 0, due_date: null, is_due_today: false, not_paid_off: false },
  updated_at: '2026-03-02T03:04:05.000Z',
};

function serve(category: number) {
  return mockFetch((url) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    if (path === 'account') return { body: { data: fakeAccount({ category }) } };
    if (path === 'site/config') return { body: { data: { ...siteConfigDefaults, agentCategory: category } } };
    if (path === 'agent-center') return { body: { data: dashboard } };
    if (path === 'agent-center/list-agent')
      return {
        body: {
          data: [
            {
              id: 7,
              name: 'Budi Santoso',
              phone: '081200001111',
              category: 1,
              joined_at: '2026-02-01T02:00:00.000Z',
              sales_month: { count: 3, amount: 33_000 },
            },
          ],
          meta: { current_page: 1, last_page: 1, total: 1 },
        },
      };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

describe('agent center pages', () => {
  it("shows a master the dashboard's numbers and the side menu beside it", async () => {
    const { calls } = serve(3);
    await renderWithApp(<DashboardPage />, { route: '/agent-center/dashboard' });
    expect((await screen.findByTestId('stat-downlines')).textContent).toContain('4');
    expect(screen.getByTestId('stat-sales-today').textContent).toContain(formatRupiah(21_500));
    expect(screen.getByTestId('stat-sales-today').textContent).toContain('2 transaksi sukses');
    expect(screen.getByTestId('stat-profit-month').textContent).toContain(formatRupiah(3_150));
    expect(screen.getByTestId('stat-cashback').textContent).toContain(formatRupiah(2_450));
    const nav = screen.getByTestId('agent-center-nav');
    expect(within(nav).getByRole('link', { name: 'Daftar agen' }).getAttribute('href')).toBe(
      '/agent-center/list-agent',
    );
    expect(calls.some((c) => new URL(c.url).pathname === '/api/v1/agent-center')).toBe(true);
  });

  it('tells a member calmly that the page is for agents, without asking the server', async () => {
    const { calls } = serve(1);
    await renderWithApp(<DashboardPage />, { route: '/agent-center/dashboard' });
    expect(await screen.findByText('Khusus agen dan agen master')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tentang program agen' }).getAttribute('href')).toBe('/agency');
    expect(screen.queryByTestId('agent-center-nav')).toBeNull();
    expect(calls.some((c) => new URL(c.url).pathname.startsWith('/api/v1/agent-center'))).toBe(false);
  });

  it("lists the master's downlines with their sales this month", async () => {
    serve(3);
    await renderWithApp(<ListAgentPage />, { route: '/account/list-agent' });
    const row = await screen.findByTestId('downline-row');
    expect(row.textContent).toContain('Budi Santoso');
    expect(row.textContent).toContain('081200001111 · Member');
    expect(row.textContent).toContain(formatRupiah(33_000));
    expect(screen.queryByTestId('agent-center-nav')).toBeNull();
  });
});
