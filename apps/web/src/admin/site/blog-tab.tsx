import type { ConsolePostSummary } from '@konter/core/contracts/console-site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/pill';
import { PageSkeleton } from '../../components/ui/skeleton';
import { type Column, DataTable } from '../components/data-table';
import { formatMoment } from '../lib/format';
import { usePosts } from './api/posts';
import { PostEditor } from './post-editor';
import { type PostState, postState } from './post-state';

const tones: Record<PostState, string> = {
  published: 'bg-emerald-100 text-emerald-800',
  scheduled: 'bg-amber-100 text-amber-900',
  draft: 'bg-slate-100 text-slate-600',
};

/** Blog posts (drafts too): a new one, or one opened in the editor. */
export function BlogTab() {
  const { t } = useTranslation('console');
  const list = usePosts();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  if (open !== null)
    return <PostEditor id={open === 'new' ? null : open} onClose={() => setOpen(null)} onCreated={setOpen} />;

  const state = (p: ConsolePostSummary) => (
    <Pill tone={tones[postState(p)]}>{t(`site.blog.${postState(p)}`)}</Pill>
  );
  const edit = (p: ConsolePostSummary) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => setOpen(p.id)}
      aria-label={`${t('site.blog.edit')} ${p.title}`}
    >
      <Icon name="edit" className="size-4" />
      {t('site.blog.edit')}
    </Button>
  );
  const columns: Column<ConsolePostSummary>[] = [
    {
      header: t('site.blog.postTitle'),
      cell: (p) => (
        <div>
          <p className="font-medium text-slate-900">{p.title}</p>
          <p className="font-mono text-xs text-slate-500">/blog/posts/{p.slug}</p>
        </div>
      ),
    },
    { header: t('site.blog.author'), cell: (p) => p.author },
    { header: t('site.blog.status'), cell: state },
    {
      header: t('site.blog.updated'),
      cell: (p) => formatMoment(p.updated_at),
      className: 'whitespace-nowrap',
    },
    { header: t('site.blog.edit'), hideHeader: true, cell: edit, className: 'text-right' },
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('site.blog.title')}</h2>
        <Button onClick={() => setOpen('new')}>
          <Icon name="plus" className="size-5" />
          {t('site.blog.new')}
        </Button>
      </div>
      {list.isPending ? (
        <PageSkeleton label={t('loading')} />
      ) : list.isError ? (
        <QueryError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon="document" title={t('site.blog.empty')} />
      ) : (
        <DataTable
          rows={list.data}
          columns={columns}
          rowKey={(p) => p.id}
          label={t('site.blog.title')}
          rowAttributes={(p) => ({ 'data-post': p.slug })}
          card={(p) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-slate-900">{p.title}</p>
                {state(p)}
              </div>
              <p className="break-all font-mono text-xs text-slate-500">/blog/posts/{p.slug}</p>
              <p className="text-sm text-slate-600">
                {p.author} · {formatMoment(p.updated_at)}
              </p>
              {edit(p)}
            </>
          )}
        />
      )}
    </div>
  );
}
