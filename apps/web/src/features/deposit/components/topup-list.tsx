import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import type { DepositTopup } from '../api/get-topup';
import { methodName } from '../labels';
import { depositPaths } from '../paths';
import { TopupStatusBadge } from './topup-status-badge';

/** Top-up requests; a tap opens the request's confirmation screen (instructions, status, claim). */
export function TopupList({ items }: { items: DepositTopup[] }) {
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((topup) => (
        <li key={topup.code}>
          <Link
            to={depositPaths.confirmation(topup.code)}
            className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            data-testid="topup-row"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{methodName(topup.method)}</p>
              <p className="truncate font-mono text-sm text-slate-600">{topup.code}</p>
              <p className="text-xs text-slate-500">{formatDateTime(topup.created_at)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-semibold text-slate-900 tabular-nums">{formatRupiah(topup.total)}</span>
              <TopupStatusBadge status={topup.status} />
            </div>
            <Icon name="chevronRight" className="size-5 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
