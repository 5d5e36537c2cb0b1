import type { CouponCheck } from '@konter/core/contracts/shop';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';
import { firstFieldError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { formatRupiah } from '../../../lib/money';

/**
 * The coupon: typed, checked against the cart (check-coupon), then applied with its discount, or
 * the reason it does not apply (minimum subtotal, used up, expired…) under the field.
 */
export function CouponField({
  check,
  applied,
  onApplied,
}: {
  check: UseMutationResult<CouponCheck, Error, string>;
  applied: CouponCheck | null;
  onApplied: (coupon: CouponCheck | null) => void;
}) {
  const { t } = useTranslation('shopOrder');
  const id = useId();
  const [code, setCode] = useState('');
  const fe = firstFieldError(check.error, 'code');
  const reason = check.error ? (fe ? fieldErrorMessage(t, 'code', fe) : errorMessage(t, check.error)) : null;

  if (applied)
    return (
      <div
        className="flex items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-3.5 py-2.5"
        data-testid="coupon-applied"
      >
        <Icon name="tag" className="size-5 shrink-0 text-emerald-700" />
        <span className="min-w-0 flex-1 text-sm text-emerald-900">
          <span className="font-bold">{applied.code}</span>
          <span className="block">{t('coupon.saves', { amount: formatRupiah(applied.discount) })}</span>
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            onApplied(null);
            check.reset();
          }}
        >
          {t('coupon.remove')}
        </Button>
      </div>
    );

  const apply = () => {
    const c = code.trim();
    if (!c) return;
    check.mutate(c, { onSuccess: (res) => onApplied(res) });
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t('coupon.placeholder')}
          aria-invalid={reason ? true : undefined}
          aria-describedby={reason ? `${id}-error` : undefined}
          className={cn(fieldClasses(Boolean(reason)), 'min-w-0 flex-1 uppercase placeholder:normal-case')}
          onChange={(e) => {
            setCode(e.target.value);
            if (check.error) check.reset();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
        <Button variant="secondary" onClick={apply} loading={check.isPending} disabled={!code.trim()}>
          {t('coupon.apply')}
        </Button>
      </div>
      {reason && (
        <p
          id={`${id}-error`}
          className="flex items-start gap-1 text-sm text-red-700"
          data-testid="coupon-reason"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{reason}</span>
        </p>
      )}
    </div>
  );
}
