import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { AppLayout } from './layout/app-layout';
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
        Component: RequireAuth,
        children: [
          {
            path: 'history',
            ...h('home:history.title'),
            lazy: page(() => import('./routes/history'), ['home']),
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
];

export const createRouter = () => createBrowserRouter(routes);
