import {
  CONSOLE_AUDIT_ROLES,
  CONSOLE_USER_READ_ROLES,
  STAFF_ROLES,
  type StaffRole,
} from '@konter/core/contracts/console';
import { CATALOGUE_READ_ROLES } from '@konter/core/contracts/console-catalogue';
import { CONSOLE_DEVELOPER_ROLES, CONSOLE_SHOP_ROLES } from '@konter/core/contracts/console-commerce';
import { CONSOLE_REPORT_ROLES } from '@konter/core/contracts/console-reports';
import { CONSOLE_SITE_CONTENT_ROLES } from '@konter/core/contracts/console-site';
import type { ComponentType } from 'react';
import type { IconName } from '../components/ui/icons';
import type { KeyOf } from '../lib/i18n/types';

/** One page of the console: its place under /admin, its menu entry and who may open it. */
export interface ConsolePage {
  /** The path under /admin, e.g. `staff` → /admin/staff. */
  path: string;
  /** Its menu entry and heading, a key of the `console` namespace. */
  title: KeyOf<'console'>;
  icon: IconName;
  /** The roles that see it in the menu and may open it; `owner` may open every page. */
  roles: readonly StaffRole[];
  /** The screen, its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

const entry = (
  path: string,
  title: ConsolePage['title'],
  icon: IconName,
  roles: ConsolePage['roles'],
  load: ConsolePage['load'],
): ConsolePage => ({ path, title, icon, roles, load });

/**
 * Every page of the console, in menu order — (path, title, icon, roles, screen). Adding a page is
 * one line here (and its screen): the menu, the route and the role check all come from this list.
 * Issue 18's later pages (Dashboard, Approvals, Users, Catalogue, Site, Reports…) join it as they
 * are built.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  entry('dashboard', 'dashboard.nav', 'grid', STAFF_ROLES, () => import('./dashboard/dashboard-page')),
  entry('approvals', 'approvals.nav', 'inbox', ['finance', 'cs'], () => import('./approvals/approvals-page')),
  entry('users', 'users.nav', 'user', CONSOLE_USER_READ_ROLES, () => import('./users/users-page')),
  entry(
    'catalogue',
    'catalogue.nav',
    'tag',
    CATALOGUE_READ_ROLES,
    () => import('./catalogue/catalogue-page'),
  ),
  entry('site', 'site.nav', 'globe', CONSOLE_SITE_CONTENT_ROLES, () => import('./site/site-page')),
  entry('reports', 'reports.nav', 'receipt', CONSOLE_REPORT_ROLES, () => import('./reports/reports-page')),
  entry('shop', 'shop.nav', 'cart', CONSOLE_SHOP_ROLES, () => import('./shop/shop-page')),
  entry(
    'developers',
    'developers.nav',
    'key',
    CONSOLE_DEVELOPER_ROLES,
    () => import('./developers/developers-page'),
  ),
  entry('staff', 'nav.staff', 'contacts', ['owner'], () => import('./staff/staff-page')),
  entry('audit', 'nav.audit', 'document', CONSOLE_AUDIT_ROLES, () => import('./audit/audit-page')),
];

/** Whether a member of staff with these roles may open the page (any listed role; owner always). */
export const canOpen = (roles: readonly StaffRole[], page: Pick<ConsolePage, 'roles'>): boolean =>
  roles.includes('owner') || page.roles.some((role) => roles.includes(role));

/** The pages of the menu for these roles, in menu order. */
export const pagesFor = (roles: readonly StaffRole[], pages: readonly ConsolePage[] = CONSOLE_PAGES) =>
  pages.filter((page) => canOpen(roles, page));
