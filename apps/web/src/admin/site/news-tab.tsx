import type { ConsoleNews } from '@konter/core/contracts/console-site';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/pill';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../components/ui/text-field';
import { useServerErrors } from '../../lib/form';
import { type Column, DataTable } from '../components/data-table';
import { formatMoment } from '../lib/format';
import { useNewsList, useNewsRecipients, useSendNews } from './api/news';

const AUDIENCES = ['all', '1', '2', '3'] as const;
type Audience = (typeof AUDIENCES)[number];
interface Values {
  title: string;
  body: string;
  audience: Audience;
}
const categoryOf = (a: Audience) => (a === 'all' ? null : (Number(a) as 1 | 2 | 3));

/** News to everybody or a category (member, agent, master), with the count it reaches; the latest sent. */
export function NewsTab() {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const send = useSendNews();
  const list = useNewsList();
  const form = useForm<Values>({ defaultValues: { title: '', body: '', audience: 'all' } });
  const server = useServerErrors(form);
  const { errors } = form.formState;
  const audience = form.watch('audience');
  const recipients = useNewsRecipients(categoryOf(audience));
  const audienceLabel = (c: number | null) =>
    t(`site.news.audiences.${c === null ? 'all' : (String(c) as '1')}`);

  const submit = form.handleSubmit((v) =>
    send.mutate(
      {
        title: v.title.trim(),
        ...(v.body.trim() ? { body: v.body.trim() } : {}),
        category: categoryOf(v.audience),
      },
      {
        onSuccess: (done) => {
          snackbar.show({ message: t('site.news.sent', { count: done.recipients }), color: 'success' });
          form.reset({ title: '', body: '', audience: v.audience });
        },
        onError: (e) => server.handle(e),
      },
    ),
  );
  const columns: Column<ConsoleNews>[] = [
    {
      header: t('site.news.newsTitle'),
      cell: (n) => (
        <div>
          <p className="font-medium text-slate-900">{n.title}</p>
          {n.body && <p className="text-sm text-slate-600">{n.body}</p>}
        </div>
      ),
    },
    {
      header: t('site.news.audience'),
      cell: (n) => <Pill tone="bg-slate-100 text-slate-700">{audienceLabel(n.category)}</Pill>,
    },
    {
      header: t('site.news.sentAt'),
      cell: (n) => formatMoment(n.published_at),
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <div className="space-y-5">
      <Card data-testid="news-form">
        <CardHeader title={t('site.news.title')} description={t('site.news.description')} />
        <form onSubmit={submit} noValidate className="space-y-4">
          {server.alert && <Alert tone="error">{server.alert}</Alert>}
          <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
            <TextField
              label={t('site.news.newsTitle')}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <div className="space-y-1.5">
              <label htmlFor="news-audience" className="block text-sm font-medium text-slate-700">
                {t('site.news.audience')}
              </label>
              <select id="news-audience" className={fieldClasses(false)} {...form.register('audience')}>
                {AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t(`site.news.audiences.${a}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="space-y-1.5">
            <label htmlFor="news-body" className="block text-sm font-medium text-slate-700">
              {t('site.news.body')}
            </label>
            <textarea
              id="news-body"
              rows={4}
              className={`${fieldClasses(Boolean(errors.body))} py-3`}
              {...form.register('body')}
            />
            {errors.body?.message && <p className="text-sm text-red-700">{errors.body.message}</p>}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600" data-testid="news-recipients" aria-live="polite">
              {recipients.data ? t('site.news.recipients', { count: recipients.data.recipients }) : '\u00a0'}
            </p>
            <Button type="submit" loading={send.isPending}>
              <Icon name="send" className="size-4" />
              {t('site.news.send')}
            </Button>
          </div>
        </form>
      </Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('site.news.recent')}</h2>
      {list.isPending ? (
        <PageSkeleton label={t('loading')} />
      ) : list.isError ? (
        <QueryError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon="message" title={t('site.news.empty')} />
      ) : (
        <DataTable
          rows={list.data}
          columns={columns}
          rowKey={(n) => n.id}
          label={t('site.news.recent')}
          card={(n) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-slate-900">{n.title}</p>
                <Pill tone="bg-slate-100 text-slate-700">{audienceLabel(n.category)}</Pill>
              </div>
              {n.body && <p className="text-sm text-slate-600">{n.body}</p>}
              <p className="text-xs text-slate-500">{formatMoment(n.published_at)}</p>
            </>
          )}
        />
      )}
    </div>
  );
}
