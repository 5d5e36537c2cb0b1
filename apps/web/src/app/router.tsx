import type { PostpaidType, PrepaidType } from '@konter/core/catalog';
import {
  createBrowserRouter,
  type HydrationState,
  type Location,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { depositRouteNames } from '../features/deposit/paths';
import type { AnyKey } from '../lib/i18n/types';
import { routeNames } from '../lib/paths';
import type { RouteHandle } from '../lib/route-handle';
import { AppLayout } from './layout/app-layout';
import { BareLayout } from './layout/bare-layout';
import { RouteError } from './layout/route-error';
import { page } from './lazy-page';
import { GuestOnly } from './routes/guards';
import {
  accountLaterRoutes,
  agentCenterRoutes,
  authLaterRoutes,
  publicLaterRoutes,
  shellRoutes,
} from './shell-routes';

const h = (title: AnyKey, back?: string, extra: RouteHandle = {}): { handle: RouteHandle } => ({
  handle: { title, back, ...extra },
});
/** A page visitors may open. */
const pub = (title: AnyKey, back?: string, extra: RouteHandle = {}) =>
  h(title, back, { ...extra, isPublic: true });

// Purchase and report screens, each its own chunk.
const prepaidPage = page(() => import('./routes/prabayar'), ['catalog', 'purchase', 'sendMoney']);
const postpaidPage = page(() => import('./routes/pascabayar'), ['catalog', 'purchase']);
const promotionPage = page(() => import('./routes/promotion'), ['catalog', 'purchase']);
const reportPage = page(() => import('./routes/report'), ['transactions']);
const receiptPage = page(() => import('./routes/receipt'), ['transactions']);
const to = (path: string) => () => redirect(path);
// The purchase routes' guards (spec §2 menu rules) load with the first purchase screen, in parallel.
const menuGuard = async () => ({ Component: (await import('../features/shell/menu-guards')).MenuGuard });
const excelGuard = async () => ({ Component: (await import('../features/shell/menu-guards')).ExcelGuard });
// The Excel bulk top-up: the prepaid page with its texts, and its upload history (features/excel).
const excelPage = page(() => import('./routes/prabayar'), ['catalog', 'purchase', 'excel']);
const excelHistoryPage = page(() => import('../features/excel/pages/excel-history-page'), ['excel']);
const excelUploadPage = page(() => import('../features/excel/pages/excel-upload-page'), ['excel']);
const notificationListPage = page(
  () => import('../features/notifications/pages/notification-list-page'),
  ['notifications'],
);
const notificationDetailPage = page(
  () => import('../features/notifications/pages/notification-detail-page'),
  ['notifications'],
);

/** The wallet screens (spec §2 Payment and laporan deposit / cashback-balance / transfer deposit), named by the spec. */
const depositRoutes: RouteObject[] = [
  {
    path: 'payment/deposit/topup',
    id: depositRouteNames.topup,
    ...h('deposit:topup.title', '/'),
    lazy: page(() => import('./routes/payment/deposit-topup'), ['deposit']),
  },
  {
    path: 'payment/deposit/topup/:code',
    id: depositRouteNames.confirmation,
    ...h('deposit:confirmation.title', '/account/laporan/deposit?tab=topups'),
    lazy: page(() => import('./routes/payment/deposit-confirmation'), ['deposit']),
  },
  {
    path: 'payment/deposit/transfer',
    id: depositRouteNames.transfer,
    ...h('deposit:transfer.title', '/'),
    lazy: page(() => import('./routes/payment/deposit-transfer'), ['deposit']),
  },
  {
    path: 'payment/cashback-redeem',
    id: depositRouteNames.cashbackRedeem,
    ...h('deposit:redeem.title', '/'),
    lazy: page(() => import('./routes/payment/cashback-redeem'), ['deposit']),
  },
  {
    path: 'account/laporan/deposit',
    id: depositRouteNames.depositReport,
    ...h('deposit:report.depositTitle', '/account'),
    lazy: page(() => import('./routes/account/laporan-deposit'), ['deposit']),
  },
  {
    path: 'account/laporan/cashback-balance',
    id: depositRouteNames.cashbackReport,
    ...h('deposit:report.cashbackTitle', '/account'),
    lazy: page(() => import('./routes/account/laporan-cashback-balance'), ['deposit']),
  },
  {
    path: 'account/laporan/transfer-deposit',
    id: depositRouteNames.transferReport,
    ...h('deposit:transferReport.title', '/account'),
    lazy: page(() => import('./routes/account/laporan-transfer-deposit'), ['deposit']),
  },
];

/**
 * The named prepaid routes, one per type of @konter/core's PREPAID_TYPES. A typed record instead of
 * the import: the compiler still demands every type (and no other), while the catalogue module (its
 * labels, operators, prefixes) stays out of the first load (bench/web).
 */
const PREPAID_ROUTE_TYPES: Record<PrepaidType, true> = {
  pulsa: true,
  data: true,
  electricity: true,
  games: true,
  voucher: true,
  starterPacks: true,
  'aktivasi-voucher': true,
  emoney: true,
  smstel: true,
  validityPackage: true,
  international: true,
  tv: true,
  pertagas: true,
  topupByExcel: true,
  esim: true,
  sendMoney: true,
};

/** The named postpaid routes (`pascabayar::pdam`, …), one per POSTPAID_TYPES, the same way. */
const POSTPAID_ROUTE_TYPES: Record<PostpaidType, true> = {
  tv: true,
  finance: true,
  pdam: true,
  hp: true,
  pbb: true,
  gas: true,
  electricity: true,
  bpjs: true,
  internet: true,
  esamsat: true,
  tselomni: true,
  'kirim-uang': true,
  indosat4u: true,
  tricuanmax: true,
  xlcuanku: true,
  byupromo: true,
};

/** The purchase screens, shared by the site and the Android shell's /webapp variant. */
const purchaseRoutes = (base: string): RouteObject[] => {
  // Named prepaid routes (`prabayar::pulsa`, …); the webapp variant's names carry a `webapp:` prefix.
  const named = (type: PrepaidType): RouteObject => ({
    path: `prabayar/${type}`,
    id: `${base ? 'webapp:' : ''}prabayar::${type}`,
    ...h('purchase:prepaid.title', '/'),
    lazy: prepaidPage,
  });
  const namedBill = (type: PostpaidType): RouteObject => ({
    path: `pascabayar/${type}`,
    id: `${base ? 'webapp:' : ''}pascabayar::${type}`,
    ...h('purchase:postpaid.title', '/'),
    lazy: postpaidPage,
  });
  return [
    { path: 'prabayar', loader: to(`${base}/prabayar/pulsa`) },
    {
      path: 'prabayar/promotion',
      id: `${base ? 'webapp:' : ''}prabayar::promotion`,
      ...h('catalog:promo.title', '/'),
      lazy: promotionPage,
    },
    {
      lazy: menuGuard,
      children: [
        ...(Object.keys(PREPAID_ROUTE_TYPES) as PrepaidType[])
          .filter((tp) => tp !== 'topupByExcel')
          .map(named),
        {
          lazy: excelGuard,
          children: [
            { ...named('topupByExcel'), lazy: excelPage },
            {
              path: 'prabayar/topupByExcel/riwayat',
              id: `${base ? 'webapp:' : ''}prabayar::topupByExcel.history`,
              ...h('excel:history.title', '/prabayar/topupByExcel'),
              lazy: excelHistoryPage,
            },
            {
              path: 'prabayar/topupByExcel/riwayat/:id',
              id: `${base ? 'webapp:' : ''}prabayar::topupByExcel.upload`,
              ...h('excel:history.detail', '/prabayar/topupByExcel/riwayat'),
              lazy: excelUploadPage,
            },
          ],
        },
        ...(Object.keys(POSTPAID_ROUTE_TYPES) as PostpaidType[]).map(namedBill),
        // Unknown types: the purchase pages say so ("No product found").
        { path: 'prabayar/:type', ...h('purchase:prepaid.title', '/'), lazy: prepaidPage },
        { path: 'pascabayar/:type', ...h('purchase:postpaid.title', '/'), lazy: postpaidPage },
      ],
    },
    { path: 'pascabayar', loader: to(`${base}/pascabayar/electricity`) },
  ];
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      // `/` is the visitors' landing (a marketing page, spec §2); members get their home there. Only
      // the landing's messages load up front: the member home fetches `deposit` itself.
      {
        index: true,
        handle: { isPublic: true, marketingPage: true, prerender: true } satisfies RouteHandle,
        lazy: page(() => import('./routes/home'), ['home'], { landing: true }),
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: 'auth/login',
            ...pub('auth:login.title', '/'),
            lazy: page(() => import('./routes/auth/login'), ['auth']),
          },
          {
            path: 'auth/register',
            ...pub('auth:register.title', '/'),
            lazy: page(() => import('./routes/auth/register'), ['auth', 'referral', 'affiliate']),
          },
          {
            path: 'auth/forgot-password',
            ...pub('auth:forgot.title', '/auth/login'),
            lazy: page(() => import('./routes/auth/forgot-password'), ['auth']),
          },
          {
            path: 'auth/reset-password',
            ...pub('auth:reset.title', '/auth/login'),
            lazy: page(() => import('./routes/auth/reset-password'), ['auth']),
          },
        ],
      },
      // The affiliate sign-up (issue 14 §5): not GuestOnly, the page sends a signed-in user (also a
      // new affiliate right after registering) to /account/affiliate itself.
      {
        path: 'affiliate/register',
        ...pub('affiliate:register.title', '/auth/register'),
        lazy: page(() => import('./routes/affiliate/register'), ['affiliate', 'auth', 'referral']),
      },
      // Not GuestOnly: once approved, this screen itself moves on to /account.
      {
        path: 'auth/device',
        ...pub('auth:device.title', '/auth/login'),
        lazy: page(() => import('./routes/auth/device'), ['auth']),
      },
      {
        path: 'auth/verify-email',
        ...pub('auth:verifyEmail.title', '/'),
        lazy: page(() => import('./routes/auth/verify-email'), ['auth']),
      },
      // The undo link of an e-mail or phone change, sent to the old address: public, since the
      // owner may be locked out (and not GuestOnly: they may still be signed in).
      {
        path: 'account/undo-change',
        ...pub('account:undoChange.title', '/'),
        lazy: page(() => import('./routes/account/undo-change'), ['account', 'auth']),
      },
      {
        path: 'pricelist',
        loader: to('/pricelist/pulsa'),
      },
      // The payment gateways' return pages (public): the state shown comes from our server, so the
      // title names none (the gateway's choice of page is not the payment's state).
      ...(['finish', 'unfinish', 'error'] as const).map((kind) => ({
        path: `midtrans/${kind}`,
        ...pub('purchase:paymentReturn.title', '/'),
        lazy: page(() => import('./routes/payment-return'), ['purchase', 'deposit']),
      })),
      {
        path: 'pricelist/:type',
        ...pub('catalog:pricelist.title', '/', { keepAlive: true, prerender: true }),
        lazy: page(() => import('./routes/pricelist'), ['catalog']),
      },
      ...shellRoutes,
      ...publicLaterRoutes,
      // The one-page checkout of a member's link (ADR 0016): visitors, no footer.
      {
        path: 'checkout/:type/:operator/:link',
        id: 'checkout',
        handle: {
          title: 'checkout:page.seller',
          isPublic: true,
          onepageCheckout: true,
          canGoBack: false,
        } satisfies RouteHandle,
        lazy: page(() => import('./routes/checkout'), ['checkout', 'catalog']),
      },
      // Signed-in pages (no isPublic): AccessGuard in the layout sends visitors to the login page.
      ...authLaterRoutes,
      ...accountLaterRoutes,
      ...agentCenterRoutes,
      ...purchaseRoutes(''),
      ...depositRoutes,
      {
        path: 'receipt/prabayar/:refId',
        ...h('transactions:receipt.title', '/history'),
        lazy: receiptPage,
      },
      {
        path: 'receipt/pascabayar/:id',
        ...h('transactions:receipt.title', '/history'),
        lazy: receiptPage,
      },
      // The lists a user opens a row of and comes back to keep their place (keepAlive).
      {
        path: 'history',
        ...h('transactions:report.title', undefined, { keepAlive: true }),
        lazy: reportPage,
      },
      {
        path: 'report',
        id: routeNames.report,
        ...h('transactions:report.title', '/', { keepAlive: true }),
        lazy: reportPage,
      },
      {
        path: 'account/laporan/transaksi',
        id: routeNames.transactionReport,
        ...h('transactions:report.title', '/account'),
        lazy: reportPage,
      },
      {
        path: 'account/transaksi-history/prabayar',
        ...h('transactions:report.title', '/account'),
        lazy: reportPage,
      },
      {
        path: 'account/transaksi-history/pascabayar',
        ...h('transactions:report.title', '/account'),
        lazy: reportPage,
      },
      {
        path: 'account',
        id: 'account',
        ...h('account:title'),
        // The named route account::profile is also reached as /account?type=profile (spec §2).
        loader: ({ request }) =>
          new URL(request.url).searchParams.get('type') === 'profile' ? redirect('/account/profile') : null,
        lazy: page(() => import('./routes/account/index'), ['account', 'checkout', 'affiliate', 'developer']),
      },
      {
        path: 'account/profile',
        id: 'account::profile',
        ...h('account:profile.title', '/account'),
        lazy: page(() => import('./routes/account/profile'), ['account']),
      },
      {
        path: 'account/password',
        ...h('account:password.title', '/account'),
        lazy: page(() => import('./routes/account/password'), ['account']),
      },
      {
        path: 'account/pin',
        ...h('account:pin.title', '/account'),
        lazy: page(() => import('./routes/account/pin'), ['account']),
      },
      // The step after registering: create the transaction PIN, or "Nanti saja" (GuestOnly sends a
      // new account here from /auth/register).
      {
        path: 'welcome/pin',
        ...h('account:onboarding.title'),
        lazy: page(() => import('./routes/welcome-pin'), ['account']),
      },
      {
        path: 'account/devices',
        ...h('account:devices.title', '/account'),
        lazy: page(() => import('./routes/account/devices'), ['account']),
      },
      {
        path: 'account/contact',
        ...h('account:contacts.title', '/account'),
        lazy: page(() => import('./routes/account/contact'), ['account']),
      },
      {
        path: 'account/checkout-links',
        id: 'account::checkout-links',
        ...h('checkout:links.title', '/account'),
        lazy: page(() => import('./routes/checkout-links'), ['checkout', 'catalog']),
      },
      {
        path: 'account/address',
        ...h('account:addresses.title', '/account'),
        lazy: page(() => import('./routes/account/address'), ['account']),
      },
      { path: 'notification', loader: to('/notification/today') },
      {
        path: 'notification/:type',
        ...h('notifications:title', '/', { keepAlive: true }),
        lazy: notificationListPage,
      },
      {
        path: 'notification/:type/:id',
        // A link may carry the notification's own title (`?title=`) for the toolbar.
        ...h('notifications:detail.title', '/notification/today', { editableTitle: true }),
        lazy: notificationDetailPage,
      },
      {
        path: 'account/delete',
        ...h('account:delete.title', '/account'),
        lazy: page(() => import('./routes/account/delete'), ['account']),
      },
      {
        path: '*',
        ...pub('common:notFound.title', '/', { flex: true }),
        lazy: page(() => import('./routes/not-found')),
      },
    ],
  },
  // The Android shell's variants: the same screens without the site chrome (spec §2).
  {
    path: '/webapp',
    Component: BareLayout,
    ErrorBoundary: RouteError,
    children: purchaseRoutes('/webapp'),
  },
];

