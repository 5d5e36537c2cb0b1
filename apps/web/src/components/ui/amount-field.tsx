import { clampNumberInput, formatCurrencyInput, parseCurrencyInput } from '@konter/core/validation/input';
import { TextField, type TextFieldProps } from './text-field';

interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
}

/**
 * Rupiah input (spec §5): only digits are kept and shown with dots as thousands separators
 * ("1.250.000"); on leaving the field a value below `min` becomes `min` and above `max` becomes `max`.
 */
export function CurrencyField({ value, onChange, min, max, onBlur, ...rest }: AmountFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === null ? '' : formatCurrencyInput(value)}
      onChange={(e) => onChange(parseCurrencyInput(e.target.value))}
      onBlur={(e) => {
        if (value !== null) onChange(clampNumberInput(value, { min, max }));
        onBlur?.(e);
      }}
    />
  );
}

/** Number input (spec §5): a value below `min`, or no number at all, becomes `min`; above `max` becomes `max`. */
export function NumberField({ value, onChange, min, max, onBlur, ...rest }: AmountFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      value={value === null ? '' : String(value)}
      onChange={(e) => {
        const digits = e.target.value.replace(/[^\d]/g, '');
        onChange(digits === '' ? null : Number(digits));
      }}
      onBlur={(e) => {
        onChange(clampNumberInput(value, { min, max }));
        onBlur?.(e);
      }}
    />
  );
}
