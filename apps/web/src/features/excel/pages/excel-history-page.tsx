import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Pill } from '../../../components/ui/pill';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { basePathOf } from '../../../lib/paths';
import { excelUploadsQuery } from '../api';
import { excelPaths } from '../paths';

const tone = {
  validated: 'bg-slate-100 text-slate-700',
  processing: 'bg-amber-100 text-amber-800',
  done: 'bg-emerald-100 text-emerald-800',
};

/** /prabayar/topupByExcel/riwayat: the uploads of the last 30 days, newest first. */
export default function ExcelHistoryPage() {
  const { t } = useTranslation('excel');
  const base = basePathOf(useLocation().pathname);
  const { data, isPending, isError } = useQuery(excelUploadsQuery());
  return (
    <Page title={t('history.title')} toolbarTitle>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('history.kept')}</p>
        {isPending && <PageSkeleton label={t('history.title')} />}
        {isError && <Alert tone="error">{t('history.empty')}</Alert>}
        {data?.length === 0 && (
          <EmptyState
            icon="upload"
            title={t('history.empty')}
            action={
              <Link to={excelPaths.page(base)} className={buttonClasses('secondary')}>
                {t('title')}
              </Link>
            }
          />
        )}
        <ul className="space-y-2">
          {data?.map((u) => (
            <li key={u.id}>
              <Link
                to={excelPaths.detail(u.id, base)}
                className="block rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-300"
                data-testid="excel-history-item"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-all font-semibold text-slate-900">{u.file_name}</p>
                    <p className="text-sm text-slate-600">{formatDateTime(u.created_at)}</p>
                  </div>
                  <Pill tone={tone[u.status]}>{t(`uploadStatus.${u.status}`)}</Pill>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {t('history.counts', { total: u.counts.total, valid: u.valid, success: u.counts.success })}{' '}
                  · <span className="tabular-nums">{formatRupiah(u.total_price)}</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
