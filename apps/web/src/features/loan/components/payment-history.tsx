import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { Pager } from '../../../components/ui/pager';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { useLoanPayments } from '../api';

/** The user's repayments (GET agent-debt/payments), newest first, as cards. */
export function PaymentHistory() {
  const { t } = useTranslation(['loan', 'common']);
  const [page, setPage] = useState(1);
  const q = useLoanPayments(page);
  return (
    <Card data-testid="loan-history">
      <CardHeader title={t('history.title')} />
      {q.isPending ? (
        <PageSkeleton rows={2} label={t('common:loading')} />
      ) : q.isError ? (
        <p className="text-sm text-slate-600">{t('loadFailed')}</p>
      ) : q.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <div className="space-y-3">
          <ul className="divide-y divide-slate-100">
            {q.data.data.map((p) => (
              <li
                key={p.code}
                className="flex items-start justify-between gap-3 py-3"
                data-testid="loan-payment"
              >
                <div className="min-w-0">
                  <p className="truncate font-mono text-sm text-slate-900">{p.code}</p>
                  <p className="text-xs text-slate-500">{formatDateTime(p.created_at)}</p>
                  <p className="mt-1 text-xs text-slate-600 tabular-nums">
                    {t('history.usageAfter', { amount: formatRupiah(p.usage_after) })}
                  </p>
                  <p className="text-xs text-slate-600 tabular-nums">
                    {t('history.depositAfter', { amount: formatRupiah(p.deposit_after) })}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-emerald-700 tabular-nums">
                  {formatRupiah(p.amount)}
                </p>
              </li>
            ))}
          </ul>
          {q.data.meta.last_page > 1 && (
            <Pager
              page={q.data.meta.current_page}
              lastPage={q.data.meta.last_page}
              onChange={setPage}
              previousLabel={t('history.previous')}
              nextLabel={t('history.next')}
              indicator={t('history.page', { page: q.data.meta.current_page, last: q.data.meta.last_page })}
              label={t('history.pages')}
            />
          )}
        </div>
      )}
    </Card>
  );
}
