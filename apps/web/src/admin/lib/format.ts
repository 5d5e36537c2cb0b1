import { currentLocale } from '../../lib/i18n';

const tags = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' } as const;

/**
 * A moment in WIB with seconds ('27 Nov 2026, 14.05.09'): the audit log and the staff's last
 * sign-in are read to the second, in the zone of the server's reports.
 */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(tags[currentLocale()], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Jakarta',
  }).format(d);
}
