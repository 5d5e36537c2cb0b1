import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pill } from '../../../components/ui/pill';
import { useAccount } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date';

/** The pages of POS MLO need the `pos_mlo` permission (spec §6): the no-permission message otherwise. */
export function PosGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['postal', 'errors']);
  const { data: account, isPending } = useAccount();
  if (isPending) return null;
  if (!account?.permissions.includes('pos_mlo'))
    return (
      <div data-testid="pos-no-permission">
        <EmptyState
          icon="lock"
          title={t('noPermission.title')}
          description={t('errors:postal_no_permission')}
          action={
            <Link to="/" className={buttonClasses('secondary')}>
              {t('noPermission.home')}
            </Link>
          }
        />
      </div>
    );
  return <>{children}</>;
}

const STATUS_TONES: Record<string, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  cancel: 'bg-slate-200 text-slate-700',
  draft: 'bg-amber-100 text-amber-800',
  submitted: 'bg-sky-100 text-sky-800',
  cleared: 'bg-emerald-100 text-emerald-800',
  held: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
  open: 'bg-sky-100 text-sky-800',
  closed: 'bg-slate-200 text-slate-700',
  confirmed: 'bg-emerald-100 text-emerald-800',
};

/** A shipment's, CN23's or manifest's status as a coloured pill. */
export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation('postal');
  return (
    <Pill tone={STATUS_TONES[status] ?? 'bg-slate-100 text-slate-700'}>
      {t(`status.${status}` as 'status.success', { defaultValue: status })}
    </Pill>
  );
}

/** Where the parcel is (the spec's shipping states). */
export function ShippingPill({ state }: { state: string | null }) {
  const { t } = useTranslation('postal');
  if (!state) return null;
  return (
    <Pill tone="bg-brand-50 text-brand-800">
      {t(`shipping.${state}` as 'shipping.delivered', { defaultValue: state })}
    </Pill>
  );
}

export function Section({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A label/value row of a breakdown. */
export function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <span className="text-sm">{label}</span>
      <span className="text-right text-sm tabular-nums">{value}</span>
    </div>
  );
}

/** A time as the rest of the app shows it (WIB, the reader's language). */
export const wib = (iso: string) => formatDateTime(iso);

/** Today in Jakarta (YYYY-MM-DD). */
export const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
