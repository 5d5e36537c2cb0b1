import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';

/**
 * The destination: a large input with the operator mark inside it on the right, a fixed prefix on
 * the left (a country's calling code), and room for a button beside it (favourite contacts, voucher
 * scan). Numbers get the telephone or numeric keypad, e-mails the e-mail keyboard.
 */
export function DestinationField({
  label,
  value,
  onChange,
  error,
  help,
  inputMode = 'tel',
  type = inputMode === 'tel' ? 'tel' : inputMode === 'email' ? 'email' : 'text',
  autoComplete = 'off',
  name = 'destination',
  placeholder,
  prefix,
  describedBy,
  adornment,
  action,
  ref,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  help?: ReactNode;
  inputMode?: 'tel' | 'numeric' | 'text' | 'email';
  type?: 'tel' | 'text' | 'email';
  autoComplete?: string;
  name?: string;
  placeholder?: string;
  /** Fixed text before what is typed (a country's calling code, "+60"). */
  prefix?: string;
  /** Ids of other texts that describe it (a help shared by two fields). */
  describedBy?: string;
  adornment?: ReactNode;
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const described = [
    prefix ? `${id}-prefix` : null,
    error ? `${id}-error` : null,
    help ? `${id}-help` : null,
    describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={ref}
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            autoCapitalize={inputMode === 'tel' || inputMode === 'numeric' ? undefined : 'none'}
            spellCheck={false}
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            className={cn(
              fieldClasses(Boolean(error)),
              'text-lg tracking-wide tabular-nums',
              adornment ? 'pr-32' : false,
              prefix ? 'pl-16' : false,
            )}
          />
          {prefix && (
            <span
              id={`${id}-prefix`}
              data-testid="destination-prefix"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-lg font-semibold text-slate-500 tabular-nums"
            >
              {prefix}
            </span>
          )}
          {adornment && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
              {adornment}
            </span>
          )}
        </div>
        {action}
      </div>
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {help && (
        <p id={`${id}-help`} className="text-sm text-slate-500">
          {help}
        </p>
      )}
    </div>
  );
}
