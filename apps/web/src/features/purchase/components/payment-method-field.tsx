import type { PaymentMethod } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';
import type { Wallet } from '../wallets';

/** Radio cards for the wallet to pay from, each with its balance; a too small one is flagged. */
export function PaymentMethodField({
  wallets,
  value,
  onChange,
  amount,
  error,
}: {
  wallets: Wallet[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  amount: number;
  error?: string;
}) {
  const { t } = useTranslation('purchase');
  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{t('confirm.paymentMethod')}</legend>
      <div className="space-y-2">
        {wallets.map((w) => {
          const checked = w.method === value;
          const short = w.balance < amount;
          return (
            <label
              key={w.method}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2',
                'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
              )}
            >
              <input
                type="radio"
                name="payment_method"
                value={w.method}
                checked={checked}
                onChange={() => onChange(w.method)}
                className="size-5 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-semibold text-slate-900">{t(`wallet.${w.method}`)}</span>
                <span
                  className={cn('block text-sm tabular-nums', short ? 'text-amber-800' : 'text-slate-600')}
                >
                  {t('confirm.balance', { amount: formatRupiah(w.balance) })}
                  {short && ` · ${t('confirm.balanceShort')}`}
                </span>
              </span>
              <Icon name="wallet" className="size-5 text-slate-400" />
            </label>
          );
        })}
      </div>
      {error && (
        <p id="payment-method-error" className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
