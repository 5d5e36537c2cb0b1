import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Pager } from '../../components/ui/pager';
import { PageSkeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { ConsolePage } from '../components/console-page';
import { useUserSearch } from './api/search-users';
import { UserList } from './user-list';

/** The server's shortest term. */
const MIN_TERM = 2;

/**
 * /admin/users (customer service, finance): find a member by phone, e-mail, name or referral code.
 * The term and page live in the URL (?q&page): the detail's "back" and a shared link show the same.
 */
export function UserSearchPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const search = useUserSearch(q, page);
  const form = useForm<{ q: string }>({ values: { q } });
  const { errors } = form.formState;

  const go = (term: string, nextPage = 1) => {
    const out = new URLSearchParams();
    if (term) out.set('q', term);
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };

  return (
    <ConsolePage title={t('users.title')} description={t('users.description')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => go(v.q.trim()))}
        className="rounded-2xl border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            containerClassName="flex-1"
            label={t('users.search.label')}
            placeholder={t('users.search.placeholder')}
            help={t('users.search.help')}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            error={errors.q?.message}
            {...form.register('q', {
              validate: (v) => v.trim().length >= MIN_TERM || t('users.search.prompt'),
            })}
          />
          <Button type="submit" className="sm:mt-7">
            <Icon name="search" className="size-5" />
            {t('users.search.submit')}
          </Button>
        </div>
      </form>

      {q.length < MIN_TERM ? (
        <p className="px-1 text-sm text-slate-600">{t('users.search.prompt')}</p>
      ) : search.isPending ? (
        <PageSkeleton label={t('users.search.loading')} />
      ) : search.isError ? (
        <QueryError onRetry={() => void search.refetch()} />
      ) : search.data.data.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <EmptyState icon="search" title={t('users.search.empty', { q })} />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('users.search.total', { total: search.data.meta.total })}
          </p>
          <UserList users={search.data.data} />
          {search.data.meta.last_page > 1 && (
            <Pager
              page={page}
              lastPage={search.data.meta.last_page}
              onChange={(p) => go(q, p)}
              previousLabel={t('users.pager.previous')}
              nextLabel={t('users.pager.next')}
              indicator={t('users.pager.indicator', { page, last: search.data.meta.last_page })}
              label={t('users.pager.label')}
            />
          )}
        </>
      )}
    </ConsolePage>
  );
}
