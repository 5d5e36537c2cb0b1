import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn';
import { fieldClasses } from '../../components/ui/text-field';

/** One choice of a `SelectField`. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A console select with its label above: the options, and first an empty "all" choice when `all`
 * names it (a filter). Everything else (value and onChange, or a form's register) goes to the select.
 */
export function SelectField({
  id,
  label,
  options,
  all,
  invalid = false,
  wrapperClassName,
  ...select
}: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  all?: string;
  invalid?: boolean;
  /** Classes added to the label-and-select block (a width). */
  wrapperClassName?: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'>) {
  return (
    <div className={cn('space-y-1.5', wrapperClassName)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={fieldClasses(invalid)} {...select}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
