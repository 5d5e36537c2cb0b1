import type { Cn23View, PostalManifest, PostalShipment } from '@konter/core/contracts/postal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import {
  cn23PdfUrl,
  manifestPdfUrl,
  type ReportKind,
  useCn23Action,
  useCn23List,
  useManifestAction,
  useManifestStatus,
  useManifests,
  useReport,
  useSpk,
  useTrack,
} from '../api';
import { jakartaToday, Row, Section, ShippingPill, StatusPill, wib } from './common';

/** /pos/lacak: a parcel's journey by its AWB. */
export function TrackingPanel() {
  const { t } = useTranslation(['postal', 'errors']);
  const [awb, setAwb] = useState('');
  const track = useTrack();
  return (
    <div className="space-y-4">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          track.mutate(awb.trim().toUpperCase());
        }}
      >
        <TextField
          label={t('fields.awb')}
          value={awb}
          containerClassName="flex-1"
          data-testid="pos-track-awb"
          onChange={(e) => setAwb(e.target.value)}
        />
        <Button type="submit" loading={track.isPending}>
          {t('tracking.submit')}
        </Button>
      </form>
      {track.error && <Alert tone="error">{errorMessage(t, track.error)}</Alert>}
      {track.data && (
        <Section title={track.data.awb} action={<ShippingPill state={track.data.shipping_status} />}>
          <ol className="space-y-3 border-l-2 border-brand-200 pl-4" data-testid="pos-track-history">
            {[...track.data.history].reverse().map((e) => (
              <li key={`${e.status}-${e.at}`}>
                <p className="text-sm font-medium text-slate-900">{e.note ?? e.status}</p>
                <p className="text-xs text-slate-500">
                  {wib(e.at)}
                  {e.location ? ` · ${e.location}` : ''}
                </p>
              </li>
            ))}
          </ol>
        </Section>
      )}
    </div>
  );
}

/** /pos/spk: check a pickup work order (SPK) and confirm the hand-over (the payments complete). */
export function SpkPanel() {
  const { t } = useTranslation(['postal', 'errors']);
  const [number, setNumber] = useState('');
  const check = useSpk('check');
  const confirm = useSpk('confirm');
  const spk = confirm.data ?? check.data;
  const error = confirm.error ?? check.error;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('spk.intro')}</p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          confirm.reset();
          check.mutate(number.trim().toUpperCase());
        }}
      >
        <TextField
          label={t('fields.spk')}
          value={number}
          containerClassName="flex-1"
          onChange={(e) => setNumber(e.target.value)}
        />
        <Button type="submit" loading={check.isPending}>
          {t('spk.check')}
        </Button>
      </form>
      {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
      {confirm.data && <Alert tone="success">{t('spk.confirmed', { count: confirm.data.posted })}</Alert>}
      {spk && (
        <Section title={spk.spk_number} action={<StatusPill status={spk.status} />}>
          <Row label={t('spk.postOffice')} value={spk.post_office} />
          <Row label={t('spk.scheduled')} value={wib(spk.scheduled_at)} />
          <ul className="mt-3 divide-y divide-slate-100">
            {spk.items.map((i) => (
              <li key={i.awb} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="font-mono">{i.awb}</span>
                <span className="truncate text-slate-600">{i.recipient}</span>
                <ShippingPill state={i.shipping_status} />
              </li>
            ))}
          </ul>
          {spk.status === 'open' && (
            <Button
              className="mt-3"
              block
              loading={confirm.isPending}
              onClick={() => confirm.mutate(spk.spk_number)}
            >
              {t('spk.confirm')}
            </Button>
          )}
        </Section>
      )}
    </div>
  );
}

/** /pos/manifest: the open manifest, the parcels waiting for one, open/close, and past manifests. */
export function ManifestPanel() {
  const { t } = useTranslation(['postal', 'errors']);
  const status = useManifestStatus();
  const list = useManifests();
  const open = useManifestAction('open');
  const close = useManifestAction('close');
  const error = open.error ?? close.error;
  const current = status.data?.open ?? null;
  const waiting = status.data?.waiting ?? [];
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
      <Section title={t('manifest.current')} action={current ? <StatusPill status="open" /> : null}>
        {current ? (
          <>
            <Row label={t('fields.manifest')} value={current.code} />
            <Row label={t('manifest.parcels')} value={current.shipments} />
            <Row label={t('cost.total')} value={formatRupiah(current.total_cost)} />
            <Button className="mt-3" block loading={close.isPending} onClick={() => close.mutate()}>
              {t('manifest.close')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('manifest.none', { count: waiting.length })}</p>
            <Button className="mt-3" block loading={open.isPending} onClick={() => open.mutate()}>
              {t('manifest.open')}
            </Button>
          </>
        )}
      </Section>
      {waiting.length > 0 && (
        <Section title={t('manifest.waiting')}>
          <ShipmentLines rows={waiting} />
        </Section>
      )}
      <Section title={t('manifest.history')}>
        {list.isPending ? (
          <PageSkeleton rows={2} label={t('history.loading')} />
        ) : (list.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">{t('manifest.empty')}</p>
        ) : (
          <ManifestLines rows={list.data ?? []} />
        )}
      </Section>
    </div>
  );
}

function ShipmentLines({ rows }: { rows: PostalShipment[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((s) => (
        <li key={s.ref_id} className="flex items-center justify-between gap-2 py-2 text-sm">
          <span className="font-mono">{s.awb ?? s.ref_id}</span>
          <span className="min-w-0 flex-1 truncate text-slate-600">{s.recipient.name}</span>
          <span className="tabular-nums">{formatRupiah(s.total_cost)}</span>
        </li>
      ))}
    </ul>
  );
}

