import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { BellIcon } from './bell-icon';
import { NotificationRow } from './notification-row';

const PANEL_ROWS = 5;

/**
 * The toolbar bell (spec §2): a dot with the unread count; on md+ hovering (or focusing) opens a
 * 450 px panel with the 5 newest of today, 5 skeleton rows while they load. On phones the bell is a
 * plain link to the notification page.
 */
export function NotificationBell() {
  const { t, ready } = useTranslation(['notifications', 'common'], { useSuspense: false });
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const list = useNotifications('today', 1, open);
  const qc = useQueryClient();

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const show = () => {
    clearTimeout(closeTimer.current);
    // Hovering the bell again shows the newest rows, not the ones from the last hover.
    if (!open) void qc.invalidateQueries({ queryKey: ['notifications', 'list', 'today', 1] });
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const label = ready ? (count > 0 ? t('bellUnread', { count }) : t('bell')) : '';
  const rows = list.data?.data.slice(0, PANEL_ROWS);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only opens a preview; the link works without it
    <div
      className="relative"
      onMouseEnter={() => window.matchMedia('(min-width: 48rem)').matches && show()}
      onMouseLeave={hide}
      onFocus={() => window.matchMedia('(min-width: 48rem)').matches && show()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <Link
        to="/notification/today"
        aria-label={label}
        data-testid="notification-bell"
        className="relative flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <BellIcon />
        {count > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
      {open && ready && (
        <div
          data-testid="notification-panel"
          className="absolute top-full right-0 z-50 mt-1 hidden w-[450px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl md:block"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <p className="text-sm font-semibold text-slate-900">{t('newest')}</p>
            <Link
              to="/notification/today"
              onClick={() => setOpen(false)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('seeAll')}
            </Link>
          </div>
          <div className="max-h-64 overflow-y-auto p-1">
            {list.isPending ? (
              <div role="status" className="space-y-1 p-2">
                <span className="sr-only">{t('common:loading')}</span>
                {Array.from({ length: PANEL_ROWS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <Skeleton key={i} className="h-10 w-full" />
                ))}
              </div>
            ) : rows && rows.length > 0 ? (
              <ul>
                {rows.map((item) => (
                  <NotificationRow
                    key={item.id}
                    item={item}
                    type="today"
                    unreadLabel={t('unread')}
                    onOpen={() => setOpen(false)}
                  />
                ))}
              </ul>
            ) : (
              <p className="px-4 py-6 text-center text-sm text-slate-500">{t('empty.title')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
