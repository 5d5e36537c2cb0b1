import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';
import { debtDueToday, isActive } from '../access';
import { DebtDueAlert } from './debt-due-alert';
import { RefreshButton } from './deposit-card';

/** The simple balance card of the deposit and payment pages on phones (spec §2). */
export function DepositCardCompact({ account }: { account: Account }) {
  const { t } = useTranslation('deposit');
  if (!isActive(account)) return null;
  return (
    <section aria-label={t('card.label')} className="space-y-3" data-testid="deposit-card-compact">
      <div className="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 py-2 pr-2 pl-4 text-white">
        <Icon name="wallet" className="size-6 shrink-0 text-brand-100" />
        <span className="flex-1 text-sm text-brand-100">{t('card.deposit')}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="deposit-balance">
          {formatRupiah(account.deposit)}
        </span>
        <RefreshButton />
      </div>
      {debtDueToday(account) && <DebtDueAlert account={account} />}
    </section>
  );
}
