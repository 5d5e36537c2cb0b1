import type { ConsolePost } from '@konter/core/contracts/console-site';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/pill';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../components/ui/text-field';
import { useServerErrors } from '../../lib/form';
import { previewPost, useCreatePost, useDeletePost, useEditPost, usePost, usePublishPost } from './api/posts';
import { postState } from './post-state';

interface Values {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  body: string;
}
const empty: Values = { slug: '', title: '', excerpt: '', cover: '', body: '' };
const valuesOf = (p: ConsolePost): Values => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  cover: p.cover ?? '',
  body: p.body,
});

/** A post's editor: a new draft (id null) or an existing post, with the sanitized preview. */
export function PostEditor({
  id,
  onClose,
  onCreated,
}: {
  id: number | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('console');
  const post = usePost(id);
  if (id !== null && post.isPending) return <PageSkeleton label={t('loading')} />;
  if (id !== null && post.isError) return <QueryError onRetry={() => void post.refetch()} />;
  return <Editor key={id ?? 'new'} post={post.data ?? null} onClose={onClose} onCreated={onCreated} />;
}

function Editor({
  post,
  onClose,
  onCreated,
}: {
  post: ConsolePost | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const form = useForm<Values>({ defaultValues: post ? valuesOf(post) : empty });
  const server = useServerErrors(form);
  const create = useCreatePost();
  const edit = useEditPost();
  const publish = usePublishPost();
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const { errors } = form.formState;
  useEffect(() => {
    if (post) form.reset(valuesOf(post));
  }, [post, form]);

  const body = (v: Values) => ({
    slug: v.slug.trim(),
    title: v.title.trim(),
    excerpt: v.excerpt.trim(),
    body: v.body,
    cover: v.cover.trim() || null,
  });
  const save = form.handleSubmit((v) => {
    const done = () => snackbar.show({ message: t('site.blog.saved'), color: 'success' });
    if (!post)
      create.mutate(body(v), {
        onSuccess: (created) => {
          done();
          onCreated(created.id);
        },
        onError: (e) => server.handle(e),
      });
    else edit.mutate({ id: post.id, ...body(v) }, { onSuccess: done, onError: (e) => server.handle(e) });
  });
  const showPreview = async () => setPreview((await previewPost(form.getValues('body'))).html);
  const state = post ? postState(post) : 'draft';

  return (
    <div className="space-y-5">
      <Button variant="link" onClick={onClose}>
        <Icon name="back" className="size-4" />
        {t('site.blog.back')}
      </Button>
      <Card data-testid="post-editor">
        <CardHeader
          title={post ? post.title : t('site.blog.new')}
          description={
            post ? (
              <span className="flex flex-wrap items-center gap-2">
                <Pill tone="bg-slate-100 text-slate-700">{t(`site.blog.${state}`)}</Pill>
                <span className="font-mono text-xs">/blog/posts/{post.slug}</span>
              </span>
            ) : undefined
          }
        />
        <form onSubmit={save} noValidate className="space-y-4">
          {server.alert && <Alert tone="error">{server.alert}</Alert>}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label={t('site.blog.postTitle')}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextField
              label={t('site.blog.slug')}
              help={t('site.blog.slugHelp')}
              autoCapitalize="none"
              error={errors.slug?.message}
              {...form.register('slug')}
            />
          </div>
          <TextField
            label={t('site.blog.excerpt')}
            error={errors.excerpt?.message}
            {...form.register('excerpt')}
          />
          <TextField
            label={t('site.blog.cover')}
            type="url"
            placeholder="https://"
            error={errors.cover?.message}
            {...form.register('cover')}
          />
          <div className="space-y-1.5">
            <label htmlFor="post-body" className="block text-sm font-medium text-slate-700">
              {t('site.blog.body')}
            </label>
            <textarea
              id="post-body"
              rows={12}
              aria-invalid={errors.body ? true : undefined}
              className={`${fieldClasses(Boolean(errors.body))} py-3 font-mono text-sm`}
              {...form.register('body')}
            />
            {errors.body?.message && <p className="text-sm text-red-700">{errors.body.message}</p>}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="secondary" onClick={() => void showPreview()}>
              <Icon name="eye" className="size-4" />
              {t('site.blog.preview')}
            </Button>
            {post && (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setDeleting(true)}
              >
                <Icon name="trash" className="size-4" />
                {t('site.blog.delete')}
              </Button>
            )}
            {post && (
              <Button
                variant="secondary"
                loading={publish.isPending}
                onClick={() =>
                  publish.mutate(
                    { id: post.id, published: state !== 'published' },
                    {
                      onSuccess: () =>
                        snackbar.show({
                          message: t(
                            state === 'published' ? 'site.blog.unpublishedDone' : 'site.blog.publishedDone',
                          ),
                          color: 'success',
                        }),
                    },
                  )
                }
              >
                {state === 'published' ? t('site.blog.unpublish') : t('site.blog.publish')}
              </Button>
            )}
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {t('site.blog.saveDraft')}
            </Button>
          </div>
        </form>
      </Card>
      {preview !== null && (
        <Card data-testid="post-preview">
          <CardHeader title={t('site.blog.preview')} />
          {preview.trim() ? (
            <div
              className="blog-content space-y-4 leading-relaxed text-slate-800"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the rendered markdown (features/blog/render.ts), as the public blog shows it
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          ) : (
            <p className="text-slate-500">{t('site.blog.previewEmpty')}</p>
          )}
        </Card>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('site.blog.deleteTitle', { title: post?.title ?? '' })}
        confirmLabel={t('site.blog.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          post &&
          remove.mutate(post.id, {
            onSuccess: () => {
              snackbar.show({ message: t('site.blog.deleted'), color: 'success' });
              onClose();
            },
          })
        }
      />
    </div>
  );
}
