import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useDepositSettings } from '../../../features/deposit/api/get-deposit-settings';
import type { DepositTopup } from '../../../features/deposit/api/get-topup';
import { openPaymentPage } from '../../../features/deposit/components/open-payment-page';
import { PaymentLayout } from '../../../features/deposit/components/payment-layout';
import { TopupForm } from '../../../features/deposit/components/topup-form';
import { isOwnBankTransfer } from '../../../features/deposit/labels';
import { depositPaths } from '../../../features/deposit/paths';
import { safeReturnPath } from '../../../features/deposit/return-path';
import { useTopupResultSnackbar } from '../../../features/deposit/use-topup-result-snackbar';
import { useCurrentAccount } from '../account/use-current-account';

/**
 * /payment/deposit/topup (payment::deposit:topup, optional `?from=`): choose the nominal and the
 * payment method, confirm, then the request's confirmation screen; a gateway's payment page opens.
 */
export default function DepositTopupPage() {
  const { t } = useTranslation(['deposit', 'common']);
  const account = useCurrentAccount();
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  const settings = useDepositSettings();
  const navigate = useNavigate();
  const notify = useTopupResultSnackbar();

  const onCreated = async (topup: DepositTopup) => {
    // The confirmation must be in the history before a phone leaves for the gateway's page in the same
    // tab: the data router pushes the entry only once the lazy route has loaded, so wait for it, or
    // "back" from the gateway lands on the empty form instead of the request.
    await navigate(depositPaths.confirmation(topup.code, from));
    const paymentUrl = topup.payment_url;
    if (!isOwnBankTransfer(topup.method) && paymentUrl) {
      notify('pending');
      openPaymentPage(paymentUrl);
    }
  };

  return (
    <PaymentLayout account={account} title={t('topup.title')}>
      {settings.isPending ? (
        <PageSkeleton rows={5} label={t('common:loading')} />
      ) : settings.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{t('topup.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => settings.refetch()}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <TopupForm settings={settings.data} onCreated={onCreated} />
      )}
    </PaymentLayout>
  );
}
