import type { DepositTransferRequest } from '@konter/core/contracts/deposit';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { formatRupiah } from '../../../lib/money';
import type { TransferReceiver } from '../api/check-transfer-receiver';
import { SummaryRow } from './summary-row';

/**
 * The transfer's confirmation (a bottom sheet on phones): who receives how much, the warning to
 * double-check, and the password re-entered (spec §5: a transaction requires it).
 */
export function TransferConfirmSheet({
  open,
  receiver,
  amount,
  note,
  form,
  alert,
  sending,
  onClose,
  onSend,
}: {
  open: boolean;
  receiver: TransferReceiver | null;
  amount: number;
  note: string;
  form: UseFormReturn<DepositTransferRequest, unknown, DepositTransferRequest>;
  alert: string | null;
  sending: boolean;
  onClose: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('deposit');
  const { errors } = form.formState;
  return (
    <Dialog open={open} onClose={onClose} title={t('transfer.confirmTitle')}>
      {receiver && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSend();
          }}
          className="space-y-4"
          data-testid="transfer-confirm"
        >
          {alert && !errors.password && <Alert tone="error">{alert}</Alert>}
          <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
            <SummaryRow label={t('transfer.receiver')}>
              {receiver.receiver_name}
              <span className="block text-sm font-normal text-slate-600 tabular-nums">{receiver.phone}</span>
            </SummaryRow>
            <SummaryRow label={t('transfer.amount')}>
              <span className="text-lg text-brand-800 tabular-nums">{formatRupiah(amount)}</span>
            </SummaryRow>
            {note.trim() && <SummaryRow label={t('transfer.noteShort')}>{note.trim()}</SummaryRow>}
          </dl>
          <Alert tone="warning">{t('message.checkRecipient')}</Alert>
          <TextField
            label={t('transfer.password')}
            help={t('transfer.passwordHelp')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" block size="lg" loading={sending}>
            {t('transfer.send', { amount: formatRupiah(amount) })}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
