import type { ConsoleManifest, ConsoleManifestShipment } from '@konter/core/contracts/console-manifests';
import {
  MANIFEST_STATUSES,
  type ManifestStatus,
  MULTICOURIER_COURIER_INFO,
  MULTICOURIER_COURIERS,
  type MulticourierCourier,
} from '@konter/core/contracts/shipping';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { DateRangeFields } from '../../components/ui/date-range-fields';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { DetailFact } from '../components/detail-fact';
import { CardTitle, CardTotal, OpenButton, PagedTable, WithNote } from '../components/paged-table';
import { SelectField } from '../components/select-field';
import { formatMoment } from '../lib/format';
import { ActionDialog } from '../users/action-dialog';
import {
  type ManifestFilter,
  manifestPdfUrl,
  useCloseManifest,
  useManifest,
  useManifests,
} from './manifests-api';

// The Shop page's Manifests tab (issue 18): every agent's courier manifests by courier, status and
// Jakarta days; one manifest with its agent and shipments (AWB, status), its PDF (the agent's pickup
// sheet), and closing an open one on the agent's behalf (the agent's own close, audited).

function StatusPill({ status }: { status: ManifestStatus }) {
  const { t } = useTranslation('console');
  return (
    <Pill tone={status === 'open' ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'}>
      {t(`manifests.status.${status}`)}
    </Pill>
  );
}

export function ManifestsTab() {
  const [filter, setFilter] = useState<ManifestFilter>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  if (open) return <ManifestDetail code={open} onBack={() => setOpen(null)} />;
  return (
    <div className="space-y-4">
      <ManifestFilterFields
        filter={filter}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <ManifestList filter={filter} page={page} onPage={setPage} onOpen={setOpen} />
    </div>
  );
}

function ManifestFilterFields({
  filter,
  onChange,
}: {
  filter: ManifestFilter;
  onChange: (f: ManifestFilter) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="manifest-filter">
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
        <SelectField
          id={`${id}-courier`}
          label={t('manifests.courier')}
          all={t('manifests.allCouriers')}
          options={MULTICOURIER_COURIERS.map((c) => ({ value: c, label: MULTICOURIER_COURIER_INFO[c].name }))}
          value={filter.courier ?? ''}
          onChange={(e) =>
            onChange({ ...filter, courier: (e.target.value || undefined) as MulticourierCourier })
          }
        />
        <SelectField
          id={`${id}-status`}
          label={t('manifests.statusHeading')}
          all={t('manifests.allStatuses')}
          options={MANIFEST_STATUSES.map((s) => ({ value: s, label: t(`manifests.status.${s}`) }))}
          value={filter.status ?? ''}
          onChange={(e) => onChange({ ...filter, status: (e.target.value || undefined) as ManifestStatus })}
        />
        <DateRangeFields
          range={{ from: filter.from, to: filter.to }}
          onChange={(r) => onChange({ ...filter, from: r.from, to: r.to })}
        />
      </div>
    </div>
  );
}

function ManifestList({
  filter,
  page,
  onPage,
  onOpen,
}: {
  filter: ManifestFilter;
  page: number;
  onPage: (p: number) => void;
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation('console');
  const list = useManifests(filter, page);
  const open = (m: ConsoleManifest) => (
    <OpenButton onClick={() => onOpen(m.code)} label={t('manifests.open', { code: m.code })}>
      {t('manifests.openShort')}
    </OpenButton>
  );
  const columns: Column<ConsoleManifest>[] = [
    {
      header: t('manifests.manifest'),
      cell: (m) => (
        <WithNote note={formatMoment(m.opened_at)}>
          <span className="font-mono font-semibold">{m.code}</span>
        </WithNote>
      ),
    },
    { header: t('manifests.agent'), cell: (m) => <WithNote note={m.agent.hp}>{m.agent.name}</WithNote> },
    { header: t('manifests.courier'), cell: (m) => m.courier_name },
    { header: t('manifests.shipments'), className: 'tabular-nums text-right', cell: (m) => m.shipment_count },
    {
      header: t('manifests.total'),
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (m) => formatRupiah(m.total_cost),
    },
    { header: t('manifests.statusHeading'), cell: (m) => <StatusPill status={m.status} /> },
    { header: t('manifests.openShort'), hideHeader: true, className: 'text-right', cell: open },
  ];
  return (
    <PagedTable
      list={list}
      empty={t('manifests.empty')}
      page={page}
      onPage={onPage}
      pagerLabel={t('shop.pages')}
      label={t('shop.tabs.manifests')}
      columns={columns}
      rowKey={(m) => m.code}
      rowAttributes={(m) => ({ 'data-manifest': m.code })}
      card={(m) => (
        <>
          <CardTitle code={m.code}>
            <StatusPill status={m.status} />
          </CardTitle>
          <p className="text-sm">
            {m.agent.name} · {m.agent.hp}
          </p>
          <p className="text-sm text-slate-600">
            {m.courier_name} · {t('manifests.count', { count: m.shipment_count })} ·{' '}
            {formatMoment(m.opened_at)}
          </p>
          <CardTotal amount={formatRupiah(m.total_cost)}>{open(m)}</CardTotal>
        </>
      )}
    />
  );
}

function ManifestDetail({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useTranslation('console');
  const manifest = useManifest(code);
  const [closing, setClosing] = useState(false);
  const m = manifest.data;
  const shipmentColumns: Column<ConsoleManifestShipment>[] = [
    {
      header: t('manifests.refAwb'),
      cell: (s) => (
        <>
          <span className="font-mono text-xs">{s.ref_id}</span>
          <span className="block font-mono font-semibold">{s.awb ?? '–'}</span>
        </>
      ),
    },
    { header: t('manifests.service'), cell: (s) => s.service },
    { header: t('manifests.recipient'), cell: (s) => `${s.recipient_name}, ${s.recipient_city}` },
    {
      header: t('manifests.weight'),
      className: 'tabular-nums text-right',
      cell: (s) => `${s.item_weight} g`,
    },
    {
      header: t('manifests.charged'),
      className: 'tabular-nums text-right whitespace-nowrap',
      cell: (s) => formatRupiah(s.charged),
    },
    { header: t('manifests.shipmentStatus'), cell: (s) => <ShipmentState s={s} /> },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-mono text-lg font-semibold">{code}</h2>
        <Button variant="secondary" onClick={onBack}>
          {t('manifests.back')}
        </Button>
      </div>
      {!m ? (
        <p className="text-slate-500">{t('loading')}</p>
      ) : (
        <>
          <Card data-testid="manifest-detail">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <StatusPill status={m.status} />
              <div className="flex flex-wrap gap-2">
                <a
                  href={manifestPdfUrl(m.code)}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses('secondary', 'md')}
                  data-testid="manifest-pdf"
                >
                  {t('manifests.pdf')}
                </a>
                {m.status === 'open' && (
                  <Button variant="danger" onClick={() => setClosing(true)}>
                    {t('manifests.close')}
                  </Button>
                )}
              </div>
            </div>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <DetailFact label={t('manifests.agent')}>
                {m.agent.name} · {m.agent.hp}
              </DetailFact>
              <DetailFact label={t('manifests.courier')}>{m.courier_name}</DetailFact>
              <DetailFact label={t('manifests.opened')}>{formatMoment(m.opened_at)}</DetailFact>
              <DetailFact label={t('manifests.closed')}>
                <span data-testid="manifest-closed-at">{m.closed_at ? formatMoment(m.closed_at) : '–'}</span>
              </DetailFact>
              <DetailFact label={t('manifests.shipments')}>{m.shipment_count}</DetailFact>
              <DetailFact label={t('manifests.total')}>{formatRupiah(m.total_cost)}</DetailFact>
            </dl>
          </Card>
          <Card>
            <CardHeader title={t('manifests.shipments')} />
            {m.shipments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('manifests.noShipments')}</p>
            ) : (
              <DataTable
                label={t('manifests.shipments')}
                rows={m.shipments}
                columns={shipmentColumns}
                rowKey={(s) => s.ref_id}
                rowAttributes={(s) => ({ 'data-shipment': s.ref_id })}
                card={(s) => (
                  <>
                    <CardTitle code={s.awb ?? '–'}>
                      <span className="text-sm">
                        <ShipmentState s={s} />
                      </span>
                    </CardTitle>
                    <p className="font-mono text-xs text-slate-500">{s.ref_id}</p>
                    <p className="text-sm text-slate-600">
                      {s.service} · {s.recipient_name}, {s.recipient_city}
                    </p>
                    <p className="text-sm tabular-nums">
                      {s.item_weight} g · {formatRupiah(s.charged)}
                    </p>
                  </>
                )}
              />
            )}
          </Card>
          {closing && <CloseDialog code={m.code} agent={m.agent.name} onClose={() => setClosing(false)} />}
        </>
      )}
    </div>
  );
}

function ShipmentState({ s }: { s: ConsoleManifestShipment }) {
  const { t } = useTranslation('console');
  return (
    <>
      {s.shipping_status
        ? t(`manifests.shipping.${s.shipping_status}`)
        : t(`manifests.shipmentStatuses.${s.status}`)}
    </>
  );
}

function CloseDialog({ code, agent, onClose }: { code: string; agent: string; onClose: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const close = useCloseManifest(code);
  return (
    <ActionDialog
      title={t('manifests.closeTitle', { code })}
      message={t('manifests.closeMessage', { agent })}
      confirmLabel={t('manifests.close')}
      destructive
      loading={close.isPending}
      error={close.error}
      onCancel={onClose}
      onConfirm={() =>
        close.mutate(undefined, {
          onSuccess: () => {
            snackbar.show({ message: t('manifests.closed_done', { code }), color: 'success' });
            onClose();
          },
        })
      }
    />
  );
}
