import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CurrencyField } from '../../../components/ui/amount-field';

/**
 * A form's `amount` of a debt (paid, declared or collected): rupiah from 1 to what is still owed
 * (`max`, a typed value beyond it is brought back on leaving the field).
 */
export function DebtAmountField<T extends FieldValues>({
  control,
  name,
  label,
  help,
  max,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, number>;
  label: string;
  help: string;
  max: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencyField
          label={label}
          help={help}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v ?? 0)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          min={1}
          max={max}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
