import { SALES_GROUPS, type SalesGroup } from '@konter/core/contracts/console-reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { DateRangeFields } from '../../components/ui/date-range-fields';
import { Icon } from '../../components/ui/icons';
import { fieldClasses } from '../../components/ui/text-field';
import type { ReportRange } from './api';

/**
 * A report's filter: the Jakarta date range, the sales report's grouping, and the Excel file of
 * what they select. Changes apply at once (the URL holds them).
 */
export function ReportFilter({
  range,
  onRange,
  groupBy,
  onGroupBy,
  exportUrl,
}: {
  range: ReportRange;
  onRange: (range: ReportRange) => void;
  groupBy?: SalesGroup;
  onGroupBy?: (group: SalesGroup) => void;
  exportUrl: string;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="report-filter">
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
        <DateRangeFields range={range} onChange={onRange} />
        {groupBy && onGroupBy && (
          <div className="col-span-2 space-y-1.5 lg:col-span-1">
            <label htmlFor={`${id}-group`} className="block text-sm font-medium text-slate-700">
              {t('reports.groupBy')}
            </label>
            <select
              id={`${id}-group`}
              className={fieldClasses(false)}
              value={groupBy}
              onChange={(e) => onGroupBy(e.target.value as SalesGroup)}
            >
              {SALES_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`reports.groups.${g}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <a
          href={exportUrl}
          download
          className={`${buttonClasses('secondary', 'md')} col-span-2 lg:col-span-1 ${groupBy ? '' : 'lg:col-start-4'}`}
          data-testid="report-export"
        >
          <Icon name="download" className="size-4" />
          {t('reports.export')}
        </a>
      </div>
    </div>
  );
}
