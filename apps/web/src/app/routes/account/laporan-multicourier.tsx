import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { CourierReport } from '../../../features/multicourier';

/** /account/laporan/multicourier (laporan::multicourier): the shipments per courier for a date range. */
export default function MulticourierReportPage() {
  const { t } = useTranslation('multicourier');
  return (
    <Page title={t('report.title')} toolbarTitle>
      <CourierReport />
    </Page>
  );
}
