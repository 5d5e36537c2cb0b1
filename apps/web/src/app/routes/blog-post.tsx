import type { BlogPostSummary } from '@konter/core/contracts/blog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/date';
import { PageMeta } from '../../lib/page-meta';

type Post = BlogPostSummary & { html: string; updated_at: string };

/** /blog/posts/:slug: one post; `html` is sanitized by the server (markdown rendered there). */
export default function BlogPostPage() {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('shell');
  const { slug = '' } = useParams();
  const { data, isPending, error } = useQuery({
    queryKey: ['blog-post', slug],
    queryFn: ({ signal }) => api.get<Post>(`blog/posts/${encodeURIComponent(slug)}`, { signal }),
    retry: (n, e) => !(isApiError(e) && e.status === 404) && n < 2,
    retryOnMount: false,
    meta: { silent: true },
  });
  if (isPending) return <PageSkeleton label={tc('loading')} />;
  if (error || !data)
    return (
      <EmptyState
        icon="document"
        title={t('blog.notFound')}
        action={
          <Link to="/blog/posts" className={buttonClasses('secondary')}>
            {t('blog.back')}
          </Link>
        }
      />
    );
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta
        title={data.title}
        description={data.excerpt}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: data.title,
            description: data.excerpt,
            datePublished: data.published_at,
            dateModified: data.updated_at,
            author: { '@type': 'Person', name: data.author },
            ...(data.cover ? { image: data.cover } : {}),
            '@id': `/blog/posts/${encodeURIComponent(data.slug)}`,
          },
        ]}
      />
      <Link to="/blog/posts" className="mb-4 hidden items-center gap-1 text-sm text-brand-800 md:inline-flex">
        <Icon name="chevronLeft" className="size-4" />
        {t('blog.back')}
      </Link>
      {data.cover && (
        // Covers are 3:1 like the banners; the space is kept until the image arrives.
        <img src={data.cover} alt="" width={1200} height={400} className="mb-5 h-auto w-full rounded-2xl" />
      )}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{data.title}</h1>
      <p className="mt-1 text-sm text-slate-500">
        {formatDate(data.published_at)} · {t('blog.by', { author: data.author })}
      </p>
      <div
        className="blog-content mt-6 space-y-4 leading-relaxed text-slate-800"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the rendered markdown
        dangerouslySetInnerHTML={{ __html: data.html }}
      />
    </article>
  );
}
