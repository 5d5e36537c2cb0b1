import { type Account, deleteAccountRequest } from '@konter/core/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { useDeleteAccount } from '../api/delete-account';

/** Spec §4: only at zero balance; recoverable by logging in within 7 days. */
export function DeleteAccountForm({
  account,
  onDeleted,
}: {
  account: Account;
  onDeleted: (recoverableUntil: string) => void;
}) {
  const { t } = useTranslation('account');
  const form = useLocalizedForm(deleteAccountRequest, { defaultValues: { password: '' } });
  const server = useServerErrors(form);
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const hasBalance = account.deposit > 0 || (account.cashback_wallet ?? 0) > 0;

  const submit = form.handleSubmit((v) =>
    remove.mutate(v.password, {
      onSuccess: (r) => {
        setConfirming(false);
        onDeleted(r.recoverable_until);
      },
      onError: (e) => {
        setConfirming(false);
        server.handle(e);
      },
    }),
  );

  return (
    <div className="space-y-5">
      <Alert tone="warning" title={t('delete.rulesTitle')}>
        <ul className="list-disc space-y-1 pl-4">
          <li>{t('delete.ruleBalance')}</li>
          <li>{t('delete.ruleRecovery')}</li>
          <li>{t('delete.ruleAfter')}</li>
        </ul>
      </Alert>
      {hasBalance && (
        <Alert tone="error">{t('delete.hasBalance', { amount: formatRupiah(account.deposit) })}</Alert>
      )}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(() => {
          server.clearAlert();
          setConfirming(true);
        })}
      >
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          help={t('delete.passwordHelp')}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" variant="danger" block>
          {t('delete.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('delete.confirmTitle')}
        message={t('delete.confirmText')}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
