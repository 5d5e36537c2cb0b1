import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Icon } from '../../components/ui/icons';
import { useRouteHandle } from '../../features/shell/use-shell';
import { useBottomNavItems } from './nav-items';
import { useNavBusyGuard } from './use-nav-busy';

/** Mobile bottom navigation, only for authenticated users (spec §2); hidden from md up. */
export function BottomNav() {
  const { t } = useTranslation('common');
  const guard = useNavBusyGuard();
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  // The multi-courier area has its own two entries (route multicourier or from=multicourier).
  const items = useBottomNavItems(Boolean(handle.multicourier) || params.get('from') === 'multicourier');
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {items.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={guard}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-semibold',
                  isActive ? 'text-brand-700' : 'text-slate-500',
                )
              }
            >
              <Icon name={item.icon} />
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
