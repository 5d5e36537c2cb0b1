import { rangeFromParams as rangeFromUrl } from '../../components/ui/date-range-fields';
import { jakartaToday } from '../../lib/date';

/** The wallet reports open on the last 30 days (Jakarta dates): top-ups are rarer than purchases. */
export const REPORT_DEFAULT_DAYS = 30;

export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const to = jakartaToday(now);
  const from = jakartaToday(new Date(now.getTime() - (REPORT_DEFAULT_DAYS - 1) * 86_400_000));
  return { from, to };
}

/** The date range from the URL (absent → the last 30 days; empty → no bound). */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()) {
  return rangeFromUrl(params, defaultRange(now));
}
