import type { ShipmentListItem } from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { multicourierPaths } from '../paths';
import { CourierBadge, ShippingChip, StatusChip } from './chips';

/** Shipments as tappable rows: AWB (or ref), courier, recipient, both statuses, total, time. */
export function ShipmentRows({ items }: { items: ShipmentListItem[] }) {
  const { t } = useTranslation('multicourier');
  return (
    <ul className="divide-y divide-slate-100" data-testid="shipment-rows">
      {items.map((s) => (
        <li key={`${s.courier}-${s.ref_id}`}>
          <Link
            to={multicourierPaths.detail(s.courier, s.ref_id)}
            className="flex items-start gap-3 rounded-xl px-1 py-3 hover:bg-slate-50"
            data-testid="shipment-row"
          >
            <span className="min-w-0 flex-1 space-y-1">
              <span className="flex flex-wrap items-center gap-2">
                <CourierBadge courier={s.courier} />
                <span className="font-mono text-sm font-semibold break-all text-slate-900">
                  {s.awb ?? s.ref_id}
                </span>
              </span>
              <span className="block truncate text-sm text-slate-700">
                {t('list.to', { name: s.recipient_name, city: s.recipient_city })}
              </span>
              <span className="flex flex-wrap gap-1.5">
                <StatusChip status={s.status} />
                <ShippingChip state={s.shipping_status} />
              </span>
            </span>
            <span className="shrink-0 text-right text-sm">
              <span className="block font-semibold text-slate-900 tabular-nums">
                {formatRupiah(s.charged)}
              </span>
              <span className="block text-xs text-slate-500">{formatDateTime(s.created_at)}</span>
              <Icon name="chevronRight" className="ml-auto mt-1 size-4 text-slate-400" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
