import type { MenuItem } from '@konter/core/contracts/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { MenuGuard } from '../../features/shell/menu-guards';
import { accountKey } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { fakeAccount } from '../../test/fixtures';
import { type FakeAnswer, mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import PrepaidPage from './prabayar';

afterEach(cleanup);

const entry = (type: string, name: string): MenuItem => ({
  name,
  route: `prabayar::${type}`,
  routeLanding: null,
  type,
  icon: 'smartphone',
  moduleType: 'prabayar',
  backendID: `prabayar.${type}`,
});
// The operator sells pulsa, games and gas; gas has no product left.
const menu = {
  layout: 'grid',
  groups: [
    { category: 'primary', items: [entry('pulsa', 'Pulsa')] },
    { category: 'home', items: [entry('games', 'Top Up Game'), entry('pertagas', 'Gas')] },
  ],
};
const brands: Record<string, unknown[]> = {
  pulsa: [{ name: 'TELKOMSEL', code: 'telkomsel', product_count: 3 }],
  games: [{ name: 'FREE FIRE', code: 'free-fire', product_count: 4 }],
  pertagas: [],
};

function answer(url: string): FakeAnswer {
  const u = new URL(url);
  if (u.pathname.endsWith('/menu')) return { body: { data: menu } };
  if (u.pathname.endsWith('/prabayar/brands')) {
    const type = u.searchParams.get('type') ?? '';
    return { body: { data: { type, brands: brands[type] ?? [] } } };
  }
  if (u.pathname.endsWith('/prabayar/products')) return { body: { data: { type: 'pulsa', products: [] } } };
  return { body: { data: [] } };
}

/** The purchase routes behind the menu guard, signed in, at `path`. */
async function openAt(path: string) {
  mockFetch(answer);
  await setupI18n('id');
  setCsrfMeta('test-token');
  const client = createQueryClient(() => {});
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(accountKey, fakeAccount());
  const router = createMemoryRouter(
    [{ Component: MenuGuard, children: [{ path: 'prabayar/:type', Component: PrepaidPage }] }],
    { initialEntries: [path] },
  );
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return router;
}

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Jenis produk' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('prepaid pages and the server menu', () => {
  test('the tabs are the types the menu lists, once it has arrived', async () => {
    await openAt('/prabayar/pulsa');
    // Until the menu is known every type is offered.
    expect(tabs()).toContain('TV');
    await waitFor(() => expect(tabs()).toEqual(['Pulsa', 'Top Up Game', 'Gas']));
  });

  test('a type outside the menu goes to the first entry, which says why, once', async () => {
    const router = await openAt('/prabayar/tv');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prabayar/pulsa'));
    expect(await screen.findByText('TV sedang tidak tersedia, jadi Anda dibawa ke Pulsa.')).toBeTruthy();
    // The reason is cleared from the history entry: a reload or Back here says nothing again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getAllByText('TV sedang tidak tersedia, jadi Anda dibawa ke Pulsa.')).toHaveLength(1);
  });

  test('a listed type without products says so and links to the first menu entry', async () => {
    await openAt('/prabayar/pertagas');
    expect(await screen.findByText('Produk Gas sedang tidak tersedia')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Beli Pulsa' }).getAttribute('href')).toBe('/prabayar/pulsa'),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
