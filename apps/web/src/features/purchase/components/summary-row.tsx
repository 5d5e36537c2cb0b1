import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icons';

/** One "label: value" row of a summary <dl>, with an optional inline error (e.g. product_code). */
export function SummaryRow({
  label,
  children,
  error,
}: {
  label: ReactNode;
  children: ReactNode;
  error?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-slate-900">
        {children}
        {error && (
          <span
            role="alert"
            className="mt-1 flex items-start justify-end gap-1 text-sm font-normal text-red-700"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </span>
        )}
      </dd>
    </div>
  );
}
