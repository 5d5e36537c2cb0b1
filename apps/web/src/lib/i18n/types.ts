import type { ParseKeys } from 'i18next';
import type account from './locales/id/account';
import type affiliate from './locales/id/affiliate';
import type agency from './locales/id/agency';
import type agentCenter from './locales/id/agentCenter';
import type auth from './locales/id/auth';
import type bulk from './locales/id/bulk';
import type catalog from './locales/id/catalog';
import type checkout from './locales/id/checkout';
import type common from './locales/id/common';
import type consoleTexts from './locales/id/console';
import type debt from './locales/id/debt';
import type deposit from './locales/id/deposit';
import type developer from './locales/id/developer';
import type errors from './locales/id/errors';
import type excel from './locales/id/excel';
import type home from './locales/id/home';
import type loan from './locales/id/loan';
import type media from './locales/id/media';
import type multicourier from './locales/id/multicourier';
import type notices from './locales/id/notices';
import type notifications from './locales/id/notifications';
import type postal from './locales/id/postal';
import type purchase from './locales/id/purchase';
import type referral from './locales/id/referral';
import type sendMoney from './locales/id/sendMoney';
import type shell from './locales/id/shell';
import type shop from './locales/id/shop';
import type shopOrder from './locales/id/shopOrder';
import type transactions from './locales/id/transactions';

/**
 * The shape of every namespace, from its Indonesian file (every language has the same keys:
 * i18n-keys.test.ts). With it a t() call with a key that no namespace has does not compile.
 */
export interface I18nResources {
  common: typeof common;
  errors: typeof errors;
  notices: typeof notices;
  home: typeof home;
  auth: typeof auth;
  account: typeof account;
  catalog: typeof catalog;
  purchase: typeof purchase;
  transactions: typeof transactions;
  deposit: typeof deposit;
  shell: typeof shell;
  notifications: typeof notifications;
  sendMoney: typeof sendMoney;
  referral: typeof referral;
  excel: typeof excel;
  bulk: typeof bulk;
  checkout: typeof checkout;
  media: typeof media;
  agentCenter: typeof agentCenter;
  agency: typeof agency;
  debt: typeof debt;
  loan: typeof loan;
  affiliate: typeof affiliate;
  shop: typeof shop;
  shopOrder: typeof shopOrder;
  multicourier: typeof multicourier;
  postal: typeof postal;
  developer: typeof developer;
  console: typeof consoleTexts;
}

/** A key of the `errors` namespace: the catalogue's error keys and the web's own few. */
export type ErrorTextKey = keyof I18nResources['errors'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: I18nResources;
  }
}

/** A key of one namespace, dotted ('nav.home'): labels kept in data, keys built from a typed union. */
export type KeyOf<Ns extends keyof I18nResources> = ParseKeys<Ns>;

/** Every namespace, `common` first. */
export type AllNamespaces = [
  'common',
  'errors',
  'notices',
  'home',
  'auth',
  'account',
  'catalog',
  'purchase',
  'transactions',
  'deposit',
  'shell',
  'notifications',
  'excel',
  'checkout',
  'media',
  'referral',
  'agentCenter',
  'agency',
  'debt',
  'loan',
  'affiliate',
  'shopOrder',
  'shop',
  'multicourier',
  'postal',
  'developer',
  'console',
];

/** A common key, or `ns:key` in any namespace (route titles). */
export type AnyKey = ParseKeys<AllNamespaces>;
