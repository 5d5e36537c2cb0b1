import type { StaffMe } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Icon, type IconName } from '../../components/ui/icons';
import { RoleBadges } from '../components/role-badges';
import { pagesFor } from '../nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

/**
 * The console's menu: who is signed in (name, e-mail, roles), the home page, then the pages their
 * roles may open (nav.ts) — the same in the desktop sidebar and the phone's drawer.
 */
export function ConsoleNav({ staff, onNavigate }: { staff: StaffMe; onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  const entries: { to: string; label: string; icon: IconName; end?: boolean }[] = [
    { to: '/admin', label: t('nav.home'), icon: 'home', end: true },
    ...pagesFor(staff.roles).map((page) => ({
      to: `/admin/${page.path}`,
      label: t(page.title),
      icon: page.icon,
    })),
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-xl bg-white/5 p-3" data-testid="console-staff">
        <p className="text-xs text-slate-400">{t('nav.signedInAs')}</p>
        <p className="mt-0.5 truncate font-semibold text-white">{staff.name}</p>
        <p className="truncate text-xs text-slate-400">{staff.email}</p>
        <RoleBadges roles={staff.roles} className="mt-2" />
      </div>
      <nav aria-label={t('nav.label')}>
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end} className={linkClass} onClick={onNavigate}>
                <Icon name={entry.icon} className="size-5 shrink-0" />
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
