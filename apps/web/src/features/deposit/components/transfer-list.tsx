import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import type { TransferHistoryItem } from '../api/get-transfer-history';

/**
 * Deposit transfers as the reader sees them: the other member (name and phone), which way the money
 * went, the note, the code and date (WIB), the signed amount and the reader's deposit after it.
 */
export function TransferList({ items }: { items: TransferHistoryItem[] }) {
  const { t } = useTranslation('deposit');
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((x) => {
        const received = x.direction === 'received';
        return (
          <li key={x.code} className="flex min-h-16 items-start gap-3 px-4 py-3" data-testid="transfer-row">
            <span
              className={cn(
                'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
                received ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-700',
              )}
            >
              <Icon name={received ? 'inbox' : 'send'} className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-slate-500">
                {received ? t('transferReport.received') : t('transferReport.sent')}
              </p>
              <p className="truncate font-medium text-slate-900">{x.counterpart_name}</p>
              <p className="truncate text-sm text-slate-600 tabular-nums">{x.counterpart_phone}</p>
              {x.note && <p className="text-sm break-words text-slate-700">“{x.note}”</p>}
              <p className="text-xs text-slate-500">
                <span className="font-mono">{x.code}</span> · {formatDateTime(x.created_at)} WIB
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span
                className={cn('font-semibold tabular-nums', received ? 'text-emerald-700' : 'text-slate-900')}
                data-testid="transfer-amount"
              >
                {received ? '+' : '−'}
                {formatRupiah(x.amount)}
              </span>
              <span className="text-xs text-slate-500 tabular-nums">
                {t('report.balanceAfter', { amount: formatRupiah(x.balance_after) })}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
