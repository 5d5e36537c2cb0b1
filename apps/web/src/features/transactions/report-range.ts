import { rangeFromParams } from '../../components/ui/date-range-fields';
import { jakartaToday } from '../../lib/date';

/** The transaction report opens on the last 7 days (Jakarta dates, today included). */
export const REPORT_DEFAULT_DAYS = 7;

/** The quick ranges offered above the date fields: today, the last 7 days, the last 30 days. */
export const QUICK_RANGES = [1, 7, 30] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The last `days` Jakarta days up to today, as the report's from/to. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  return {
    from: jakartaToday(new Date(now.getTime() - (days - 1) * 86_400_000)),
    to: jakartaToday(now),
  };
}

/** Which quick range a from/to pair is, if any. */
export function quickRangeOf(range: { from?: string; to?: string }, now: Date = new Date()) {
  return QUICK_RANGES.find((d) => {
    const r = lastDays(d, now);
    return r.from === range.from && r.to === range.to;
  });
}

/**
 * The date range from the URL: absent → the default (last 7 days); present but empty → no bound
 * (a cleared field stays cleared on Back and in shared links).
 */
export function reportRangeFromParams(params: URLSearchParams, now: Date = new Date()) {
  return rangeFromParams(params, lastDays(REPORT_DEFAULT_DAYS, now));
}
