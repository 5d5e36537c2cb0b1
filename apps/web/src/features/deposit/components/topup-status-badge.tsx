import type { DepositTopupStatus } from '@konter/core/deposit';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/ui/pill';

const tones: Record<DepositTopupStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  claimed: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-slate-200 text-slate-700',
  canceled: 'bg-slate-200 text-slate-700',
};

/** A top-up request's status (core DEPOSIT_TOPUP_STATUSES) as a coloured pill. */
export function TopupStatusBadge({ status, className }: { status: DepositTopupStatus; className?: string }) {
  const { t } = useTranslation('deposit');
  return (
    <Pill tone={tones[status]} className={className} data-testid="topup-status" data-status={status}>
      {t(`status.${status}`)}
    </Pill>
  );
}