function ManifestLines({ rows }: { rows: PostalManifest[] }) {
  const { t } = useTranslation('postal');
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((m) => (
        <li key={m.code} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span>
            <span className="block font-mono font-semibold">{m.code}</span>
            <span className="block text-xs text-slate-500">
              {wib(m.opened_at)} · {t('manifest.count', { count: m.shipments })}
              {m.spk_number ? ` · ${m.spk_number}` : ''}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <StatusPill status={m.status} />
            <a
              href={manifestPdfUrl(m.code)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700"
            >
              {t('manifest.pdf')}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /pos/cn23: the agent's customs declarations: state, destination, value, tax; print, re-check, cancel. */
export function Cn23List() {
  const { t } = useTranslation(['postal', 'errors']);
  const list = useCn23List();
  const cancel = useCn23Action('cancel');
  const status = useCn23Action('get_status');
  const error = cancel.error ?? status.error;
  if (list.isPending) return <PageSkeleton label={t('history.loading')} />;
  const rows = list.data ?? [];
  if (rows.length === 0)
    return <EmptyState icon="document" title={t('cn23.empty')} description={t('cn23.emptyText')} />;
  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
      <ul className="space-y-3" data-testid="pos-cn23-list">
        {rows.map((c) => (
          <Cn23Card
            key={c.id}
            c={c}
            onCancel={() => cancel.mutate(c.id)}
            onStatus={() => status.mutate(c.id)}
          />
        ))}
      </ul>
    </div>
  );
}

function Cn23Card({ c, onCancel, onStatus }: { c: Cn23View; onCancel: () => void; onStatus: () => void }) {
  const { t } = useTranslation('postal');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold">{c.code}</p>
          <p className="truncate text-sm text-slate-600">
            {c.country} · {c.recipient.name} · {t(`cn23.categories.${c.category}` as 'cn23.categories.gift')}
          </p>
          <p className="text-xs text-slate-500">
            {c.awb ?? t('cn23.noAwb')} · {wib(c.created_at)}
          </p>
        </div>
        <StatusPill status={c.status} />
      </div>
      <div className="mt-2">
        <Row
          label={t('tax.declared')}
          value={`${c.currency} ${c.total_value.toLocaleString('id-ID')} (${formatRupiah(c.tax.value_idr)})`}
        />
        <Row label={t('tax.total')} value={formatRupiah(c.tax.tax_idr)} />
        <Row
          label={t('cn23.items')}
          value={c.items.map((i) => `${i.description} (${i.hs_code})`).join(', ')}
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={cn23PdfUrl(c.id)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-10 items-center px-3 text-sm font-semibold text-brand-700"
        >
          {t('cn23.print')}
        </a>
        {(c.status === 'draft' || c.status === 'submitted') && (
          <Button size="sm" variant="secondary" onClick={onStatus}>
            {t('cn23.status')}
          </Button>
        )}
        {(c.status === 'draft' || c.status === 'submitted') && c.ref_id === null && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('cn23.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

const KINDS: ReportKind[] = ['transaction', 'manifest', 'cn23'];

/** /pos/laporan: the transaction, manifest and CN23 reports of a date range (Jakarta days). */
export function ReportsPanel() {
  const { t } = useTranslation('postal');
  const [kind, setKind] = useState<ReportKind>('transaction');
  const [from, setFrom] = useState(jakartaToday());
  const [to, setTo] = useState(jakartaToday());
  const [range, setRange] = useState<{ from: string; to: string }>({ from, to });
  const report = useReport(kind, range);
  const totals = report.data?.totals;
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('reports.kind')}</legend>
        {KINDS.map((k) => (
          <Button key={k} size="sm" variant={kind === k ? 'primary' : 'secondary'} onClick={() => setKind(k)}>
            {t(`reports.kinds.${k}` as 'reports.kinds.transaction')}
          </Button>
        ))}
      </fieldset>
      <form
        className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          setRange({ from, to });
        }}
      >
        <TextField
          type="date"
          label={t('reports.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField type="date" label={t('reports.to')} value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" className="col-span-2 sm:col-span-1">
          {t('reports.show')}
        </Button>
      </form>
      {report.error && <Alert tone="error">{errorMessage(t, report.error)}</Alert>}
      {totals && (
        <Section title={t('reports.totals')}>
          <Row label={t('reports.count')} value={totals.count} />
          <Row
            label={kind === 'cn23' ? t('reports.declared') : t('cost.total')}
            value={formatRupiah(totals.total)}
            strong
          />
          {totals.tax_idr !== undefined && (
            <Row label={t('tax.total')} value={formatRupiah(totals.tax_idr)} />
          )}
          {Object.entries(totals.by_status).map(([s, n]) => (
            <Row key={s} label={<StatusPill status={s} />} value={n} />
          ))}
        </Section>
      )}
      {report.data && report.data.rows.length > 0 && (
        <Section title={t('reports.rows')}>
          <ul className="divide-y divide-slate-100 text-sm">
            {report.data.rows.map((r) => {
              const line = reportLine(r);
              return (
                <li key={line.key} className="flex items-center justify-between gap-2 py-2">
                  <span className="font-mono">{line.label}</span>
                  <StatusPill status={r.status} />
                  <span className="tabular-nums">{formatRupiah(line.amount)}</span>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** A report row's label and amount, whichever kind it is. */
function reportLine(r: PostalShipment | PostalManifest | Cn23View) {
  if ('service_code' in r) return { key: r.ref_id, label: r.awb ?? r.ref_id, amount: r.total_cost };
  if ('category' in r) return { key: r.code, label: r.awb ?? r.code, amount: r.tax.value_idr };
  return { key: r.code, label: r.code, amount: r.total_cost };
}
