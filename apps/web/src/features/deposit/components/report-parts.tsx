import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';

/** A wallet report that failed to load, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['deposit', 'common']);
  return (
    <div className="space-y-3">
      <Alert tone="error">{t('report.loadFailed')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </div>
  );
}

/** The report's pager, hidden when everything fits on one page. */
export function ReportPager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  if (lastPage <= 1) return null;
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      onChange={onPage}
      previousLabel={t('report.previous')}
      nextLabel={t('report.next')}
      indicator={t('report.page', { page, last: lastPage })}
      label={t('report.pages')}
    />
  );
}
