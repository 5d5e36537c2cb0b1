import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon, Spinner } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { copyText } from '../../../lib/clipboard';
import { formatRupiah } from '../../../lib/money';
import { useBulkBatch } from '../api/get-bulk-batch';
import { type TransactionView, useTransactions } from '../api/get-transaction';

/** The batch as CSV (product, code, ref_id, status), quoted; a BOM so spreadsheet apps read UTF-8. */
export function bulkCsv(
  rows: Pick<TransactionView, 'product_name' | 'serial_number' | 'ref_id' | 'status'>[],
) {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = [
    ['product', 'code', 'ref_id', 'status'],
    ...rows.map((r) => [r.product_name, r.serial_number ?? '', r.ref_id, r.status]),
  ];
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A bulk voucher buy's codes as they arrive (each purchase live: realtime `transaction.updated`,
 * or polled while the socket is down), each copyable, "Salin semua" and a CSV download.
 */
export function BulkResult({ batchId, onBuyAgain }: { batchId: string; onBuyAgain: () => void }) {
  const { t } = useTranslation(['bulk', 'purchase']);
  const snackbar = useSnackbar();
  const batch = useBulkBatch(batchId);
  const live = useTransactions(batch.data?.transactions.map((x) => x.ref_id) ?? []);
  if (batch.isPending)
    return (
      <Card className="flex justify-center py-10">
        <Spinner className="size-10 text-brand-700" />
      </Card>
    );
  if (batch.isError)
    return (
      <Alert tone="error" title={t('result.loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => batch.refetch()}>
          {t('result.retry')}
        </Button>
      </Alert>
    );
  const rows = batch.data.transactions.map((first, i) => live[i]?.data ?? first);
  const done = rows.filter((r) => r.status !== 'processing').length;
  const codes = rows.filter((r) => r.status === 'success' && r.serial_number);
  const failed = rows.filter((r) => r.status !== 'processing' && r.status !== 'success').length;
  const copy = async (text: string, message: string) => {
    const ok = await copyText(text);
    snackbar.show({ message: ok ? message : t('activation.copyFailed'), color: ok ? 'success' : 'error' });
  };
  return (
    <div className="space-y-4" data-testid="bulk-result">
      <Card className="space-y-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {t('result.title', { count: rows.length, product: batch.data.product_name })}
          </h2>
          <p className="text-sm text-slate-600" role="status" aria-live="polite" data-testid="bulk-progress">
            {t('result.progress', { done, count: rows.length })} · {formatRupiah(batch.data.total)}
          </p>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <div
            className="h-full rounded-full bg-emerald-500 transition-[width]"
            style={{ width: `${Math.round((done / rows.length) * 100)}%` }}
          />
        </div>
        {done < rows.length && <p className="text-sm text-slate-600">{t('result.processing')}</p>}
        {failed > 0 && <Alert tone="warning">{t('result.failed', { count: failed })}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={codes.length === 0}
            onClick={() =>
              copy(
                codes.map((r) => r.serial_number).join('\n'),
                t('result.copiedAll', { count: codes.length }),
              )
            }
            data-testid="bulk-copy-all"
          >
            <Icon name="copy" className="size-5" />
            {t('result.copyAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => download(`voucher-${batchId}.csv`, bulkCsv(rows))}
            data-testid="bulk-export"
          >
            <Icon name="download" className="size-5" />
            {t('result.export')}
          </Button>
        </div>
      </Card>
      <ol className="space-y-2" data-testid="bulk-codes">
        {rows.map((r, i) => (
          <li
            key={r.ref_id}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5"
            data-status={r.status}
          >
            <span className="w-6 shrink-0 text-sm text-slate-500 tabular-nums">{i + 1}.</span>
            <div className="min-w-0 flex-1">
              {r.status === 'success' && r.serial_number ? (
                <p
                  className="font-mono font-bold break-all text-slate-900 select-all"
                  data-testid="bulk-code"
                >
                  {r.serial_number}
                </p>
              ) : r.status === 'processing' ? (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner className="size-4" /> {t('result.waiting')}
                </p>
              ) : (
                <StatusBadge status={r.status} />
              )}
              <p className="font-mono text-xs text-slate-500">{r.ref_id}</p>
            </div>
            {r.status === 'success' && r.serial_number && (
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
                aria-label={t('result.copyCode', { index: i + 1 })}
                onClick={() => copy(r.serial_number!, t('purchase:status.copied'))}
              >
                <Icon name="copy" className="size-5" />
              </button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="secondary" block onClick={onBuyAgain}>
        {t('result.buyAgain')}
      </Button>
    </div>
  );
}
