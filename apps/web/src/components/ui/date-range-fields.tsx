import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from './text-field';

/** A report's Jakarta date range (YYYY-MM-DD); either bound may be absent. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * The range from the URL: absent → `defaults`; present but empty → no bound (a cleared field stays
 * cleared on Back and in shared links).
 */
export function rangeFromParams(params: URLSearchParams, defaults: DateRange): DateRange {
  return {
    from: params.has('from') ? params.get('from') || undefined : defaults.from,
    to: params.has('to') ? params.get('to') || undefined : defaults.to,
  };
}

/**
 * The "from" and "to" date fields of a report filter, as two cells of the caller's grid (each may
 * be emptied; "from" cannot pass "to").
 */
export function DateRangeFields({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (next: DateRange) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
          {t('dateFrom')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={fieldClasses(false)}
          value={range.from ?? ''}
          max={range.to}
          onChange={(e) => onChange({ ...range, from: e.target.value || undefined })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
          {t('dateTo')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={fieldClasses(false)}
          value={range.to ?? ''}
          min={range.from}
          onChange={(e) => onChange({ ...range, to: e.target.value || undefined })}
        />
      </div>
    </>
  );
}
