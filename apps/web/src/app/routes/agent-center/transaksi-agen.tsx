import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useDownlineTransactions } from '../../../features/agent-center/api/agent-center';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import {
  type DateRange,
  LoadFailed,
  pageFromParams,
  RangeTooLong,
  ReportFilters,
  ReportPager,
  rangeFromParams,
  rangeTooLong,
} from '../../../features/agent-center/components/report-parts';
import { RecordDebtDialog } from '../../../features/debt';
import { useAccount } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';

function DownlineTransactions() {
  const { t } = useTranslation(['agentCenter', 'common', 'errors', 'debt']);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const tooLong = rangeTooLong(range);
  const search = params.get('search')?.trim() || undefined;
  const page = pageFromParams(params);
  const q = useDownlineTransactions({ ...range, search, page }, !tooLong);
  // A master records a downline debt on a successful transaction (features/debt).
  const isMaster = useAccount().data?.category === 3;
  const snackbar = useSnackbar();
  const [recording, setRecording] = useState<{ ref: string; kind: 'prepaid' | 'postpaid' } | null>(null);
  const update = (patch: { range?: DateRange; search?: string; page?: number }) => {
    const next = new URLSearchParams();
    const r = patch.range ?? range;
    const s = 'search' in patch ? patch.search : search;
    if (s) next.set('search', s);
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    setParams(next, { replace: true });
  };
  return (
    <>
      <ReportFilters
        range={range}
        onRange={(r) => update({ range: r })}
        search={search}
        onSearch={(s) => update({ search: s || undefined })}
        searchLabel={t('agentTrx.search')}
      />
      {tooLong ? (
        <RangeTooLong />
      ) : q.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : q.isError ? (
        <LoadFailed message={errorMessage(t, q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <EmptyState icon="receipt" title={t('agentTrx.empty')} description={t('agentTrx.emptyText')} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('agentTrx.count', { count: q.data.meta.total })}</p>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {q.data.data.map((x) => (
              <li key={x.ref_id} className="flex items-center gap-3 px-4 py-3" data-testid="agent-trx-row">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{x.product_name}</p>
                  <p className="truncate text-sm text-slate-600">
                    {x.downline_name} · <span className="tabular-nums">{x.destination}</span>
                  </p>
                  <p className="truncate text-xs text-slate-500">
                    {t(`kind.${x.kind}`)} · {x.ref_id} · {formatDateTime(x.created_at)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold text-slate-900 tabular-nums">{formatRupiah(x.price)}</span>
                  <StatusBadge status={x.status} />
                  {isMaster && x.status === 'success' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setRecording({ ref: x.ref_id, kind: x.kind })}
                      data-testid="debt-record"
                    >
                      {t('debt:record.action')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <ReportPager
            page={q.data.meta.current_page}
            lastPage={q.data.meta.last_page}
            onPage={(p) => update({ page: p })}
          />
        </>
      )}
      <RecordDebtDialog
        source={recording?.kind === 'postpaid' ? 'pascabayar' : 'prabayar'}
        refId={recording?.ref ?? null}
        onClose={() => setRecording(null)}
        onRecorded={(text) => {
          setRecording(null);
          snackbar.show({ color: 'success', message: text });
        }}
      />
    </>
  );
}

/** /agent-center/transaksi-agen, /account/transaksi-agen, /account/laporan/transaksi-agen. */
export default function AgentTransactionsPage() {
  const { t } = useTranslation('agentCenter');
  return (
    <AgentCenterPage title={t('agentTrx.title')} intro={t('agentTrx.intro')}>
      <DownlineTransactions />
    </AgentCenterPage>
  );
}
