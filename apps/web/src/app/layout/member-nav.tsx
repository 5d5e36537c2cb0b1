import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Icon } from '../../components/ui/icons';
import { useNavItems } from './nav-items';
import { useNavBusyGuard } from './use-nav-busy';

/** The signed-in user's menu in the toolbar from md up (spec §2 toolbar menu items). */
export default function MemberNav() {
  const { t } = useTranslation('common');
  const guard = useNavBusyGuard();
  const items = useNavItems({ toolbar: true });
  // Six entries (shop, PPOB and multi-courier all on) do not fit beside the actions in the toolbar's
  // width with their words: the words then appear only on very wide screens (the icon keeps its
  // name as a tooltip and for screen readers).
  const compact = items.length > 5;
  return (
    <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          onClick={guard}
          title={compact ? t(item.label) : undefined}
          className={({ isActive }) =>
            cn(
              'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100',
            )
          }
        >
          <Icon name={item.icon} className="size-5" />
          <span className={cn(compact && 'sr-only 2xl:not-sr-only')}>{t(item.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
