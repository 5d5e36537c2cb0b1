import type { DebtDepositStatus, DownlineDebt } from '@konter/core/contracts/debt';
import type { LoanDueGroup } from '@konter/core/contracts/loan';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/ui/pill';
import { formatDate, formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';

const dueTones: Record<LoanDueGroup, string> = {
  today: 'bg-amber-100 text-amber-900',
  tomorrow: 'bg-sky-100 text-sky-900',
  not_due: 'bg-slate-100 text-slate-700',
  overdue: 'bg-red-100 text-red-800',
  other: 'bg-slate-100 text-slate-600',
};
const statusTones: Record<DebtDepositStatus, string> = {
  not_deposited: 'bg-slate-100 text-slate-700',
  deposited: 'bg-sky-100 text-sky-900',
  half_approved: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-800',
};

export function DueGroupBadge({ group }: { group: LoanDueGroup }) {
  const { t } = useTranslation('debt');
  return (
    <Pill tone={dueTones[group]} data-testid="debt-due-group">
      {t(`dueGroup.${group}`)}
    </Pill>
  );
}

export function DepositStatusBadge({ status }: { status: DebtDepositStatus }) {
  const { t } = useTranslation('debt');
  return (
    <Pill tone={statusTones[status]} data-testid="debt-deposit-status" data-status={status}>
      {t(`depositStatus.${status}`)}
    </Pill>
  );
}

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? 'font-semibold text-slate-900 tabular-nums' : 'text-slate-800 tabular-nums'}>
        {children}
      </dd>
    </div>
  );
}

/**
 * One downline debt as a card (phones first): who owes whom, its source, the amounts, the due date
 * and the deposit status, the payments when asked, and the side's own actions below.
 */
export function DebtCard({
  debt,
  side,
  actions,
  showPayments,
}: {
  debt: DownlineDebt;
  /** upline: the master's lists (show the downline); downline: one's own debts (show the master). */
  side: 'upline' | 'downline';
  actions?: ReactNode;
  showPayments?: boolean;
}) {
  const { t } = useTranslation('debt');
  const who = side === 'upline' ? debt.downline : debt.upline;
  const settled = debt.current_debt === 0;
  return (
    <li
      className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="debt-card"
      data-ref={debt.ref_id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">
            {debt.source === 'transfer_deposit'
              ? t('card.transfer', { code: debt.ref_id })
              : (debt.product_name ?? debt.ref_id)}
          </p>
          <p className="truncate text-sm text-slate-600">
            {side === 'upline' ? t('field.downline') : t('field.upline')}: {who.name} ·{' '}
            <span className="tabular-nums">{who.phone}</span>
          </p>
          <p className="truncate text-xs text-slate-500">
            {t(`source.${debt.source}`)}
            {debt.source !== 'transfer_deposit' && (
              <>
                {' '}
                · {debt.ref_id}
                {debt.destination ? ` · ${debt.destination}` : ''}
              </>
            )}{' '}
            · {formatDateTime(debt.source_at)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <DepositStatusBadge status={debt.deposit_status} />
          {!settled && <DueGroupBadge group={debt.due_group} />}
        </div>
      </div>
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5 py-1">
        <Row label={t('field.amount')}>{formatRupiah(debt.amount)}</Row>
        <Row label={t('field.dp')}>{formatRupiah(debt.dp_value)}</Row>
        <Row label={t('field.debt')}>{formatRupiah(debt.debt_value)}</Row>
        <Row label={t('field.collected')}>{formatRupiah(debt.collected)}</Row>
        <Row label={t('field.current')} strong>
          <span data-testid="debt-current">
            {settled ? t('card.settled') : formatRupiah(debt.current_debt)}
          </span>
        </Row>
        <Row label={t('field.due')}>{formatDate(debt.due_date)}</Row>
        {debt.declared_amount !== null && (
          <Row label={t('field.declared')}>
            <span data-testid="debt-declared">{formatRupiah(debt.declared_amount)}</span>
          </Row>
        )}
      </dl>
      {(debt.notes || debt.declared_note) && (
        <div className="space-y-1 text-sm text-slate-700">
          {debt.notes && (
            <p>
              <span className="font-medium">{t('field.notes')}:</span> {debt.notes}
            </p>
          )}
          {debt.declared_note && (
            <p>
              <span className="font-medium">{t('field.declared')}:</span> {debt.declared_note}
            </p>
          )}
        </div>
      )}
      {showPayments && debt.payments.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">{t('card.payments')}</p>
          <ul className="space-y-1 text-sm">
            {debt.payments.map((p) => (
              <li key={p.code} className="flex justify-between gap-3 text-slate-600">
                <span className="min-w-0 truncate">
                  {t(`card.paymentKind.${p.kind}`)} · {formatDateTime(p.created_at)}
                </span>
                <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                  {formatRupiah(p.amount)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
