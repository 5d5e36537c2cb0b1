import { type OperatorBrand, operatorOfPrefix, type PrepaidType } from '@konter/core/catalog';
import type { Account } from '@konter/core/contracts/account';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { BrandPicker, OperatorBadge, operatorStyle, pickableBrands, useBrands } from '../../catalog';
import {
  cleanDestinationInput,
  contactKindOf,
  destinationKind,
  destinationProblem,
  destinationValue,
  localDigits,
} from '../destination';
import { ConfirmSheet, type ConfirmTarget } from './confirm-sheet';
import { ContactPicker } from './contact-picker';
import { DestinationField } from './destination-field';
import { PlnCustomerInfo, usePlnName } from './pln-customer';
import { OperatorChooser, PrepaidProducts } from './prepaid-products';
import { PurchaseHelp } from './purchase-help';
import { VoucherScanButton } from './voucher-scan';

/** Types whose destination is printed as a barcode on a physical voucher. */
const SCANNABLE_TYPES: readonly PrepaidType[] = ['voucher', 'aktivasi-voucher'];

/**
 * A prepaid purchase in a few taps: the number (operator detected while typing) or the brand and
 * the customer ID, then a product card, then the confirmation with the PIN. After paying, the page
 * shows the live status (`?ref=` in the URL, so Back returns to this form).
 */
export function PrepaidPurchase({ type, account }: { type: PrepaidType; account: Account }) {
  const { t } = useTranslation('purchase');
  const kind = destinationKind(type);
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [manualOperator, setManualOperator] = useState<OperatorBrand | null>(null);
  const [target, setTarget] = useState<ConfirmTarget | null>(null);
  const [, setParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);

  const digits = localDigits(raw);
  const operator = kind === 'phone' ? operatorOfPrefix(digits) : null;
  const byU = operator === 'telkomsel' && digits.startsWith('0851');
  const plnNumber = useDebouncedValue(kind === 'pln' ? digits : '', 500);
  const plnName = usePlnName(plnNumber);

  const brands = useBrands(type, kind !== 'phone');
  const pickable = pickableBrands(brands.data?.brands ?? []);
  const chosenBrand = brand ?? (pickable.length === 1 ? (pickable[0]?.code ?? null) : null);

  const query =
    kind === 'phone'
      ? digits.length >= 4 && (operator || manualOperator)
        ? {
            type,
            destination: digits.slice(0, 4),
            operator: operator ? undefined : (manualOperator ?? undefined),
          }
        : null
      : chosenBrand
        ? { type, brand: chosenBrand }
        : null;

  const choose = (product: PrepaidProductView) => {
    const problem = destinationProblem(kind, raw);
    if (problem) {
      setError(t(`destination.${problem}`));
      inputRef.current?.focus();
      inputRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    const note = operator ? operatorStyle[byU ? 'byu' : operator].name : kind === 'pln' ? plnName : undefined;
    setTarget({
      product,
      destination: destinationValue(kind, raw),
      destinationNote: note,
      operator: operator ? undefined : (manualOperator ?? undefined),
    });
  };

  const contactKind = contactKindOf(kind);
  // A picked contact or a scanned voucher, as if typed (so the operator is detected the same way).
  const fill = (value: string) => {
    setRaw(cleanDestinationInput(kind, value));
    setError(null);
  };
  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        {kind !== 'phone' && pickable.length > 1 && (
          <BrandPicker
            brands={pickable}
            value={chosenBrand}
            onChange={setBrand}
            label={t(type === 'international' ? 'brand.country' : 'brand.label')}
          />
        )}
        <DestinationField
          ref={inputRef}
          label={t(`destination.label.${kind}`)}
          help={t(`destination.help.${kind}`)}
          placeholder={t(`destination.placeholder.${kind}`)}
          inputMode={kind === 'game' ? 'text' : kind === 'other' ? 'text' : 'tel'}
          value={raw}
          error={error}
          onChange={(v) => {
            setRaw(cleanDestinationInput(kind, v));
            setError(null);
          }}
          adornment={operator ? <OperatorBadge operator={operator} byU={byU} /> : undefined}
          action={
            contactKind ? (
              <ContactPicker kind={contactKind} onPick={fill} />
            ) : SCANNABLE_TYPES.includes(type) ? (
              <VoucherScanButton onScan={fill} />
            ) : undefined
          }
        />
        {kind === 'pln' && <PlnCustomerInfo number={plnNumber} />}
        {kind === 'phone' && digits.length >= 4 && !operator && (
          <OperatorChooser value={manualOperator} onChange={setManualOperator} />
        )}
      </Card>
      <PrepaidProducts
        query={query}
        waitingFor={
          kind === 'phone' ? 'number' : brands.isPending ? 'loading' : pickable.length ? 'brand' : 'none'
        }
        brandsFailed={brands.isError}
        selectedCode={target?.product.code}
        onSelect={choose}
      />
      <PurchaseHelp />
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
          setError(message);
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}
