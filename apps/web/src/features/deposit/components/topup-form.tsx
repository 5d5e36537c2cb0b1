import { depositTopupRequestWith } from '@konter/core/contracts/deposit';
import { depositCreditDate, isAfterDepositCutoff, topupNominalRule } from '@konter/core/deposit';
import type { PaymentMethodCode } from '@konter/core/payment';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/date';
import { useLocalizedForm } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import type { DepositSettings } from '../api/get-deposit-settings';
import { usePaymentFee } from '../api/get-payment-fee';
import type { DepositTopup } from '../api/get-topup';
import { estimateFee, type TopupQuote } from '../fees';
import { isOwnBankTransfer } from '../labels';
import { NominalPicker } from './nominal-picker';
import { methodOptions, PaymentMethodPicker } from './payment-method-picker';
import { SummaryRow } from './summary-row';
import { TopupConfirmDialog } from './topup-confirm-dialog';
import { TopupHelp } from './topup-help';

/**
 * The top-up: nominal, payment method with its fee, the sender's name for a bank transfer, then a
 * confirmation before the request is made (spec §2 payment::deposit:topup, calls §9.1, §9.3).
 */
export function TopupForm({
  settings,
  onCreated,
}: {
  settings: DepositSettings;
  onCreated: (topup: DepositTopup) => void;
}) {
  const { t } = useTranslation('deposit');
  const min = settings.settings.min_topup;
  const schema = useMemo(() => depositTopupRequestWith(min), [min]);
  const form = useLocalizedForm(schema, {
    defaultValues: { nominal: undefined, method: undefined, holder_name: '' },
  });
  const [custom, setCustom] = useState(false);
  const [quote, setQuote] = useState<TopupQuote | null>(null);
  const { errors, isSubmitted } = form.formState;
  const nominal = form.watch('nominal') ?? null;
  const method = (form.watch('method') as PaymentMethodCode | undefined) ?? null;
  const validNominal = nominal !== null && topupNominalRule(nominal, min) === null ? nominal : null;
  const option = methodOptions(settings).find((o) => o.method === method);
  const estimate = option && validNominal !== null ? estimateFee(settings, option, validNominal) : null;
  const serverFee = usePaymentFee(option ? method : null, validNominal);
  // The server's answer for exactly this method and nominal wins over the local estimate.
  const fresh = serverFee.data && !serverFee.isPlaceholderData ? serverFee.data : null;
  const fee = fresh?.fee ?? estimate?.fee ?? null;
  const bank = method !== null && isOwnBankTransfer(method);
  const afterCutoff = (method === null || bank) && isAfterDepositCutoff();

  const setNominal = (n: number | null) =>
    form.setValue('nominal', n ?? (undefined as unknown as number), {
      shouldValidate: isSubmitted || n !== null,
      shouldDirty: true,
    });

  const onSubmit = form.handleSubmit((request) => {
    const o = methodOptions(settings).find((x) => x.method === request.method);
    if (!o) return;
    const local = estimateFee(settings, o, request.nominal);
    const f = fresh && request.nominal === validNominal ? fresh.fee : local.fee;
    setQuote({ request, fee: f, total: request.nominal + f });
  });

  if (methodOptions(settings).length === 0)
    return <Alert tone="warning">{t('message.noActivePaymentMethod')}</Alert>;

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="topup-form">
        <Card className="space-y-5">
          <Controller
            control={form.control}
            name="nominal"
            render={() => (
              <NominalPicker
                nominals={settings.nominals}
                allowCustom={settings.settings.allow_custom_nominals}
                minTopup={min}
                value={nominal}
                custom={custom}
                onPick={(n) => {
                  setCustom(false);
                  setNominal(n);
                }}
                onCustom={(n) => {
                  setCustom(true);
                  setNominal(n);
                }}
                error={errors.nominal?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <PaymentMethodPicker
                settings={settings}
                nominal={validNominal}
                value={method}
                onChange={(m) => field.onChange(m)}
                error={errors.method?.message}
              />
            )}
          />
          {bank && (
            <TextField
              label={t('topup.holderName')}
              help={t('topup.holderNameHelp')}
              autoComplete="name"
              maxLength={100}
              error={errors.holder_name?.message}
              {...form.register('holder_name')}
            />
          )}
        </Card>
        {afterCutoff && (
          <Alert tone="warning" title={t('help.cutoffTitle')}>
            {t('help.cutoffNow', { date: formatDate(depositCreditDate()) })}
          </Alert>
        )}
        <Card className="space-y-4">
          <dl className="divide-y divide-slate-100" data-testid="topup-summary">
            <SummaryRow label={t('topup.nominal')}>
              {validNominal === null ? '–' : formatRupiah(validNominal)}
            </SummaryRow>
            <SummaryRow label={t('topup.fee')}>
              {fee === null ? '–' : fee === 0 ? t('topup.noFee') : formatRupiah(fee)}
            </SummaryRow>
            <SummaryRow label={t('topup.total')}>
              <span className="text-lg text-brand-800 tabular-nums" data-testid="topup-total">
                {validNominal === null || fee === null ? '–' : formatRupiah(validNominal + fee)}
              </span>
              {bank && (
                <span className="block text-xs font-normal text-slate-600">{t('topup.plusUniqueCode')}</span>
              )}
            </SummaryRow>
          </dl>
          <Button type="submit" block size="lg">
            {t('topup.continue')}
          </Button>
        </Card>
      </form>
      <TopupHelp />
      <TopupConfirmDialog quote={quote} onClose={() => setQuote(null)} onCreated={onCreated} />
    </>
  );
}
