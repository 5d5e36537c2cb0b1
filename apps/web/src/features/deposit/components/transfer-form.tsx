import type { Account } from '@konter/core/contracts/account';
import { depositTransferRequest } from '@konter/core/contracts/deposit';
import { normalizeHp } from '@konter/core/phone';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { randomId } from '../../../lib/random-id';
import { type TransferReceiver, useCheckTransferReceiver } from '../api/check-transfer-receiver';
import { type DepositTransfer, useTransferDeposit } from '../api/transfer-deposit';
import { useDepositErrors } from '../use-deposit-errors';
import { TransferConfirmSheet } from './transfer-confirm-sheet';

/**
 * Deposit transfer (spec §2 payment::deposit:transfer, §3, §5): the receiver's phone is checked and
 * their name shown with the "double-check" warning; then the amount and an optional note; the
 * password is re-entered in the confirmation sheet.
 */
export function TransferForm({
  account,
  onDone,
}: {
  account: Account;
  onDone: (result: DepositTransfer) => void;
}) {
  const { t } = useTranslation('deposit');
  const form = useLocalizedForm(depositTransferRequest, {
    defaultValues: { phone: '', amount: undefined, note: '', password: '' },
  });
  const server = useDepositErrors(form);
  const check = useCheckTransferReceiver();
  const transfer = useTransferDeposit();
  const [receiver, setReceiver] = useState<TransferReceiver | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  // One key per confirmation: a double tap or a retry cannot send twice.
  const idempotencyKey = useRef('');
  const { errors } = form.formState;
  const phone = form.watch('phone');
  const amount = form.watch('amount');
  // The checked name belongs to the number it was checked for.
  const checked = receiver && normalizeHp(receiver.phone) === normalizeHp(phone) ? receiver : null;

  const runCheck = async (): Promise<TransferReceiver | null> => {
    if (!(await form.trigger('phone'))) return null;
    const value = form.getValues('phone');
    setRefused(null);
    try {
      const found = await check.mutateAsync(value);
      setReceiver(found);
      return found;
    } catch (e) {
      setReceiver(null);
      if (isStatus(e, 404))
        form.setError('phone', { type: 'server', message: errorMessage(t, e) }, { shouldFocus: true });
      // Not allowed to transfer (403) or too many lookups (429): the answer's own text, on the page.
      else if (isStatus(e, 403) || isStatus(e, 429)) setRefused(errorMessage(t, e));
      else server.handle(e);
      return null;
    }
  };

  const next = async () => {
    server.clearAlert();
    setRefused(null);
    const ok = await form.trigger(['phone', 'amount', 'note']);
    if (!ok) return;
    const found = checked ?? (await runCheck());
    if (!found) return;
    if ((form.getValues('amount') ?? 0) > account.deposit) {
      form.setError(
        'amount',
        { type: 'validation', message: t('message.insufficientBalance') },
        { shouldFocus: true },
      );
      return;
    }
    idempotencyKey.current = randomId();
    form.setValue('password', '');
    form.clearErrors('password');
    setConfirming(true);
  };

  const send = form.handleSubmit((v) =>
    transfer.mutate(
      { ...v, note: v.note || undefined, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (result) => {
          setConfirming(false);
          onDone(result);
        },
        onError: (e) => {
          if (isStatus(e, 403)) {
            setConfirming(false);
            return setRefused(errorMessage(t, e));
          }
          if (!server.handle(e)) return;
          // Errors about the phone or amount are shown on the page, a wrong password in the sheet.
          if (form.getFieldState('phone').error || form.getFieldState('amount').error) setConfirming(false);
        },
      },
    ),
  );

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
        className="space-y-5"
        data-testid="transfer-form"
      >
        {refused && <Alert tone="error">{refused}</Alert>}
        {server.alert && !confirming && <Alert tone="error">{server.alert}</Alert>}
        <Card className="space-y-4">
          <div className="space-y-2">
            <TextField
              label={t('transfer.phone')}
              help={t('transfer.phoneHelp')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="08xx xxxx xxxx"
              error={errors.phone?.message}
              {...form.register('phone', { onChange: () => setReceiver(null) })}
            />
            {!checked && (
              <Button variant="secondary" size="sm" onClick={() => void runCheck()} loading={check.isPending}>
                <Icon name="user" className="size-4" />
                {t('transfer.check')}
              </Button>
            )}
          </div>
          {checked && <ReceiverCard receiver={checked} />}
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <CurrencyField
                label={t('transfer.amount')}
                help={t('transfer.amountHelp', { balance: formatRupiah(account.deposit) })}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={errors.amount?.message}
                min={1000}
              />
            )}
          />
          <TextField
            label={t('transfer.note')}
            autoComplete="off"
            maxLength={200}
            error={errors.note?.message}
            {...form.register('note')}
          />
        </Card>
        <Button type="submit" block size="lg" loading={check.isPending && !checked}>
          {t('transfer.continue')}
        </Button>
      </form>
      <TransferConfirmSheet
        open={confirming && checked !== null}
        receiver={checked}
        amount={typeof amount === 'number' ? amount : 0}
        note={form.watch('note') ?? ''}
        form={form}
        alert={confirming ? server.alert : null}
        sending={transfer.isPending}
        onClose={() => setConfirming(false)}
        onSend={send}
      />
    </>
  );
}

/** The receiver as the server knows them, with the spec's warning (calls §8.3). */
export function ReceiverCard({ receiver }: { receiver: TransferReceiver }) {
  const { t } = useTranslation('deposit');
  return (
    <div className="space-y-2" data-testid="transfer-receiver">
      <div className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3">
        <Icon name="user" className="size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <p className="text-xs text-emerald-900">{t('transfer.receiver')}</p>
          <p className="truncate font-semibold text-slate-900" data-testid="transfer-receiver-name">
            {receiver.receiver_name}
          </p>
          <p className="text-sm text-slate-700 tabular-nums">{receiver.phone}</p>
        </div>
      </div>
      <Alert tone="warning">{t('message.checkRecipient')}</Alert>
    </div>
  );
}
