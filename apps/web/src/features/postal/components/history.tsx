import type { PostalShipment } from '@konter/core/contracts/postal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { cn23PdfUrl, useCancel, useRefreshStatus, useShipmentDetail, useShipments } from '../api';
import { Row, ShippingPill, StatusPill, wib } from './common';

const FILTERS = ['all', 'nipos', 'ipos'] as const;

/** /pos/riwayat: the agent's postal shipments with their states, detail, status refresh and cancel. */
export function ShipmentHistory() {
  const { t } = useTranslation('postal');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useShipments({ ...(filter !== 'all' ? { type: filter } : {}), ...(q ? { q } : {}), page });
  const [open, setOpen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<PostalShipment | null>(null);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('history.filter')}</legend>
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={filter === f ? 'primary' : 'secondary'}
              onClick={() => {
                setFilter(f);
                setPage(1);
              }}
            >
              {t(`history.filters.${f}` as 'history.filters.all')}
            </Button>
          ))}
        </fieldset>
        <TextField
          label={t('history.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <PageSkeleton label={t('history.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('history.empty')} description={t('history.emptyText')} />
      ) : (
        <ul className="space-y-3" data-testid="pos-history">
          {rows.map((s) => (
            <li key={s.ref_id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-sm font-semibold text-slate-900">{s.awb ?? s.ref_id}</p>
                  <p className="truncate text-sm text-slate-600">
                    {t(`types.${s.type}` as 'types.nipos')} · {s.service_name} · {s.recipient.name},{' '}
                    {s.recipient.city}
                  </p>
                  <p className="text-xs text-slate-500">{wib(s.created_at)}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <StatusPill status={s.status} />
                  <ShippingPill state={s.shipping_status} />
                  <span className="text-sm font-semibold tabular-nums">{formatRupiah(s.total_cost)}</span>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setOpen(open === s.ref_id ? null : s.ref_id)}
                >
                  {open === s.ref_id ? t('history.hide') : t('history.detail')}
                </Button>
                {s.cn23_id && (
                  <a
                    className="inline-flex min-h-10 items-center px-3 text-sm font-semibold text-brand-700"
                    href={cn23PdfUrl(s.cn23_id)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('cn23.print')}
                  </a>
                )}
                {s.can_cancel && (
                  <Button size="sm" variant="secondary" onClick={() => setCancelling(s)}>
                    {t('history.cancel')}
                  </Button>
                )}
              </div>
              {open === s.ref_id && <ShipmentDetail ref_id={s.ref_id} />}
            </li>
          ))}
        </ul>
      )}
      {meta && meta.last_page > 1 && (
        <div className="flex items-center justify-between">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.prev')}
          </Button>
          <span className="text-sm text-slate-600">
            {meta.current_page} / {meta.last_page}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t('history.next')}
          </Button>
        </div>
      )}
      <CancelDialog shipment={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

function ShipmentDetail({ ref_id }: { ref_id: string }) {
  const { t } = useTranslation('postal');
  const d = useShipmentDetail(ref_id);
  const refresh = useRefreshStatus();
  if (!d.data) return <p className="mt-3 text-sm text-slate-500">{t('history.loading')}</p>;
  const s = d.data;
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      <div>
        <Row label={t('fields.ref')} value={s.ref_id} />
        <Row label={t('fields.sender')} value={`${s.sender.name} (${s.sender.city})`} />
        <Row label={t('fields.item')} value={`${s.item_content}, ${s.weight_g} g, ${s.dimension}`} />
        <Row label={t('cost.fee')} value={formatRupiah(s.shipping_fee)} />
        <Row label={t('cost.tax')} value={formatRupiah(s.shipping_tax)} />
        {s.insurance && (
          <Row label={t('cost.insurance')} value={formatRupiah(s.insurance_fee + s.insurance_tax)} />
        )}
        <Row label={t('cost.total')} value={formatRupiah(s.total_cost)} strong />
        <Row label={t('history.paid')} value={s.paid ? t('history.paidYes') : t('history.paidNo')} />
        {s.manifest_code && <Row label={t('fields.manifest')} value={s.manifest_code} />}
        {s.spk_number && <Row label={t('fields.spk')} value={s.spk_number} />}
        {s.cancel_reason && <Row label={t('history.reason')} value={s.cancel_reason} />}
      </div>
      <ol className="space-y-2 border-l-2 border-brand-200 pl-4">
        {s.events.map((e) => (
          <li key={`${e.status}-${e.at}`} className="text-sm">
            <p className="font-medium text-slate-900">{e.note ?? e.status}</p>
            <p className="text-xs text-slate-500">
              {wib(e.at)}
              {e.location ? ` · ${e.location}` : ''}
            </p>
          </li>
        ))}
      </ol>
      {s.status === 'success' || s.status === 'pending' ? (
        <Button
          size="sm"
          variant="secondary"
          loading={refresh.isPending}
          onClick={() => refresh.mutate(s.ref_id)}
        >
          {t('history.refresh')}
        </Button>
      ) : null}
    </div>
  );
}

function CancelDialog({ shipment, onClose }: { shipment: PostalShipment | null; onClose: () => void }) {
  const { t } = useTranslation(['postal', 'errors']);
  const cancel = useCancel();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={shipment !== null} onClose={onClose} title={t('history.cancelTitle')}>
      {shipment && (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate(
              { ref_id: shipment.ref_id, reason },
              {
                onSuccess: () => {
                  setReason('');
                  onClose();
                },
              },
            );
          }}
        >
          <p className="text-sm text-slate-700">
            {t('history.cancelText', { total: formatRupiah(shipment.total_cost) })}
          </p>
          <TextField
            label={t('history.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
          {cancel.error && <Alert tone="error">{errorMessage(t, cancel.error)}</Alert>}
          <Button type="submit" variant="danger" block loading={cancel.isPending} disabled={!reason.trim()}>
            {t('history.cancelConfirm')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
