import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { LinkManager } from '../../features/checkout';

/** /account/checkout-links — the member's one-page checkout links (issue 13 §2, ADR 0016). */
export default function CheckoutLinksPage() {
  const { t } = useTranslation('checkout');
  return (
    <Page title={t('links.title')} description={t('links.intro')} toolbarTitle>
      <LinkManager />
    </Page>
  );
}
