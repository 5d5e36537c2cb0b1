import { WALLET_HISTORY_LABELS } from '@konter/core/deposit';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../lib/date';
import { currentLocale } from '../../../lib/i18n';
import { formatRupiah } from '../../../lib/money';
import type { WalletHistoryItem } from '../api/get-wallet-history';

/** A wallet's movements: what, when, reference, the signed amount and the balance after it. */
export function MovementList({ items }: { items: WalletHistoryItem[] }) {
  const { t } = useTranslation('deposit');
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((m) => {
        const credit = m.direction === 'credit';
        return (
          <li key={m.id} className="flex min-h-16 items-center gap-3 px-4 py-3" data-testid="movement-row">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">
                {WALLET_HISTORY_LABELS[m.kind][currentLocale()]}
              </p>
              {m.reference && <p className="truncate font-mono text-sm text-slate-600">{m.reference}</p>}
              <p className="text-xs text-slate-500">{formatDateTime(m.date)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span
                className={cn('font-semibold tabular-nums', credit ? 'text-emerald-700' : 'text-slate-900')}
                data-testid="movement-amount"
              >
                {credit ? '+' : '−'}
                {formatRupiah(m.amount)}
              </span>
              <span className="text-xs text-slate-500 tabular-nums">
                {t('report.balanceAfter', { amount: formatRupiah(m.end_balance) })}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
