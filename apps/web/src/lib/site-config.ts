import type { MenuItem, SiteConfigFull } from '@konter/core/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAccount } from './auth';

/**
 * GET site/config (spec §3 site config flags, company setting, §9.2 feature preferences). Per-user
 * flags describe the caller, so the key follows the account id.
 */
export const siteConfigDefaults: SiteConfigFull = {
  sitename: 'Konter',
  logo: null,
  disableRegister: false,
  disableUserLogin: false,
  allowTransfer: false,
  stashCashbackEnabled: false,
  agentCategory: null,
  nonActiveUser: false,
  agentDebtEnabled: false,
  isSales: false,
  hideAgentCenter: false,
  disableAgencyFeatureForMaster: false,
  customFrontendViewExists: false,
  gridLayout: true,
  preferences: { shop: true, ppob: true, multicourier: false },
  company: { name: '', companyAddress: '', companyEmail: '', csNumber: '', operationalHour: '', logo: null },
  liveChat: { enabled: false, widgetId: null, scriptUrl: null },
  apk: { enabled: false },
  push: { enabled: false },
  whitelistedEmail: false,
};

export const siteConfigQuery = (accountId: number | string | null) =>
  queryOptions({
    queryKey: ['site-config', accountId],
    queryFn: ({ signal }) => api.get<SiteConfigFull>('site/config', { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** The site config with §9.2 defaults until (or if never) it arrives. */
export function useSiteConfig(): SiteConfigFull {
  const { data: account } = useAccount();
  const { data } = useQuery(siteConfigQuery(account?.id ?? null));
  return data ? { ...siteConfigDefaults, ...data } : siteConfigDefaults;
}

export interface MenuData {
  layout: 'grid' | 'list';
  groups: Array<{ category: 'primary' | 'home' | 'postpaid'; items: MenuItem[] }>;
}

/** Country entries the spec merges into one International entry (spec §2 menu rules). */
export const COUNTRY_TYPES = ['china', 'malaysia', 'philippines', 'singapore', 'thailand', 'vietnam'];

/** Merges country entries into one International entry (the server may already have done it). */
export function mergeInternational(items: MenuItem[]): MenuItem[] {
  const countries = items.filter((i) => COUNTRY_TYPES.includes(i.type));
  if (countries.length === 0) return items;
  const out: MenuItem[] = [];
  let placed = items.some((i) => i.type === 'international');
  for (const item of items) {
    if (COUNTRY_TYPES.includes(item.type)) {
      if (!placed) {
        placed = true;
        out.push({
          name: 'International',
          route: 'prabayar::international',
          routeLanding: '/m/international',
          type: 'international',
          icon: 'globe',
          moduleType: 'prabayar',
          backendID: 'prabayar:international',
          countries: countries.map((c) => c.type),
        });
      }
      continue;
    }
    if (item.type === 'international') {
      out.push({ ...item, countries: [...(item.countries ?? []), ...countries.map((c) => c.type)] });
      continue;
    }
    out.push(item);
  }
  return out;
}

export const menuQuery = (accountId: number | string | null) =>
  queryOptions({
    queryKey: ['menu', accountId],
    queryFn: async ({ signal }) => {
      const data = await api.get<MenuData>('menu', { signal });
      return { ...data, groups: data.groups.map((g) => ({ ...g, items: mergeInternational(g.items) })) };
    },
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** The dynamic home menu (GET menu), International merged. */
export function useMenu() {
  const { data: account } = useAccount();
  return useQuery({ ...menuQuery(account?.id ?? null), enabled: Boolean(account) });
}

/** The path of a menu entry: `prabayar::pulsa` → /prabayar/pulsa. */
export const menuItemPath = (item: MenuItem) => `/${item.moduleType}/${item.type}`;

/** The menu's entries once it has arrived with some; null while it loads, when it failed or is empty. */
export function useMenuEntries(): MenuItem[] | null {
  const { data } = useMenu();
  const items = data?.groups.flatMap((g) => g.items) ?? [];
  return items.length > 0 ? items : null;
}

/**
 * The types of a module's tabs: those the menu lists (International once, merged), in `order`, and
 * the current one; all of them until the menu is known.
 */
export function menuTypes<T extends string>(
  entries: MenuItem[] | null,
  moduleType: MenuItem['moduleType'],
  order: readonly T[],
  current: string,
): T[] {
  if (!entries) return [...order];
  const listed = new Set(entries.filter((e) => e.moduleType === moduleType).map((e) => e.type));
  return order.filter((t) => listed.has(t) || t === current);
}

/** The first menu entry other than the page at `path` (a path without the /webapp base), if any. */
export const firstOtherEntry = (entries: MenuItem[] | null, path: string) =>
  entries?.find((e) => menuItemPath(e) !== path) ?? null;
