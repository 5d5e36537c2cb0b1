import { DEPOSIT_TOPUP_STATUSES, type DepositTopupStatus } from '@konter/core/deposit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { type DateRange, DateRangeFields } from '../../../components/ui/date-range-fields';
import { fieldClasses } from '../../../components/ui/text-field';

export type { DateRange };

/** Jakarta date range (and, for top-up requests, the status) of a wallet report. */
export function HistoryFilters({
  range,
  onChange,
  status,
  onStatus,
}: {
  range: DateRange;
  onChange: (next: DateRange) => void;
  /** Present on the top-up requests list only. */
  status?: DepositTopupStatus | null;
  onStatus?: (status: DepositTopupStatus | undefined) => void;
}) {
  const { t } = useTranslation('deposit');
  const id = useId();
  return (
    <div
      className={cn(
        'grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4',
        onStatus && 'sm:grid-cols-3',
      )}
    >
      {onStatus && (
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-700">
            {t('report.status')}
          </label>
          <select
            id={`${id}-status`}
            className={fieldClasses(false)}
            value={status ?? ''}
            onChange={(e) => onStatus((e.target.value || undefined) as DepositTopupStatus | undefined)}
          >
            <option value="">{t('report.allStatuses')}</option>
            {DEPOSIT_TOPUP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <DateRangeFields range={range} onChange={onChange} />
    </div>
  );
}
