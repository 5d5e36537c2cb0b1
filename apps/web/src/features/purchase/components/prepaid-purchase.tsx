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
  countryOf,
  type DestinationInput,
  destinationFormat,
  localDigits,
} from '../destination';
import { ConfirmSheet, type ConfirmTarget } from './confirm-sheet';
import { ContactPicker } from './contact-picker';
import {
  DestinationInputs,
  type DestinationMessages,
  destinationNote,
  readProductDestination,
} from './destination-inputs';
import { PlnCustomerInfo, usePlnName } from './pln-customer';
import { OperatorChooser, PrepaidProducts } from './prepaid-products';
import { PurchaseHelp } from './purchase-help';
import { type BackTo, TypeUnavailable } from './type-unavailable';
import { VoucherScanButton } from './voucher-scan';

/** Types whose destination is printed as a barcode on a physical voucher. */
const SCANNABLE_TYPES: readonly PrepaidType[] = ['voucher', 'aktivasi-voucher'];
const HOME: BackTo = { to: '/', name: null };
/** Types whose codes may be bought many at once (a voucher's destination is only the buyer's contact). */
const BULK_TYPES: readonly PrepaidType[] = ['voucher', 'games'];

/**
 * A prepaid purchase in a few taps: the number (operator detected while typing) or the brand and
 * what its products are sent to (meter, player ID, User ID + Zone ID, e-mail, a foreign number
 * after its calling code, customer ID, voucher code), then a product card, then the confirmation
 * with the PIN. After paying, the page shows the live status (`?ref=` in the URL, so Back returns
 * to this form). A type without products says so, with a way to `back`.
 */
export function PrepaidPurchase({
  type,
  account,
  back = HOME,
}: {
  type: PrepaidType;
  account: Account;
  back?: BackTo;
}) {
  const { t } = useTranslation('purchase');
  const [input, setInput] = useState<DestinationInput>({ value: '', zone: '' });
  const [messages, setMessages] = useState<DestinationMessages>({});
  const [brand, setBrand] = useState<string | null>(null);
  const [manualOperator, setManualOperator] = useState<OperatorBrand | null>(null);
  const [target, setTarget] = useState<ConfirmTarget | null>(null);
  const [, setParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLInputElement>(null);

  const phone = destinationFormat(type) === 'phone';
  const brands = useBrands(type);
  const pickable = pickableBrands(brands.data?.brands ?? []);
  const chosenBrand = phone ? null : (brand ?? (pickable.length === 1 ? (pickable[0]?.code ?? null) : null));
  const format = destinationFormat(type, chosenBrand);
  const country = countryOf(format, chosenBrand);

  const digits = localDigits(input.value);
  const operator = phone ? operatorOfPrefix(digits) : null;
  const byU = operator === 'telkomsel' && digits.startsWith('0851');
  const plnNumber = useDebouncedValue(format === 'pln' ? digits : '', 500);
  const plnName = usePlnName(plnNumber);

  // The server lists no brand: nothing of this type can be bought now.
  if (brands.data && pickable.length === 0) return <TypeUnavailable type={type} back={back} />;

  const query = phone
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
    // The product's own brand decides (a game's zone, an international product's country).
    const read = readProductDestination(t, type, product, input);
    if (read.messages) {
      setMessages(read.messages);
      const field = read.messages.value ? inputRef.current : zoneRef.current;
      field?.focus();
      field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    setTarget({
      product,
      destination: read.value,
      destinationNote: destinationNote(t, read.format, input, product.brand, {
        operator: operator && operatorStyle[byU ? 'byu' : operator].name,
        plnName,
      }),
      operator: operator ? undefined : (manualOperator ?? undefined),
    });
  };

  const contactKind = contactKindOf(format);
  // A picked contact or a scanned voucher, as if typed (so the operator is detected the same way).
  const fill = (value: string) => {
    setInput({ value: cleanDestinationInput(format, value), zone: '' });
    setMessages({});
  };
  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        {!phone && pickable.length > 1 && (
          <BrandPicker
            brands={pickable}
            value={chosenBrand}
            onChange={(code) => {
              setBrand(code);
              setMessages({});
            }}
            label={t(type === 'international' ? 'brand.country' : 'brand.label')}
          />
        )}
        <DestinationInputs
          format={format}
          input={input}
          messages={messages}
          country={country}
          inputRef={inputRef}
          zoneRef={zoneRef}
          onChange={(next, changed) => {
            setInput(next);
            setMessages((m) => ({ ...m, ...Object.fromEntries(changed.map((p) => [p, undefined])) }));
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
        {format === 'pln' && <PlnCustomerInfo number={plnNumber} />}
        {phone && digits.length >= 4 && !operator && (
          <OperatorChooser value={manualOperator} onChange={setManualOperator} />
        )}
      </Card>
      <PrepaidProducts
        query={query}
        waitingFor={phone ? 'number' : brands.isPending ? 'loading' : 'brand'}
        brandsFailed={!phone && brands.isError}
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
          setMessages({ value: message });
          inputRef.current?.focus();
        }}
        bulk={
          // Voucher codes: "Beli banyak" in the same confirmation (the result: ?batch=, BulkResult).
          BULK_TYPES.includes(type) && format === 'other'
            ? {
                onPurchased: (batch) => {
                  setTarget(null);
                  setParams({ batch: batch.batch_id });
                },
              }
            : undefined
        }
      />
    </div>
  );
}
