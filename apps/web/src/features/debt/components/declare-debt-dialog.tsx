import { type DownlineDebt, declareDebtRequest } from '@konter/core/contracts/debt';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { useDeclareDebt } from '../api';
import { DebtAmountField } from './debt-amount-field';

/** "Saya sudah setor tunai": the downline reports cash handed to the master, who then confirms it. */
export function DeclareDebtDialog({
  debt,
  onClose,
  onDone,
}: {
  debt: DownlineDebt | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('debt');
  const declare = useDeclareDebt();
  const form = useLocalizedForm(declareDebtRequest, {
    defaultValues: { amount: 0, note: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new declaration starts clean
  useEffect(() => {
    if (!debt) return;
    form.reset({ amount: debt.current_debt, note: '' });
    server.clearAlert();
  }, [debt?.id]);

  const onSubmit = form.handleSubmit((v) => {
    if (!debt) return;
    declare.mutate(
      { id: debt.id, amount: v.amount, note: v.note || undefined },
      { onSuccess: onDone, onError: (e) => void server.handle(e) },
    );
  });

  return (
    <Dialog open={debt !== null} onClose={onClose} title={t('mine.declareTitle')}>
      {debt && (
        <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="debt-declare-dialog">
          {server.alert && <Alert tone="error">{server.alert}</Alert>}
          <p className="text-sm">{t('mine.declareIntro', { name: debt.upline.name })}</p>
          <DebtAmountField
            control={form.control}
            name="amount"
            label={t('mine.declareAmount')}
            help={t('mine.payAmountHelp', { max: formatRupiah(debt.current_debt) })}
            max={debt.current_debt}
          />
          <TextField
            label={t('mine.declareNote')}
            maxLength={300}
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
          <Button type="submit" block size="lg" loading={declare.isPending}>
            {t('mine.declareSubmit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
