import { NAME_CHECK_SLOW_MS, type SendMoneyCheckName } from '@konter/core/contracts/send-money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon, Spinner } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { firstFieldError, isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { BrandPicker, pickableBrands, useBrands, usePrepaidProducts } from '../../catalog';
import { useCheckRecipientName } from '../api/check-name';

/** Where the money goes: the brand (bank or e-wallet), the account or phone, and its owner if checked. */
export interface Recipient {
  brand: string;
  destination: string;
  /** Null when the bank or e-wallet offers no name check and the member went on after re-reading the number. */
  name: string | null;
}

const isEwallet = (brandName: string) => /dana|ovo|go ?pay|shopee|linkaja/i.test(brandName);

/**
 * Step one of sending money: choose the bank or e-wallet, type the account number (or the
 * e-wallet's phone number), "Cek nama" — a spinner, after NAME_CHECK_SLOW_MS the spec's "taking
 * longer than expected" — then the recipient's name with the spec's reminder to double-check.
 * The check's fee is not shown here (spec); it is in the deposit history.
 */
export function RecipientCheck({
  recipient,
  onChange,
}: {
  recipient: Recipient | null;
  onChange: (r: Recipient | null) => void;
}) {
  const { t } = useTranslation('sendMoney');
  const brands = useBrands('sendMoney');
  const pickable = pickableBrands(brands.data?.brands ?? []);
  const [brand, setBrand] = useState<string | null>(null);
  const [destination, setDestination] = useState('');
  const [slow, setSlow] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const check = useCheckRecipientName();
  const products = usePrepaidProducts(brand ? { type: 'sendMoney', brand } : null);
  const firstCode = products.data?.products[0]?.code ?? null;
  const brandName = pickable.find((b) => b.code === brand)?.name ?? '';
  const wallet = isEwallet(brandName);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!check.isPending) return;
    setSlow(false);
    const timer = setTimeout(() => setSlow(true), NAME_CHECK_SLOW_MS);
    return () => clearTimeout(timer);
  }, [check.isPending]);

  const reset = () => {
    check.reset();
    setUnavailable(false);
    onChange(null);
  };

  const fieldError = check.error ? firstFieldError(check.error, 'destination') : undefined;
  const otherError =
    check.error && !fieldError && !(isApiError(check.error) && check.error.status === 422)
      ? errorMessage(t, check.error)
      : null;

  const submit = () => {
    if (!brand || !firstCode) return;
    setUnavailable(false);
    check.mutate(
      { product_code: firstCode, destination: destination.trim() },
      {
        onSuccess: (answer: SendMoneyCheckName) =>
          onChange({ brand, destination: answer.destination, name: answer.name }),
        onError: (err) => {
          if (firstFieldError(err, 'destination')?.code === 'send_money_check_unavailable')
            setUnavailable(true);
          inputRef.current?.focus();
        },
      },
    );
  };

  if (recipient) {
    return (
      <Card className="space-y-3" aria-live="polite">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">
              {brandName || recipient.brand} · <span className="font-mono">{recipient.destination}</span>
            </p>
            {recipient.name ? (
              <>
                <p className="mt-1 text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t('check.nameLabel')}
                </p>
                <p className="text-lg font-bold text-slate-900" data-testid="recipient-name">
                  {recipient.name}
                </p>
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{t('check.unchecked')}</p>
            )}
          </div>
          <Icon name="success" className="size-6 shrink-0 text-emerald-600" />
        </div>
        <Alert tone="warning">{t('check.doubleCheck')}</Alert>
        <Button variant="secondary" size="sm" onClick={reset}>
          {t('check.change')}
        </Button>
      </Card>
    );
  }

  return (
    <Card className="space-y-4">
      <BrandPicker
        brands={pickable}
        value={brand}
        onChange={(code) => {
          setBrand(code);
          check.reset();
          setUnavailable(false);
        }}
        label={t('check.brand')}
      />
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          ref={inputRef}
          label={t(wallet ? 'check.phone' : 'check.account')}
          help={brand ? t(wallet ? 'check.phoneHelp' : 'check.accountHelp') : t('check.chooseBrand')}
          inputMode="numeric"
          autoComplete="off"
          value={destination}
          disabled={!brand}
          onChange={(e) => {
            setDestination(e.target.value.replace(/[^\d]/g, ''));
            if (check.error) check.reset();
            setUnavailable(false);
          }}
          error={fieldError ? fieldErrorMessage(t, 'destination', fieldError) : undefined}
        />
        {otherError && <Alert tone="error">{otherError}</Alert>}
        {check.isPending ? (
          <div
            className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
            role="status"
          >
            <Spinner className="size-5 text-brand-700" />
            <span>{slow ? t('check.slow') : t('check.checking')}</span>
          </div>
        ) : (
          <Button type="submit" block disabled={!brand || !firstCode || destination.trim().length < 6}>
            {t('check.button')}
          </Button>
        )}
        {unavailable && brand && (
          <Button
            variant="secondary"
            block
            onClick={() => onChange({ brand, destination: destination.trim(), name: null })}
          >
            {t('check.continueWithout')}
          </Button>
        )}
      </form>
    </Card>
  );
}
