import { reportStatusFilters } from '@konter/core/contracts/purchase';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';
import { androidBridge } from '../../../lib/android';
import { currentLocale } from '../../../lib/i18n';
import { exportUrl, type TransactionFilters } from '../api/get-transactions';
import { lastDays, QUICK_RANGES, quickRangeOf } from '../report-range';
import { ReportSearch } from './report-search';

/**
 * The report's search, quick ranges (today, 7 days, 30 days), status (with "refunded") and date
 * range, and the Excel export of exactly what is filtered, in the page's language.
 */
export function ReportFilters({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (next: Partial<TransactionFilters>) => void;
}) {
  const { t } = useTranslation(['transactions', 'common']);
  const id = useId();
  const href = exportUrl(filters, currentLocale());
  const quick = quickRangeOf(filters);
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <ReportSearch value={filters.search} onSearch={(search) => onChange({ search, page: 1 })} />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
      <div role="group" aria-label={t('filter.quickRange')} className="flex flex-wrap gap-2">
        {QUICK_RANGES.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={quick === days}
            className={cn(
              'min-h-10 rounded-full border px-4 text-sm font-medium',
              quick === days
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
            onClick={() => onChange({ ...lastDays(days), page: 1 })}
          >
            {days === 1 ? t('filter.today') : t('filter.lastDays', { count: days })}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
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
            {reportStatusFilters.map((s) => (
              <option key={s} value={s}>
                {s === 'refunded' ? t('filter.refunded') : t(`common:trxStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields range={filters} onChange={(r) => onChange({ from: r.from, to: r.to, page: 1 })} />
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
    </div>
  );
}
