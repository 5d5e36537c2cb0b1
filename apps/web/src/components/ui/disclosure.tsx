import type { ReactNode } from 'react';
import { cn } from './cn';
import { Icon } from './icons';

/**
 * A question or section that opens in place (native <details>: keyboard and screen readers work
 * without script): the FAQ on the landing and in the help centre, the help texts beside a form,
 * the deposit claim. `compact` is the smaller version used under forms.
 */
export function Disclosure({
  summary,
  children,
  compact = false,
  testId,
}: {
  summary: ReactNode;
  children: ReactNode;
  compact?: boolean;
  testId?: string;
}) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white" data-testid={testId}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-slate-900',
          compact ? 'min-h-12 text-sm' : 'min-h-14',
        )}
      >
        {summary}
        <Icon
          name="chevronRight"
          className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-90"
        />
      </summary>
      <div className="px-4 pb-4 text-sm text-slate-600">{children}</div>
    </details>
  );
}
