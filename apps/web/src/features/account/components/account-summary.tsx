import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatRupiah } from '../../../lib/money';

export function AccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const initial = account.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {account.avatar ? (
          <img src={account.avatar} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
          >
            {initial}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{account.name}</p>
          <p className="truncate text-sm text-slate-600">{account.hp}</p>
          <p className="truncate text-sm text-slate-600">{account.email}</p>
        </div>
      </div>
      {account.status === 'active' ? (
        <div className="rounded-xl bg-brand-50 px-4 py-3 sm:text-right">
          <p className="text-xs font-medium text-brand-800">{t('summary.deposit')}</p>
          <p className="text-xl font-bold text-brand-900 tabular-nums">{formatRupiah(account.deposit)}</p>
        </div>
      ) : (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('summary.inactive')}</p>
      )}
    </Card>
  );
}
