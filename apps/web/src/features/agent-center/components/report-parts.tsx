import { AGENT_CENTER_MAX_RANGE_DAYS } from '@konter/core/contracts/agent-center';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import {
  type DateRange,
  DateRangeFields,
  rangeFromParams as rangeFromUrl,
} from '../../../components/ui/date-range-fields';
import { Pager } from '../../../components/ui/pager';
import { fieldClasses } from '../../../components/ui/text-field';
import { jakartaToday } from '../../../lib/date';

export type { DateRange };

/** The agent reports open on this month so far (Jakarta dates). */
export function monthRange(now: Date = new Date()): Required<DateRange> {
  const to = jakartaToday(now);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** The range from the URL: absent → this month; present but empty → no bound. */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): DateRange {
  return rangeFromUrl(params, monthRange(now));
}

/** A range longer than the server answers for (calls: at most AGENT_CENTER_MAX_RANGE_DAYS days). */
export function rangeTooLong(r: DateRange): boolean {
  if (!r.from || !r.to) return false;
  return (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 + 1 > AGENT_CENTER_MAX_RANGE_DAYS;
}

/** Said instead of asking the server when the range is too long. */
export function RangeTooLong() {
  const { t } = useTranslation('errors');
  return (
    <Alert tone="warning">{t('agent_center_range_too_long', { days: AGENT_CENTER_MAX_RANGE_DAYS })}</Alert>
  );
}

export const pageFromParams = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** Date fields (and an optional search) above an agent report. */
export function ReportFilters({
  range,
  onRange,
  search,
  onSearch,
  searchLabel,
}: {
  range?: DateRange;
  onRange?: (next: DateRange) => void;
  search?: string;
  onSearch?: (term: string) => void;
  searchLabel?: string;
}) {
  const { t } = useTranslation('agentCenter');
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      {onSearch && (
        <form
          className="col-span-2 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(String(new FormData(e.currentTarget).get('search') ?? '').trim());
          }}
        >
          <label htmlFor={`${id}-search`} className="sr-only">
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            key={search ?? ''}
            name="search"
            type="search"
            defaultValue={search ?? ''}
            placeholder={searchLabel}
            className={cn(fieldClasses(false), 'min-w-0 flex-1')}
          />
          <Button type="submit" variant="secondary">
            {t('searchAction')}
          </Button>
        </form>
      )}
      {range && onRange && <DateRangeFields range={range} onChange={onRange} />}
    </div>
  );
}

/** A report that failed to load: the server's reason when it has one, and a retry. */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation(['agentCenter', 'common']);
  return (
    <div className="space-y-3">
      <Alert tone="error">{message ?? t('loadFailed')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </div>
  );
}

export function ReportPager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('agentCenter');
  if (lastPage <= 1) return null;
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      onChange={onPage}
      previousLabel={t('previous')}
      nextLabel={t('next')}
      indicator={t('page', { page, last: lastPage })}
      label={t('pages')}
    />
  );
}
