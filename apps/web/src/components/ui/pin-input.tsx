import { type ReactNode, type Ref, useId, useState } from 'react';
import { cn } from './cn';
import { Icon } from './icons';

export interface PinInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  length?: number;
  /** Hide the digits (PIN); OTP codes stay visible. */
  mask?: boolean;
  error?: string;
  help?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A 6-digit code entry: one real input (numeric keypad, paste and SMS/one-time-code autofill work)
 * drawn as separate boxes. The input sits over the boxes, transparent, so taps land on it.
 */
export function PinInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  length = 6,
  mask = false,
  error,
  help,
  autoFocus,
  disabled,
  ref,
}: PinInputProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const digits = (value ?? '').slice(0, length);
  const describedBy =
    [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative w-fit">
        <div className="flex gap-1.5 min-[400px]:gap-2" aria-hidden="true">
          {Array.from({ length }, (_, i) => {
            const ch = digits[i];
            const active = focused && (i === digits.length || (i === length - 1 && digits.length === length));
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
                key={i}
                className={cn(
                  'flex size-12 items-center justify-center rounded-xl border bg-white text-xl font-semibold tabular-nums',
                  error
                    ? 'border-red-500'
                    : active
                      ? 'border-brand-600 ring-3 ring-brand-500/30'
                      : 'border-slate-300',
                  disabled && 'bg-slate-100',
                )}
              >
                {ch ? (mask ? '•' : ch) : ''}
              </span>
            );
          })}
        </div>
        <input
          ref={ref}
          id={id}
          name={name}
          value={digits}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={mask ? 'off' : 'one-time-code'}
          maxLength={length}
          // biome-ignore lint/a11y/noAutofocus: shown right after "send code", typing the code is the only task
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          className="absolute inset-0 h-full w-full cursor-text opacity-0"
          style={{ caretColor: 'transparent' }}
        />
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
