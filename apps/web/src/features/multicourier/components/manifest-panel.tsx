import {
  type CourierManifest,
  isMulticourierCourier,
  MULTICOURIER_COURIER_INFO,
  MULTICOURIER_COURIERS,
  type MulticourierCourier,
} from '@konter/core/contracts/shipping';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { useCourierAgent } from '../api/get-agent';
import { manifestPdfUrl, useManifestAction, useManifestList, useManifestStatus } from '../api/manifests';
import { openPdf } from '../print';
import { CourierBadge } from './chips';
import { ShipmentRows } from './shipment-rows';

function ManifestPdfButton({ manifest }: { manifest: CourierManifest }) {
  const { t } = useTranslation(['multicourier', 'errors']);
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const ok = await openPdf(
          manifestPdfUrl(manifest.courier, manifest.code),
          `manifest-${manifest.code}.pdf`,
        );
        setBusy(false);
        if (!ok) snackbar.show({ message: t('errors:shipping_receipt_failed'), color: 'error' });
      }}
    >
      <Icon name="download" className="size-4" />
      {t('manifest.pdf')}
    </Button>
  );
}

/** The courier's drop point (mlo/{courier}/agen): whether the account is one, and its address. */
function AgentLine({ courier }: { courier: MulticourierCourier }) {
  const { t } = useTranslation('multicourier');
  const agent = useCourierAgent(courier);
  if (!agent.data) return null;
  const a = agent.data;
  return (
    <p className="text-sm text-slate-600" data-testid="manifest-agent">
      <span className={cn('font-semibold', a.active ? 'text-emerald-800' : 'text-slate-700')}>
        {a.active ? t('dashboard.dropPoint') : t('dashboard.regular')}
      </span>
      {' · '}
      {a.name}
      {a.city ? `, ${[a.address, a.district, a.city].filter(Boolean).join(', ')}` : ''}
    </p>
  );
}

/**
 * Manifests per courier: the open one with its shipments and today's shipments waiting for pickup;
 * open, close (asked first; the closed manifest has its PDF); the closed ones.
 */
export function ManifestPanel() {
  const { t } = useTranslation(['multicourier', 'common']);
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const c = params.get('courier');
  const courier: MulticourierCourier = c && isMulticourierCourier(c) ? c : 'sicepat';
  const [page, setPage] = useState(1);
  const status = useManifestStatus(courier);
  const list = useManifestList(courier, page);
  const action = useManifestAction(courier);
  const [closing, setClosing] = useState(false);
  const open = status.data?.manifest ?? null;
  const failure = action.error ? (isApiError(action.error) ? errorMessage(t, action.error) : null) : null;

  const run = (what: 'open' | 'close') =>
    action.mutate(what, {
      onSuccess: (m) => {
        setClosing(false);
        snackbar.show({
          message: t(what === 'open' ? 'manifest.opened' : 'manifest.closed', { code: m.code }),
          color: 'success',
        });
      },
    });

  return (
    <div className="space-y-4">
      <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        <legend className="sr-only">{t('filter.courier')}</legend>
        {MULTICOURIER_COURIERS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === courier}
            onClick={() => {
              setPage(1);
              action.reset();
              setParams({ courier: k }, { replace: true });
            }}
            className={cn(
              'min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium whitespace-nowrap',
              k === courier
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            {MULTICOURIER_COURIER_INFO[k].name}
          </button>
        ))}
      </fieldset>

      <Card className="space-y-4" data-testid="manifest-open">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="space-y-1">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <CourierBadge courier={courier} />
              {open ? t('manifest.openTitle', { code: open.code }) : t('manifest.noneOpen')}
            </h2>
            <AgentLine courier={courier} />
          </div>
          {open ? (
            <Button variant="danger" onClick={() => setClosing(true)} disabled={action.isPending}>
              {t('manifest.close')}
            </Button>
          ) : (
            <Button onClick={() => run('open')} loading={action.isPending} disabled={status.isPending}>
              {t('manifest.open')}
            </Button>
          )}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        {status.isError ? (
          <QueryError onRetry={() => void status.refetch()} />
        ) : status.isPending ? (
          <Skeleton className="h-20" />
        ) : (
          <>
            {open && (
              <p className="text-sm text-slate-600">
                {t('manifest.summary', {
                  count: open.shipment_count,
                  total: formatRupiah(open.total_cost),
                  at: formatDateTime(open.opened_at),
                })}
              </p>
            )}
            {open && status.data.shipments.length > 0 && (
              <div data-testid="manifest-shipments">
                <h3 className="text-sm font-semibold text-slate-900">{t('manifest.inManifest')}</h3>
                <ShipmentRows items={status.data.shipments} />
              </div>
            )}
            <div data-testid="manifest-waiting">
              <h3 className="text-sm font-semibold text-slate-900">{t('manifest.waiting')}</h3>
              {status.data.waiting.length > 0 ? (
                <ShipmentRows items={status.data.waiting} />
              ) : (
                <p className="mt-1 rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
                  {t('manifest.waitingEmpty')}
                </p>
              )}
            </div>
            {!open && <p className="text-sm text-slate-600">{t('manifest.openHelp')}</p>}
          </>
        )}
      </Card>

      <Card data-testid="manifest-list">
        <CardHeader title={t('manifest.closedTitle')} />
        {list.isError ? (
          <QueryError onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <Skeleton className="h-16" />
        ) : (list.data.data ?? []).filter((m) => m.status === 'closed').length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
            {t('manifest.closedEmpty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.data
              .filter((m) => m.status === 'closed')
              .map((m) => (
                <li
                  key={m.id}
                  className="flex items-center justify-between gap-3 py-3"
                  data-testid="closed-manifest"
                >
                  <span className="min-w-0 text-sm">
                    <span className="block font-mono font-semibold text-slate-900">{m.code}</span>
                    <span className="block text-slate-600">
                      {t('manifest.closedLine', {
                        count: m.shipment_count,
                        total: formatRupiah(m.total_cost),
                        at: formatDateTime(m.closed_at),
                      })}
                    </span>
                  </span>
                  <ManifestPdfButton manifest={m} />
                </li>
              ))}
          </ul>
        )}
        {list.data?.meta && list.data.meta.last_page > 1 && (
          <div className="mt-3">
            <Pager
              page={page}
              lastPage={list.data.meta.last_page}
              onChange={setPage}
              previousLabel={t('history.previous')}
              nextLabel={t('history.next')}
              indicator={t('history.page', { page, last: list.data.meta.last_page })}
              label={t('history.pages')}
            />
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={closing}
        title={t('manifest.closeTitle')}
        message={t('manifest.closeText', { count: open?.shipment_count ?? 0 })}
        confirmLabel={t('manifest.close')}
        cancelLabel={t('common:action.back')}
        destructive={false}
        loading={action.isPending}
        onConfirm={() => run('close')}
        onCancel={() => setClosing(false)}
      />
    </div>
  );
}
