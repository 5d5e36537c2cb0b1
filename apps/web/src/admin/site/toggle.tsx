import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';

/** A labelled on/off switch with its help line (role="switch"). */
export function Toggle({
  label,
  help,
  checked,
  disabled,
  onChange,
  testId,
  danger = false,
}: {
  label: string;
  help?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
  testId?: string;
  danger?: boolean;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="font-semibold text-slate-900">
          {label}
        </p>
        {help && (
          <p id={`${id}-help`} className="text-sm text-slate-600">
            {help}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={help ? `${id}-help` : undefined}
        data-testid={testId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-slate-600 disabled:opacity-60"
      >
        <span className="sr-only sm:not-sr-only">{checked ? t('site.on') : t('site.off')}</span>
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
            checked ? (danger ? 'bg-red-600' : 'bg-brand-600') : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'absolute size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </span>
      </button>
    </div>
  );
}
