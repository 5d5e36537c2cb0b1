import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { AffiliateOverview } from '../../../features/affiliate';

/** /account/affiliate: affiliate status, code and link, commission report, payouts (issue 14 §5). */
export default function AccountAffiliatePage() {
  const { t } = useTranslation('affiliate');
  return (
    <Page title={t('title')} toolbarTitle narrow>
      <AffiliateOverview />
    </Page>
  );
}
