import type { Account } from '@konter/core/contracts/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { isActive } from '../access';
import { useIsDesktop } from '../use-media-query';
import { DepositCard } from './deposit-card';
import { DepositCardCompact } from './deposit-card-compact';

/**
 * The frame of the payment screens (top-up, confirmation, transfer, cashback redeem): the simple
 * balance card above the content on phones, the full card beside it from md up (spec §2). Only one
 * of the two is mounted, so the balance is on the page once. Non-active users cannot transact.
 * Like ui/Page with a toolbar title (the heading shows from md up), but wider for the side column.
 */
export function PaymentLayout({
  account,
  title,
  children,
}: {
  account: Account;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('deposit');
  const desktop = useIsDesktop();
  const active = isActive(account);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="md:mb-5">
        <h1 className="sr-only text-2xl font-bold tracking-tight text-slate-900 md:not-sr-only">{title}</h1>
      </header>
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          {!desktop && <DepositCardCompact account={account} />}
          {active ? (
            children
          ) : (
            <Alert tone="info" title={t('inactive.title')}>
              {t('inactive.text')}
            </Alert>
          )}
        </div>
        {desktop && active && (
          <aside className="md:sticky md:top-24">
            <DepositCard account={account} />
          </aside>
        )}
      </div>
    </div>
  );
}
