import type { Account } from '@konter/core/contracts/account';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { checkDestination } from '@konter/core/destination';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HelpSection } from '../../../components/help-section';
import { Card } from '../../../components/ui/card';
import { Disclosure } from '../../../components/ui/disclosure';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { BrandPicker, pickableBrands, useBrands } from '../../catalog';
import { ConfirmSheet, type ConfirmTarget } from './confirm-sheet';
import { PrepaidProducts } from './prepaid-products';
import { type BackTo, TypeUnavailable } from './type-unavailable';

/**
 * /prabayar/esim: an eSIM in a few steps. What an eSIM is and which phones take one (short help),
 * the e-mail the activation code goes to (the account's, changeable), the operator and its
 * packages, then the confirmation with the PIN. After paying, the page shows the live status, and
 * on success the QR code (`?ref=` in the URL, as every prepaid purchase).
 */
export function EsimPurchase({ account, back }: { account: Account; back: BackTo }) {
  const { t } = useTranslation('bulk');
  const [email, setEmail] = useState(account.email ?? '');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [brand, setBrand] = useState<string | null>(null);
  const [target, setTarget] = useState<ConfirmTarget | null>(null);
  const [, setParams] = useSearchParams();
  const emailRef = useRef<HTMLInputElement>(null);
  const brands = useBrands('esim');
  const pickable = pickableBrands(brands.data?.brands ?? []);
  const chosen = brand ?? (pickable.length === 1 ? (pickable[0]?.code ?? null) : null);

  if (brands.data && pickable.length === 0) return <TypeUnavailable type="esim" back={back} />;

  const choose = (product: PrepaidProductView) => {
    const check = checkDestination('email', email);
    if (!check.value) {
      setEmailError(t('esim.emailInvalid'));
      emailRef.current?.focus();
      emailRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    setTarget({ product, destination: check.value });
  };

  return (
    <div className="space-y-5" data-testid="esim-purchase">
      <Card className="space-y-3">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name="sim" className="size-6" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">{t('esim.introTitle')}</h2>
            <p className="mt-0.5 text-sm text-slate-600">{t('esim.introText')}</p>
          </div>
        </div>
        <Disclosure compact summary={t('esim.compatTitle')}>
          <p>{t('esim.compatText')}</p>
        </Disclosure>
      </Card>
      <Card className="space-y-4">
        <TextField
          ref={emailRef}
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('esim.email')}
          help={t('esim.emailHelp')}
          value={email}
          error={emailError}
          maxLength={64}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          data-testid="esim-email"
        />
        {pickable.length > 1 && (
          <BrandPicker brands={pickable} value={chosen} onChange={setBrand} label={t('esim.operator')} />
        )}
      </Card>
      <PrepaidProducts
        query={chosen ? { type: 'esim', brand: chosen } : null}
        waitingFor={brands.isPending ? 'loading' : 'brand'}
        brandsFailed={brands.isError}
        selectedCode={target?.product.code}
        onSelect={choose}
      />
      <HelpSection
        id="esim-help"
        title={t('esim.helpTitle')}
        entries={(['install', 'once'] as const).map((q) => ({
          q: t(`esim.help.${q}.q`),
          a: t(`esim.help.${q}.a`),
        }))}
      />
      <ConfirmSheet
        target={target}
        account={account}
        onClose={() => setTarget(null)}
        onPurchased={(trx) => {
          setTarget(null);
          setParams({ ref: trx.ref_id });
        }}
        onDestinationError={(message) => {
          setTarget(null);
          setEmailError(message);
          emailRef.current?.focus();
        }}
      />
    </div>
  );
}
