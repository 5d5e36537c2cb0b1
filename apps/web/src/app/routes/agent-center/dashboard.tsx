import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useAgentCenterDashboard } from '../../../features/agent-center/api/agent-center';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import { LoadFailed } from '../../../features/agent-center/components/report-parts';
import { formatDate } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { useRealtimeEvent } from '../../../lib/realtime';

function Stat({
  label,
  value,
  sub,
  icon,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  icon: IconName;
  testId: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <Icon name={icon} className="size-5 text-brand-700" />
        {label}
      </div>
      <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</p>
      {sub && <p className="text-xs text-slate-500">{sub}</p>}
    </div>
  );
}

function DashboardBody() {
  const { t } = useTranslation(['agentCenter', 'common', 'errors']);
  const q = useAgentCenterDashboard(true);
  const qc = useQueryClient();
  // Besides the 15 s refresh: a credit to the cashback wallet (or any wallet change) shows at once.
  useRealtimeEvent('deposit.updated', () => void qc.invalidateQueries({ queryKey: ['agent-center'] }));
  useRealtimeEvent('transaction.updated', () => void qc.invalidateQueries({ queryKey: ['agent-center'] }));
  if (q.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (q.isError) return <LoadFailed message={errorMessage(t, q.error)} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const time = new Date(d.updated_at).toLocaleTimeString('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Asia/Jakarta',
  });
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Stat
          testId="stat-downlines"
          icon="user"
          label={t('dashboard.downlines')}
          value={String(d.downlines.total)}
          sub={t('dashboard.newThisMonth', { count: d.downlines.new_this_month })}
        />
        <Stat
          testId="stat-sales-today"
          icon="receipt"
          label={t('dashboard.salesToday')}
          value={formatRupiah(d.sales.today.amount)}
          sub={t('dashboard.trxCount', { count: d.sales.today.count })}
        />
        <Stat
          testId="stat-sales-month"
          icon="history"
          label={t('dashboard.salesMonth')}
          value={formatRupiah(d.sales.month.amount)}
          sub={t('dashboard.trxCount', { count: d.sales.month.count })}
        />
        <Stat
          testId="stat-profit-today"
          icon="star"
          label={t('dashboard.profitToday')}
          value={formatRupiah(d.profit.today)}
        />
        <Stat
          testId="stat-profit-month"
          icon="star"
          label={t('dashboard.profitMonth')}
          value={formatRupiah(d.profit.month)}
          sub={
            d.profit.pending_credit > 0
              ? t('dashboard.pendingCredit', { amount: formatRupiah(d.profit.pending_credit) })
              : undefined
          }
        />
        <Stat
          testId="stat-cashback"
          icon="wallet"
          label={t('dashboard.cashback')}
          value={formatRupiah(d.cashback_balance)}
        />
      </div>
      <p className="text-sm text-slate-600">{t('dashboard.profitHelp')}</p>
      <div
        className={
          d.loan.is_due_today && d.loan.not_paid_off
            ? 'rounded-2xl border border-amber-300 bg-amber-50 p-4'
            : 'rounded-2xl border border-slate-200 bg-white p-4'
        }
        data-testid="stat-loan"
      >
        <p className="font-semibold text-slate-900">{t('dashboard.loan')}</p>
        {d.loan.usage > 0 ? (
          <p className="text-sm text-slate-700">
            {t('dashboard.loanUsage', { amount: formatRupiah(d.loan.usage) })}
            {d.loan.due_date ? ` · ${t('dashboard.loanDue', { date: formatDate(d.loan.due_date) })}` : ''}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('dashboard.loanNone')}</p>
        )}
        {d.loan.is_due_today && d.loan.not_paid_off && (
          <p className="mt-1 text-sm font-medium text-amber-800">
            <Link to="/account/utang" className="underline">
              {t('dashboard.loanDueToday')}
            </Link>
          </p>
        )}
      </div>
      <nav aria-label={t('dashboard.shortcuts')} className="flex flex-wrap gap-2">
        {(
          [
            ['/agent-center/list-agent', 'dashboard.seeAgents'],
            ['/agent-center/list-cashback', 'dashboard.seeCashback'],
            ['/agent-center/transaksi-agen', 'dashboard.seeTransactions'],
          ] as const
        ).map(([to, label]) => (
          <Link
            key={to}
            to={to}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-slate-50"
          >
            {t(label)}
          </Link>
        ))}
      </nav>
      <p className="text-xs text-slate-500" aria-live="polite">
        {t('dashboard.updated', { time })}
      </p>
    </>
  );
}

/** /agent-center/dashboard (spec §2): downlines, their sales, the profit from them, cashback, loan. */
export default function AgentCenterDashboardPage() {
  const { t } = useTranslation('agentCenter');
  return (
    <AgentCenterPage title={t('dashboard.title')} intro={t('dashboard.intro')}>
      <DashboardBody />
    </AgentCenterPage>
  );
}
