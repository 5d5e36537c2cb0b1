import { brandsForNumber, operatorOfPrefix } from '@konter/core/catalog';
import type { PromoProductView } from '@konter/core/contracts/catalog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { codeMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { OperatorBadge, operatorStyle } from '../../catalog';
import {
  cleanDestinationInput,
  contactKindOf,
  countryOf,
  type DestinationInput,
  localDigits,
} from '../destination';
import type { ConfirmTarget } from './confirm-sheet';
import { ContactPicker } from './contact-picker';
import {
  DestinationInputs,
  type DestinationMessages,
  destinationNote,
  readProductDestination,
} from './destination-inputs';
import { PlnCustomerInfo, usePlnName } from './pln-customer';

/**
 * The destination of one chosen promo item, asked the way its type's page asks it (the shared rule
 * of @konter/core/destination, the same fields), before the confirmation. A mobile number must be
 * of the item's operator; an unknown prefix counts as the item's operator, chosen by hand.
 * `refused` is the server's answer about the destination (a new object each time), shown under
 * the field.
 */
export function PromoDestinationDialog({
  product,
  open,
  refused,
  onClose,
  onContinue,
}: {
  product: PromoProductView;
  open: boolean;
  refused?: { message: string } | null;
  onClose: () => void;
  onContinue: (target: ConfirmTarget) => void;
}) {
  const { t } = useTranslation(['purchase', 'catalog']);
  const [input, setInput] = useState<DestinationInput>({ value: '', zone: '' });
  const [messages, setMessages] = useState<DestinationMessages>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refused) setMessages({ value: refused.message });
  }, [refused]);

  const brand = product.brand_code;
  const read = readProductDestination(t, product.type, product, input);
  const format = read.format;
  const phone = format === 'phone';
  const digits = localDigits(input.value);
  const operator = phone ? operatorOfPrefix(digits) : null;
  const byU = operator === 'telkomsel' && digits.startsWith('0851');
  const contactKind = contactKindOf(format);
  const plnNumber = useDebouncedValue(format === 'pln' ? digits : '', 500);
  const plnName = usePlnName(plnNumber);

  const next = () => {
    if (read.messages) {
      setMessages(read.messages);
      (read.messages.value ? inputRef : zoneRef).current?.focus();
      return;
    }
    if (operator && !(brandsForNumber(operator, read.value) as string[]).includes(brand)) {
      setMessages({ value: codeMessage(t, 'number_mismatch') });
      inputRef.current?.focus();
      return;
    }
    onContinue({
      product,
      destination: read.value,
      destinationNote: destinationNote(t, format, input, product.brand, {
        operator: operator && operatorStyle[byU ? 'byu' : operator].name,
        plnName,
      }),
      // An unknown prefix: the operator is the one whose item the user chose.
      operator: phone && !operator ? brand : undefined,
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('catalog:promo.destinationTitle')}>
      <form
        noValidate
        className="space-y-4"
        data-testid="promo-destination"
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <p className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-3">
          <span className="font-semibold text-slate-900">{product.name}</span>
          <span className="font-bold text-brand-800 tabular-nums">{formatRupiah(product.price)}</span>
        </p>
        <DestinationInputs
          format={format}
          input={input}
          messages={messages}
          country={countryOf(format, brand)}
          inputRef={inputRef}
          zoneRef={zoneRef}
          onChange={(value, changed) => {
            setInput(value);
            setMessages((m) => ({ ...m, ...Object.fromEntries(changed.map((p) => [p, undefined])) }));
          }}
          adornment={operator ? <OperatorBadge operator={operator} byU={byU} /> : undefined}
          action={
            contactKind ? (
              <ContactPicker
                kind={contactKind}
                onPick={(v) => {
                  setInput({ value: cleanDestinationInput(format, v), zone: '' });
                  setMessages({});
                }}
              />
            ) : undefined
          }
        />
        {format === 'pln' && <PlnCustomerInfo number={plnNumber} />}
        <Button type="submit" block size="lg">
          {t('catalog:promo.continue')}
        </Button>
      </form>
    </Dialog>
  );
}
