import { type Location, matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { RouteHandle } from '../lib/route-handle';
import { fullLoadBetweenAreas, isMulticourierPath, routes } from './router';

const loc = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: pathname,
});

/** A window whose address bar shows `shown`; records what the guard asks of it. */
function fakeWindow(shown: string) {
  const calls: string[] = [];
  const [pathname = '', search = ''] = shown.split(/(?=\?)/);
  const location = {
    pathname,
    search,
    hash: '',
    assign: (url: string) => calls.push(`assign ${url}`),
    reload: () => calls.push('reload'),
  } as unknown as Window['location'];
  return { win: { location }, calls };
}

describe('entering or leaving the multi-courier area forces a full page load (spec §2)', () => {
  test('the area is /multi-courier and its children only', () => {
    expect(isMulticourierPath('/multi-courier')).toBe(true);
    expect(isMulticourierPath('/multi-courier/form')).toBe(true);
    expect(isMulticourierPath('/multi-courierx')).toBe(false);
    expect(isMulticourierPath('/account/laporan/multicourier')).toBe(false);
  });

  test('a link into the area loads the document at the new address', () => {
    const { win, calls } = fakeWindow('/account');
    expect(fullLoadBetweenAreas(loc('/account'), loc('/multi-courier', '?from=home'), win)).toBe(true);
    expect(calls).toEqual(['assign /multi-courier?from=home']);
  });

  test('back/forward out of the area (the address already changed) reloads it', () => {
    const { win, calls } = fakeWindow('/account');
    expect(fullLoadBetweenAreas(loc('/multi-courier'), loc('/account'), win)).toBe(true);
    expect(calls).toEqual(['reload']);
  });

  test('moves inside one area stay client-side', () => {
    const { win, calls } = fakeWindow('/multi-courier');
    expect(fullLoadBetweenAreas(loc('/multi-courier'), loc('/multi-courier/form'), win)).toBe(false);
    expect(fullLoadBetweenAreas(loc('/'), loc('/account'), win)).toBe(false);
    expect(calls).toEqual([]);
  });
});

/** The merged metadata of the routes a URL matches, as the layouts read it (deeper wins). */
const handleOf = (url: string): RouteHandle =>
  Object.assign({}, ...(matchRoutes(routes, url) ?? []).map((m) => m.route.handle ?? {}));

describe('route metadata drives the login guard (isPublic)', () => {
  test.each([
    '/',
    '/auth/login',
    '/auth/register',
    '/auth/device',
    '/pricelist/pulsa',
    '/midtrans/finish',
    '/m/data',
    '/agency',
    '/help/faq',
    '/blog/posts',
    '/shop',
    // A visitor's cart is the local one (spec §4); its checkout needs the login.
    '/shop/cart',
    '/checkout/pulsa/telkomsel/abc',
    '/halaman-tidak-ada',
  ])('visitors may open %s', (url) => {
    expect(handleOf(url).isPublic).toBe(true);
  });

  test.each([
    '/account',
    '/history',
    '/prabayar/pulsa',
    '/webapp/prabayar/pulsa',
    '/payment/deposit/topup',
    '/notification/today',
    '/multi-courier',
    '/agent-center/dashboard',
    '/shop/cart/checkout',
  ])('%s needs a signed-in user', (url) => {
    expect(handleOf(url).isPublic).toBeFalsy();
  });

  test('`/` is a marketing page (no footer); the multi-courier area and not-found are flex pages', () => {
    expect(handleOf('/').marketingPage).toBe(true);
    expect(handleOf('/multi-courier/form').flex).toBe(true);
    expect(handleOf('/halaman-tidak-ada').flex).toBe(true);
    expect(handleOf('/help').flex).toBeFalsy();
  });
});

describe('route names of the spec (§2)', () => {
  test.each([
    ['prabayar::pulsa', '/prabayar/pulsa'],
    ['prabayar::topupByExcel', '/prabayar/topupByExcel'],
    ['prabayar::promotion', '/prabayar/promotion'],
    ['pascabayar::pdam', '/pascabayar/pdam'],
    ['pascabayar::kirim-uang', '/pascabayar/kirim-uang'],
    ['webapp:prabayar::data', '/webapp/prabayar/data'],
    ['account', '/account'],
    ['account::profile', '/account/profile'],
    ['account::utang', '/account/utang'],
    ['payment::deposit:topup', '/payment/deposit/topup'],
    ['payment::deposit:transfer', '/payment/deposit/transfer'],
    ['payment::cashback:redeem', '/payment/cashback-redeem'],
    ['report::index', '/report'],
    ['laporan::transaksi', '/account/laporan/transaksi'],
    ['laporan::transfer-deposit', '/account/laporan/transfer-deposit'],
  ])('%s is %s', (id, path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBe(id);
  });
});

describe('named routes reached by a query', () => {
  const accountLoader = () => {
    const route = matchRoutes(routes, '/account')?.at(-1)?.route;
    expect(route?.id).toBe('account');
    return route?.loader as (a: { request: Request; params: object; context: unknown }) => unknown;
  };
  const run = (url: string) =>
    accountLoader()({ request: new Request(`http://localhost${url}`), params: {}, context: undefined });

  test('/account?type=profile opens the profile (account::profile)', async () => {
    const res = (await run('/account?type=profile')) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/account/profile');
  });

  test('/account alone, or with another type, stays the account page', async () => {
    expect(await run('/account')).toBeNull();
    expect(await run('/account?type=other')).toBeNull();
  });
});
