import type { WebhookDelivery } from '@konter/core/contracts/developer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { useRedeliver, useWebhookDeliveries } from '../api/webhook';
import { Panel } from './common';

const STATUS_TONES: Record<WebhookDelivery['status'], string> = {
  delivered: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  retrying: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
};

/**
 * The webhook's delivery log (issue 17): time, event, status, HTTP status, latency, the body sent
 * (first 500 characters) and the answer, every attempt, and a redelivery of any delivery.
 */
export function DeliveryLog() {
  const { t } = useTranslation('developer');
  const [page, setPage] = useState(1);
  const list = useWebhookDeliveries(page);
  const redeliver = useRedeliver();
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;

  return (
    <Panel
      title={t('log.title')}
      description={t('log.description')}
      testId="developer-deliveries"
      className="lg:col-span-2"
      action={
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void list.refetch()}
          loading={list.isFetching && !list.isPending}
        >
          {t('log.refresh')}
        </Button>
      }
    >
      {list.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon="inbox" title={t('log.empty')} description={t('log.emptyText')} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {rows.map((d) => (
            <li key={d.id} className="px-3 py-3" data-testid="delivery-row">
              <div className="flex flex-wrap items-center gap-2">
                <Pill tone={STATUS_TONES[d.status]} data-testid="delivery-status">
                  {t(`log.status.${d.status}`)}
                </Pill>
                <span className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700">
                  {d.event}
                </span>
                <span className="text-sm text-slate-600">{formatDateTime(d.created_at)}</span>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
                <span className="font-mono break-all">{d.url_host}</span>
                <span>
                  {d.http_status !== null
                    ? `HTTP ${d.http_status}`
                    : d.error
                      ? t(`log.error.${d.error}`)
                      : t('log.noAnswer')}
                </span>
                {d.latency_ms !== null && <span className="tabular-nums">{d.latency_ms} ms</span>}
                <span>{t('log.attempts', { count: d.attempts })}</span>
              </p>
              {d.next_attempt_at && d.status === 'retrying' && (
                <p className="text-xs text-amber-800">
                  {t('log.nextAttempt', { date: formatDateTime(d.next_attempt_at) })}
                </p>
              )}
              <details className="group mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  {t('log.details')}
                </summary>
                <div className="mt-2 space-y-2">
                  <p className="text-xs font-semibold text-slate-500">{t('log.body')}</p>
                  <pre className="max-h-48 overflow-auto rounded-lg bg-slate-900 p-2 text-xs whitespace-pre-wrap break-all text-slate-100">
                    {d.body_excerpt}
                  </pre>
                  {d.response_excerpt && (
                    <>
                      <p className="text-xs font-semibold text-slate-500">{t('log.response')}</p>
                      <pre className="max-h-32 overflow-auto rounded-lg bg-slate-100 p-2 text-xs whitespace-pre-wrap break-all text-slate-800">
                        {d.response_excerpt}
                      </pre>
                    </>
                  )}
                  {d.attempt_log.length > 0 && (
                    <ol className="space-y-0.5 text-xs text-slate-600">
                      {d.attempt_log.map((a) => (
                        <li key={a.attempt} className="tabular-nums">
                          #{a.attempt} · {formatDateTime(a.at)} ·{' '}
                          {a.http_status !== null
                            ? `HTTP ${a.http_status}`
                            : a.error
                              ? t(`log.error.${a.error}`)
                              : '—'}
                          {a.latency_ms !== null ? ` · ${a.latency_ms} ms` : ''}
                        </li>
                      ))}
                    </ol>
                  )}
                </div>
              </details>
              <div className="mt-2">
                <Button
                  size="sm"
                  variant="secondary"
                  loading={redeliver.isPending && redeliver.variables === d.id}
                  onClick={() => redeliver.mutate(d.id)}
                >
                  {t('log.redeliver')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {meta && meta.last_page > 1 && (
        <Pager
          page={page}
          lastPage={meta.last_page}
          onChange={setPage}
          previousLabel={t('log.previous')}
          nextLabel={t('log.next')}
          indicator={t('log.page', { page, last: meta.last_page })}
          label={t('log.title')}
        />
      )}
    </Panel>
  );
}
