import type { PaymentOption } from '@konter/core/contracts/deposit';
import { PAYMENT_GROUPS, type PaymentGroup, type PaymentMethodCode } from '@konter/core/payment';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon, type IconName } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';
import type { DepositSettings } from '../api/get-deposit-settings';
import { estimateFee } from '../fees';
import { groupName, methodName, providerName } from '../labels';

const groupIcons: Record<PaymentGroup, IconName> = {
  bank_transfer: 'send',
  virtual_account: 'card',
  ewallet: 'wallet',
  qris: 'grid',
  retail: 'tag',
  card: 'card',
  paylater: 'clock',
};

/** Every active method of the settings, in the screen's group order (payment.ts PAYMENT_GROUPS). */
export function methodOptions(settings: DepositSettings): PaymentOption[] {
  return [...settings.banks, ...settings.virtuals, ...settings.payment_methods];
}

/**
 * The payment method, grouped (own bank transfer, virtual account, e-wallet, QRIS, retail, card,
 * pay later), each option with the fee it adds to the nominal, shown before paying (calls §9.1).
 * A group opens when it holds the chosen method; the first group is open to start with.
 */
export function PaymentMethodPicker({
  settings,
  nominal,
  value,
  onChange,
  error,
}: {
  settings: DepositSettings;
  /** The chosen nominal when it is valid, else null (fees are then not shown yet). */
  nominal: number | null;
  value: PaymentMethodCode | null;
  onChange: (method: PaymentMethodCode) => void;
  error?: string;
}) {
  const { t } = useTranslation('deposit');
  const name = useId();
  const options = methodOptions(settings);
  const groups = PAYMENT_GROUPS.map((g) => ({
    group: g,
    items: options.filter((o) => o.group === g),
  })).filter((g) => g.items.length > 0);
  const chosenGroup = options.find((o) => o.method === value)?.group ?? groups[0]?.group;
  // Both gateways may offer a channel (DANA, ShopeePay, QRIS): then say which one is which.
  const seen = new Set<string>();
  const twins = new Set<string>();
  for (const o of options) {
    const n = `${o.group}:${methodName(o.method)}`;
    if (seen.has(n)) twins.add(methodName(o.method));
    seen.add(n);
  }

  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{t('topup.method')}</legend>
      <div className="space-y-2">
        {groups.map(({ group, items }) => (
          <details
            key={group}
            open={group === chosenGroup}
            className="group overflow-hidden rounded-xl border border-slate-200 bg-white"
            data-testid={`method-group-${group}`}
          >
            <summary className="flex min-h-13 cursor-pointer list-none items-center gap-3 px-3.5 font-semibold text-slate-900">
              <Icon name={groupIcons[group]} className="size-5 text-brand-700" />
              <span className="flex-1">{groupName(group)}</span>
              <span className="text-xs font-normal text-slate-500">
                {t('topup.methodCount', { count: items.length })}
              </span>
              <Icon
                name="chevronRight"
                className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-90"
              />
            </summary>
            <div className="space-y-1 border-t border-slate-100 p-2">
              <p className="px-3 pt-1 pb-1 text-sm text-slate-600">{t(`topup.groupHint.${group}`)}</p>
              {items.map((o) => {
                const checked = o.method === value;
                const fee = nominal === null ? null : estimateFee(settings, o, nominal).fee;
                return (
                  <label
                    key={o.method}
                    className={cn(
                      'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2',
                      'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
                      checked ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={o.method}
                      checked={checked}
                      onChange={() => onChange(o.method)}
                      className="size-5 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900">{methodName(o.method)}</span>
                      {twins.has(methodName(o.method)) && (
                        <span className="block text-xs text-slate-500">
                          {t('topup.via', { provider: providerName(o.provider) })}
                        </span>
                      )}
                    </span>
                    {fee !== null && (
                      <span
                        className={cn(
                          'shrink-0 text-right text-sm tabular-nums',
                          fee === 0 ? 'font-semibold text-emerald-700' : 'text-slate-700',
                        )}
                      >
                        {fee === 0 ? t('topup.noFee') : t('topup.feeShort', { fee: formatRupiah(fee) })}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </details>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
