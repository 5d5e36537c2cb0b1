import type { Account } from '@konter/core/contracts/account';
import type { Shipment, ShippingFeeInput, ShippingQuote } from '@konter/core/contracts/shipping';
import { useEffect, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useServerErrors } from '../../../lib/form';
import { useCheckFees } from '../api/check-fees';
import {
  blankParty,
  blankShipment,
  clearDraft,
  loadDraft,
  type ShipmentFormValues,
  saveDraft,
  shipmentResolver,
} from '../form-values';
import { ConfirmSheet } from './confirm-sheet';
import { CreatedCard } from './created-card';
import { ItemSection } from './item-section';
import { PartySection } from './party-section';
import { TariffList, type TariffSort } from './tariff-list';

const LABELLED = [
  'item_type',
  'commodity_type',
  'item_content',
  'item_weight',
  'item_value',
  'item_length',
  'item_width',
  'item_height',
  'name',
  'phone',
  'address',
  'postal_code',
  'note',
  'favorite_label',
  'province',
  'city',
  'district',
  'sub_district',
] as const;

/**
 * The shipment form (spec "Multi-courier shipment"): sender, recipient, item → "Cek tarif" across
 * couriers → choose → confirmation with the PIN → created. Nothing typed is lost: a failed call
 * keeps the form, and the draft lives in sessionStorage until the shipment is created.
 */
export function ShipmentForm({ account }: { account: Account }) {
  const { t, i18n } = useTranslation(['multicourier', 'errors']);
  const [draft] = useState(loadDraft);
  const labelOf = (path: string) => {
    const last = path.split('.').pop() ?? '';
    return (LABELLED as readonly string[]).includes(last)
      ? t(`field.${last as (typeof LABELLED)[number]}`)
      : undefined;
  };
  const labelRef = useRef(labelOf);
  labelRef.current = labelOf;
  const form = useForm<ShipmentFormValues, unknown, ShippingFeeInput>({
    mode: 'onTouched',
    defaultValues: draft?.values ?? blankShipment({ ...blankParty(), name: account.name, phone: account.hp }),
    resolver: shipmentResolver((p) => labelRef.current(p)),
  });
  const server = useServerErrors(form);
  const check = useCheckFees();
  const [saveSender, setSaveSender] = useState(draft?.saveSender ?? false);
  const [saveRecipient, setSaveRecipient] = useState(draft?.saveRecipient ?? false);
  const [quotes, setQuotes] = useState<ShippingQuote[] | null>(null);
  const [checked, setChecked] = useState<ShippingFeeInput | null>(null);
  const [sort, setSort] = useState<TariffSort>('price');
  const [chosen, setChosen] = useState<ShippingQuote | null>(null);
  const [created, setCreated] = useState<Shipment | null>(null);
  const [tariffAlert, setTariffAlert] = useState<string | null>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const tariffRef = useRef<HTMLDivElement>(null);
  const { errors, isSubmitted } = form.formState;

  // Every change is kept as the draft, and makes the tariffs shown stale.
  useEffect(() => {
    const sub = form.watch((values) => {
      saveDraft({ values: values as ShipmentFormValues, saveSender, saveRecipient });
      setQuotes(null);
      setChecked(null);
    });
    return () => sub.unsubscribe();
  }, [form, saveSender, saveRecipient]);

  // Visible errors follow a language change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the language changes
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger();
  }, [i18n.language]);

  const runCheck = (values: ShippingFeeInput, notice: string | null = null) => {
    setTariffAlert(null);
    setPriceNotice(notice);
    check.mutate(
      { ...values, sort },
      {
        onSuccess: (data) => {
          setQuotes(data);
          setChecked(values);
          requestAnimationFrame(() =>
            tariffRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
          );
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 422 && e.errors && Object.keys(e.errors).length > 0) {
            server.handle(e);
            return;
          }
          setTariffAlert(
            isApiError(e) && e.status > 0 && e.status < 500
              ? errorMessage(t, e)
              : t('errors:shipping_tariff_failed'),
          );
        },
      },
    );
  };

  const onCheck = form.handleSubmit((values) => runCheck(values));

  if (created)
    return (
      <CreatedCard
        shipment={created}
        onAgain={() => {
          const sender = form.getValues('sender');
          form.reset(blankShipment(sender));
          setCreated(null);
          setQuotes(null);
          setChecked(null);
          window.scrollTo({ top: 0 });
        }}
      />
    );

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onCheck} className="space-y-4" data-testid="shipment-form">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <div className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-4 lg:space-y-0">
          <PartySection
            form={form}
            party="sender"
            incomplete={isSubmitted && Boolean(errors.sender)}
            save={saveSender}
            onSave={setSaveSender}
          />
          <PartySection
            form={form}
            party="recipient"
            incomplete={isSubmitted && Boolean(errors.recipient)}
            save={saveRecipient}
            onSave={setSaveRecipient}
          />
        </div>
        <ItemSection form={form} incomplete={isSubmitted && Boolean(errors.item)} />
        {tariffAlert && (
          <Alert tone="error" title={t('tariff.failedTitle')}>
            {tariffAlert}
          </Alert>
        )}
        <Button type="submit" block size="lg" loading={check.isPending}>
          {t('form.check')}
        </Button>
      </form>
      <div ref={tariffRef} className="scroll-mt-24">
        {quotes && priceNotice && (
          <Alert tone="warning" className="mb-3">
            {priceNotice}
          </Alert>
        )}
        {quotes && <TariffList quotes={quotes} sort={sort} onSort={setSort} onChoose={setChosen} />}
      </div>
      <ConfirmSheet
        quote={chosen}
        values={checked}
        saveSender={saveSender}
        saveRecipient={saveRecipient}
        account={account}
        onClose={() => setChosen(null)}
        onCreated={(s) => {
          clearDraft();
          setChosen(null);
          setCreated(s);
          window.scrollTo({ top: 0 });
        }}
        onPriceChanged={(message) => {
          setChosen(null);
          if (checked) runCheck(checked, message);
        }}
        onFieldErrors={(e) => {
          setChosen(null);
          setQuotes(null);
          server.handle(e);
          const first = Object.keys(e.errors ?? {})[0];
          if (first) form.setFocus(first as Path<ShipmentFormValues>);
        }}
      />
    </div>
  );
}
