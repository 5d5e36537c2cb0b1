import { transactionStatuses } from '@konter/core/contracts/purchase';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';
import { androidBridge } from '../../../lib/android';
import { exportUrl, type TransactionFilters } from '../api/get-transactions';

/** Status and date range of the report, and the Excel export of exactly what is filtered. */
export function ReportFilters({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (next: Partial<TransactionFilters>) => void;
}) {
  const { t } = useTranslation(['transactions', 'common']);
  const id = useId();
  const href = exportUrl(filters);
  return (
    <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-700">
          {t('filter.status')}
        </label>
        <select
          id={`${id}-status`}
          className={fieldClasses(false)}
          value={filters.status ?? ''}
          onChange={(e) =>
            onChange({ status: (e.target.value || undefined) as TransactionFilters['status'], page: 1 })
          }
        >
          <option value="">{t('filter.allStatuses')}</option>
          {transactionStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`common:trxStatus.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
          {t('filter.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={fieldClasses(false)}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => onChange({ from: e.target.value || undefined, page: 1 })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
          {t('filter.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={fieldClasses(false)}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => onChange({ to: e.target.value || undefined, page: 1 })}
        />
      </div>
      <a
        href={href}
        download
        className={buttonClasses('secondary')}
        onClick={(e) => {
          // The Android shell downloads through its own bridge (a WebView ignores `download`).
          const android = androidBridge();
          if (android?.downloadFile) {
            e.preventDefault();
            android.downloadFile(new URL(href, window.location.origin).href);
          }
        }}
      >
        <Icon name="download" className="size-5" />
        {t('export')}
      </a>
    </div>
  );
}
