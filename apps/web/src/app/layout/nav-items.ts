import type { IconName } from '../../components/ui/icons';
import type { KeyOf } from '../../lib/i18n/types';
import { useSiteConfig } from '../../lib/site-config';

export interface NavItem {
  to: string;
  label: KeyOf<'common'>;
  icon: IconName;
}

/** The fixed signed-in entries: home, history, account. */
export const navItems: NavItem[] = [
  { to: '/', label: 'nav.home', icon: 'home' },
  { to: '/history', label: 'nav.history', icon: 'history' },
  { to: '/account', label: 'nav.account', icon: 'user' },
];

/** The multi-courier area's two entries (spec §2 bottom nav). */
export const multicourierNavItems: NavItem[] = [
  { to: '/multi-courier', label: 'nav.home', icon: 'home' },
  { to: '/account', label: 'nav.account', icon: 'user' },
];

/**
 * Signed-in navigation (spec §2 bottom nav): home, history, shopping (only when both the shop and
 * digital products are on), agent center (digital products on and agent center not hidden), account.
 * The desktop toolbar's menu adds multi-courier when its preference is on (spec §2 toolbar).
 */
export function useNavItems({ toolbar = false }: { toolbar?: boolean } = {}): NavItem[] {
  const { preferences, hideAgentCenter } = useSiteConfig();
  const items: NavItem[] = [navItems[0] as NavItem, navItems[1] as NavItem];
  if (preferences.shop && preferences.ppob) items.push({ to: '/shop', label: 'nav.shop', icon: 'tag' });
  if (preferences.ppob && !hideAgentCenter)
    items.push({ to: '/agent-center/dashboard', label: 'nav.agentCenter', icon: 'grid' });
  if (toolbar && preferences.multicourier)
    items.push({ to: '/multi-courier', label: 'nav.multicourier', icon: 'send' });
  items.push(navItems[2] as NavItem);
  return items;
}

/** The bottom nav's entries: the multi-courier area's own two when that feature is on (spec §2). */
export function useBottomNavItems(inMulticourierArea: boolean): NavItem[] {
  const all = useNavItems();
  const { preferences } = useSiteConfig();
  return preferences.multicourier && inMulticourierArea ? multicourierNavItems : all;
}
