import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './ui/text-field';

interface NewPasswordFieldsProps {
  register: (name: 'password' | 'password_confirmation') => UseFormRegisterReturn;
  errors: { password?: FieldError; password_confirmation?: FieldError };
  label: string;
  confirmLabel: string;
  help: string;
}

/** A new password and its confirmation (register, reset, change password). */
export function NewPasswordFields({ register, errors, label, confirmLabel, help }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        help={help}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </>
  );
}
