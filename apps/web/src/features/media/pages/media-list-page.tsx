import type { MediaPricelist } from '@konter/core/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { showSnackbar } from '../../../components/ui/snackbar';
import { useAccount } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { prepaidTypeLabel } from '../../catalog';
import { canMakeImages, mediaPaths } from '../access';
import { mediaListQuery, useDeleteImage, useDownloadImage } from '../api';
import { AgentsOnly } from '../components/agents-only';

/** /media/content-creation: the agent's price-list images with thumbnails; download, edit, delete. */
export default function MediaListPage() {
  const { t } = useTranslation('media');
  const account = useAccount();
  if (account.isPending) return <PageSkeleton label={t('title')} />;
  if (!canMakeImages(account.data)) return <AgentsOnly />;
  return <MediaList />;
}

function MediaList() {
  const { t } = useTranslation('media');
  const { data, isPending, isError, error } = useQuery(mediaListQuery());
  const download = useDownloadImage();
  const remove = useDeleteImage();
  const [deleting, setDeleting] = useState<MediaPricelist | null>(null);

  const onDownload = (image: MediaPricelist) =>
    download.mutate(image, {
      onSuccess: () => showSnackbar({ message: t('list.downloaded'), color: 'success' }),
      onError: (e) => showSnackbar({ message: errorMessage(t, e), color: 'error' }),
    });

  return (
    <Page title={t('title')} toolbarTitle>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('list.intro')}</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={mediaPaths.create} className={buttonClasses('primary')} data-testid="media-create">
            <Icon name="plus" className="size-5" />
            {t('list.create')}
          </Link>
          {data && (
            <p className="text-sm text-slate-600" data-testid="media-downloads">
              {t('list.downloads', { today: data.downloads.today, max: data.downloads.max })}
            </p>
          )}
        </div>
        {isPending && <PageSkeleton label={t('title')} />}
        {isError && <Alert tone="error">{errorMessage(t, error)}</Alert>}
        {data?.images.length === 0 && (
          <EmptyState icon="image" title={t('list.empty')} description={t('list.emptyText')} />
        )}
        <ul className="grid gap-3 sm:grid-cols-2">
          {data?.images.map((image) => (
            <li
              key={image.id}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white"
              data-testid="media-item"
            >
              <img
                src={image.thumbnail_url}
                alt={t('list.thumbnail', { brand: image.brand_name })}
                width={360}
                height={240}
                loading="lazy"
                className="aspect-[3/2] w-full bg-slate-100 object-cover"
              />
              <div className="space-y-2 p-3">
                <div>
                  <p className="font-semibold text-slate-900">
                    {image.brand_name} · {prepaidTypeLabel(image.product_type)}
                  </p>
                  {image.top_text && <p className="truncate text-sm text-slate-700">{image.top_text}</p>}
                  <p className="text-xs text-slate-500">
                    {t('list.items', { count: image.items.length })} ·{' '}
                    {t('list.updated', { date: formatDateTime(image.updated_at) })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => onDownload(image)}
                    loading={download.isPending && download.variables?.id === image.id}
                    data-testid="media-download"
                  >
                    <Icon name="download" className="size-4" />
                    {t('list.download')}
                  </Button>
                  <Link to={mediaPaths.edit(image.id)} className={buttonClasses('secondary', 'sm')}>
                    <Icon name="edit" className="size-4" />
                    {t('list.edit')}
                  </Link>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(image)}>
                    <Icon name="trash" className="size-4" />
                    {t('list.delete')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        message={t('list.deleteText')}
        confirmLabel={t('list.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showSnackbar({ message: t('list.deleted'), color: 'success' });
            },
            onError: (e) => showSnackbar({ message: errorMessage(t, e), color: 'error' }),
          })
        }
      />
    </Page>
  );
}
