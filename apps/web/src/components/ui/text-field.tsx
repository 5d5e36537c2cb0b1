import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Icon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Visible label plus the input; `name` comes from react-hook-form's register(). */
  containerClassName?: string;
}

export const fieldClasses = (invalid: boolean) =>
  cn(
    'block w-full min-h-12 rounded-xl border bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-400',
    'focus:outline-3 focus:outline-offset-0 focus:outline-brand-500/40 focus:border-brand-600',
    'disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-500' : 'border-slate-300',
  );

export function TextField({
  label,
  help,
  error,
  type = 'text',
  id,
  containerClassName,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? autoId;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', containerClassName)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldClasses(Boolean(error)), isPassword && 'pr-12', className)}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal((v) => !v)}
            aria-label={reveal ? t('field.hidePassword') : t('field.showPassword')}
            aria-pressed={reveal}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon name={reveal ? 'eyeOff' : 'eye'} className="size-5" />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {help && (
        <p id={helpId} className="text-sm text-slate-500">
          {help}
        </p>
      )}
    </div>
  );
}
