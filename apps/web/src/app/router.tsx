import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { routeNames } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { BareLayout } from './layout/bare-layout';
import { RouteError } from './layout/route-error';
import { GuestOnly, RequireAuth } from './routes/guards';

/** Route metadata read by the toolbar (spec §2: title, canGoBack, isPublic). */
export interface RouteHandle {
  /** i18n key of the title shown in the mobile toolbar and the document title. */
  title?: string;
  /** Where the back arrow goes when there is no in-app history entry to return to. */
  back?: string;
}

/**
 * Every screen is its own chunk: the route's code and its i18n namespaces load in parallel, while
 * the progress bar shows (react-router's navigation state is 'loading' during `lazy`).
 */
const page =
  (load: () => Promise<{ default: ComponentType }>, ns: Namespace[] = []) =>
  async () => {
    const [mod] = await Promise.all([load(), loadNamespaces(ns)]);
    return { Component: mod.default };
  };

const h = (title: string, back?: string): { handle: RouteHandle } => ({ handle: { title, back } });

// Purchase and report screens, each its own chunk.
const prepaidPage = page(() => import('./routes/prabayar'), ['catalog', 'purchase']);
const postpaidPage = page(() => import('./routes/pascabayar'), ['catalog', 'purchase']);
const reportPage = page(() => import('./routes/report'), ['transactions']);
const receiptPage = page(() => import('./routes/receipt'), ['transactions']);
const to = (path: string) => () => redirect(path);

/** The purchase screens, shared by the site and the Android shell's /webapp variant. */
const purchaseRoutes = (base: string): RouteObject[] => [
  { path: 'prabayar', loader: to(`${base}/prabayar/pulsa`) },
  { path: 'prabayar/:type', ...h('purchase:prepaid.title', '/'), lazy: prepaidPage },
  { path: 'pascabayar', loader: to(`${base}/pascabayar/electricity`) },
  { path: 'pascabayar/:type', ...h('purchase:postpaid.title', '/'), lazy: postpaidPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('./routes/home'), ['home']) },
      {
        Component: GuestOnly,
        children: [
          {
            path: 'auth/login',
            ...h('auth:login.title', '/'),
            lazy: page(() => import('./routes/auth/login'), ['auth']),
          },
          {
            path: 'auth/register',
            ...h('auth:register.title', '/'),
            lazy: page(() => import('./routes/auth/register'), ['auth']),
          },
          {
            path: 'auth/forgot-password',
            ...h('auth:forgot.title', '/auth/login'),
            lazy: page(() => import('./routes/auth/forgot-password'), ['auth']),
          },
          {
            path: 'auth/reset-password',
            ...h('auth:reset.title', '/auth/login'),
            lazy: page(() => import('./routes/auth/reset-password'), ['auth']),
          },
        ],
      },
      // Not GuestOnly: once approved, this screen itself moves on to /account.
      {
        path: 'auth/device',
        ...h('auth:device.title', '/auth/login'),
        lazy: page(() => import('./routes/auth/device'), ['auth']),
      },
      {
        path: 'auth/verify-email',
        ...h('auth:verifyEmail.title', '/'),
        lazy: page(() => import('./routes/auth/verify-email'), ['auth']),
      },
      {
        path: 'pricelist',
        loader: to('/pricelist/pulsa'),
      },
      {
        path: 'pricelist/:type',
        ...h('catalog:pricelist.title', '/'),
        lazy: page(() => import('./routes/pricelist'), ['catalog']),
      },
      {
        Component: RequireAuth,
        children: [
          ...purchaseRoutes(''),
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
          { path: 'history', ...h('transactions:report.title'), lazy: reportPage },
          { path: 'report', id: routeNames.report, ...h('transactions:report.title', '/'), lazy: reportPage },
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
            ...h('account:title'),
            lazy: page(() => import('./routes/account/index'), ['account']),
          },
          {
            path: 'account/profile',
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
            path: 'account/delete',
            ...h('account:delete.title', '/account'),
            lazy: page(() => import('./routes/account/delete'), ['account']),
          },
        ],
      },
      { path: '*', ...h('common:notFound.title', '/'), lazy: page(() => import('./routes/not-found')) },
    ],
  },
  // The Android shell's variants: the same screens without the site chrome (spec §2).
  {
    path: '/webapp',
    Component: BareLayout,
    ErrorBoundary: RouteError,
    children: [{ Component: RequireAuth, children: purchaseRoutes('/webapp') }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
