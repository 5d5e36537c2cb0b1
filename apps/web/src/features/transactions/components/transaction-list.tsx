import type { TransactionView } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { paths } from '../../../lib/paths';

/**
 * One row per transaction; a tap opens its receipt (which is also the detail view). A refunded
 * purchase says where its money went (the deposit; a loan's limit is restored).
 */
export function TransactionList({ items }: { items: TransactionView[] }) {
  const { t } = useTranslation('transactions');
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((trx) => (
        <li key={trx.ref_id}>
          <Link
            to={paths.receipt(trx.kind, trx.ref_id)}
            className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            data-testid="transaction-row"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{trx.product_name}</p>
              <p className="truncate text-sm text-slate-600 tabular-nums">
                {trx.destination}
                {trx.customer_name ? ` · ${trx.customer_name}` : ''}
              </p>
              <p className="text-xs text-slate-500">{formatDateTime(trx.created_at)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatRupiah(trx.buying_price)}
              </span>
              <StatusBadge status={trx.status} />
              {trx.refunded && (
                <span className="text-xs font-medium text-emerald-700" data-testid="refunded-note">
                  {trx.payment_method === 'loan' ? t('report.loanRestored') : t('report.refunded')}
                </span>
              )}
            </div>
            <Icon name="chevronRight" className="size-5 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
