import type { Account } from '@konter/core/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { useAccount } from '../../../lib/auth';
import { formatDate } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { useSiteConfig } from '../../../lib/site-config';
import { debtDueToday, hasLoan, isActive, mayTransfer, showsCashback } from '../access';
import { useDepositSettingsQuietly } from '../api/get-deposit-settings';
import { depositPaths } from '../paths';
import { DebtDueAlert } from './debt-due-alert';

type CardTab = 'deposit' | 'loan';

/**
 * The deposit balance card (spec §2, §4): the deposit, and with a credit line a second tab for the
 * loan; top up, transfer (only when allowed), refresh (busy until the account fetch returns); the
 * cashback row with its redeem link; the yellow alert when debt is due today. Non-active users see
 * nothing. `from` is where the top-up returns to.
 */
export function DepositCard({ account, from }: { account: Account; from?: string }) {
  const { t } = useTranslation('deposit');
  const [tab, setTab] = useState<CardTab>('deposit');
  const settings = useDepositSettingsQuietly(isActive(account));
  const site = useSiteConfig();
  if (!isActive(account)) return null;
  const loan = hasLoan(account);
  const current: CardTab = loan ? tab : 'deposit';
  const canTransfer = mayTransfer(account, settings.data, site);

  return (
    <section aria-label={t('card.label')} className="space-y-3" data-testid="deposit-card">
      <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-sm sm:p-5">
        {loan && (
          <div className="mb-4">
            <Tabs
              idBase="deposit-card"
              label={t('card.tabsLabel')}
              value={current}
              onChange={setTab}
              items={[
                { key: 'deposit', label: t('card.tabDeposit') },
                { key: 'loan', label: t('card.tabLoan') },
              ]}
            />
          </div>
        )}
        <div {...(loan ? tabPanelProps('deposit-card', current) : {})}>
          {current === 'deposit' ? (
            <DepositPanel account={account} canTransfer={canTransfer} from={from} />
          ) : (
            <LoanPanel account={account} />
          )}
        </div>
        {showsCashback(account, site) && <CashbackRow cashback={account.cashback_wallet} />}
      </div>
      {debtDueToday(account) && <DebtDueAlert account={account} />}
    </section>
  );
}

function DepositPanel({
  account,
  canTransfer,
  from,
}: {
  account: Account;
  canTransfer: boolean;
  from?: string;
}) {
  const { t } = useTranslation('deposit');
  // A new (or spent) account: nothing can be bought yet, so the card says so and top-up leads.
  const empty = account.deposit <= 0;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-brand-100">{t('card.deposit')}</p>
          <p className="mt-0.5 text-3xl font-bold tabular-nums" data-testid="deposit-balance">
            {formatRupiah(account.deposit)}
          </p>
        </div>
        <RefreshButton />
      </div>
      {empty && (
        <div className="mt-3 rounded-xl bg-white/10 px-3 py-2 text-sm" data-testid="deposit-empty">
          <p className="font-semibold">{t('card.emptyTitle')}</p>
          <p className="text-brand-100">{t('card.emptyText')}</p>
        </div>
      )}
      <div
        className={cn('mt-4 grid gap-2', canTransfer ? 'grid-cols-2 sm:max-w-md' : 'grid-cols-1 sm:max-w-56')}
      >
        <Link
          to={depositPaths.topup(from)}
          className={cn(buttonClasses('secondary', 'md'), 'border-transparent text-brand-800')}
        >
          <Icon name="plus" className="size-5" />
          {empty ? t('card.emptyCta') : t('card.topup')}
        </Link>
        {canTransfer && (
          <Link
            to={depositPaths.transfer}
            className={cn(
              buttonClasses('ghost', 'md'),
              'bg-white/15 text-white hover:bg-white/25 active:bg-white/30',
            )}
          >
            <Icon name="send" className="size-5" />
            {t('card.transfer')}
          </Link>
        )}
      </div>
      <Link
        to={depositPaths.depositReport}
        className="mt-3 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-100 hover:text-white"
      >
        <Icon name="history" className="size-4" />
        {t('card.history')}
        <Icon name="chevronRight" className="size-4" />
      </Link>
    </>
  );
}

function LoanPanel({ account }: { account: Account }) {
  const { t } = useTranslation('deposit');
  const debt = account.agent_debt;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-brand-100">{t('card.loanRemaining')}</p>
          <p className="mt-0.5 text-3xl font-bold tabular-nums" data-testid="loan-balance">
            {formatRupiah(debt.deposit)}
          </p>
        </div>
        <RefreshButton />
      </div>
      <dl className="mt-4 divide-y divide-white/10 rounded-xl bg-white/10 px-3 text-sm">
        {[
          [t('card.loanLimit'), formatRupiah(debt.deposit + debt.usage)],
          [t('card.loanUsage'), formatRupiah(debt.usage)],
          [t('card.loanDue'), debt.due_date ? formatDate(debt.due_date) : '–'],
        ].map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-brand-100">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Spec §4: loading on when pressed, off when the account fetch returns; disabled meanwhile. */
export function RefreshButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('deposit');
  const { refetch, isFetching } = useAccount();
  return (
    <button
      type="button"
      onClick={() => void refetch()}
      disabled={isFetching}
      aria-busy={isFetching || undefined}
      aria-label={isFetching ? t('card.refreshing') : t('card.refresh')}
      title={t('card.refresh')}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full disabled:cursor-wait',
        tone === 'dark'
          ? 'bg-white/15 text-white hover:bg-white/25'
          : 'text-brand-800 hover:bg-brand-50 disabled:text-slate-400',
      )}
      data-testid="deposit-refresh"
    >
      <Icon name="refresh" className={cn('size-5', isFetching && 'motion-safe:animate-spin')} />
    </button>
  );
}

function CashbackRow({ cashback }: { cashback: number | null }) {
  const { t } = useTranslation('deposit');
  return (
    <div className="mt-4 flex items-center gap-3 border-t border-white/15 pt-3">
      <Icon name="star" className="size-5 shrink-0 text-amber-300" />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-brand-100">{t('card.cashback')}</p>
        {cashback === null ? (
          <Skeleton className="mt-1 h-5 w-24 bg-white/25" />
        ) : (
          <p className="font-semibold tabular-nums" data-testid="cashback-balance">
            {formatRupiah(cashback)}
          </p>
        )}
      </div>
      {cashback !== null && cashback > 0 && (
        <Link
          to={depositPaths.cashbackRedeem}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-white hover:bg-white/15"
        >
          {t('card.redeem')}
          <Icon name="chevronRight" className="size-4" />
        </Link>
      )}
    </div>
  );
}
