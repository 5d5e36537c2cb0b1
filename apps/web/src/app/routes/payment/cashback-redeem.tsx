import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import type { CashbackRedeem } from '../../../features/deposit/api/redeem-cashback';
import { CashbackRedeemForm } from '../../../features/deposit/components/cashback-redeem-form';
import { CashbackRedeemResult } from '../../../features/deposit/components/cashback-redeem-result';
import { PaymentLayout } from '../../../features/deposit/components/payment-layout';
import { depositPaths } from '../../../features/deposit/paths';
import { useCurrentAccount } from '../account/use-current-account';

/** /payment/cashback-redeem (payment::cashback:redeem): cashback into the deposit, before and after. */
export default function CashbackRedeemPage() {
  const { t } = useTranslation(['deposit', 'common']);
  const account = useCurrentAccount();
  const [result, setResult] = useState<CashbackRedeem | null>(null);
  // The result replaces the form: show it from its top, not where the form's button was.
  useEffect(() => {
    if (result) window.scrollTo({ top: 0 });
  }, [result]);
  const cashback = account.cashback_wallet;

  return (
    <PaymentLayout account={account} title={t('redeem.title')}>
      {result ? (
        <CashbackRedeemResult result={result} />
      ) : cashback === null ? (
        <PageSkeleton rows={2} label={t('common:loading')} />
      ) : cashback <= 0 ? (
        <EmptyState
          icon="star"
          title={t('redeem.emptyTitle')}
          description={t('redeem.emptyText')}
          action={
            <Link to={depositPaths.cashbackReport} className={buttonClasses('secondary')}>
              {t('redeem.toReport')}
            </Link>
          }
        />
      ) : (
        <CashbackRedeemForm key={cashback} account={account} cashback={cashback} onDone={setResult} />
      )}
    </PaymentLayout>
  );
}
