import { MARKETING_PAGES } from '@konter/core/public-pages';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import type { AnyKey } from '../lib/i18n/types';
import type { RouteHandle } from '../lib/route-handle';
import { page } from './lazy-page';

// The app shell's route groups of spec §2 (marketing, help, blog, and the later features' shells).

const marketingPage = page(() => import('./routes/marketing'), ['shell', 'home']);
const helpPage = page(() => import('./routes/help'), ['shell', 'home']);
/** /m/sendMoney: the send-money information page (features/send-money). */
const sendMoneyInfoPage = page(() => import('./routes/send-money-info'), ['shell', 'sendMoney']);
/** Shows the multi-courier pages only when the site enables the feature. */
const multicourierGate = page(() => import('../features/shell/multicourier-gate'), ['shell']);
/** Price-list images (features/media): the list and the create/edit form. */
const mediaListPage = page(() => import('../features/media/pages/media-list-page'), ['media', 'catalog']);
const mediaFormPage = page(() => import('../features/media/pages/media-form-page'), ['media', 'catalog']);
/** The agent loan (issue 14 §3, features/loan): the user's /account/utang and a master's list. */
const loanPage = page(() => import('./routes/account/utang'), ['loan', 'debt', 'purchase']);
const agentLoansPage = page(
  () => import('./routes/agent-center/list-agent-debt'),
  ['loan', 'agentCenter', 'shell'],
);
/** Register agent and downline prices (issue 14 §1, features/agency): /agent-center/agent and /account/agent. */
const agencyPage = page(() => import('./routes/agent-center/agent'), ['agency', 'agentCenter', 'shell']);
/** Multi-courier shipping (issue 16, features/multicourier): the area's pages and its report. */
const mcPage = (load: () => Promise<{ default: ComponentType }>, ns: Parameters<typeof page>[1] = []) =>
  page(load, ['multicourier', ...ns]);
const mcTrackingPage = mcPage(() => import('./routes/multi-courier/tracking'));
const mc = (
  path: string,
  id: string,
  title: AnyKey,
  lazy: ReturnType<typeof page>,
  handle: Omit<RouteHandle, 'title'> = {},
): RouteObject => ({
  path,
  id,
  handle: { title, back: '/multi-courier', multicourier: true, ...handle } satisfies RouteHandle,
  lazy,
});

/** Public pages of the shell: marketing pages, agency, help centre, blog. */
export const shellRoutes: RouteObject[] = [
  ...Object.entries(MARKETING_PAGES).map(
    ([slug, type]): RouteObject => ({
      path: `m/${slug}`,
      id: `marketing::${slug}`,
      // sendMoney is public but not a marketing page (spec §2).
      handle: {
        isPublic: true,
        marketingPage: slug !== 'sendMoney',
        product: type,
        prerender: true,
      } satisfies RouteHandle,
      lazy: slug === 'sendMoney' ? sendMoneyInfoPage : marketingPage,
    }),
  ),
  {
    path: 'm/pascabayar/:type',
    id: 'marketing::pascabayar',
    handle: { isPublic: true, marketingPage: true, prerender: true } satisfies RouteHandle,
    lazy: marketingPage,
  },
  {
    path: 'agency',
    id: 'agency',
    handle: { isPublic: true, marketingPage: true, prerender: true } satisfies RouteHandle,
    lazy: page(() => import('./routes/agency'), ['shell', 'home']),
  },
  {
    path: 'help',
    id: 'help',
    handle: { title: 'shell:help.title', isPublic: true, prerender: true } satisfies RouteHandle,
    lazy: helpPage,
  },
  ...(
    [
      ['cara-penggunaan', ''],
      ['panduan-keamanan', ''],
      ['privasi', '/:subsection?'],
      ['persyaratan', ''],
      ['faq', ''],
      ['hubungi-kami', ''],
    ] as const
  ).map(
    ([section, rest]): RouteObject => ({
      path: `help/${section}${rest}`,
      id: `help::${section}`,
      handle: {
        title: `shell:help.sections.${section}`,
        back: '/help',
        isPublic: true,
        prerender: true,
      } satisfies RouteHandle,
      lazy: helpPage,
    }),
  ),
  { path: 'help/*', loader: () => redirect('/help') },
  {
    path: 'blog/posts',
    id: 'blog::index',
    handle: {
      title: 'shell:blog.title',
      back: '/',
      isPublic: true,
      keepAlive: true,
      prerender: true,
    } satisfies RouteHandle,
    lazy: page(() => import('./routes/blog'), ['shell']),
  },
  {
    path: 'blog/posts/:slug',
    id: 'blog::show',
    // Links from the list carry the post's title (`?title=`) for the phone toolbar.
    handle: {
      title: 'shell:blog.title',
      back: '/blog/posts',
      isPublic: true,
      editableTitle: true,
      prerender: true,
    } satisfies RouteHandle,
    lazy: page(() => import('./routes/blog-post'), ['shell']),
  },
];

