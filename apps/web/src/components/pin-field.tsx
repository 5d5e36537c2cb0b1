import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { PinInput } from './ui/pin-input';

/** PinInput bound to a react-hook-form field. */
export function PinField<T extends FieldValues>({
  control,
  name,
  label,
  help,
  mask = true,
  autoFocus,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: ReactNode;
  help?: ReactNode;
  mask?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PinInput
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          mask={mask}
          help={help}
          error={fieldState.error?.message}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
