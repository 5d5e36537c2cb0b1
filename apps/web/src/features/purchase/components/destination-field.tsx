import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';

/**
 * The destination number: a large input with the operator mark inside it on the right, and room
 * for a button beside it (favourite contacts). Phones get the telephone keypad.
 */
export function DestinationField({
  label,
  value,
  onChange,
  error,
  help,
  inputMode = 'tel',
  placeholder,
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
  placeholder?: string;
  adornment?: ReactNode;
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
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
            name="destination"
            type={inputMode === 'tel' ? 'tel' : 'text'}
            inputMode={inputMode}
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(
              fieldClasses(Boolean(error)),
              'text-lg tracking-wide tabular-nums',
              adornment ? 'pr-32' : false,
            )}
          />
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