/** The shop's browsing pages and cart (issue 15, features/shop): public, a visitor has a local cart. */
const shopPage = (
  path: string,
  id: string,
  title: AnyKey,
  load: () => Promise<{ default: ComponentType }>,
  handle: Omit<RouteHandle, 'title'> = {},
): RouteObject => ({
  path,
  id,
  handle: { title, back: '/shop', isPublic: true, ...handle } satisfies RouteHandle,
  lazy: page(load, ['shop']),
});

/** The shop's order pages (issue 15, features/shop-order): checkout, payment, orders, reports. */
const orderPage = (
  path: string,
  id: string,
  title: AnyKey,
  load: () => Promise<{ default: ComponentType }>,
  handle: Omit<RouteHandle, 'title'> = {},
  namespaces: Parameters<typeof page>[1] = [],
): RouteObject => ({
  path,
  id,
  handle: { title, back: '/shop', ...handle } satisfies RouteHandle,
  lazy: page(load, ['shopOrder', 'shop', ...namespaces]),
});

/** Public pages of later features: the shop's public pages. */
export const publicLaterRoutes: RouteObject[] = [
  // Browsing pages are server-rendered for visitors (ADR 0015); not search (per query) nor the cart.
  shopPage('shop', 'shop::index', 'shop:home.title', () => import('./routes/shop/index'), {
    canGoBack: false,
    keepAlive: true,
    prerender: true,
  }),
  shopPage('shop/search', 'shop::search', 'shop:search.title', () => import('./routes/shop/search'), {
    keepAlive: true,
  }),
  shopPage(
    'shop/product/:product_slug',
    'shop::product',
    'shop:product.title',
    () => import('./routes/shop/product'),
    { prerender: true },
  ),
  shopPage(
    'shop/collection/:slug',
    'shop::collection',
    'shop:collections',
    () => import('./routes/shop/collection'),
    { prerender: true },
  ),
  shopPage('shop/cart', 'shop::cart', 'shop:cart.title', () => import('./routes/shop/cart')),
  // An order's payment step, or a visitor's one-page checkout (by its cart id): no footer.
  orderPage(
    'shop/checkout/:link',
    'shop::checkout:link',
    'shopOrder:pay.title',
    () => import('./routes/shop/checkout-link'),
    { isPublic: true, onepageCheckout: true },
  ),
  shopPage('shop/help/*', 'shop::help', 'shop:help.title', () => import('./routes/shop/help'), {
    prerender: true,
  }),
  // checkout/:type/:operator/:link is a real page now (router.tsx, ADR 0016).
  // The public H2H API documentation (issue 17, features/developer), server-rendered for visitors.
  {
    path: 'developer',
    id: 'developer',
    handle: {
      title: 'developer:docs.title',
      back: '/',
      isPublic: true,
      prerender: true,
    } satisfies RouteHandle,
    lazy: page(() => import('./routes/developer'), ['developer']),
  },
  // Parcel tracking for visitors (issue 16): the multi-courier tracking outside the signed-in area.
  {
    lazy: multicourierGate,
    children: [
      {
        path: 'lacak',
        id: 'lacak',
        handle: { title: 'multicourier:tracking.title', back: '/', isPublic: true } satisfies RouteHandle,
        lazy: mcTrackingPage,
      },
    ],
  },
];

