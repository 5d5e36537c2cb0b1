import { type DownlineDebt, payDebtRequest } from '@konter/core/contracts/debt';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isStatus } from '../../../lib/api-error';
import { useAccount } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { usePayDebt } from '../api';
import { DebtAmountField } from './debt-amount-field';

/**
 * Pays a debt from the deposit: the amount (the whole current debt by default), a confirmation of
 * who gets how much, then the transaction PIN.
 */
export function PayDebtDialog({
  debt,
  onClose,
  onPaid,
}: {
  debt: DownlineDebt | null;
  onClose: () => void;
  onPaid: (amount: number, left: number) => void;
}) {
  const { t } = useTranslation(['debt', 'common', 'errors']);
  const account = useAccount();
  const pay = usePayDebt();
  const form = useLocalizedForm(payDebtRequest, {
    defaultValues: { amount: 0, pin: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const [step, setStep] = useState<'amount' | 'pin'>('amount');
  const [blocked, setBlocked] = useState<string | null>(null);
  const open = debt !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new payment starts clean
  useEffect(() => {
    if (!debt) return;
    form.reset({ amount: debt.current_debt, pin: '' });
    server.clearAlert();
    setBlocked(null);
    setStep('amount');
  }, [debt?.id]);

  if (!debt) return <Dialog open={false} onClose={onClose} title="" />;
  const amount = form.watch('amount') ?? 0;
  const hasPin = account.data?.has_pin ?? true;

  const next = async () => {
    const ok = await form.trigger('amount');
    if (!ok) return;
    if (amount > debt.current_debt) {
      form.setError('amount', {
        type: 'validation',
        message: t('debt:mine.payAmountHelp', { max: formatRupiah(debt.current_debt) }),
      });
      return;
    }
    setStep('pin');
  };
  const onSubmit = form.handleSubmit((v) => {
    setBlocked(null);
    pay.mutate(
      { id: debt.id, ...v },
      {
        onSuccess: (r) => onPaid(r.amount, r.debt.current_debt),
        onError: (e) => {
          if (isStatus(e, 429) || isStatus(e, 403)) return setBlocked(errorMessage(t, e));
          if (server.handle(e) && form.getFieldState('amount').error) setStep('amount');
        },
      },
    );
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('debt:mine.payTitle')}>
      <form
        noValidate
        className="space-y-4"
        data-testid="debt-pay-dialog"
        onSubmit={(e) => {
          if (step === 'amount') {
            e.preventDefault();
            void next();
          } else void onSubmit(e);
        }}
      >
        {blocked && <Alert tone="error">{blocked}</Alert>}
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        {step === 'amount' ? (
          <>
            <p className="text-sm">{t('debt:mine.payIntro', { name: debt.upline.name })}</p>
            <DebtAmountField
              control={form.control}
              name="amount"
              label={t('debt:mine.payAmount')}
              help={t('debt:mine.payAmountHelp', { max: formatRupiah(debt.current_debt) })}
              max={debt.current_debt}
            />
            <Button type="submit" block size="lg">
              {t('debt:mine.payContinue')}
            </Button>
          </>
        ) : (
          <>
            <Alert tone="info">
              {t('debt:mine.payConfirm', { amount: formatRupiah(amount), name: debt.upline.name })}
            </Alert>
            {hasPin ? (
              <PinField
                control={form.control}
                name="pin"
                label={t('debt:mine.pin')}
                help={t('debt:mine.pinHelp')}
                autoFocus
              />
            ) : (
              <Alert tone="warning">
                <p>{t('debt:mine.noPin')}</p>
                <Link to={paths.pin} className={`${buttonClasses('primary', 'sm')} mt-2`}>
                  {t('debt:mine.createPin')}
                </Link>
              </Alert>
            )}
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setStep('amount')} disabled={pay.isPending}>
                {t('common:action.back')}
              </Button>
              <Button type="submit" className="flex-1" loading={pay.isPending} disabled={!hasPin}>
                {t('debt:mine.paySubmit', { amount: formatRupiah(amount) })}
              </Button>
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
