import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect';
import {
  type DateRange,
  ReportFilters,
  rangeFromParams,
} from '../../../features/agent-center/components/report-parts';
import {
  isOrderTab,
  OrderList,
  type OrderTab,
  OrderTabs,
  shopOrderPaths,
} from '../../../features/shop-order';
import { OrderFrame } from './order-frame';

/**
 * The shop report: the buyer's orders by state within a date range (this month by default, Jakarta
 * dates), paged. `pathOf` gives a state's URL: /account/laporan/shop/{status} (laporan::shop) or
 * /shop/report?status= (shop::report:show).
 */
export function ShopReport({
  status,
  pathOf,
}: {
  status: OrderTab;
  pathOf: (tab: OrderTab, query: string) => string;
}) {
  const { t } = useTranslation('shopOrder');
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = (r: DateRange, p = 1) => {
    const next = new URLSearchParams(params);
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return next;
  };
  const rangeQuery = () => {
    const q = query(range);
    q.delete('status');
    return q.toString();
  };
  return (
    <OrderFrame title={t('report.title')}>
      <div className="space-y-4">
        <ReportFilters range={range} onRange={(r) => setParams(query(r), { replace: true })} />
        <OrderTabs value={status} pathOf={(tab) => pathOf(tab, rangeQuery())} />
        <OrderList
          status={status}
          page={page}
          from={range.from}
          to={range.to}
          onPage={(p) => setParams(query(range, p), { replace: true })}
        />
      </div>
    </OrderFrame>
  );
}

/** /shop/report (shop::report:show): the shop report; the state in `?status=`. */
export default function ShopReportPage() {
  const [params] = useSearchParams();
  const s = params.get('status') ?? undefined;
  const status = isOrderTab(s) ? s : 'all';
  return (
    <ShopReport
      status={status}
      pathOf={(tab, q) => {
        const next = new URLSearchParams(q);
        if (tab !== 'all') next.set('status', tab);
        return `/shop/report?${next.toString()}`;
      }}
    />
  );
}

/** The same report under /account/laporan/shop/:status? (laporan::shop). */
export function AccountShopReport() {
  const params = useParams();
  if (params.status !== undefined && !isOrderTab(params.status))
    return <Redirect to={shopOrderPaths.report()} />;
  const status = isOrderTab(params.status) ? params.status : 'all';
  return <ShopReport status={status} pathOf={(tab, q) => `${shopOrderPaths.report(tab)}?${q}`} />;
}
