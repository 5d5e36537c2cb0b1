import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface BankValues {
  bank_name: string;
  account_holder: string;
  account_number: string;
}

/** Bank name, account holder and account number: where the commission is paid. */
export function BankFields<T extends BankValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('affiliate');
  const reg = register as unknown as UseFormRegister<BankValues>;
  const err = errors as FieldErrors<BankValues>;
  return (
    <>
      <TextField
        label={t('field.bankName')}
        placeholder={t('field.bankNamePlaceholder')}
        autoComplete="off"
        error={err.bank_name?.message}
        {...reg('bank_name')}
      />
      <TextField
        label={t('field.accountHolder')}
        autoComplete="name"
        help={t('field.accountHolderHelp')}
        error={err.account_holder?.message}
        {...reg('account_holder')}
      />
      <TextField
        label={t('field.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        help={t('field.accountNumberHelp')}
        error={err.account_number?.message}
        {...reg('account_number')}
      />
    </>
  );
}
