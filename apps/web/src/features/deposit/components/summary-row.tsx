import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** One "label: value" row of a summary <dl> (the wallet screens' receipts and confirmations). */
export function SummaryRow({
  label,
  children,
  className,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn('flex items-start justify-between gap-4 py-2.5', className)} data-testid={testId}>
      <dt className="shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}
