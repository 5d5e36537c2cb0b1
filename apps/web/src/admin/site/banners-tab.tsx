import type { ConsoleBanner } from '@konter/core/contracts/console-site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/pill';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatDateTime } from '../../lib/date';
import { type Column, DataTable } from '../components/data-table';
import { useBanners, useChangeBanner, useDeleteBanner } from './api/banners';
import { BannerForm, BannerScheduleForm } from './banner-form';

/**
 * The carousels' banners (inactive and out-of-window ones too): add one (with its display window),
 * show/hide, change the window, delete.
 */
export function BannersTab() {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const list = useBanners();
  const change = useChangeBanner();
  const remove = useDeleteBanner();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ConsoleBanner | null>(null);
  const [scheduling, setScheduling] = useState<ConsoleBanner | null>(null);

  const link = (b: ConsoleBanner) =>
    b.destination ? (b.destination === 'uri' ? b.uri : b.destination === 'url' ? b.url : b.page) : '—';
  // Shown, hidden, or switched on but outside its window (not yet / no more in the carousel).
  const state = (b: ConsoleBanner) => {
    if (!b.active) return 'hidden' as const;
    if (b.starts_at && Date.parse(b.starts_at) > Date.now()) return 'scheduled' as const;
    if (b.ends_at && Date.parse(b.ends_at) <= Date.now()) return 'ended' as const;
    return 'active' as const;
  };
  const tones = {
    active: 'bg-emerald-100 text-emerald-800',
    scheduled: 'bg-amber-100 text-amber-800',
    ended: 'bg-slate-100 text-slate-600',
    hidden: 'bg-slate-100 text-slate-600',
  };
  const status = (b: ConsoleBanner) => <Pill tone={tones[state(b)]}>{t(`site.banners.${state(b)}`)}</Pill>;
  const period = (b: ConsoleBanner) =>
    b.starts_at || b.ends_at
      ? `${b.starts_at ? formatDateTime(b.starts_at) : '…'} – ${b.ends_at ? formatDateTime(b.ends_at) : '…'}`
      : t('site.banners.always');
  const image = (b: ConsoleBanner, className: string) =>
    b.image ? (
      <img src={b.image} alt="" className={`rounded-lg bg-slate-100 object-cover ${className}`} />
    ) : null;
  const actions = (b: ConsoleBanner) => (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={change.isPending && change.variables?.id === b.id}
        onClick={() => change.mutate({ id: b.id, active: !b.active })}
        aria-label={`${b.active ? t('site.banners.hide') : t('site.banners.show')} ${b.caption ?? b.id}`}
      >
        {b.active ? t('site.banners.hide') : t('site.banners.show')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setAdding(false);
          setScheduling(b);
        }}
        aria-label={`${t('site.banners.schedule')} ${b.caption ?? b.id}`}
      >
        {t('site.banners.schedule')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => setDeleting(b)}
        aria-label={`${t('site.banners.delete')} ${b.caption ?? b.id}`}
      >
        <Icon name="trash" className="size-4" />
        {t('site.banners.delete')}
      </Button>
    </div>
  );
  const columns: Column<ConsoleBanner>[] = [
    { header: t('site.banners.image'), cell: (b) => image(b, 'h-14 w-36'), className: 'w-40' },
    {
      header: t('site.banners.caption'),
      cell: (b) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{b.caption ?? '—'}</p>
          <p className="truncate text-xs text-slate-500">
            {b.source === 'upload' ? t('site.banners.upload') : t('site.banners.external')}
          </p>
        </div>
      ),
    },
    {
      header: t('site.banners.link'),
      cell: (b) => <span className="break-all font-mono text-xs">{link(b)}</span>,
    },
    {
      header: t('site.banners.position'),
      cell: (b) => `${b.carousel} · ${b.position}`,
      className: 'whitespace-nowrap',
    },
    { header: t('site.banners.window'), cell: period, className: 'text-sm' },
    { header: t('site.banners.status'), cell: status },
    { header: t('site.banners.delete'), hideHeader: true, cell: actions, className: 'text-right' },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('site.banners.title')}</h2>
        {!adding && (
          <Button
            onClick={() => {
              setScheduling(null);
              setAdding(true);
            }}
          >
            <Icon name="plus" className="size-5" />
            {t('site.banners.add')}
          </Button>
        )}
      </div>
      {adding && <BannerForm onDone={() => setAdding(false)} />}
      {scheduling && (
        <BannerScheduleForm key={scheduling.id} banner={scheduling} onDone={() => setScheduling(null)} />
      )}
      {list.isPending ? (
        <PageSkeleton label={t('loading')} />
      ) : list.isError ? (
        <QueryError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon="image" title={t('site.banners.empty')} />
      ) : (
        <DataTable
          rows={list.data}
          columns={columns}
          rowKey={(b) => b.id}
          label={t('site.banners.title')}
          rowAttributes={(b) => ({ 'data-banner': b.id })}
          card={(b) => (
            <>
              {image(b, 'aspect-[5/2] w-full')}
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-slate-900">{b.caption ?? '—'}</p>
                {status(b)}
              </div>
              <p className="break-all font-mono text-xs text-slate-500">
                {b.carousel} · {b.position} · {link(b)}
              </p>
              <p className="text-sm text-slate-600">
                {t('site.banners.window')}: {period(b)}
              </p>
              {actions(b)}
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('site.banners.deleteTitle')}
        message={deleting?.caption ?? undefined}
        confirmLabel={t('site.banners.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              snackbar.show({ message: t('site.banners.deleted'), color: 'success' });
            },
          })
        }
      />
    </div>
  );
}
