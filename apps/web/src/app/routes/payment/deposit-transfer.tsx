import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { mayTransfer, transferSwitchedOn } from '../../../features/deposit/access';
import { useDepositSettings } from '../../../features/deposit/api/get-deposit-settings';
import type { DepositTransfer } from '../../../features/deposit/api/transfer-deposit';
import { PaymentLayout } from '../../../features/deposit/components/payment-layout';
import { TransferForm } from '../../../features/deposit/components/transfer-form';
import { TransferResult } from '../../../features/deposit/components/transfer-result';
import { siteConfigDefaults, siteConfigQuery } from '../../../lib/site-config';
import { useCurrentAccount } from '../account/use-current-account';

/**
 * /payment/deposit/transfer (payment::deposit:transfer): only when the site allows transfers (the
 * site flag allowTransfer and the deposit setting, both) and an administrator gave the user the
 * permission (spec §6); otherwise the disabled or no-permission message.
 */
export default function DepositTransferPage() {
  const { t } = useTranslation(['deposit', 'common']);
  const account = useCurrentAccount();
  const settings = useDepositSettings();
  // Both switches decide (the site flag and the deposit setting): wait for the site config too.
  const siteQuery = useQuery(siteConfigQuery(account.id));
  const site = siteQuery.data ? { ...siteConfigDefaults, ...siteQuery.data } : siteConfigDefaults;
  const [result, setResult] = useState<DepositTransfer | null>(null);
  // The result replaces the form: show it from its top, not where the form's button was.
  useEffect(() => {
    if (result) window.scrollTo({ top: 0 });
  }, [result]);
  // Each transfer gets a fresh form (new receiver check, new idempotency key).
  const [round, setRound] = useState(0);

  let body: ReactNode;
  if (settings.isPending || siteQuery.isPending) body = <PageSkeleton rows={3} label={t('common:loading')} />;
  else if (settings.isError)
    body = (
      <EmptyState
        icon="alert"
        title={t('topup.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => settings.refetch()}>
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  else if (!transferSwitchedOn(site, settings.data))
    body = (
      <EmptyState
        icon="lock"
        title={t('transfer.disabledTitle')}
        description={t('message.transferDisabled')}
      />
    );
  else if (!mayTransfer(account, settings.data, site))
    body = (
      <EmptyState
        icon="lock"
        title={t('transfer.noPermissionTitle')}
        description={t('message.transferNoPermission')}
      />
    );
  else if (result)
    body = (
      <TransferResult
        result={result}
        onAgain={() => {
          setResult(null);
          setRound((r) => r + 1);
        }}
      />
    );
  else body = <TransferForm key={round} account={account} onDone={setResult} />;

  return (
    <PaymentLayout account={account} title={t('transfer.title')}>
      {body}
    </PaymentLayout>
  );
}