/** Signed-in pages of later features: shop, multi-courier, POS, media. */
export const authLaterRoutes: RouteObject[] = [
  orderPage(
    'shop/cart/checkout',
    'shop::cart:checkout',
    'shopOrder:checkout.title',
    () => import('./routes/shop/checkout'),
    { back: '/shop/cart' },
  ),
  orderPage(
    'shop/transaction/detail/:code',
    'shop::transaction:detail',
    'shopOrder:detail.title',
    () => import('./routes/shop/transaction-detail'),
    { back: '/shop/transaction' },
  ),
  orderPage(
    'shop/transaction/:status?',
    'shop::transaction',
    'shopOrder:orders.title',
    () => import('./routes/shop/transaction'),
  ),
  orderPage(
    'shop/report',
    'shop::report:show',
    'shopOrder:report.title',
    () => import('./routes/shop/report'),
    {},
    ['agentCenter'],
  ),
  // The deposit pages in the shop's frame (spec §2: used when only the shop service is on).
  orderPage(
    'shop/deposit/topup',
    'shop::deposit:topup',
    'deposit:topup.title',
    () => import('./routes/shop/deposit-topup'),
    {},
    ['deposit'],
  ),
  orderPage(
    'shop/deposit/transfer',
    'shop::deposit:transfer',
    'deposit:transfer.title',
    () => import('./routes/shop/deposit-transfer'),
    {},
    ['deposit'],
  ),
  orderPage(
    'shop/notification',
    'shop::notification:index',
    'shopOrder:notifications.title',
    () => import('./routes/shop/notification'),
  ),
  // Multi-courier (spec §2), behind its feature preference (§9.2: off by default).
  {
    lazy: multicourierGate,
    handle: { flex: true } satisfies RouteHandle,
    children: [
      mc(
        'multi-courier',
        'multicourier::index',
        'multicourier:dashboard.title',
        mcPage(() => import('./routes/multi-courier/index')),
        { canGoBack: false },
      ),
      mc(
        'multi-courier/form',
        'multicourier::form',
        'multicourier:form.title',
        mcPage(() => import('./routes/multi-courier/form'), ['purchase']),
      ),
      mc(
        'multi-courier/transaction/history',
        'multicourier::history',
        'multicourier:history.title',
        mcPage(() => import('./routes/multi-courier/history')),
      ),
      mc(
        'multi-courier/transaction/detail/:courier/:ref',
        'multicourier::detail',
        'multicourier:detail.title',
        mcPage(() => import('./routes/multi-courier/detail')),
        { back: '/multi-courier/transaction/history' },
      ),
      mc(
        'multi-courier/transaction/tracking',
        'multicourier::tracking',
        'multicourier:tracking.title',
        mcTrackingPage,
      ),
      mc(
        'multi-courier/manifest',
        'multicourier::manifest',
        'multicourier:manifest.title',
        mcPage(() => import('./routes/multi-courier/manifest')),
      ),
    ],
  },
  { path: 'multi-courier/*', loader: () => redirect('/multi-courier') },
  // POS MLO (issue 16 part 3, features/postal): the spec's route `pos` and its children.
  ...(
    [
      ['', 'index', 'postal:titles.home', () => import('./routes/pos/index')],
      ['kirim', 'send', 'postal:titles.send', () => import('./routes/pos/kirim')],
      ['riwayat', 'history', 'postal:titles.history', () => import('./routes/pos/riwayat')],
      ['lacak', 'tracking', 'postal:titles.tracking', () => import('./routes/pos/lacak')],
      ['cn23', 'cn23', 'postal:titles.cn23', () => import('./routes/pos/cn23')],
      ['manifest', 'manifest', 'postal:titles.manifest', () => import('./routes/pos/manifest')],
      ['spk', 'spk', 'postal:titles.spk', () => import('./routes/pos/spk')],
      ['laporan', 'reports', 'postal:titles.reports', () => import('./routes/pos/laporan')],
    ] as const
  ).map(
    ([sub, id, title, load]): RouteObject => ({
      path: sub ? `pos/${sub}` : 'pos',
      id: id === 'index' ? 'pos' : `pos::${id}`,
      handle: { title, back: sub ? '/pos' : '/' } satisfies RouteHandle,
      lazy: page(load, ['postal', 'purchase']),
    }),
  ),
  // Price-list images (issue 14 §6, features/media).
  {
    path: 'media/content-creation',
    id: 'media::index',
    handle: { title: 'media:title', back: '/' } satisfies RouteHandle,
    lazy: mediaListPage,
  },
  {
    path: 'media/content-creation/create',
    id: 'media::create',
    handle: { title: 'media:form.createTitle', back: '/media/content-creation' } satisfies RouteHandle,
    lazy: mediaFormPage,
  },
  {
    path: 'media/content-creation/edit/:id',
    id: 'media::edit',
    handle: { title: 'media:form.editTitle', back: '/media/content-creation' } satisfies RouteHandle,
    lazy: mediaFormPage,
  },
];

