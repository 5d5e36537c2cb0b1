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
import { type Column, DataTable } from '../components/data-table';
import { useBanners, useChangeBanner, useDeleteBanner } from './api/banners';
import { BannerForm } from './banner-form';

/** The carousels' banners (inactive ones too): add an external one, show/hide, delete. */
export function BannersTab() {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const list = useBanners();
  const change = useChangeBanner();
  const remove = useDeleteBanner();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ConsoleBanner | null>(null);

  const link = (b: ConsoleBanner) =>
    b.destination ? (b.destination === 'uri' ? b.uri : b.destination === 'url' ? b.url : b.page) : '—';
  const status = (b: ConsoleBanner) => (
    <Pill tone={b.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}>
      {b.active ? t('site.banners.active') : t('site.banners.hidden')}
    </Pill>
  );
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
    { header: t('site.banners.status'), cell: status },
    { header: t('site.banners.delete'), hideHeader: true, cell: actions, className: 'text-right' },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('site.banners.title')}</h2>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Icon name="plus" className="size-5" />
            {t('site.banners.add')}
          </Button>
        )}
      </div>
      {adding && <BannerForm onDone={() => setAdding(false)} />}
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
