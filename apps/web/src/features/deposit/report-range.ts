import { jakartaToday } from '../../lib/date';

/** The wallet reports open on the last 30 days (Jakarta dates): top-ups are rarer than purchases. */
export const REPORT_DEFAULT_DAYS = 30;

export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const to = jakartaToday(now);
  const from = jakartaToday(new Date(now.getTime() - (REPORT_DEFAULT_DAYS - 1) * 86_400_000));
  return { from, to };
}

/**
 * The date range from the URL: absent → the default range; present but empty → no bound (so a
 * cleared field stays cleared on Back and in shared links).
 */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()) {
  const d = defaultRange(now);
  return {
    from: params.has('from') ? params.get('from') || undefined : d.from,
    to: params.has('to') ? params.get('to') || undefined : d.to,
  };
}
