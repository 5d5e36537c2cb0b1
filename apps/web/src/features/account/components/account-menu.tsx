import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Icon, type IconName } from '../../../components/ui/icons';

export interface MenuEntry {
  to?: string;
  onClick?: () => void;
  icon: IconName;
  label: ReactNode;
  hint?: ReactNode;
  danger?: boolean;
}

/** A list of large tappable rows (links or buttons). */
export function AccountMenu({ entries, label }: { entries: MenuEntry[]; label: string }) {
  return (
    <nav aria-label={label} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <ul className="divide-y divide-slate-100">
        {entries.map((e) => {
          const body = (
            <>
              <Icon
                name={e.icon}
                className={cn('size-6 shrink-0', e.danger ? 'text-red-600' : 'text-brand-700')}
              />
              <span className="flex min-w-0 flex-1 flex-col text-left">
                <span className={cn('font-medium', e.danger ? 'text-red-700' : 'text-slate-900')}>
                  {e.label}
                </span>
                {e.hint && <span className="truncate text-sm text-slate-500">{e.hint}</span>}
              </span>
              {e.to && <Icon name="chevronRight" className="size-5 text-slate-400" />}
            </>
          );
          const cls =
            'flex min-h-16 w-full items-center gap-4 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50';
          return (
            <li key={String(e.to ?? e.label)}>
              {e.to ? (
                <Link to={e.to} className={cls}>
                  {body}
                </Link>
              ) : (
                <button type="button" onClick={e.onClick} className={cls}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
