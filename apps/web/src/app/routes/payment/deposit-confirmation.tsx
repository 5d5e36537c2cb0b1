import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PaymentLayout } from '../../../features/deposit/components/payment-layout';
import { TopupConfirmation } from '../../../features/deposit/components/topup-confirmation';
import { safeReturnPath } from '../../../features/deposit/return-path';
import { useCurrentAccount } from '../account/use-current-account';

/** /payment/deposit/topup/:code (payment::deposit:confirmation): one request, how to pay it, its status. */
export default function DepositConfirmationPage() {
  const { t } = useTranslation('deposit');
  const account = useCurrentAccount();
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <PaymentLayout account={account} title={t('confirmation.title')}>
      <TopupConfirmation key={code} code={code} from={safeReturnPath(params.get('from'))} />
    </PaymentLayout>
  );
}
