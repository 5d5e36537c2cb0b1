import type { TransactionView } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { Pill } from './ui/pill';

type Status = TransactionView['status'];

const tones: Record<Status, string> = {
  processing: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-slate-200 text-slate-700',
  canceled: 'bg-slate-200 text-slate-700',
  inquiry: 'bg-amber-100 text-amber-900',
  unprocessed: 'bg-amber-100 text-amber-900',
  returned: 'bg-violet-100 text-violet-900',
  blocked: 'bg-red-100 text-red-800',
};

/** A transaction status (spec §4) as a coloured pill. */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Pill tone={tones[status]} className={className}>
      {t(`trxStatus.${status}`)}
    </Pill>
  );
}

/** Statuses after which the money went back to the deposit. */
export const refundedStatuses: readonly Status[] = ['failed', 'canceled', 'returned'];
