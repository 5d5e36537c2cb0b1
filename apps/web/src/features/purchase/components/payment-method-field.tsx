import type { PurchasePaymentMethod } from '@konter/core/contracts/purchase';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';
import type { ChannelQuote } from '../api/get-payment-channels';
import type { Wallet } from '../wallets';

/**
 * Radio cards for the wallet to pay from, each with its balance (a too small one is flagged), and,
 * folded below, the gateways' channels with their fee (spec §1 "or other payment channels").
 */
export function PaymentMethodField({
  wallets,
  channels = [],
  value,
  onChange,
  amount,
  error,
}: {
  wallets: Wallet[];
  channels?: ChannelQuote[];
  value: PurchasePaymentMethod;
  onChange: (method: PurchasePaymentMethod) => void;
  amount: number;
  error?: string;
}) {
  const channelChosen = channels.some((c) => c.option.method === value);
  const { t } = useTranslation('purchase');
  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{t('confirm.paymentMethod')}</legend>
      <div className="space-y-2">
        {wallets.map((w) => {
          const checked = w.method === value;
          const short = w.balance < amount;
          return (
            <RadioCard
              key={w.method}
              value={w.method}
              checked={checked}
              onChoose={onChange}
              className="min-h-14"
            >
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
            </RadioCard>
          );
        })}
      </div>
      {channels.length > 0 && (
        <details open={channelChosen || undefined} className="mt-2 rounded-xl border border-slate-200">
          <summary className="flex min-h-12 cursor-pointer flex-col justify-center px-3.5 py-2">
            <span className="text-sm font-semibold text-slate-700">{t('confirm.channels')}</span>
            <span className="text-xs text-slate-500">{t('confirm.channelsHelp')}</span>
          </summary>
          <div className="space-y-2 px-3.5 pb-3.5" data-testid="payment-channels">
            {channels.map(({ option, fee }) => {
              const checked = option.method === value;
              return (
                <RadioCard
                  key={option.method}
                  value={option.method}
                  checked={checked}
                  onChoose={onChange}
                  className="min-h-12"
                >
                  <span className="flex-1 font-semibold text-slate-900">{option.name}</span>
                  <span className="text-sm text-slate-600 tabular-nums">
                    {fee > 0
                      ? t('confirm.channelFee', { fee: formatRupiah(fee) })
                      : t('confirm.noChannelFee')}
                  </span>
                </RadioCard>
              );
            })}
          </div>
        </details>
      )}
      {error && (
        <p id="payment-method-error" className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}

/** One choice of the payment-method radio group, as a bordered card (the chosen one tinted). */
function RadioCard<V extends string>({
  value,
  checked,
  onChoose,
  className,
  children,
}: {
  value: V;
  checked: boolean;
  onChoose: (value: V) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2',
        'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <input
        type="radio"
        name="payment_method"
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="size-5 accent-brand-700"
      />
      {children}
    </label>
  );
}
