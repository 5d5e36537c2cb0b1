import type { AgentLoanView } from '@konter/core/contracts/loan';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { DueDates, DueGroupPill, LoanStatusPill } from './loan-badges';

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** How much of the limit is used, as a bar (usage / limit). */
export function UsageBar({ usage, limit }: { usage: number; limit: number }) {
  const { t } = useTranslation('loan');
  const pct = limit > 0 ? Math.min(100, Math.round((usage / limit) * 100)) : 0;
  const text = t('usageOf', { usage: formatRupiah(usage), limit: formatRupiah(limit) });
  return (
    <div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={usage}
        aria-valuetext={text}
      >
        <div
          className={pct >= 90 ? 'h-full rounded-full bg-red-500' : 'h-full rounded-full bg-brand-600'}
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 tabular-nums">{text}</p>
    </div>
  );
}

/** The user's active or ended loan: state, limit and usage, due date and group, collected, unpaid. */
export function LoanSummary({ loan }: { loan: AgentLoanView }) {
  const { t } = useTranslation('loan');
  const active = loan.status === 'active';
  return (
    <Card data-testid="loan-summary">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <LoanStatusPill loan={loan} />
        {active && <DueGroupPill group={loan.due_group} />}
      </div>
      {active && (
        <div className="mb-3">
          <p className="text-sm text-slate-600">{t('field.remaining')}</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="loan-remaining">
            {formatRupiah(loan.remaining_limit)}
          </p>
          <div className="mt-3">
            <UsageBar usage={loan.usage} limit={loan.limit} />
          </div>
        </div>
      )}
      <dl className="divide-y divide-slate-100">
        <Row label={t('field.limit')}>
          <span className="tabular-nums">{formatRupiah(loan.limit)}</span>
        </Row>
        {active && (
          <>
            <Row label={t('field.usage')} testId="loan-usage">
              <span className="tabular-nums">{formatRupiah(loan.usage)}</span>
            </Row>
            <Row label={t('field.unpaid')}>
              <span className="tabular-nums">{formatRupiah(loan.unpaid_amount)}</span>
            </Row>
          </>
        )}
        <Row label={loan.old_due_date ? t('field.dueChanged') : t('field.dueDate')} testId="loan-due">
          <DueDates loan={loan} format={formatDate} />
        </Row>
        <Row label={t('field.collected')}>
          <span className="tabular-nums">{formatRupiah(loan.collected_amount)}</span>
        </Row>
        {active && (
          <Row label={t('depositStatus.label')} testId="loan-deposit-status">
            {t(`depositStatus.${loan.deposit_status ?? 'none'}`)}
          </Row>
        )}
        {loan.approved_at && <Row label={t('field.approvedAt')}>{formatDate(loan.approved_at)}</Row>}
      </dl>
    </Card>
  );
}
