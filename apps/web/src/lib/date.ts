import { currentLocale } from './i18n';

const tags = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' } as const;

/**
 * Dates and times are shown in WIB, the zone of the server's cut-offs and reports, whatever the
 * device's zone: the server renders public pages (UTC machine) and the browser hydrates them, and
 * both must print the same text.
 */
const timeZone = 'Asia/Jakarta';

/** '22 Nov 2026, 14.05' in the current language; the raw text when it is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(tags[currentLocale()], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(d);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(tags[currentLocale()], { dateStyle: 'long', timeZone }).format(d);
}

/** Today's date in Jakarta (YYYY-MM-DD): the server's report filters count days in WIB. */
export function jakartaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** A bill period "202610" as "Okt 2026" in the current language; other texts as they are. */
export function formatPeriod(period: string): string {
  const m = period.match(/^(\d{4})(\d{2})$/);
  if (!m) return period;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return new Intl.DateTimeFormat(tags[currentLocale()], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}
