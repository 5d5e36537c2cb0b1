import type { AgentLoanView, LoanDueGroup } from '@konter/core/contracts/loan';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/ui/pill';

const statusTones: Record<AgentLoanView['status'] | 'cancelled', string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-800',
  inactive: 'bg-slate-100 text-slate-700',
  rejected: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
};

/** The loan's state (spec §4): pending, active, inactive, rejected — or cancelled by the user. */
export function LoanStatusPill({ loan }: { loan: Pick<AgentLoanView, 'status' | 'cancelled_at'> }) {
  const { t } = useTranslation('loan');
  const key = loan.cancelled_at ? 'cancelled' : loan.status;
  return (
    <Pill tone={statusTones[key]} data-testid="loan-status">
      {t(`status.${key}`)}
    </Pill>
  );
}

const dueTones: Record<LoanDueGroup, string> = {
  today: 'bg-amber-100 text-amber-900',
  tomorrow: 'bg-sky-100 text-sky-900',
  not_due: 'bg-emerald-50 text-emerald-800',
  overdue: 'bg-red-100 text-red-800',
  other: 'bg-slate-100 text-slate-700',
};

/** Spec §4 due group (only an active loan is due; "other" otherwise). */
export function DueGroupPill({ group }: { group: LoanDueGroup }) {
  const { t } = useTranslation('loan');
  return (
    <Pill tone={dueTones[group]} data-testid="loan-due-group">
      {t(`dueGroup.${group}`)}
    </Pill>
  );
}

/** "old → new" when the due date was moved, else the date. */
export function DueDates({
  loan,
  format,
}: {
  loan: Pick<AgentLoanView, 'due_date' | 'old_due_date'>;
  format: (d: string) => string;
}) {
  if (!loan.old_due_date) return <span className="tabular-nums">{format(loan.due_date)}</span>;
  return (
    <span className="tabular-nums">
      <s className="text-slate-500">{format(loan.old_due_date)}</s> → {format(loan.due_date)}
    </span>
  );
}