const acc = { back: '/account' } as const;

const referralPages = {
  '': page(() => import('./routes/referral/index'), ['referral']),
  '/code': page(() => import('./routes/referral/code'), ['referral']),
  '/email': page(() => import('./routes/referral/email'), ['referral']),
};
const referralTitles = {
  '': 'referral:title',
  '/code': 'referral:change.title',
  '/email': 'referral:email.title',
} as const;

/** The referral page and its two forms (issue 14 §4), the same under /account and /agent-center. */
function referralRoutes(
  prefix: 'account' | 'agent-center',
  handle: Omit<RouteHandle, 'title'>,
): RouteObject[] {
  return (['', '/code', '/email'] as const).map((sub) => ({
    path: `${prefix}/referral${sub}`,
    id: `${prefix}::referral${sub.replace('/', ':')}`,
    handle: {
      ...handle,
      title: referralTitles[sub],
      ...(sub ? { back: `/${prefix}/referral` } : {}),
    } satisfies RouteHandle,
    lazy: referralPages[sub],
  }));
}

// The agent center's own pages (issue 14 §2, features/agent-center): the same screen under
// /agent-center (with the side menu) and under the /account paths the spec lists.
const agentCenterScreens = {
  dashboard: page(() => import('./routes/agent-center/dashboard'), ['agentCenter', 'shell']),
  listAgent: page(() => import('./routes/agent-center/list-agent'), ['agentCenter', 'shell']),
  listCashback: page(
    () => import('./routes/agent-center/list-cashback'),
    ['agentCenter', 'shell', 'transactions'],
  ),
  cashbackHistory: page(() => import('./routes/agent-center/cashback-history'), ['agentCenter', 'shell']),
  transaksiAgen: page(
    () => import('./routes/agent-center/transaksi-agen'),
    ['agentCenter', 'shell', 'transactions', 'debt'],
  ),
  /** Downline debts (issue 14 §3, features/debt). */
  listBillDebt: page(() => import('./routes/agent-center/list-bill-debt'), ['debt', 'agentCenter', 'shell']),
  listDepositDebt: page(
    () => import('./routes/agent-center/list-deposit-debt'),
    ['debt', 'agentCenter', 'shell'],
  ),
  debtHistory: page(() => import('./routes/agent-center/debt-history'), ['debt', 'agentCenter', 'shell']),
  profile: page(() => import('./routes/agent-center/profile'), ['agentCenter', 'shell', 'account']),
  report: page(() => import('./routes/report'), ['transactions']),
};
const agentCenterScreen = (
  path: string,
  id: string,
  title: AnyKey,
  screen: keyof typeof agentCenterScreens,
  handle: Omit<RouteHandle, 'title'>,
): RouteObject => ({
  path,
  id,
  handle: { ...handle, title } satisfies RouteHandle,
  lazy: agentCenterScreens[screen],
});

