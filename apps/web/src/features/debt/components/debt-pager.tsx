import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';

export function DebtPager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('agentCenter');
  if (lastPage <= 1) return null;
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      onChange={onPage}
      previousLabel={t('previous')}
      nextLabel={t('next')}
      indicator={t('page', { page, last: lastPage })}
      label={t('pages')}
    />
  );
}
