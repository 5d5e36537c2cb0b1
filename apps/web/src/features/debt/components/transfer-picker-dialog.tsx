import { DEBT_TRANSFER_WINDOW_DAYS } from '@konter/core/contracts/debt';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Pill } from '../../../components/ui/pill';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { useDebtTransfers } from '../api';

/** "Catat utang transfer": one of the master's deposit transfers to direct downlines of the last 30 days. */
export function TransferPickerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation(['debt', 'common', 'errors']);
  const [page, setPage] = useState(1);
  const q = useDebtTransfers(page, open);
  return (
    <Dialog open={open} onClose={onClose} title={t('debt:record.pickTransfer')}>
      <div className="space-y-3" data-testid="debt-transfer-picker">
        <p className="text-sm text-slate-600">
          {t('debt:record.pickTransferIntro', { days: DEBT_TRANSFER_WINDOW_DAYS })}
        </p>
        {q.isPending ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <Alert tone="error">{errorMessage(t, q.error)}</Alert>
        ) : q.data.data.length === 0 ? (
          <Alert tone="info">{t('debt:record.noTransfers', { days: DEBT_TRANSFER_WINDOW_DAYS })}</Alert>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {q.data.data.map((x) => (
              <li key={x.ref_id} className="flex items-center gap-3 px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">
                    {x.downline.name} · <span className="tabular-nums">{formatRupiah(x.amount)}</span>
                  </p>
                  <p className="truncate text-xs text-slate-500">
                    {x.ref_id} · {formatDateTime(x.created_at)}
                    {x.destination ? ` · ${x.destination}` : ''}
                  </p>
                </div>
                {x.debt_id !== null ? (
                  <Pill tone="bg-slate-100 text-slate-600">{t('debt:record.recorded')}</Pill>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => onPick(x.ref_id)}>
                    {t('debt:record.chooseTransfer')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {q.data && q.data.meta.last_page > 1 && (
          <div className="flex justify-between">
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('common:action.back')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={page >= q.data.meta.last_page}
              onClick={() => setPage(page + 1)}
            >
              {page + 1} / {q.data.meta.last_page}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
