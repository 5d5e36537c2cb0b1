import type { SiteConfigFull } from '@konter/core/contracts/site';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { siteConfigDefaults } from '../../lib/site-config';
import { fakeAccount } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/render';
import MemberHome from './member-home';

afterEach(cleanup);

async function setup(over: Parameters<typeof fakeAccount>[0] = {}, site: Partial<SiteConfigFull> = {}) {
  const account = fakeAccount(over);
  const fetch = mockFetch((url) => {
    if (url.endsWith('/site/config')) return { body: { data: { ...siteConfigDefaults, ...site } } };
    if (url.endsWith('/account')) return { body: { data: account } };
    // No menu: the home's fixed entries.
    return { status: 500, body: { code: 'internal', message: 'x' } };
  });
  const view = await renderWithApp(<MemberHome account={account} />);
  return { ...fetch, ...view };
}

const settled = (view: { client: { isFetching: () => number } }) =>
  waitFor(() => expect(view.client.isFetching()).toBe(0));

describe('member home', () => {
  test('without a PIN it keeps reminding, with a link to create it', async () => {
    await setup({ has_pin: false });
    expect(screen.getByText('PIN transaksi belum dibuat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buat PIN' }).getAttribute('href')).toBe('/account/pin');
    cleanup();
    await setup({ has_pin: true });
    expect(screen.queryByText('PIN transaksi belum dibuat')).toBeNull();
  });

  test('a new member (no PIN, zero deposit) sees both calls to action', async () => {
    await setup({ has_pin: false, deposit: 0 });
    expect(screen.getByRole('link', { name: 'Buat PIN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Isi saldo sekarang' }).getAttribute('href')).toBe(
      '/payment/deposit/topup',
    );
  });

  test('the whitelisted-email flag hides the games entry (spec §6)', async () => {
    const view = await setup();
    await settled(view);
    expect(screen.getByRole('link', { name: 'Top Up Game' })).toBeTruthy();
    cleanup();
    const flagged = await setup({}, { whitelistedEmail: true });
    await settled(flagged);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Top Up Game' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Pulsa' })).toBeTruthy();
  });
});