/** /account children of later features, the postpaid report and the display preferences. */
export const accountLaterRoutes: RouteObject[] = [
  {
    path: 'account/utang',
    id: 'account::utang',
    handle: { title: 'loan:title', ...acc } satisfies RouteHandle,
    lazy: loanPage,
  },
  // The developer area (issue 17, features/developer): H2H keys, IP whitelist, webhook, deliveries.
  {
    path: 'account/developer',
    id: 'account::developer',
    handle: { title: 'developer:area.title', ...acc } satisfies RouteHandle,
    lazy: page(() => import('./routes/account/developer'), ['developer']),
  },
  {
    path: 'account/laporan/pasca',
    id: 'laporan::pasca',
    handle: { title: 'transactions:report.title', back: '/account' } satisfies RouteHandle,
    lazy: page(() => import('./routes/report'), ['transactions']),
  },
  agentCenterScreen(
    'account/laporan/transaksi-agen',
    'laporan::transaksi-agen',
    'agentCenter:agentTrx.title',
    'transaksiAgen',
    acc,
  ),
  orderPage(
    'account/laporan/shop/:status?',
    'laporan::shop',
    'shopOrder:report.title',
    () => import('./routes/account/laporan-shop'),
    acc,
    ['agentCenter'],
  ),
  {
    lazy: multicourierGate,
    children: [
      {
        path: 'account/laporan/multicourier',
        id: 'laporan::multicourier',
        handle: { title: 'multicourier:report.title', ...acc } satisfies RouteHandle,
        lazy: mcPage(() => import('./routes/account/laporan-multicourier')),
      },
    ],
  },
  {
    path: 'account/agent',
    id: 'account::agent',
    handle: { title: 'agency:title', ...acc } satisfies RouteHandle,
    lazy: agencyPage,
  },
  ...referralRoutes('account', acc),
  {
    path: 'account/affiliate',
    id: 'account::affiliate',
    handle: { title: 'affiliate:title', ...acc } satisfies RouteHandle,
    lazy: page(() => import('./routes/account/affiliate'), ['affiliate']),
  },
  agentCenterScreen(
    'account/list-agent',
    'account::list-agent',
    'agentCenter:listAgent.title',
    'listAgent',
    acc,
  ),
  agentCenterScreen(
    'account/list-cashback/prabayar',
    'account::list-cashback:prabayar',
    'agentCenter:cashback.title',
    'listCashback',
    acc,
  ),
  agentCenterScreen(
    'account/list-cashback/pascabayar',
    'account::list-cashback:pascabayar',
    'agentCenter:cashback.title',
    'listCashback',
    acc,
  ),
  agentCenterScreen(
    'account/cashback-history',
    'account::cashback-history',
    'agentCenter:cashbackHistory.title',
    'cashbackHistory',
    acc,
  ),
  agentCenterScreen(
    'account/transaksi-agen',
    'account::transaksi-agen',
    'agentCenter:agentTrx.title',
    'transaksiAgen',
    acc,
  ),
  ...(['prabayar', 'pascabayar', 'transfer-deposit'] as const).map((kind) =>
    agentCenterScreen(
      `account/debt-history/${kind}`,
      `account::debt-history:${kind}`,
      'debt:history.mineTitle',
      'debtHistory',
      acc,
    ),
  ),
  {
    path: 'account/display',
    id: 'account::display',
    handle: { title: 'shell:prefs.title', back: '/account' } satisfies RouteHandle,
    lazy: page(() => import('./routes/account/display'), ['shell']),
  },
];

const ac = { back: '/agent-center/dashboard', showMenuAgentCenter: true } as const;

/** /agent-center (spec §2): the dashboard and its side menu's pages. */
export const agentCenterRoutes: RouteObject[] = [
  { path: 'agent-center', loader: () => redirect('/agent-center/dashboard') },
  agentCenterScreen(
    'agent-center/dashboard',
    'agent-center::dashboard',
    'agentCenter:dashboard.title',
    'dashboard',
    {
      back: '/',
      showMenuAgentCenter: true,
    },
  ),
  ...(
    [
      ['profile', 'agentCenter:profile.address', 'profile'],
      ['list-agent', 'agentCenter:listAgent.title', 'listAgent'],
      ['list-cashback', 'agentCenter:cashback.title', 'listCashback'],
      ['cashback-history', 'agentCenter:cashbackHistory.title', 'cashbackHistory'],
      ['transaksi-history', 'transactions:report.title', 'report'],
      ['transaksi-agen', 'agentCenter:agentTrx.title', 'transaksiAgen'],
    ] as const
  ).map(([path, title, screen]) =>
    agentCenterScreen(`agent-center/${path}`, `agent-center::${path}`, title, screen, ac),
  ),
  {
    path: 'agent-center/agent',
    id: 'agent-center::agent',
    handle: { title: 'agency:title', ...ac } satisfies RouteHandle,
    lazy: agencyPage,
  },
  ...referralRoutes('agent-center', ac),
  {
    path: 'agent-center/list-agent-debt',
    id: 'agent-center::list-agent-debt',
    handle: { title: 'loan:list.title', ...ac } satisfies RouteHandle,
    lazy: agentLoansPage,
  },
  agentCenterScreen(
    'agent-center/list-bill-debt',
    'agent-center::list-bill-debt',
    'debt:list.billTitle',
    'listBillDebt',
    ac,
  ),
  agentCenterScreen(
    'agent-center/list-deposit-debt',
    'agent-center::list-deposit-debt',
    'debt:list.depositTitle',
    'listDepositDebt',
    ac,
  ),
  agentCenterScreen(
    'agent-center/debt-history',
    'agent-center::debt-history',
    'debt:history.title',
    'debtHistory',
    ac,
  ),
  agentCenterScreen(
    'agent-center/debt-history/:kind',
    'agent-center::debt-history:kind',
    'debt:history.title',
    'debtHistory',
    ac,
  ),
];
