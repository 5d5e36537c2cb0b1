import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { basePathOf } from '../../../lib/paths';
import { UploadView } from '../components/upload-view';
import { excelPaths } from '../paths';

/** /prabayar/topupByExcel/riwayat/:id: one upload's rows, their purchases and the export. */
export default function ExcelUploadPage() {
  const { t } = useTranslation('excel');
  const base = basePathOf(useLocation().pathname);
  const id = Number(useParams().id);
  return (
    <Page title={t('history.detail')} toolbarTitle>
      <div className="space-y-4">
        <UploadView id={id} />
        <Link
          to={excelPaths.history(base)}
          className="block text-center font-semibold text-brand-700 underline"
        >
          {t('history.back')}
        </Link>
      </div>
    </Page>
  );
}
