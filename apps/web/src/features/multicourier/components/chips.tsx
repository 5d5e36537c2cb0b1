import {
  MULTICOURIER_COURIER_INFO,
  type MulticourierCourier,
  type ShipmentShippingState,
  type ShipmentStatus,
} from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Pill } from '../../../components/ui/pill';

const statusTone: Record<ShipmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  success: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
  cancel: 'bg-slate-200 text-slate-700',
  return: 'bg-violet-100 text-violet-900',
};

const shippingTone: Record<ShipmentShippingState, string> = {
  'waiting-for-pickup': 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  'in-transit': 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
  'out-for-delivery': 'bg-indigo-50 text-indigo-900 ring-1 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
  'return-initiated': 'bg-violet-50 text-violet-900 ring-1 ring-violet-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
  failed: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  returned: 'bg-violet-50 text-violet-900 ring-1 ring-violet-200',
};

/** The transaction status (spec §4: pending, success, failed, cancel, return) as a chip. */
export function StatusChip({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('multicourier');
  return (
    <Pill tone={statusTone[status]} data-testid="shipment-status">
      {t(`status.${status}`)}
    </Pill>
  );
}

/** The shipping status (spec §4: the 8 states), or "not booked yet" before the courier has it. */
export function ShippingChip({ state }: { state: ShipmentShippingState | null }) {
  const { t } = useTranslation('multicourier');
  return (
    <Pill
      tone={state ? shippingTone[state] : 'bg-white text-slate-600 ring-1 ring-slate-200'}
      data-testid="shipping-status"
    >
      {t(state ? `shipping.${state}` : 'shipping.none')}
    </Pill>
  );
}

const courierTone: Record<MulticourierCourier, string> = {
  sicepat: 'bg-red-600',
  idexpress: 'bg-rose-700',
  'ninja-xpress': 'bg-rose-500',
  'sap-express': 'bg-orange-600',
  'jnt-cargo': 'bg-emerald-700',
  'jnt-express': 'bg-red-700',
  'jne-express': 'bg-blue-800',
  'lion-parcel': 'bg-red-800',
};

/** A courier's name as a small coloured badge (no logos: nothing to download on a slow network). */
export function CourierBadge({ courier, className }: { courier: MulticourierCourier; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white',
        courierTone[courier],
        className,
      )}
    >
      {MULTICOURIER_COURIER_INFO[courier].name}
    </span>
  );
}
