import type { BlogPostSummary } from '@konter/core/contracts/blog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LazyImage } from '../../components/ui/lazy-image';
import { Page } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { PageSkeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api-client';
import { useConfig } from '../../lib/config';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { PageMeta } from '../../lib/page-meta';

type Meta = { current_page: number; last_page: number; total: number };

/** /blog/posts: the paged list of published posts (GET blog/posts?page=). */
export default function BlogPage() {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { t: te } = useTranslation();
  const { data, isPending, error } = useQuery({
    queryKey: ['blog', page],
    queryFn: ({ signal }) => api.page<BlogPostSummary[], Meta>('blog/posts', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const { sitename } = useConfig();
  return (
    <Page title={t('blog.title')} toolbarTitle>
      <PageMeta title={t('blog.title')} description={t('blog.description', { site: sitename })} />
      {isPending ? (
        <PageSkeleton label={tc('loading')} />
      ) : error || !data ? (
        <Alert tone="error">{errorMessage(te, error)}</Alert>
      ) : data.data.length === 0 ? (
        <EmptyState title={t('blog.empty')} />
      ) : (
        <>
          <ul className="space-y-3">
            {data.data.map((post) => (
              <li key={post.slug}>
                <Card className="flex gap-4">
                  {post.cover && (
                    <LazyImage
                      src={post.cover}
                      alt=""
                      width={160}
                      height={90}
                      className="hidden aspect-video w-40 shrink-0 rounded-xl object-cover sm:block"
                    />
                  )}
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <Link
                        // The post's title shows in the phone toolbar at once (editableTitle).
                        to={`/blog/posts/${encodeURIComponent(post.slug)}?${new URLSearchParams({ title: post.title })}`}
                        className="hover:text-brand-800"
                      >
                        {post.title}
                      </Link>
                    </h2>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {formatDate(post.published_at)} · {t('blog.by', { author: post.author })}
                    </p>
                    <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {data.meta.last_page > 1 && (
            <Pager
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              onChange={(p) => setParams({ page: String(p) })}
              previousLabel={t('landing.prev')}
              nextLabel={t('landing.next')}
              indicator={`${data.meta.current_page} / ${data.meta.last_page}`}
              label={t('blog.title')}
            />
          )}
        </>
      )}
    </Page>
  );
}
