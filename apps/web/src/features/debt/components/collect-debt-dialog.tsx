import { collectDebtRequest, type DownlineDebt } from '@konter/core/contracts/debt';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { useCollectDebt } from '../api';
import { DebtAmountField } from './debt-amount-field';

/** "Terima setoran": the master confirms cash received (prefilled with the declared amount, if any). */
export function CollectDebtDialog({
  debt,
  onClose,
  onDone,
}: {
  debt: DownlineDebt | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('debt');
  const collect = useCollectDebt();
  const form = useLocalizedForm(collectDebtRequest, { defaultValues: { amount: 0 }, mode: 'onSubmit' });
  const server = useServerErrors(form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new confirmation starts clean
  useEffect(() => {
    if (!debt) return;
    form.reset({ amount: debt.declared_amount ?? debt.current_debt });
    server.clearAlert();
  }, [debt?.id]);

  const amount = form.watch('amount') ?? 0;
  const onSubmit = form.handleSubmit((v) => {
    if (!debt) return;
    collect.mutate(
      { id: debt.id, amount: v.amount },
      {
        onSuccess: (d) =>
          onDone(t('collect.done', { amount: formatRupiah(v.amount), left: formatRupiah(d.current_debt) })),
        onError: (e) => void server.handle(e),
      },
    );
  });

  return (
    <Dialog open={debt !== null} onClose={onClose} title={t('collect.title')}>
      {debt && (
        <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="debt-collect-dialog">
          {server.alert && <Alert tone="error">{server.alert}</Alert>}
          <p className="text-sm">{t('collect.intro', { name: debt.downline.name })}</p>
          {debt.declared_amount !== null && (
            <Alert tone="info">
              {t('field.declared')}: {formatRupiah(debt.declared_amount)}
              {debt.declared_note ? ` · ${debt.declared_note}` : ''}
            </Alert>
          )}
          <DebtAmountField
            control={form.control}
            name="amount"
            label={t('collect.amount')}
            help={t('collect.amountHelp', { max: formatRupiah(debt.current_debt) })}
            max={debt.current_debt}
          />
          <Button type="submit" block size="lg" loading={collect.isPending}>
            {t('collect.confirm', { amount: formatRupiah(amount) })}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
