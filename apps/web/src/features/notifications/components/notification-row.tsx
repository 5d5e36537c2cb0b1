import type { NotificationItem, NotificationType } from '@konter/core/contracts/notification';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';

/** Spec §2: unread rows bold; status 1 green, 2 red. */
const statusDot = { 0: 'bg-slate-300', 1: 'bg-emerald-500', 2: 'bg-red-500' } as const;
const statusText = { 0: 'text-slate-900', 1: 'text-emerald-800', 2: 'text-red-700' } as const;

export function NotificationRow({
  item,
  type,
  unreadLabel,
  onOpen,
  remove,
}: {
  item: NotificationItem;
  type: NotificationType;
  unreadLabel: string;
  onOpen?: () => void;
  /** A delete button beside the row (the list page; the bell's panel has none). */
  remove?: { label: string; onClick: () => void; disabled?: boolean };
}) {
  return (
    <li className="flex items-center gap-1">
      <Link
        to={`/notification/${type}/${item.id}`}
        onClick={onOpen}
        className="flex min-h-14 min-w-0 flex-1 items-start gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <span
          className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', statusDot[item.status])}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block text-sm break-words',
              statusText[item.status],
              item.is_read ? 'font-normal' : 'font-bold',
            )}
          >
            {item.title}
            {!item.is_read && <span className="sr-only"> ({unreadLabel})</span>}
          </span>
          <span className="mt-0.5 block text-xs text-slate-500">{formatDateTime(item.date)}</span>
        </span>
        {!item.is_read && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
        )}
      </Link>
      {remove && (
        <button
          type="button"
          onClick={remove.onClick}
          disabled={remove.disabled}
          aria-label={remove.label}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
        >
          <Icon name="trash" className="size-5" />
        </button>
      )}
    </li>
  );
}
