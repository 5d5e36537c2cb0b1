import type { IconName } from '../../components/ui/icons';

/** Signed-in navigation (spec §2 bottom nav): home, history, account. Shop and agent center come later. */
export const navItems: Array<{ to: string; label: string; icon: IconName }> = [
  { to: '/', label: 'nav.home', icon: 'home' },
  { to: '/history', label: 'nav.history', icon: 'history' },
  { to: '/account', label: 'nav.account', icon: 'user' },
];
