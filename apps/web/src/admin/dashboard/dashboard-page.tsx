import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { ConsolePage } from '../components/console-page';
import { LiveBadge } from '../components/live-badge';
import { formatMoment } from '../lib/format';
import { ApprovalsCard, DepositsCard, PurchasesCard, SalesCard, SupplierCard } from './dashboard-cards';

/**
 * /admin/dashboard (every role): today's and this month's sales with the margin, the supplier's
 * balance with its warning, today's purchases by status and deposits by channel, and what waits for
 * the caller's roles. Live: refetched on each `console:changed` of the staff socket.
 */
export default function DashboardPage() {
  const { t } = useTranslation('console');
  const dashboard = useDashboard();
  return (
    <ConsolePage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      action={<LiveBadge updated={dashboard.data ? formatMoment(dashboard.data.at) : undefined} />}
    >
      {dashboard.isPending ? (
        <PageSkeleton label={t('dashboard.loading')} />
      ) : dashboard.isError ? (
        <QueryError onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3" data-testid="console-dashboard">
          <SalesCard sales={dashboard.data.sales} />
          <SupplierCard supplier={dashboard.data.supplier} />
          <PurchasesCard purchases={dashboard.data.purchases_today} />
          <DepositsCard deposits={dashboard.data.deposits_today} />
          {dashboard.data.approvals.length > 0 && <ApprovalsCard approvals={dashboard.data.approvals} />}
        </div>
      )}
    </ConsolePage>
  );
}
