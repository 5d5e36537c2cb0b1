import type { ExcelRow } from '@konter/core/contracts/excel';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/ui/pill';
import { codeMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';

type ToneKey =
  | 'status.invalid'
  | 'status.failed'
  | 'status.ok'
  | 'result.valid'
  | 'status.success'
  | 'status.processing'
  | 'status.trxFailed';
const RED = 'bg-red-100 text-red-800';
const GREEN = 'bg-emerald-100 text-emerald-800';

/** A row's state for people: checked (valid/invalid), then its purchase (waiting, processing, success, failed). */
function rowTone(r: ExcelRow, processed: boolean): { key: ToneKey; tone: string } {
  if (r.status === 'invalid') return { key: 'status.invalid', tone: RED };
  if (r.status === 'failed') return { key: 'status.failed', tone: RED };
  if (r.status === 'ok')
    return processed
      ? { key: 'status.ok', tone: 'bg-slate-100 text-slate-700' }
      : { key: 'result.valid', tone: GREEN };
  if (r.transaction_status === 'success') return { key: 'status.success', tone: GREEN };
  if (r.transaction_status === 'processing' || !r.transaction_status)
    return { key: 'status.processing', tone: 'bg-amber-100 text-amber-800' };
  return { key: 'status.trxFailed', tone: RED };
}

/** One spreadsheet row as a card (phones first): row number, product, number, price, state, SN or reason. */
export function RowCard({ row, processed }: { row: ExcelRow; processed: boolean }) {
  const { t } = useTranslation('excel');
  const tone = rowTone(row, processed);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
      data-testid="excel-row"
      data-status={row.status}
      data-trx-status={row.transaction_status ?? ''}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-500">{t('result.row', { row: row.row })}</p>
          <p className="font-semibold text-slate-900 tabular-nums break-all">{row.destination || '—'}</p>
          <p className="text-slate-600 break-words">
            <span className="font-mono">{row.product_code || '—'}</span>
            {row.product_name && <span> · {row.product_name}</span>}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Pill tone={tone.tone}>{t(tone.key)}</Pill>
          {row.price !== null && (
            <span className="font-semibold tabular-nums">{formatRupiah(row.price)}</span>
          )}
        </div>
      </div>
      {row.error && (
        <p className="mt-2 text-red-700" data-testid="excel-row-error">
          {codeMessage(t, row.error.code, row.error.params)}
        </p>
      )}
      {row.serial_number && (
        <p className="mt-2 break-all text-slate-700">
          <span className="font-semibold">{t('progress.sn')}:</span>{' '}
          <span className="font-mono">{row.serial_number}</span>
        </p>
      )}
      {row.ref_id && !row.serial_number && (
        <p className="mt-1 text-xs text-slate-500">
          {t('progress.ref')}: <span className="font-mono">{row.ref_id}</span>
        </p>
      )}
    </li>
  );
}
