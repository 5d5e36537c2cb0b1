import type { SiteConfigFull } from '@konter/core/contracts/site';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { siteConfigDefaults } from '../../../lib/site-config';
import { fakeAccount } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { fakeSettings } from '../test-fixtures';
import { DepositCard } from './deposit-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Over = Parameters<typeof fakeAccount>[0];

const fakeSite = (over: Partial<SiteConfigFull> = {}): SiteConfigFull => ({
  ...siteConfigDefaults,
  allowTransfer: true,
  stashCashbackEnabled: true,
  ...over,
});

async function setup(over: Over = {}, settings = fakeSettings(), site = fakeSite()) {
  const account = fakeAccount(over);
  const fetch = mockFetch((url) => {
    if (url.endsWith('/deposit/settings')) return { body: { data: settings } };
    if (url.endsWith('/site/config')) return { body: { data: site } };
    if (url.endsWith('/account')) return { body: { data: account } };
    return { status: 404, body: { message: 'not found', code: 'not_found' } };
  });
  const view = await renderWithApp(<DepositCard account={account} />);
  return { ...fetch, ...view };
}

/**
 * Every query the card started has settled (settings, site config): what is absent now stays
 * absent. The signal for absence checks, instead of waiting a fixed time.
 */
async function settled(view: { client: { isFetching: () => number }; calls: unknown[] }) {
  await waitFor(() => {
    expect(view.calls.length).toBeGreaterThan(0);
    expect(view.client.isFetching()).toBe(0);
  });
}

const debt = (over: Partial<ReturnType<typeof fakeAccount>['agent_debt']>) => ({
  agent_debt: { deposit: 0, is_due_today: false, not_paid_off: false, usage: 0, due_date: null, ...over },
});

describe('DepositCard', () => {
  test('a member sees the deposit, top up, no transfer without the permission, no cashback row', async () => {
    const view = await setup();
    expect(screen.getByTestId('deposit-balance').textContent).toBe('Rp 500.000');
    expect(screen.getByRole('link', { name: 'Isi saldo' }).getAttribute('href')).toBe(
      '/payment/deposit/topup',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('Cashback')).toBeNull();
    await settled(view);
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
  });

  test('a zero deposit says so and leads with "Isi saldo sekarang" to the top-up page', async () => {
    await setup({ deposit: 0 });
    expect(screen.getByTestId('deposit-balance').textContent).toBe('Rp 0');
    expect(screen.getByTestId('deposit-empty').textContent).toContain('Saldo deposit masih kosong');
    expect(screen.getByRole('link', { name: 'Isi saldo sekarang' }).getAttribute('href')).toBe(
      '/payment/deposit/topup',
    );
    cleanup();
    await setup({ deposit: 1_000 });
    expect(screen.queryByTestId('deposit-empty')).toBeNull();
    expect(screen.getByRole('link', { name: 'Isi saldo' })).toBeTruthy();
  });

  test('transfer shows only with the permission and both switches (site allowTransfer, deposit setting)', async () => {
    await setup({ permissions: ['deposit_transfer'] });
    expect((await screen.findByRole('link', { name: 'Transfer' })).getAttribute('href')).toBe(
      '/payment/deposit/transfer',
    );
    cleanup();
    await settled(
      await setup({ permissions: ['deposit_transfer'] }, fakeSettings({ allow_deposit_transfer: false })),
    );
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
    cleanup();
    await settled(
      await setup({ permissions: ['deposit_transfer'] }, fakeSettings(), fakeSite({ allowTransfer: false })),
    );
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
  });

  test('the cashback row: categories 2 or 3 with the site flag stashCashbackEnabled only', async () => {
    await setup({ category: 3, cashback_wallet: 1_000 });
    expect(await screen.findByTestId('cashback-balance')).toBeTruthy();
    cleanup();
    // A member never has the row, even with cashback; an agent not while the flag is off.
    await settled(await setup({ category: 1, cashback_wallet: 5_000 }));
    expect(screen.queryByText('Cashback')).toBeNull();
    cleanup();
    await settled(
      await setup(
        { category: 2, cashback_wallet: 5_000 },
        fakeSettings(),
        fakeSite({ stashCashbackEnabled: false }),
      ),
    );
    expect(screen.queryByText('Cashback')).toBeNull();
  });

  test('an agent sees the cashback row with its redeem link; null cashback is a skeleton', async () => {
    await setup({ category: 2, cashback_wallet: 25_000 });
    await screen.findByTestId('cashback-balance');
    expect(screen.getByTestId('cashback-balance').textContent).toBe('Rp 25.000');
    expect(screen.getByRole('link', { name: 'Tukar' }).getAttribute('href')).toBe('/payment/cashback-redeem');
    cleanup();
    await setup({ category: 2, cashback_wallet: null });
    expect(await screen.findByText('Cashback')).toBeTruthy();
    expect(screen.queryByTestId('cashback-balance')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tukar' })).toBeNull();
  });

  test('with a credit line: deposit and pinjaman tabs; the loan shows limit, usage and due date', async () => {
    await setup(debt({ deposit: 700_000, usage: 300_000, due_date: '2026-12-01' }));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Deposit', 'Pinjaman']);
    fireEvent.click(screen.getByRole('tab', { name: 'Pinjaman' }));
    expect(screen.getByTestId('loan-balance').textContent).toBe('Rp 700.000');
    expect(screen.getByText('Rp 1.000.000')).toBeTruthy(); // limit = left + used
    expect(screen.getByText('Rp 300.000')).toBeTruthy();
    expect(screen.getByText('1 Desember 2026')).toBeTruthy();
    expect(screen.queryByTestId('deposit-balance')).toBeNull();
  });

  test('debt due today and not paid off: the yellow alert with the usage and the date', async () => {
    await setup(
      debt({ deposit: 0, usage: 150_000, is_due_today: true, not_paid_off: true, due_date: '2026-11-22' }),
    );
    expect(screen.getByText('Utang agen jatuh tempo hari ini')).toBeTruthy();
    expect(screen.getByTestId('debt-due-alert').textContent).toBe(
      'Rp 150.000 harus dibayar 22 November 2026',
    );
    expect(screen.getByRole('link', { name: 'Lihat utang' }).getAttribute('href')).toBe('/account/utang');
  });

  test('hidden for non-active users', async () => {
    await setup({ status: 'non_active' });
    expect(screen.queryByTestId('deposit-card')).toBeNull();
  });

  test('refresh is busy and disabled until the account fetch returns', async () => {
    let release: () => void = () => {};
    await setup();
    const account = fakeAccount({ deposit: 600_000 });
    // From now on the account answer waits until the test releases it.
    server.use(
      http.all('*', async ({ request }) => {
        const isAccount = request.url.endsWith('/account');
        if (isAccount) await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ data: isAccount ? account : fakeSettings() });
      }),
    );
    const button = screen.getByTestId('deposit-refresh');
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.getAttribute('aria-label')).toBe('Memperbarui saldo…');
    release();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});
