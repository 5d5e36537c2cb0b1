import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';

/** The deposit balance on the purchase pages, compact (spec §2: a simple balance card on mobile). */
export function BalanceStrip({ account }: { account: Account }) {
  const { t } = useTranslation('purchase');
  if (account.status !== 'active') return null;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-3 text-white">
      <Icon name="wallet" className="size-6 shrink-0 text-brand-100" />
      <span className="flex-1 text-sm text-brand-100">{t('balance')}</span>
      <span className="text-lg font-bold tabular-nums" data-testid="deposit-balance">
        {formatRupiah(account.deposit)}
      </span>
    </div>
  );
}
