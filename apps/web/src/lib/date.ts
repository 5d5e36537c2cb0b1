import { currentLocale } from './i18n';

const tags = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' } as const;

/** '22 Nov 2026, 14.05' in the current language; the raw text when it is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(tags[currentLocale()], { dateStyle: 'medium', timeStyle: 'short' }).format(
    d,
  );
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(tags[currentLocale()], { dateStyle: 'long' }).format(d);
}
