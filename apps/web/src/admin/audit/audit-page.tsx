import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { EmptyState } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { PageSkeleton } from '../../components/ui/skeleton';
import { type AuditFilter, type AuditQuery, useAuditList } from '../api/list-audit';
import { ConsolePage } from '../components/console-page';
import { AuditFilters } from './audit-filters';
import { AuditList } from './audit-list';

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

/** The filter and page of the URL (?actor&action&from&to&page): a reload or a shared link shows the same. */
function readQuery(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** /admin/audit (owner): who did what, when, from where; filters, pages and the export. */
export default function AuditPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { page = 1, ...filter } = query;
  const list = useAuditList(query);

  const go = (next: AuditFilter, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) out.set(key, next[key] as string);
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };

  return (
    <ConsolePage title={t('audit.title')} description={t('audit.description')}>
      <AuditFilters filter={filter} onApply={(f) => go(f)} />
      {list.isPending ? (
        <PageSkeleton label={t('audit.loading')} />
      ) : list.isError ? (
        <QueryError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState icon="document" title={t('audit.empty')} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('audit.total', { total: list.data.meta.total })}
          </p>
          <AuditList entries={list.data.data} />
          {list.data.meta.last_page > 1 && (
            <Pager
              page={page}
              lastPage={list.data.meta.last_page}
              onChange={(p) => go(filter, p)}
              previousLabel={t('audit.pager.previous')}
              nextLabel={t('audit.pager.next')}
              indicator={t('audit.pager.indicator', { page, last: list.data.meta.last_page })}
              label={t('audit.pager.label')}
            />
          )}
        </>
      )}
    </ConsolePage>
  );
}
