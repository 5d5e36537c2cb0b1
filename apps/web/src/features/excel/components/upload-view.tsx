import { EXCEL_UPDATED_EVENT, type ExcelUpload } from '@konter/core/contracts/excel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pill } from '../../../components/ui/pill';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { REALTIME_CONNECT, useRealtimeEvent } from '../../../lib/realtime';
import { excelKeys, excelUploadQuery, exportUrl } from '../api';
import { ProcessDialog } from './process-dialog';
import { RowCard } from './row-card';

const statusTone = {
  validated: 'bg-slate-100 text-slate-700',
  processing: 'bg-amber-100 text-amber-800',
  done: 'bg-emerald-100 text-emerald-800',
};

/** An upload: its check result, "Proses N transaksi", then the live progress and the export. */
export function UploadView({ id, canProcess = true }: { id: number; canProcess?: boolean }) {
  const { t, i18n } = useTranslation('excel');
  const qc = useQueryClient();
  const { data: u, isPending, isError } = useQuery(excelUploadQuery(id));
  const [confirming, setConfirming] = useState(false);
  const refresh = () => void qc.invalidateQueries({ queryKey: excelKeys.upload(id) });
  useRealtimeEvent<{ id?: number }>(EXCEL_UPDATED_EVENT, (p) => {
    if (p?.id === id) refresh();
  });
  // A row's purchase settled (success or refund): its status and SN change.
  useRealtimeEvent('transaction.updated', () => {
    if (u?.rows.some((r) => r.ref_id)) refresh();
  });
  useRealtimeEvent(REALTIME_CONNECT, refresh);

  if (isPending) return <PageSkeleton label={t('result.title')} />;
  if (isError || !u) return <Alert tone="error">{t('history.empty')}</Alert>;
  const processed = u.status !== 'validated';
  const pending = u.rows.filter((r) => r.status === 'placed' && r.transaction_status === 'processing').length;
  const failed = u.counts.failed + u.counts.trx_failed;

  return (
    <section className="space-y-4" data-testid="excel-upload" data-upload-status={u.status}>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              {processed ? t('progress.title') : t('result.title')}
            </h2>
            <p className="break-all text-sm text-slate-600">
              {u.file_name} · {formatDateTime(u.created_at)}
            </p>
          </div>
          <Pill tone={statusTone[u.status]}>{t(`uploadStatus.${u.status}`)}</Pill>
        </div>
        <p className="font-semibold text-slate-800" data-testid="excel-summary">
          {t('result.summary', { valid: u.valid, invalid: u.invalid })}
        </p>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-2.5">
          <span className="text-sm text-slate-600">{t('result.total')}</span>
          <span className="font-semibold text-brand-800 tabular-nums">{formatRupiah(u.total_price)}</span>
        </div>
        {!processed && u.valid === 0 && <Alert tone="error">{t('result.allInvalid')}</Alert>}
        {!processed && u.valid > 0 && u.invalid > 0 && (
          <Alert tone="warning">{t('result.someInvalid')}</Alert>
        )}
        {processed && (
          <p className="text-sm font-medium text-slate-800" data-testid="excel-progress" aria-live="polite">
            {u.status === 'processing'
              ? t('progress.running', { done: u.counts.placed + u.counts.failed, total: u.valid })
              : t('progress.done', { success: u.counts.success, failed, pending })}
          </p>
        )}
        {processed && (
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
            max={Math.max(1, u.valid)}
            value={u.counts.success + failed}
          />
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {!processed && canProcess && u.valid > 0 && (
            <Button size="lg" onClick={() => setConfirming(true)} data-testid="excel-process">
              {t('process.button', { count: u.valid })}
            </Button>
          )}
          {processed && (
            <a href={exportUrl(u.id, i18n.language)} className={buttonClasses('secondary')} download>
              {t('progress.export')}
            </a>
          )}
        </div>
      </Card>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('result.title')}>
        {u.rows.map((r) => (
          <RowCard key={r.row} row={r} processed={processed} />
        ))}
      </ul>
      <ProcessDialog
        upload={u}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDone={(next: ExcelUpload) => {
          setConfirming(false);
          qc.setQueryData(excelKeys.upload(next.id), next);
        }}
      />
    </section>
  );
}
