import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Icon, type IconName } from '../../../components/ui/icons';
import { useWindowResize } from '../../../hooks/use-window-resize';

export interface TypeNavItem {
  key: string;
  to: string;
  label: string;
  icon: IconName;
}

/** Product types as a horizontally scrolling row of links; the current one is scrolled into view. */
export function TypeNav({ items, current, label }: { items: TypeNavItem[]; current: string; label: string }) {
  const active = useRef<HTMLAnchorElement>(null);
  const center = () => {
    // Only the row scrolls (scrollIntoView would move the page too, undoing a restored position).
    const link = active.current;
    const row = link?.closest('nav');
    if (!link || !row) return;
    const l = link.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    row.scrollLeft += l.left - r.left - (r.width - l.width) / 2;
  };
  // On mount; resizes re-center below.
  useEffect(center, []);
  // A turned phone or a resized window: the current type back in view (debounced 50 ms, spec §9.2).
  useWindowResize(center);
  return (
    <nav
      aria-label={label}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:overflow-visible md:px-0"
    >
      <ul className="flex w-max gap-2 pb-1 md:w-auto md:flex-wrap">
        {items.map((item) => {
          const isActive = item.key === current;
          return (
            <li key={item.key}>
              <Link
                ref={isActive ? active : undefined}
                to={item.to}
                replace
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500',
                )}
              >
                <Icon name={item.icon} className="size-4.5" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
