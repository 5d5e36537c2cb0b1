import type { TransactionView } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { cn } from './ui/cn';

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
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {t(`trxStatus.${status}`)}
    </span>
  );
}

/** Statuses after which the money went back to the deposit. */
export const refundedStatuses: readonly Status[] = ['failed', 'canceled', 'returned'];
