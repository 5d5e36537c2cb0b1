import { STAFF_ROLES } from '@konter/core/contracts/console';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';

/** The five roles as checkboxes, each with one line on what it opens (a react-hook-form array field). */
export function RoleCheckboxes({
  legend,
  error,
  field,
}: {
  legend: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              value={role}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...field}
            />
            <span>
              <span className="block font-medium text-slate-900">{t(`roles.${role}`)}</span>
              <span className="block text-sm text-slate-600">{t(`roleHelp.${role}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