/** The multi-courier area (spec §2): its own app inside the app. */
export const isMulticourierPath = (pathname: string) =>
  pathname === '/multi-courier' || pathname.startsWith('/multi-courier/');

/**
 * Entering or leaving the multi-courier area from another area forces a full page load (spec §2):
 * one guard on every navigation (links, navigate(), back/forward), so no link needs to know.
 */
export function fullLoadBetweenAreas(
  from: Location,
  to: Location,
  win: Pick<Window, 'location'> = window,
): boolean {
  if (isMulticourierPath(from.pathname) === isMulticourierPath(to.pathname)) return false;
  const href = `${to.pathname}${to.search}${to.hash}`;
  // Back/forward (or a navigation that completed without waiting) already shows the new URL.
  if (`${win.location.pathname}${win.location.search}${win.location.hash}` === href) win.location.reload();
  else win.location.assign(href);
  return true;
}

/**
 * Before hydrating a server-rendered page: the matched routes' lazy screens loaded and put in place,
 * so the first render in the browser is the page the HTML holds (not a loading state).
 */
export async function resolveLazyMatches(location: Pick<Location, 'pathname'>) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export const createRouter = (hydrationData?: HydrationState) => {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  let shown = router.state.location;
  let leaving = false;
  router.subscribe((state) => {
    if (leaving) return;
    const next = state.navigation.location ?? state.location;
    if (next.key !== shown.key && fullLoadBetweenAreas(shown, next)) leaving = true;
    else if (state.navigation.state === 'idle') shown = state.location;
  });
  return router;
};
