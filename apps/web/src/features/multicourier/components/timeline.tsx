import type { ShipmentEvent } from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';

/** The server's own event words (the others are the courier's statuses). */
export const OWN_EVENTS = [
  'created',
  'booked',
  'booking_unknown',
  'failed',
  'cancelled',
  'charged',
  'adjust_pending',
  'price_adjusted',
] as const;
type OwnEvent = (typeof OWN_EVENTS)[number];
const isOwn = (s: string): s is OwnEvent => (OWN_EVENTS as readonly string[]).includes(s);

/** "17000->18500" (a price adjustment) as "Rp 17.000 → Rp 18.500"; a charged amount as rupiah. */
export function eventNote(e: ShipmentEvent): string | null {
  if (!e.note) return null;
  if (e.status === 'price_adjusted' || e.status === 'adjust_pending') {
    const m = e.note.match(/^(\d+)->(\d+)$/);
    if (m) return `${formatRupiah(Number(m[1]))} → ${formatRupiah(Number(m[2]))}`;
  }
  if (e.status === 'charged' && /^\d+$/.test(e.note)) return formatRupiah(Number(e.note));
  return e.note;
}

/** A shipment's events, newest first (the API lists them oldest first). */
export function Timeline({ events }: { events: ShipmentEvent[] }) {
  const { t } = useTranslation('multicourier');
  const newestFirst = [...events].reverse();
  if (newestFirst.length === 0) return <p className="text-sm text-slate-600">{t('detail.noEvents')}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" data-testid="shipment-timeline">
      {newestFirst.map((e, i) => {
        const note = eventNote(e);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two events may share time and status; the list only grows
          <li key={`${e.date}-${e.status}-${i}`} className="relative text-sm">
            <span
              className={cn(
                'absolute top-1 -left-[1.4rem] size-3 rounded-full',
                i === 0 ? 'bg-brand-600' : 'bg-slate-300',
              )}
            />
            <p className="font-medium text-slate-900">
              {isOwn(e.status)
                ? t(`event.${e.status}`)
                : e.shipping_status
                  ? t(`shipping.${e.shipping_status}`)
                  : e.status}
            </p>
            {note && <p className="text-slate-700">{note}</p>}
            <p className="text-slate-500">{formatDateTime(e.date)}</p>
          </li>
        );
      })}
    </ol>
  );
}
