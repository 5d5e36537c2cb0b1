import type { Account } from '@konter/core/contracts/account';
import { type AgentLoanView, agentDebtPayRequest } from '@konter/core/contracts/loan';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { isStatus } from '../../../lib/api-error';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { NoPinNotice, PinLockedAlert } from '../../purchase';
import { type LoanRepayment, useRepayLoan } from '../api';

const CHIPS = [25, 50, 100] as const;
/** A share of the payable amount, in whole rupiah (100% is exactly the payable). */
export const chipAmount = (payable: number, pct: number) =>
  pct === 100 ? payable : Math.floor((payable * pct) / 100);

function SummaryRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Repay the loan from the deposit (POST agent-debt/pay): the amount (prefilled with what may be
 * repaid now, quick chips 25/50/100%), a confirmation with the deposit after, then the PIN.
 */
export function RepayForm({
  loan,
  account,
  onRepaid,
}: {
  loan: AgentLoanView;
  account: Account;
  onRepaid: (r: LoanRepayment) => void;
}) {
  const { t } = useTranslation(['loan', 'errors']);
  const [amount, setAmount] = useState<number | null>(loan.payable);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const repay = useRepayLoan();
  const form = useLocalizedForm(agentDebtPayRequest, {
    defaultValues: { amount: 0, pin: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const deposit = account.deposit;
  const inProcess = loan.usage - loan.payable;

  // A new payable (after a repayment or a settled purchase) is the new suggestion.
  useEffect(() => setAmount(loan.payable), [loan.payable]);

  if (loan.usage === 0) return null;

  const onContinue = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!amount || amount < 1) return setError(t('repay.amountRequired'));
    if (amount > loan.payable) return setError(t('errors:loan_overpay_pending'));
    if (amount > deposit) return setError(t('repay.notEnough'));
    form.reset({ amount, pin: '' });
    server.clearAlert();
    setLocked(false);
    setConfirming(amount);
  };

  const onPay = form.handleSubmit((v) => {
    setLocked(false);
    repay.mutate(v, {
      onSuccess: (r) => {
        setConfirming(null);
        onRepaid(r);
      },
      onError: (e) => {
        if (isStatus(e, 429, 'pin_locked')) return setLocked(true);
        server.handle(e);
      },
    });
  });

  return (
    <Card data-testid="loan-repay">
      <CardHeader title={t('repay.title')} />
      <form noValidate onSubmit={onContinue} className="space-y-3">
        <CurrencyField
          label={t('repay.amount')}
          value={amount}
          onChange={(v) => {
            setError(null);
            setAmount(v);
          }}
          min={1}
          max={loan.payable}
          error={error ?? undefined}
          help={t('repay.amountHelp', { max: formatRupiah(loan.payable), deposit: formatRupiah(deposit) })}
          data-testid="repay-amount"
        />
        <div className="flex gap-2">
          {CHIPS.map((pct) => (
            <button
              key={pct}
              type="button"
              onClick={() => {
                setError(null);
                setAmount(chipAmount(loan.payable, pct));
              }}
              className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800"
            >
              {t('repay.chip', { pct })}
            </button>
          ))}
        </div>
        {inProcess > 0 && (
          <p className="text-sm text-slate-600">
            {t('repay.pendingHelp', { amount: formatRupiah(inProcess) })}
          </p>
        )}
        {deposit < (amount ?? 0) && (
          <Link
            to={`/payment/deposit/topup?from=${encodeURIComponent('/account/utang')}`}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('repay.topup')}
          </Link>
        )}
        <Button type="submit" block size="lg" disabled={loan.payable === 0} data-testid="repay-continue">
          {t('repay.submit')}
        </Button>
      </form>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={t('repay.confirmTitle')}>
        {confirming !== null && (
          <form noValidate onSubmit={onPay} className="space-y-4" data-testid="repay-dialog">
            {locked && <PinLockedAlert />}
            {server.alert && <Alert tone="error">{server.alert}</Alert>}
            {form.formState.errors.amount?.message && (
              <Alert tone="error">{form.formState.errors.amount.message}</Alert>
            )}
            <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
              <SummaryRow
                label={t('repay.amount')}
                value={formatRupiah(confirming)}
                testId="repay-confirm-amount"
              />
              <SummaryRow label={t('repay.depositNow')} value={formatRupiah(deposit)} />
              <SummaryRow
                label={t('repay.depositAfter')}
                value={formatRupiah(deposit - confirming)}
                testId="repay-deposit-after"
              />
              <SummaryRow label={t('repay.usageAfter')} value={formatRupiah(loan.usage - confirming)} />
            </dl>
            {account.has_pin ? (
              <PinField
                control={form.control}
                name="pin"
                label={t('repay.pin')}
                help={t('repay.pinHelp')}
                autoFocus
              />
            ) : (
              <NoPinNotice />
            )}
            <Button type="submit" block size="lg" loading={repay.isPending} disabled={!account.has_pin}>
              {t('repay.pay', { amount: formatRupiah(confirming) })}
            </Button>
          </form>
        )}
      </Dialog>
    </Card>
  );
}
