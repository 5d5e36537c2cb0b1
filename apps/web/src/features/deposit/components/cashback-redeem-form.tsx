import type { Account } from '@konter/core/contracts/account';
import { cashbackRedeemRequest } from '@konter/core/contracts/deposit';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { useLocalizedForm } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { randomId } from '../../../lib/random-id';
import { type CashbackRedeem, useRedeemCashback } from '../api/redeem-cashback';
import { useDepositErrors } from '../use-deposit-errors';

/**
 * Cashback into the deposit (spec §2 payment::cashback:redeem): the whole cashback by default, any
 * smaller whole amount otherwise; a short confirmation, then the before/after result.
 */
export function CashbackRedeemForm({
  account,
  cashback,
  onDone,
}: {
  account: Account;
  cashback: number;
  onDone: (result: CashbackRedeem) => void;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  const form = useLocalizedForm(cashbackRedeemRequest, { defaultValues: { amount: cashback } });
  const server = useDepositErrors(form);
  const redeem = useRedeemCashback();
  const [asking, setAsking] = useState<number | null>(null);
  const idempotencyKey = useRef('');
  const { errors } = form.formState;
  const amount = form.watch('amount');

  const onSubmit = form.handleSubmit((v) => {
    if (v.amount > cashback) {
      form.setError('amount', { type: 'validation', message: t('message.insufficientCashback') });
      return;
    }
    idempotencyKey.current = randomId();
    server.clearAlert();
    setAsking(v.amount);
  });

  const confirm = () => {
    if (asking === null) return;
    redeem.mutate(
      { amount: asking, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (result) => {
          setAsking(null);
          onDone(result);
        },
        onError: (e) => {
          setAsking(null);
          server.handle(e);
        },
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="redeem-form">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <Card className="space-y-4">
          <div className="rounded-xl bg-amber-50 px-4 py-3">
            <p className="text-sm text-amber-900">{t('redeem.available')}</p>
            <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="redeem-available">
              {formatRupiah(cashback)}
            </p>
          </div>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <CurrencyField
                label={t('redeem.amount')}
                help={t('redeem.amountHelp', { deposit: formatRupiah(account.deposit) })}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                min={1}
                max={cashback}
                error={errors.amount?.message}
              />
            )}
          />
          {amount !== cashback && (
            <Button
              variant="link"
              onClick={() => form.setValue('amount', cashback, { shouldValidate: true })}
            >
              {t('redeem.all', { amount: formatRupiah(cashback) })}
            </Button>
          )}
          <p className="text-sm text-slate-600">{t('redeem.note')}</p>
        </Card>
        <Button type="submit" block size="lg">
          {t('redeem.submit')}
        </Button>
      </form>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} title={t('redeem.confirmTitle')} alert>
        {asking !== null && (
          <div className="space-y-4" data-testid="redeem-confirm">
            <p>{t('redeem.confirmText', { amount: formatRupiah(asking) })}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setAsking(null)} disabled={redeem.isPending}>
                {t('common:action.cancel')}
              </Button>
              <Button onClick={confirm} loading={redeem.isPending}>
                {t('redeem.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
